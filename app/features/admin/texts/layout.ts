// The admin frame's words: the header, the sidebar and its sections, the dashboard and the
// not-found page (docs/admin-texts.md §0).

/** The admin's sections (docs/product.md §5.2), in sidebar order, with dashboard descriptions. */
export const adminSections = [
  { key: "dashboard", label: "Kontrol Paneli", description: "Yönetim paneline genel bakış." },
  { key: "messages", label: "Mesajlar", description: "İletişim formundan gelen mesajları okuyun ve yanıtlayın." },
  { key: "projects", label: "Proje Yönetimi", description: "Projeleri ekleyin, düzenleyin, yayınlayın ve kaldırın." },
  { key: "menu", label: "Menü Yönetimi", description: "Sitenin ana menüsünü ve alt menülerini düzenleyin." },
  {
    key: "pages",
    label: "Sayfa Yönetimi",
    description: "Kurumsal, faaliyet ve medya sayfalarının içeriklerini yönetin.",
  },
  { key: "slider", label: "Slider Yönetimi", description: "Ana sayfadaki slaytları ve sıralarını yönetin." },
  { key: "machine-park", label: "Makine Parkı Yönetimi", description: "Makine ve ekipman kayıtlarını yönetin." },
  { key: "media", label: "Medya Kütüphanesi", description: "Görselleri yükleyin, bağlantılarını kopyalayın, silin." },
  {
    key: "site-settings",
    label: "Genel Site Ayarları",
    description: "Şirket bilgileri, iletişim, ana sayfa metinleri ve sosyal medya.",
  },
  {
    key: "redirects",
    label: "Yönlendirmeler",
    description: "Değişen adreslerin eski hallerini yenilerine yönlendirin.",
  },
  { key: "users", label: "Kullanıcı Yönetimi", description: "Kullanıcıları ve rollerini görüntüleyin ve değiştirin." },
  { key: "trash", label: "Çöp Kutusu", description: "Silinen kayıtları geri yükleyin ya da kalıcı olarak silin." },
  { key: "audit", label: "Hareket Kaydı", description: "Panelde kimin ne zaman ne yaptığını görün." },
] as const;

export type AdminSectionKey = (typeof adminSections)[number]["key"];

/** A section's name and description: its page's heading repeats the sidebar label. */
export const adminSection = (key: AdminSectionKey) => adminSections.find((section) => section.key === key)!;

export const layoutTexts = {
  documentTitle: "Yönetim Paneli",
  /** The name shown when the account has none. */
  defaultUserName: "Admin",
  welcome: "Hoş geldiniz,",
  changePassword: "Şifremi değiştir",
  signOut: "Çıkış Yap",
  navLabel: "Yönetim bölümleri",
  navHeading: "Yönetim",
  /** The phone's menu button, and the drawer's close button. */
  openMenu: "Menüyü aç",
  closeMenu: "Menüyü kapat",
};

export const dashboardTexts = {
  intro: "Sitenizin içeriğini buradan yönetebilirsiniz.",
  countsFailed: "Sayılar şu anda yüklenemedi.",
  publishedProjects: (n: number) => `${n} yayında`,
  draftProjects: (n: number) => `${n} taslak`,
  pages: (n: number) => `${n} sayfa`,
  activeSlides: (n: number) => `${n} aktif slayt`,
  visibleEquipment: (n: number) => `${n} görünür makine`,
  files: (n: number) => `${n} dosya`,
  admins: (n: number) => `${n} yönetici`,
  unreadMessages: (n: number) => `${n} okunmamış mesaj`,
};

export const notFoundTexts = {
  title: "Sayfa bulunamadı",
  message: "Aradığınız yönetim sayfası yok.",
  back: "Kontrol paneline dön",
};
