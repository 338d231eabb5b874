import type { RemovedKind } from "~/lib/sanitize-html.server";

// The rich-text editor's words (docs/admin-texts.md §0b): its toolbar, the link and image panels,
// and the notice after a save whose content the server's cleaning changed.

/** The toolbar's buttons, each the name a screen reader says with its state (aria-pressed). */
export const editorButtons = {
  bold: "Kalın",
  italic: "İtalik",
  underline: "Altı çizili",
  heading2: "Başlık 2",
  heading3: "Başlık 3",
  heading4: "Başlık 4",
  bulletList: "Madde işaretli liste",
  orderedList: "Numaralı liste",
  blockquote: "Alıntı",
  link: "Bağlantı",
  image: "Görsel ekle",
  table: "Tablo",
  addRow: "Satır ekle",
  addColumn: "Sütun ekle",
  deleteTable: "Tabloyu sil",
  undo: "Geri al",
  redo: "Yinele",
};

export const editorTexts = {
  /** The toolbar's name: "Biçimlendirme: İçerik". */
  toolbar: (field: string) => `Biçimlendirme: ${field}`,
  /** Said while the editor's code loads; the textarea stays usable meanwhile. */
  loading: "Düzenleyici yükleniyor...",
  /** The editor's code could not be loaded: the HTML textarea stays. */
  loadFailed: "Düzenleyici yüklenemedi; içeriği HTML olarak düzenleyebilirsiniz.",
  linkPanel: "Bağlantı",
  linkAddress: "Bağlantı adresi",
  linkHint: "https://, mailto:, tel: ya da / ile başlayan bir site yolu.",
  linkApply: "Uygula",
  linkRemove: "Bağlantıyı kaldır",
  cancel: "Vazgeç",
  linkEmpty: "Bağlantı adresini yazın.",
  imagePanel: "Kütüphaneden görsel",
  imageAlt: "Alternatif metin",
  imageAltHint: "Görseli göremeyenler için kısa bir açıklama (bu dilde).",
  imageInsert: "Ekle",
  imageLoading: "Görseller yükleniyor...",
  imageLoadFailed: "Medya kütüphanesi yüklenemedi.",
  imageNone: "Kütüphanede görsel yok. Önce Medya bölümünden yükleyin.",
  imageChoose: "Görsel seçin.",
  imageSearch: "Görsel ara (dosya adı)",
  imageSearchButton: "Ara",
  imageMore: "Daha fazla",
  imageNoMatch: "Bu adla görsel bulunamadı.",
};

/** Kinds of markup the server's cleaning can remove, as the notice names them. */
export const removedKindLabels: Record<RemovedKind, string> = {
  script: "betik ve stil blokları",
  embed: "gömülü içerik ve form öğeleri",
  unknownElement: "desteklenmeyen etiketler (metinleri korundu)",
  comment: "yorumlar",
  styleAttribute: "stil, sınıf ve kimlik öznitelikleri",
  eventAttribute: "olay öznitelikleri (on...)",
  otherAttribute: "desteklenmeyen öznitelikler",
  unsafeUrl: "güvenli olmayan bağlantı ve görsel adresleri",
  image: "adresi geçersiz görseller",
  tooDeep: "çok derin iç içe yapılar",
  tooLong: "sınırı aşan içerik",
};

/** The notice after a save whose content the server's cleaning changed: "… kaldırıldı: …". */
export const cleanedNotice = (kinds: string[]) =>
  `İçerik kaydedildi, ancak izin verilmeyen biçimler kaldırıldı: ${kinds.join(", ")}.`;
