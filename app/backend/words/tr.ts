import { namedMediaUses, type MediaUse, type RecordKind, type RefusalWords } from "../refusal-codes";

// The backend's words in Turkish, the admin's language (docs/admin-texts.md): one for each
// refusal of ../refusal-codes.ts. A limit is never written here: it comes in as a parameter, from
// the constant that sets it.

const records: Record<RecordKind, string> = {
  slide: "Slayt",
  project: "Proje",
  page: "Sayfa",
  menuItem: "Menü öğesi",
  equipment: "Ekipman",
  media: "Dosya",
  user: "Kullanıcı",
  revision: "Sürüm",
  trashEntry: "Çöp kutusundaki kayıt",
  message: "Mesaj",
  redirect: "Yönlendirme",
  record: "Kayıt",
};

/** Each place that uses a media file (docs/admin-texts.md §8). */
function mediaUseLabel(use: MediaUse): string {
  switch (use.kind) {
    case "siteLogo":
      return "site logosu";
    case "aboutImage":
      return "ana sayfa hakkımızda görseli";
    case "clientLogo":
      return use.name ? `referans logosu “${use.name}”` : "referans logosu";
    case "setting":
      return "site ayarları";
    case "page":
      return `“${use.name}” sayfası`;
    case "project":
      return `“${use.name}” projesi`;
    case "slide":
      return use.name ? `“${use.name}” slaytı` : "bir slayt";
    case "machine":
      return `“${use.name}” makinesi`;
    case "trash":
      return `çöp kutusundaki “${use.name}”`;
  }
}

/** Where the file is used, each place once: "site logosu, referans logosu “Acme”". */
function mediaUsesText(uses: readonly MediaUse[]): string {
  const labels = [...new Set(uses.map(mediaUseLabel))];
  const named = labels.slice(0, namedMediaUses).join(", ");
  return labels.length > namedMediaUses ? `${named} ve ${labels.length - namedMediaUses} yer daha` : named;
}

