// The slider manager's words (docs/admin-texts.md §5).

export const slideMessages = {
  listFailed: "Sliderlar yüklenemedi.",
  created: "Yeni slayt eklendi.",
  updated: "Slayt güncellendi.",
  deleted: "Slayt silindi.",
  reordered: "Slayt sırası güncellendi.",
  deleteFailed: (message: string) => `Slayt silinemedi: ${message}`,
  saveFailed: (message: string) => `Slayt kaydedilemedi: ${message}`,
  reorderFailed: (message: string) => `Sıralama güncellenemedi: ${message}`,
  loadFailed: (message: string) => `Slayt yüklenemedi: ${message}`,
  notFound: "Slayt bulunamadı.",
  cannotMove: "Slayt bu yönde taşınamaz: listenin başında veya sonunda.",
  confirmDelete: (title: string) => `“${title}” slaytını silmek istediğinizden emin misiniz?`,
  staleList: "Slayt listesi güncel değil, sayfayı yenileyin.",
};

export const slideTexts = {
  untitled: "Başlıksız slayt",
  description: "Ana sayfanın üst bölümündeki slaytlar.",
  /** The add button, and the title of the dialog it opens. */
  add: "Yeni Slayt Ekle",
  /** The list's card title, and its name for screen readers. */
  list: "Slaytlar",
  cardDescription: "Sürükle-bırak ile ya da ok düğmeleriyle sıralayın. Yalnızca aktif slaytlar sitede gösterilir.",
  empty: "Henüz slayt yok. Sitede yerleşik görsel gösterilir.",
  /** What a screen reader calls a slide of the list. */
  itemRole: "sıralanabilir slayt",
  edit: (title: string) => `${title} slaytını düzenle`,
  delete: (title: string) => `${title} slaytını sil`,
  editTitle: "Slaytı Düzenle",
  deleteTitle: "Slaytı Sil",
  back: "Slider listesine dön",
  buttonLink: "Buton Bağlantısı",
  buttonLinkHint: "Site içi yol (örn. /projeler) ya da http(s):// ile başlayan adres.",
  buttonText: "Buton Metni",
  // A drag in the list, as announced (with sortableTexts).
  notOverList: (name: string) => `${name} şu anda listenin üzerinde değil.`,
  movingTo: (name: string, position: string) => `${name}, ${position.toLowerCase()}`,
};
