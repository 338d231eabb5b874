import type { PageType } from "~/backend/schemas";

// The page manager's words (docs/admin-texts.md §2).

/** Page types as the admin names them (the category select and the table). */
export const pageTypeLabels: Record<PageType, string> = {
  kurumsal: "Kurumsal",
  faaliyetler: "Faaliyetler",
  media: "Medya",
  generic: "Genel",
};

export const pageMessages = {
  listFailed: "Sayfalar yüklenemedi.",
  notFound: "Sayfa bulunamadı.",
  loadFailed: (message: string) => `Sayfa yüklenemedi: ${message}`,
  created: "Yeni sayfa eklendi.",
  updated: "Sayfa güncellendi.",
  deleted: "Sayfa silindi.",
  deleteFailed: "Sayfa silinemedi.",
  saveFailed: (message: string) => `Sayfa kaydedilemedi: ${message}`,
  confirmDelete: "Bu sayfayı silmek istediğinizden emin misiniz?",
};

export const pageTexts = {
  description: "Kurumsal, faaliyet ve medya sayfalarının içerikleri.",
  /** The add button, and the title of the dialog it opens. */
  add: "Yeni Sayfa Ekle",
  empty: "Henüz sayfa yok.",
  edit: (title: string) => `${title} sayfasını düzenle`,
  delete: (title: string) => `${title} sayfasını sil`,
  editTitle: "Sayfayı Düzenle",
  deleteTitle: "Sayfayı Sil",
  back: "Sayfalara dön",
  slugHint: "Başlığı yazın; adres otomatik oluşur.",
  languageSlug: "Bu dildeki URL (slug)",
  languageSlugHint: "Boş bırakılırsa genel URL kullanılır.",
};
