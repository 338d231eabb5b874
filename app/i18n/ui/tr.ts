// Public-site UI strings, Turkish: the source every other language must match key for key
// (each one `satisfies UiStrings`). Content (pages, projects, ...) comes from the database;
// these are the words around it. Placeholders use {{name}}.
import { activityAreaTurkishNames } from "~/lib/activity-areas";

export const tr = {
  a11y: {
    skipToContent: "İçeriğe geç",
    mainNavigation: "Ana menü",
    opensInNewTab: "{{name}} (yeni sekmede açılır)",
    breadcrumb: "Sayfa konumu",
  },
  header: {
    overview: "Genel bakış",
    home: "Ana Sayfa",
    openMenu: "Menüyü aç",
    closeMenu: "Menüyü kapat",
    showSubmenu: "{{label}} alt menüsünü göster",
    language: "Dil",
    chooseLanguage: "{{code}}: dil seçin (şu an {{current}})",
    phone: "Telefon",
    email: "E-posta",
    address: "Adres",
  },
  footer: {
    accessibility: "Erişilebilirlik",
    quickLinks: "Hızlı Bağlantılar",
    corporate: "Kurumsal",
    contact: "İletişim",
    copyright: "© {{year}} {{company}}. Tüm hakları saklıdır.",
    languages: "Dil seçenekleri",
  },
  home: {
    sliderLabel: "Öne çıkanlar",
    // What a screen reader calls the slider and each slide (aria-roledescription), in the page's language.
    carouselRole: "slayt gösterisi",
    slideRole: "slayt",
    previousSlide: "Önceki slayt",
    nextSlide: "Sonraki slayt",
    goToSlide: "{{number}}. slayta git",
    pauseSlider: "Slaytları durdur",
    playSlider: "Slaytları oynat",
    slideOf: "Slayt {{number}} / {{total}}",
    aboutMore: "Hakkımızda daha fazla bilgi",
    activitiesMore: "Tüm faaliyet alanlarımız",
    featuredProjects: "Öne Çıkan Projeler",
    featuredProjectsIntro: "Yürüttüğümüz ve tamamladığımız projelerden bir seçki.",
    allProjects: "Tüm projeler",
    clientLogosFallbackTitle: "Referanslarımız",
    heroTitle: "Altyapıdan enerjiye, kalıcı eserler inşa ediyoruz",
    heroSubtitle: "Altı faaliyet alanında, projenin her aşamasında yanınızdayız.",
    heroAlt: "İnşaat hâlindeki yüksek binalar ve kuleli vinçler",
  },
  projects: {
    title: "Projelerimiz",
    ongoingTitle: "Devam Eden Projeler",
    completedTitle: "Tamamlanan Projeler",
    intro: "Altyapıdan enerjiye, farklı alanlarda üstlendiğimiz projeler.",
    ongoingIntro: "Şantiyelerimizde çalışmaları süren projeler.",
    completedIntro: "Teslim ettiğimiz ve hizmete giren projeler.",
    filterLabel: "Projeleri süz",
    filterAll: "Tümü",
    filterOngoing: "Devam Eden",
    filterCompleted: "Tamamlanan",
    details: "Detaylar",
    detailsOf: "{{title}}: detaylar",
    back: "Projelere dön",
    empty: "Bu listede henüz proje yok.",
    contentPlaceholder: "Bu proje hakkında ayrıntılı bilgi yakında burada olacak.",
    progress: { ongoing: "Devam ediyor", completed: "Tamamlandı" },
  },
  activityAreas: activityAreaTurkishNames,
  pagination: {
    label: "Sayfalar",
    previous: "Önceki sayfa",
    next: "Sonraki sayfa",
    page: "Sayfa {{page}}",
    pageOf: "Sayfa {{page}} / {{count}}",
    titled: "{{title}} – Sayfa {{page}}",
  },
  sections: {
    kurumsal: "Kurumsal",
    faaliyetler: "Faaliyetler",
    media: "Medya",
    generic: "Sayfalar",
    overviewIntro: "Bu bölümdeki sayfalar",
    empty: "Bu bölümde henüz yayında sayfa yok.",
  },
  machinePark: {
    title: "Makine Parkı",
    description: "Projelerimizi zamanında ve güvenle tamamlamamızı sağlayan, bakımlı ve güncel makine filomuz.",
    model: "Model",
    empty: "Makine parkı bilgileri yakında eklenecek.",
  },
  accessibilityStatement: {
    title: "Erişilebilirlik Beyanı",
    intro: "Sitemizi herkesin kullanabilmesi için WCAG 2.2 AA düzeyini hedefliyoruz.",
    supportedTitle: "Neler destekleniyor",
    keyboard: "Tüm sayfalar ve menüler yalnızca klavyeyle kullanılabilir; odaklanılan öğe her zaman görünür.",
    screenReaders:
      "Sayfalar, ekran okuyucularla gezinebilmeniz için bölge işaretleri, sıralı başlıklar ve adlandırılmış denetimler içerir.",
    contrast: "Metin ve düğme renkleri en az 4,5:1 kontrast oranını sağlar.",
    zoom: "Sayfalar %400 yakınlaştırmada ve 320 piksel genişlikte yana kaydırmadan okunabilir.",
    noScript: "Site JavaScript kapalıyken de çalışır.",
    motion:
      "Hareketi azaltma tercihiniz varsa ana sayfadaki slaytlar kendiliğinden ilerlemez; slaytlar her zaman durdurulabilir.",
    languages: "İçerik Türkçe, İngilizce, Rusça ve Özbekçe olarak sunulur.",
    limitsTitle: "Bilinen sınırlamalar",
    limits:
      "Editörlerimizin eklediği bazı görsellerde ve belgelerde açıklayıcı metin eksik olabilir. Fark ettiğimizde düzeltiyoruz.",
    reportTitle: "Sorun bildirin",
    report:
      "Sitemizde erişilebilirlikle ilgili bir sorunla karşılaşırsanız lütfen bize bildirin; en kısa sürede yanıt veririz.",
    email: "E-posta",
    phone: "Telefon",
    contactPage: "İletişim sayfamız",
  },
  contact: {
    title: "İletişim",
    intro: "Sorularınız ve teklif talepleriniz için bize yazın ya da arayın.",
    formTitle: "Bize yazın",
    name: "Adınız Soyadınız",
    email: "E-posta adresiniz",
    message: "Mesajınız",
    send: "Gönder",
    sending: "Gönderiliyor...",
    required: "Bu alan zorunludur.",
    invalidEmail: "Geçerli bir e-posta adresi girin.",
    tooLong: "En fazla {{max}} karakter yazabilirsiniz.",
    tooLarge:
      "Mesajınız çok uzun: gönderilen form en fazla {{limit}} olabilir. Form okunamadığı için yazdıklarınız korunamadı; lütfen kısaltıp tekrar gönderin.",
    unreadable: "Form okunamadı. Lütfen sayfayı yenileyip tekrar deneyin.",
    sent: "Teşekkür ederiz, mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.",
    throttled:
      "Son bir saatte bu bağlantıdan {{count}} mesaj gönderildi; daha fazlasını şimdilik alamıyoruz. Lütfen daha sonra tekrar deneyin ya da bize telefon veya e-posta ile ulaşın. Yazdıklarınız formda duruyor.",
    unavailable:
      "Mesajınız şu anda kaydedilemedi. Lütfen biraz sonra tekrar deneyin ya da bize telefon veya e-posta ile ulaşın. Yazdıklarınız formda duruyor.",
    honeypot: "Bu alanı boş bırakın",
    infoTitle: "İletişim bilgileri",
    mapTitle: "Konum",
    mapAlt: "Genel merkezimizin konumunu gösteren harita",
  },
  /** The media section's fixed pages by name (a menu item picked in the admin takes them as labels). */
  mediaPages: {
    news: "Haberler",
    photoGallery: "Foto Galeri",
    videoGallery: "Video Galeri",
  },
  placeholder: {
    title: "Sayfa Yapım Aşamasında",
    text: "Bu bölümün içeriği çok yakında burada olacak.",
  },
  notFound: {
    title: "Sayfa bulunamadı",
    text: "Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir.",
    back: "Ana sayfaya dön",
  },
  error: {
    title: "Bir sorun oluştu",
    text: "Sayfa şu anda gösterilemiyor. Lütfen biraz sonra tekrar deneyin.",
  },
  unavailable: {
    title: "Hizmet geçici olarak kullanılamıyor",
    text: "Sayfa şu anda yüklenemiyor. Lütfen birkaç dakika sonra tekrar deneyin.",
    reference: "Başvuru kodu: {{id}}",
  },
  preview: {
    bar: "Önizleme",
    unsaved: "Kaydedilmemiş hâli: yalnızca size gösterilir ve bir bağlantısı yoktur.",
    expires: "Bu bağlantı {{date}} tarihine kadar geçerlidir.",
    goneTitle: "Önizleme bağlantısının süresi doldu",
    goneText:
      "Bu önizleme bağlantısının süresi dolmuş ya da iptal edilmiş. Yeni bir bağlantı için sizinle paylaşan kişiye başvurun.",
  },
};

export type UiStrings = typeof tr;