export const tr: RefusalWords = {
  forbidden: () => "Bu işlem için yönetici oturumu gerekli.",
  notFound: ({ record }) => `${records[record]} bulunamadı.`,
  stale: () => "Kayıt, düzenlemeye açıldığı sürümden bu yana değişti.",
  missingVersion: () => "Formun hangi sürümden açıldığı bilinmiyor. Lütfen sayfayı yenileyip yeniden deneyin.",
  invalidInput: () => "Geçersiz veri.",
  invalidValue: () => "Geçersiz değer.",
  linkedRecordMissing: () => "Bağlı bir kayıt bulunamadı.",
  savedRecordUnreadable: () => "Kaydedilen kayıt okunamadı.",

  duplicateProject: () => "Bu proje adı veya benzeri zaten mevcut. Lütfen başlığı değiştirin.",
  slugInUse: ({ suggestion }) => `Bu URL başka bir sayfada kullanılıyor. Boşta olan bir URL: ${suggestion}`,
  categoryRequired: () => "Kategori seçimi zorunludur.",
  invalidParent: () => "Bir öğe kendisinin veya alt öğesinin altına taşınamaz.",
  parentNotFound: () => "Üst öğe bulunamadı.",
  slideOrderStale: () => "Slayt listesi güncel değil, sayfayı yenileyin.",
  lastAdmin: () => "En az bir yönetici kalmalıdır.",
  // Nobody changes their own role (decision 032): another admin does.
  ownRole: () => "Kendi rolünüzü değiştiremezsiniz; bunu başka bir yönetici yapabilir.",
  settingsKeyNotUnique: () =>
    "Ayarlar güncellenirken bir hata oluştu: site_settings tablosunun key sütununda benzersizlik kuralı yok; veritabanına key için bir UNIQUE kısıtı eklenmelidir.",
  mediaInUse: ({ uses }) =>
    uses.length > 0
      ? `Bu dosya kullanılıyor (${mediaUsesText(uses)}); önce oradan kaldırın.`
      : "Bu dosya kullanılıyor; önce oradan kaldırın.",

  slugTakenOnRestore: ({ slug }) =>
    `Geri yüklenemedi: “${slug}” adresini artık başka bir kayıt kullanıyor. Önce o kaydın adresini değiştirin; hiçbir şey geri yüklenmedi.`,
  redirectFromLive: ({ path }) =>
    `${path} adresinde yayında bir sayfa var; yayındaki bir sayfanın adresinden yönlendirme yapılamaz.`,
  redirectExists: () => "Bu adres için zaten bir yönlendirme var; önce onu silin.",
  redirectLoop: () => "Bu yönlendirme kendi adresine döner; başka bir hedef seçin.",
  messagesThrottled: ({ perAddress, windowMinutes }) =>
    `Bu adresten ${windowMinutes} dakika içinde en fazla ${perAddress} mesaj gönderilebilir.`,

  wrongCurrentPassword: () => "Mevcut şifre hatalı.",
  passwordChecksThrottled: ({ windowMinutes }) =>
    `Çok fazla hatalı şifre denemesi yapıldı. Lütfen ${windowMinutes} dakika sonra tekrar deneyin.`,

  noFiles: () => "Dosya seçilmedi.",
  imageEmpty: () => "Dosya boş.",
  imageTooLarge: ({ size }) => `Dosya en fazla ${size} olabilir.`,
  imageWrongType: ({ types }) => `Yalnızca ${types} görseller yüklenebilir.`,
  imageNameTooLong: ({ maxLetters }) => `Dosya adı en fazla ${maxLetters} karakter olabilir.`,
  imageTooManyPixels: ({ maxMegapixels }) =>
    `Görsel en fazla ${maxMegapixels} megapiksel olabilir (ör. 2400 × 1600 piksel); küçültüp yeniden yükleyin.`,
  imageUnreadable: () => "Dosya bozuk ya da eksik: görsel okunamadı.",
  imageUploadFailed: ({ reason }) => `Görsel yüklenemedi: ${reason}`,
  imageNotStored: ({ reason }) => `Görsel yüklenemedi: ${reason}`,
  pickedImageMissing: () => "Seçilen görsel medya kütüphanesinde yok (silinmiş olabilir); başka bir görsel seçin.",
  batchFileRefused: ({ fileName, problem, others }) =>
    `${fileName}: ${problem}${others > 0 ? ` Diğer ${others} dosya da yüklenmedi; bu dosyayı çıkarıp yeniden deneyin.` : ""}`,

  fileExists: () => "Aynı adla bir dosya zaten var.",
  fileNotStored: ({ detail }) => `Dosya depolanamadı: ${detail}`,
  fileNotRemoved: ({ detail }) => `Dosya silinemedi: ${detail}`,
  fileNotRead: ({ detail }) => `Dosya okunamadı: ${detail}`,
  fileNotReadStatus: ({ status }) => `Dosya okunamadı (HTTP ${status}).`,
  databaseUnreachable: ({ detail }) => `Veritabanına ulaşılamadı: ${detail}`,
  databaseFailed: ({ fn, sqlState, detail }) => `Veritabanı isteği başarısız oldu (${fn}: ${sqlState} ${detail})`,
  authUnreachable: ({ detail }) => `Kimlik doğrulama hizmetine ulaşılamadı: ${detail}`,

  tooLong: ({ max }) => `En fazla ${max} karakter olabilir.`,
  invalidVersion: () => "Geçersiz sürüm.",
  orderIndexRequired: () => "Sıra numarası zorunludur ve bir sayı olmalıdır.",
  orderIndexNotNumber: () => "Sıra numarası bir sayı olmalıdır.",
  orderIndexNotWhole: () => "Sıra numarası tam sayı olmalıdır.",
  orderIndexNegative: () => "Sıra numarası 0 veya daha büyük olmalıdır.",
  orderIndexTooLarge: () => "Sıra numarası çok büyük.",
  slugNothingLeft: () => "Bu metinden URL oluşturulamadı: en az bir harf veya rakam yazın.",
  menuTargetGone: () => "Seçilen sayfa artık yok; başka bir hedef seçin.",
  buttonLinkStart: () => "Bağlantı / ile ya da http(s):// ile başlamalıdır.",
  invalidStatus: () => "Geçersiz durum.",
  invalidProgress: () => "Geçersiz ilerleme durumu.",
  invalidRole: () => "Geçersiz rol.",
  projectCategoryRequired: () => "Kategori zorunludur",
  projectTitleRequired: () => "Başlık zorunludur",
  pageSlugRequired: () => "URL zorunludur.",
  pageTitleRequired: () => "Başlık zorunludur.",
  menuPathRequired: () => "Yol zorunludur",
  menuSlugRequired: () => "Slug zorunludur",
  menuLabelRequired: () => "Etiket zorunludur",
  machineNameRequired: () => "Ad zorunludur",
  emailRequired: () => "E-posta zorunludur.",
  emailInvalid: () => "Geçerli bir e-posta adresi girin.",
  passwordRequired: () => "Şifre zorunludur.",
  currentPasswordRequired: () => "Mevcut şifre zorunludur.",
  newPasswordRequired: () => "Yeni şifre zorunludur.",
  newPasswordTooShort: ({ minLetters }) => `Yeni şifre en az ${minLetters} karakter olmalıdır.`,
  newPasswordTooLong: ({ maxBytes }) =>
    `Yeni şifre en fazla ${maxBytes} bayt olabilir (ç, ğ, ı, İ, ö, ş, ü ikişer bayt sayılır).`,
  newPasswordLettersAndMore: () => "Yeni şifre hem harf hem de rakam veya simge içermelidir.",
  newPasswordSameAsCurrent: () => "Yeni şifre mevcut şifreden farklı olmalıdır.",
  confirmPasswordRequired: () => "Yeni şifreyi tekrar girin.",
  passwordsDiffer: () => "Şifreler eşleşmiyor.",
  messageNameRequired: () => "Ad zorunludur.",
  messageTextRequired: () => "Mesaj zorunludur.",
  invalidLanguage: () => "Geçersiz dil.",
  invalidMessageState: () => "Geçersiz mesaj durumu.",
  retentionMonthsRange: ({ min, max }) => `Saklama süresi ${min} ile ${max} ay arasında bir tam sayı olmalıdır.`,
  redirectFromInvalid: () => "Eski adres bir dille başlamalıdır, ör. /en/corporate/eski-sayfa.",
  redirectTargetInvalid: () => "Hedef, sitenin bir adresi olmalıdır (/ ile başlar, ör. /tr/kurumsal).",
};
