import { filesRoutePrefix } from "~/backend/files";

// The site settings form's words ("Genel Site Ayarları", docs/admin-texts.md §9).

export const settingsMessages = {
  /** After a section's save: its name ("“İletişim” bölümü kaydedildi."). */
  sectionSaved: (section: string) => `“${section}” bölümü kaydedildi.`,
  sectionNotFound: "Böyle bir ayar bölümü yok.",
  saveFailed: (message: string) => `Ayarlar güncellenirken bir hata oluştu: ${message}`,
  loadFailed: (message: string) =>
    `Ayarlar yüklenemedi: ${message} Varsayılan değerler gösteriliyor; kaydetmeden önce sayfayı yenileyin.`,
  mediaFailed: "Medya kütüphanesi yüklenemedi; görselleri buradan yükleyebilirsiniz.",
  /** Above the form when the server refused fields: the first may be far below the button. */
  fieldsInvalid: (count: number) => `Ayarlar kaydedilmedi: ${count} alan düzeltilmeli.`,
  firstInvalid: "İlk hatalı alana git",
  tooLong: (max: number) => `En fazla ${max} karakter olabilir.`,
  phone: (minDigits: number) =>
    `Telefon numarası en az ${minDigits} rakam içermeli; yalnızca rakam, boşluk, +, ( ) ve - kullanılabilir.`,
  email: "Geçerli bir e-posta adresi girin.",
  imageUrl: `Görsel adresi ${filesRoutePrefix} ile ya da http:// veya https:// ile başlamalıdır.`,
  nameRequired: "Ad zorunludur.",
  linkRequired: "Bağlantı zorunludur.",
  linkInvalid: "Bağlantı http:// veya https:// ile başlayan geçerli bir adres olmalıdır.",
  iconInvalid: "Geçersiz simge.",
  logoImageRequired: "Bir görsel seçin ya da yükleyin.",
  tooManyLinks: (max: number) => `En fazla ${max} bağlantı eklenebilir.`,
  tooManyLogos: (max: number) => `En fazla ${max} logo eklenebilir.`,
};

/** The sections of the settings (/admin/site-settings/<key>), as the list and their pages name them. */
export const settingsSectionTexts = {
  company: { label: "Şirket", description: "Site adı, şirket adı, logo ve site açıklaması." },
  contact: { label: "İletişim", description: "Telefon, e-posta, WhatsApp ve adres." },
  home: { label: "Ana sayfa", description: "Hakkımızda ve Faaliyet Alanları bölümlerinin görseli ve metinleri." },
  clients: { label: "Müşteriler", description: "Ana sayfadaki referans logoları, başlığı ve açıklaması." },
  "social-media": { label: "Sosyal medya", description: "Sosyal medya bağlantıları ve simgeleri." },
};

export const settingsTexts = {
  description: "Sitenin her dilde ve her sayfada kullandığı bilgiler ve ana sayfa metinleri.",
  /** The section list's name (each entry is a link named by the section and what it holds). */
  sectionsLabel: "Ayar bölümleri",
  backToSections: "Tüm ayarlar",
  saveSection: "Bölümü Kaydet",
  noJsLanguages: "Her dilin metni kendi adının altında.",
  sectionHeading: "Bölüm başlığı",
  sectionText: "Bölüm açıklaması",
  remove: "Kaldır",
  company: {
    title: "Şirket Bilgileri",
    description: "Başlıkta, altbilgide ve arama sonuçlarında görünen ad, logo ve tanıtım yazısı.",
    siteName: "Site adı",
    siteNameHint: "Logonun yanında ve sayfa başlıklarında görünür.",
    companyName: "Şirket adı",
    companyNameHint: "Altbilgideki telif satırında görünür.",
    logo: "Logo",
    siteDescription: "Site açıklaması",
  },
  contact: {
    title: "İletişim Bilgileri",
    description: "Üst bilgi çubuğunda, altbilgide ve iletişim sayfasında görünür.",
    phone: "Telefon",
    phoneHint: "Örnek: +90 312 555 01 00",
    whatsapp: "WhatsApp",
    address: "Adres",
  },
  about: {
    title: "Ana Sayfa: Hakkımızda Bölümü",
    image: "Bölüm görseli",
    subtitle: "Üst başlık",
    text: "Metin",
  },
  activities: {
    title: "Ana Sayfa: Faaliyet Alanları Bölümü",
    description: "Boş bırakılan alan adı, alanın standart adıyla gösterilir.",
    subtitle: "Bölüm üst başlığı",
    areaTitle: (area: string) => `${area}: başlık`,
    areaText: (area: string) => `${area}: metin`,
  },
  social: {
    title: "Sosyal Medya",
    description: "Üst bilgi çubuğunda, mobil menüde ve altbilgide simgeleriyle görünür; yeni sekmede açılır.",
    empty: "Henüz sosyal medya bağlantısı yok.",
    item: (n: number) => `Bağlantı ${n}`,
    url: "Bağlantı (URL)",
    icon: "Simge",
    removeDetail: (n: number) => ` (bağlantı ${n})`,
    add: "Bağlantı Ekle",
  },
  clients: {
    title: "Ana Sayfa: Referans Logoları Bölümü",
    empty: "Henüz logo yok.",
    item: (n: number) => `Logo ${n}`,
    image: "Logo görseli",
    altText: "Alternatif metin",
    up: "Yukarı",
    down: "Aşağı",
    add: "Logo Ekle",
  },
};
