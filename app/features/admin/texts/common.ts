// The admin's words used in every section (docs/admin-texts.md §0). The admin speaks Turkish
// only: its texts live in these modules, one per area, and never go through the public site's
// translations. Change a text here and in docs/admin-texts.md.

export const commonTexts = {
  save: "Kaydet",
  saving: "Kaydediliyor...",
  cancel: "İptal",
  delete: "Sil",
  deleting: "Siliniyor...",
  edit: "Düzenle",
  close: "Kapat",
  loading: "Yükleniyor...",
  successTitle: "Başarılı",
  failureTitle: "Hata!",
  /** The header of a table's column of edit and delete links (read by screen readers only). */
  actions: "İşlemler",
  /** The language tabs of a dialog, and the language bar of a long form. */
  languageTabs: "Dil",
  editedLanguage: "Düzenlenen dil",
  languageHasErrors: "hatalı alan var",
  /** The left column of an entity dialog. */
  generalInfo: "Genel Bilgiler",
  unreadableForm: "Form okunamadı. Lütfen sayfayı yenileyip tekrar deneyin.",
  /** A save refused because someone else saved the record since its form was loaded (409). */
  staleRecord:
    "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Değişiklikleriniz kaydedilmedi; sayfayı yenileyip yeniden deneyin.",
  formTooLarge: (limit: string) =>
    `Gönderilen form çok büyük (en fazla ${limit}). Form okunamadığı için girdiğiniz değerler korunamadı; lütfen içeriği kısaltıp tekrar deneyin.`,
};

/** A slug field's preview: what the typed text is saved as (components/admin/slug-field.tsx). */
export const slugFieldTexts = {
  writtenAs: "Kaydedilecek adres:",
  nothingLeft: "Bu metinden adres oluşmuyor; bir harf veya rakam yazın.",
};

/** Labels of fields that many forms have. */
export const fieldLabels = {
  title: "Başlık",
  description: "Açıklama",
  content: "İçerik (HTML)",
  order: "Sıra",
  orderHint: "Küçük numara önce gösterilir.",
  category: "Kategori",
  chooseCategory: "Kategori seçin...",
  slug: "URL (slug)",
  name: "Ad",
  email: "E-posta",
  status: "Durum",
};

/** States as badges and switches show them. */
export const stateLabels = {
  published: "Yayında",
  draft: "Taslak",
  active: "Aktif",
  inactive: "Pasif",
};
