import { previewLinkDays } from "~/backend/previews";

// The preview's words in the admin ("Önizle", "Önizleme bağlantısı oluştur"; docs/admin-texts.md
// §15, decision 058).

export const previewTexts = {
  open: "Önizle",
  /** Each language's button under "Önizle": the form as it is now, in a new tab. */
  inLanguage: (language: string) => `${language} önizle (yeni sekmede açılır)`,
  createLink: "Önizleme bağlantısı oluştur",
  days: "Geçerlilik süresi",
  dayCount: (days: number) => `${days} gün`,
  linksTitle: "Önizleme Bağlantıları",
  linksDescription:
    "Bağlantıyı alan herkes, oturum açmadan, kaydın bağlantı oluşturulduğu andaki hâlini görür. Süresi dolan ya da iptal edilen bağlantı bir daha açılmaz.",
  linksCaption: "Bu kaydın önizleme bağlantıları, en yenisi önce",
  noLinks: "Bu kaydın önizleme bağlantısı yok.",
  link: "Bağlantı",
  otherLanguages: "Diğer diller",
  expires: "Geçerlilik",
  state: "Durum",
  live: "Etkin",
  expired: "Süresi doldu",
  revoked: "İptal edildi",
  revoke: "İptal et",
  revokeLabel: (created: string) => `İptal et: ${created} tarihinde oluşturulan bağlantı`,
  created: "Önizleme bağlantısı oluşturuldu.",
  revokedToast: "Önizleme bağlantısı iptal edildi.",
  createFailed: (message: string) => `Önizleme bağlantısı oluşturulamadı: ${message}`,
  revokeFailed: (message: string) => `Önizleme bağlantısı iptal edilemedi: ${message}`,
  loadFailed: (message: string) => `Önizleme bağlantıları yüklenemedi: ${message}`,
  back: "Forma dön",
  defaultDays: previewLinkDays.default,
  dayChoices: [1, 3, previewLinkDays.default, 30, previewLinkDays.max],
};
