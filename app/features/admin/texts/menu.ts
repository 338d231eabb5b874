// The menu manager's words (docs/admin-texts.md §4).

export const menuMessages = {
  listFailed: "Menü öğeleri yüklenemedi.",
  created: "Yeni menü öğesi eklendi.",
  updated: "Menü öğesi güncellendi.",
  deleted: "Menü öğesi silindi.",
  reordered: "Menü sırası güncellendi.",
  deleteFailed: (message: string) => `Menü öğesi silinemedi: ${message}`,
  saveFailed: (message: string) => `Menü kaydedilemedi: ${message}`,
  reorderFailed: (message: string) => `Sıralama güncellenemedi: ${message}`,
  confirmDelete: "Bu menü öğesini ve alt öğelerini silmek istediğinizden emin misiniz?",
  notFound: "Menü öğesi bulunamadı.",
  /** The picker asked for a page that is gone. */
  targetNotFound: "Sayfa bulunamadı.",
  loadFailed: (message: string) => `Menü öğesi yüklenemedi: ${message}`,
  cannotMove: "Öğe bu yönde taşınamaz: grubunun başında veya sonunda.",
};

export const menuTexts = {
  description: "Sitenin üst menüsü ve alt menüleri.",
  /** The add button, and the title of the dialog it opens. */
  add: "Yeni Menü Öğesi",
  cardTitle: "Navigasyon Menüsü",
  cardDescription: "Sitenizin ana menü yapısını sürükle-bırak ile yönetin.",
  empty: "Henüz menü öğesi yok.",
  treeLabel: "Menü öğeleri",
  /** Beside an item the public footer shows too. */
  inFooter: "Altbilgide",
  inFooterExplained: (count: number) =>
    `“Altbilgide” işaretli öğeler sitenin altbilgisinde de görünür: alt öğesi olmayan ilk ${count} üst öğe (ana sayfa hariç) ve Kurumsal'ın ilk ${count} alt öğesi. Bir öğe eklemek veya taşımak başka bir öğeyi altbilgiden çıkarabilir.`,
  /** Above a large menu's tree, which shows one branch at a time. */
  branchesClosed: (count: number) =>
    `Menüde ${count} öğe var: alt öğeler, yalnızca açtığınız üst öğenin altında gösterilir.`,
  showChildren: (count: number) => `Alt öğeler (${count})`,
  hideChildren: "Alt öğeleri gizle",
  edit: (label: string) => `${label} öğesini düzenle`,
  delete: (label: string) => `${label} öğesini sil`,
  editTitle: "Menü Öğesini Düzenle",
  deleteTitle: "Menü Öğesini Sil",
  back: "Menüye dön",
  deletePrompt: (label: string) => `${menuMessages.confirmDelete} ${label}`,
  noChildren: "Bu öğenin alt öğesi yok.",
  withChildren: (count: number) => `Bu öğeyle birlikte ${count} alt öğe de silinecek.`,
  linkType: "Bağlantı türü",
  linkTypeHint: "Bağlantının gideceği sayfayı seçin; etiketler boş bırakılırsa sayfanın başlıklarından doldurulur.",
  customLink: "Özel bağlantı (yolu aşağıya yazın)",
  /** The picker's search without JavaScript, and its button. */
  pageSearch: "Sayfa ara",
  pageSearchHint: "Listede olmayan bir sayfayı başlığının veya adresinin bir kısmıyla arayın.",
  pageSearchButton: "Ara",
  /** The form's hidden default button without JavaScript (Enter in a field saves). */
  saveHidden: "Kaydet",
  /** The picker with JavaScript: a list that filters as she types. */
  targetPlaceholder: "Yazarak arayın…",
  targetList: "Bağlantı hedefleri",
  targetsFound: (count: number) => (count === 0 ? "Eşleşen hedef yok." : `${count} hedef listeleniyor.`),
  targetsSearching: "Aranıyor…",
  morePages: (shown: number, total: number) =>
    `${total} sayfadan ${shown} tanesi gösteriliyor; daraltmak için yazmaya devam edin.`,
  sitePages: "Sitenin sayfaları",
  contentPages: {
    kurumsal: "Kurumsal sayfaları",
    faaliyetler: "Faaliyet sayfaları",
    media: "Medya sayfaları",
    generic: "Diğer sayfalar",
  },
  pathCustomHint:
    "Yalnızca özel bağlantı için: dil önekinden sonraki Türkçe yol veya tam adres. Örn: /kurumsal/hakkimizda",
  slugDerivedHint: "Boş bırakılırsa Türkçe etiketten oluşturulur.",
  labelFilledHint: "Boş bırakılırsa seçilen sayfadan doldurulur.",
  path: "Yol",
  pathHint: "Dil önekinden sonraki Türkçe yol. Örn: /kurumsal/hakkimizda",
  slug: "Slug",
  slugHint: "Örn: hakkimizda",
  parent: "Üst Öğe",
  noParent: "— Yok (üst seviye) —",
  label: "Etiket",
  /** What a screen reader calls an item of the tree. */
  itemRole: "sıralanabilir menü öğesi",
  // A drag in the tree, as announced (with sortableTexts).
  notOverList: (name: string) => `${name} şu anda bir listenin üzerinde değil.`,
  movingOnto: (name: string, other: string, position: string) =>
    `${name}, ${other} öğesinin yerine taşınıyor. ${position}`,
  backInPlace: (name: string, position: string) => `${name} eski yerinde. ${position}`,
};
