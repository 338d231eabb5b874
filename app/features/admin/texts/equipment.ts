// The machine park manager's words (docs/admin-texts.md §6).

export const equipmentMessages = {
  listFailed: "Ekipmanlar yüklenemedi.",
  detailsFailed: (message: string) => `Ekipman bilgileri getirilemedi: ${message}`,
  notFound: "Ekipman bulunamadı.",
  created: "Yeni ekipman eklendi.",
  updated: "Ekipman güncellendi.",
  deleted: "Ekipman silindi.",
  deleteFailed: (message: string) => `Ekipman silinemedi: ${message}`,
  saveFailed: (message: string) => `Ekipman kaydedilemedi: ${message}`,
  confirmDelete: (name: string) => `“${name}” ekipmanını silmek istediğinizden emin misiniz?`,
};

export const equipmentTexts = {
  unnamed: "Adsız ekipman",
  visible: "Görünür",
  hidden: "Gizli",
  description: "Makine parkındaki ekipmanları ekleyin, düzenleyin, gizleyin ve kaldırın.",
  /** The add button, and the title of the dialog it opens. */
  add: "Yeni Ekipman Ekle",
  empty: "Henüz ekipman yok.",
  model: "Model:",
  edit: (name: string) => `${name} ekipmanını düzenle`,
  delete: (name: string) => `${name} ekipmanını sil`,
  editTitle: "Ekipmanı Düzenle",
  deleteTitle: "Ekipmanı Sil",
  back: "Makine parkına dön",
  categoryHint: "Örn: Ekskavatör",
  /** Under the category of a language other than Turkish. */
  categoryFallbackHint: "Boş bırakılırsa sitede Türkçe kategori gösterilir.",
  modelName: "Model Adı / Kodu",
  modelNameHint: "Örn: CAT 330",
};
