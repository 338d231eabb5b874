import type { PageType } from "~/backend/schemas";

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
