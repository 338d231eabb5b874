/** The admin's nine sections (spec section 2), in sidebar order, with dashboard descriptions. */
export const adminSections = [
  { key: "dashboard", label: "Kontrol Paneli", description: "Yönetim paneline genel bakış.", ready: true },
  { key: "projects", label: "Proje Yönetimi", description: "Projeleri ekleyin, düzenleyin, yayınlayın ve kaldırın.", ready: true },
  { key: "menu", label: "Menü Yönetimi", description: "Sitenin ana menüsünü ve alt menülerini düzenleyin.", ready: true },
  { key: "pages", label: "Sayfa Yönetimi", description: "Kurumsal, faaliyet ve medya sayfalarının içeriklerini yönetin.", ready: true },
  { key: "slider", label: "Slider Yönetimi", description: "Ana sayfadaki slaytları ve sıralarını yönetin.", ready: false },
  { key: "machine-park", label: "Makine Parkı Yönetimi", description: "Makine ve ekipman kayıtlarını yönetin.", ready: false },
  { key: "media", label: "Medya Kütüphanesi", description: "Görselleri yükleyin, bağlantılarını kopyalayın, silin.", ready: false },
  { key: "site-settings", label: "Genel Site Ayarları", description: "Şirket bilgileri, iletişim, ana sayfa metinleri ve sosyal medya.", ready: false },
  { key: "users", label: "Kullanıcı Yönetimi", description: "Kullanıcıları ve rollerini görüntüleyin ve değiştirin.", ready: false },
] as const;

export type AdminSectionKey = (typeof adminSections)[number]["key"];
export const adminPath = (key: AdminSectionKey) => `/admin/${key}`;
