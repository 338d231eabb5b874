import type { HistoryKind, RevisionAction } from "~/backend/history";

// The revisions' words: the "Geçmiş" view of a record, its comparison and "Geri yükle"
// (docs/admin-texts.md §11).

/** Each kind of record as the history names it ("“Hakkımızda” sayfasının geçmişi"). */
export const historyRecordNames: Record<HistoryKind, string> = {
  page: "sayfa",
  project: "proje",
  slide: "slayt",
  equipment: "makine",
  menuItem: "menü öğesi",
  settings: "site ayarları",
};

/** What each save was, in the list. */
export const revisionActionLabels: Record<RevisionAction, string> = {
  create: "Oluşturuldu",
  update: "Kaydedildi",
  restore: "Geri yüklendi",
  untrash: "Çöp kutusundan geri geldi",
};

/**
 * The fields a comparison names, by the stored column: the record's own fields and, per
 * language, its texts. A column not named here (versions, times, what the store derives) is
 * not shown.
 */
export const revisionFieldLabels: Record<string, string> = {
  slug: "URL (slug)",
  category: "Kategori",
  category_id: "Kategori",
  status: "Durum",
  progress: "İlerleme",
  order_index: "Sıra",
  image_url: "Görsel",
  is_published: "Yayında",
  is_active: "Aktif",
  is_visible: "Görünür",
  button_link: "Düğme bağlantısı",
  model_name: "Model",
  path: "Yol",
  parent_id: "Üst öğe",
  title: "Başlık",
  description: "Açıklama",
  content: "İçerik",
  button_text: "Düğme metni",
  name: "Ad",
  label: "Etiket",
};

/** The settings' keys as the comparison names them (their form's sections). */
export const settingsKeyLabels: Record<string, string> = {
  companyName: "Şirket adı",
  general: "Şirket bilgileri",
  contact: "İletişim bilgileri",
  socialMedia: "Sosyal medya",
  about_summary_image_url: "Hakkımızda görseli",
  about_summary_subtitle: "Hakkımızda üst başlığı",
  about_summary_title: "Hakkımızda başlığı",
  about_summary_text: "Hakkımızda metni",
  activityAreasSubtitle: "Faaliyet alanları üst başlığı",
  activityAreasTitle: "Faaliyet alanları başlığı",
  activityAreasDescription: "Faaliyet alanları açıklaması",
  clientLogosTitle: "Referanslar başlığı",
  clientLogosDescription: "Referanslar açıklaması",
  client_logos: "Referans logoları",
};

export const historyTexts = {
  title: "Geçmiş",
  /** The link from a record's form to its history. */
  open: "Geçmiş",
  openLabel: (name: string) => `${name} geçmişi`,
  heading: (recordName: string, label: string) =>
    label ? `“${label}” ${recordName} geçmişi` : `${recordName} geçmişi`,
  description:
    "Her kayıt bir sürüm olarak saklanır (son 50). İki sürüm seçip farklarını görün ya da eski bir sürümü geri yükleyin.",
  back: "Forma dön",
  empty: "Bu kaydın henüz sürümü yok: ilk kaydedişte oluşur.",
  listFailed: "Sürümler yüklenemedi.",
  listCaption: "Sürümler, en yenisi önce",
  revisionColumn: "Sürüm",
  revision: (n: number) => `Sürüm ${n}`,
  current: "Güncel",
  who: "Kim",
  when: "Ne zaman",
  what: "Ne değişti",
  system: "Sistem",
  restoredFrom: (n: number) => `${n}. sürüm geri yüklendi`,
  /** The one-line summary of what a save changed. */
  changed: (fields: string[]) => (fields.length === 0 ? "Değişiklik yok" : `${fields.join(", ")} değişti`),
  firstKept: "İlk saklanan sürüm",
  compare: "Karşılaştır",
  compareOlder: "Eski sürüm",
  compareNewer: "Yeni sürüm",
  compareLegend: "Karşılaştırılacak iki sürüm",
  compareSame: "Aynı sürümü iki kez seçtiniz; iki farklı sürüm seçin.",
  compareHeading: (older: number, newer: number) => `Sürüm ${older} ile sürüm ${newer} arasındaki farklar`,
  noDifference: "Bu iki sürüm arasında gösterilecek bir fark yok.",
  added: "Eklenen",
  removed: "Silinen",
  before: "Önce",
  after: "Sonra",
  wholeText: "Metin çok farklı: tamamı eski ve yeni hâliyle gösteriliyor.",
  language: (name: string) => `(${name})`,
  yes: "Evet",
  no: "Hayır",
  none: "(boş)",
  restore: "Geri yükle",
  restoreLabel: (n: number) => `Sürüm ${n}'i geri yükle`,
  restoreTitle: (n: number) => `Sürüm ${n} geri yüklensin mi?`,
  restoreQuestion:
    "Bu sürümün içeriği yeni bir sürüm olarak kaydedilecek; şimdiki hâli geçmişte kalır ve istediğiniz zaman geri yüklenebilir.",
  restoring: "Geri yükleniyor...",
  restored: (n: number) => `Sürüm ${n} geri yüklendi.`,
  restoredWithoutImage: (n: number) =>
    `Sürüm ${n} geri yüklendi; o sürümün görseli artık olmadığından mevcut görsel korundu.`,
  restoreFailed: (message: string) => `Sürüm geri yüklenemedi: ${message}`,
  notFound: "Sürüm bulunamadı.",
  recordNotFound: "Kayıt bulunamadı.",
};
