/** The admin's nine sections (docs/product.md §5.2), in sidebar order, with dashboard descriptions. */
export const adminSections = [
  { key: "dashboard", label: "Kontrol Paneli", description: "Yönetim paneline genel bakış." },
  { key: "projects", label: "Proje Yönetimi", description: "Projeleri ekleyin, düzenleyin, yayınlayın ve kaldırın." },
  { key: "menu", label: "Menü Yönetimi", description: "Sitenin ana menüsünü ve alt menülerini düzenleyin." },
  { key: "pages", label: "Sayfa Yönetimi", description: "Kurumsal, faaliyet ve medya sayfalarının içeriklerini yönetin." },
  { key: "slider", label: "Slider Yönetimi", description: "Ana sayfadaki slaytları ve sıralarını yönetin." },
  { key: "machine-park", label: "Makine Parkı Yönetimi", description: "Makine ve ekipman kayıtlarını yönetin." },
  { key: "media", label: "Medya Kütüphanesi", description: "Görselleri yükleyin, bağlantılarını kopyalayın, silin." },
  { key: "site-settings", label: "Genel Site Ayarları", description: "Şirket bilgileri, iletişim, ana sayfa metinleri ve sosyal medya." },
  { key: "users", label: "Kullanıcı Yönetimi", description: "Kullanıcıları ve rollerini görüntüleyin ve değiştirin." },
] as const;

export type AdminSectionKey = (typeof adminSections)[number]["key"];
export const adminPath = (key: AdminSectionKey) => `/admin/${key}`;
