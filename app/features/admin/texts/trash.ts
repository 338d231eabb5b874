import { trashDays, type TrashKind } from "~/backend/history";

// The trash's words ("Çöp Kutusu", docs/admin-texts.md §12).

/** Each kind of record as the trash lists it, and its filter. */
export const trashKindLabels: Record<TrashKind, string> = {
  page: "Sayfa",
  project: "Proje",
  slide: "Slayt",
  equipment: "Makine",
  menuItem: "Menü öğesi",
};

export const trashTexts = {
  description: (days: number) =>
    `Silinen kayıtlar burada ${days} gün bekler; bu sürede geri yüklenebilir, sonra kalıcı olarak silinir.`,
  /** Under a delete's question: where the record goes, and for how long. */
  deleteNote: `Kayıt ${trashDays} gün çöp kutusunda bekler; bu sürede “Çöp Kutusu”ndan geri yüklenebilir.`,
  empty: "Çöp kutusu boş.",
  emptyOfKind: "Bu türde silinmiş kayıt yok.",
  listFailed: "Çöp kutusu yüklenemedi.",
  listCaption: "Silinen kayıtlar, en yenisi önce",
  filterLabel: "Tür",
  allKinds: "Tümü",
  filter: "Süz",
  kind: "Tür",
  name: "Ad",
  deletedBy: "Silen",
  deletedAt: "Silinme",
  expires: "Kalıcı silinme",
  withChildren: (n: number) => `alt öğeleriyle birlikte ${n} kayıt`,
  unnamed: "(adsız)",
  restore: "Geri yükle",
  restoreLabel: (name: string) => `${name} kaydını geri yükle`,
  restoreTitle: "Kaydı Geri Yükle",
  restoreQuestion: "Bu kayıt çevirileri, görseli, yeri ve geçmişiyle birlikte geri yüklensin mi?",
  restoring: "Geri yükleniyor...",
  restored: (name: string) => `“${name}” geri yüklendi.`,
  restoredToTop: (name: string) =>
    `“${name}” geri yüklendi; üst öğesi artık olmadığından menünün en üst düzeyine eklendi.`,
  restoreFailed: (message: string) => `Kayıt geri yüklenemedi: ${message}`,
  purge: "Kalıcı olarak sil",
  purgeLabel: (name: string) => `${name} kaydını kalıcı olarak sil`,
  purgeTitle: "Kalıcı Olarak Sil",
  purgeQuestion: "Bu kayıt, geçmişi ve görselleriyle birlikte kalıcı olarak silinecek. Bu işlem geri alınamaz.",
  purging: "Siliniyor...",
  purged: (name: string) => `“${name}” kalıcı olarak silindi.`,
  purgeFailed: (message: string) => `Kayıt silinemedi: ${message}`,
  notFound: "Çöp kutusunda böyle bir kayıt yok.",
  back: "Çöp kutusuna dön",
};
