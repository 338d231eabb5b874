import { languageNames, type Lang } from "~/i18n/languages";

// The redirects' words ("Yönlendirmeler", docs/admin-texts.md §16): the list, its language tabs,
// adding one by hand and deleting one (docs/decisions/059-redirects.md).

export const redirectTexts = {
  description:
    "Eski adreslerden yenilerine kalıcı (301) yönlendirmeler. Bir sayfanın veya projenin adresi değişince eski adresi buraya kendiliğinden eklenir.",
  tabsLabel: "Diller",
  all: "Tüm diller",
  languageTab: (lang: Lang) => languageNames[lang],
  listLabel: "Yönlendirmeler",
  from: "Eski adres",
  to: "Hedef",
  kind: "Tür",
  automatic: "Otomatik",
  manual: "Elle eklendi",
  notLive: "Hedef yayında değil",
  created: "Tarih",
  empty: "Henüz yönlendirme yok.",
  add: "Yönlendirme ekle",
  addTitle: "Yönlendirme Ekle",
  addDescription: "Eski adrese gelen ziyaretçi hedefe kalıcı olarak (301) yönlendirilir.",
  fromHint: "Dil ile başlayan yol, ör. /en/corporate/eski-sayfa. Yayındaki bir sayfanın adresi olamaz.",
  toHint: "Sitenin bir adresi, ör. /en/corporate/about. Başka bir siteye yönlendirme yapılamaz.",
  deleteLabel: (from: string) => `${from} yönlendirmesini sil`,
  deleteTitle: "Yönlendirmeyi Sil",
  back: "Yönlendirmelere dön",
};

export const redirectMessages = {
  listFailed: "Yönlendirmeler yüklenemedi.",
  notFound: "Yönlendirme bulunamadı.",
  loadFailed: (message: string) => `Yönlendirme yüklenemedi: ${message}`,
  created: "Yönlendirme eklendi.",
  createFailed: (message: string) => `Yönlendirme eklenemedi: ${message}`,
  confirmDelete: (from: string) =>
    `${from} yönlendirmesini silmek istediğinizden emin misiniz? Bu adres bundan sonra bulunamadı sayfası gösterir.`,
  deleted: "Yönlendirme silindi.",
  deleteFailed: (message: string) => `Yönlendirme silinemedi: ${message}`,
};
