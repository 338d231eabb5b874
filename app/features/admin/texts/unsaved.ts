// What the admin sees when typed work is at stake (docs/admin-texts.md §"Yazılanlar kaybolmaz",
// decision 056): leaving a form with unsaved changes, and a session that ended while she typed.

export const unsavedTexts = {
  title: "Kaydedilmemiş değişiklikler var",
  description: "Bu formda kaydetmediğiniz değişiklikler var. Çıkarsanız yazdıklarınız silinir.",
  stay: "Vazgeç",
  leave: "Çık",
};

export const sessionEndedTexts = {
  /** Over the form (with JavaScript): the sign-in dialog. */
  dialogTitle: "Oturumunuzun süresi doldu",
  dialogIntro: "Yazdıklarınız duruyor. Yeniden giriş yapın; form yazdığınız gibi kaydedilecek.",
  /** On the sign-in page (without JavaScript), over the sign-in form. */
  note: "Oturumunuzun süresi doldu. Yeniden giriş yapın; gönderdiğiniz form yazdığınız gibi geri gelecek.",
  fileNote: "Seçtiğiniz dosya taşınamadı: formu kaydetmeden önce dosyayı yeniden seçin.",
  tooLarge:
    "Gönderdiğiniz form taşınamayacak kadar büyüktü: yeniden giriş yaptıktan sonra yazdıklarınızı yeniden girin.",
  /** After signing in: the form comes back. */
  restoreIntro: "Giriş yapıldı. Formunuz yazdığınız gibi geri geliyor; kaydetmek için formda Kaydet'e basın.",
  restore: "Forma dön",
  restored: "Formunuz yazdığınız gibi geri geldi. Kontrol edip Kaydet'e basın.",
};

export const draftTexts = {
  title: "Kaydedilmemiş taslağınız var: geri yükle?",
  description: "Bu formda kaydetmeden bıraktığınız değişiklikler bu tarayıcıda duruyor.",
  staleDescription:
    "Bu formda kaydetmeden bıraktığınız değişiklikler bu tarayıcıda duruyor. Taslak, kaydın daha eski bir sürümüne göre yazılmış: kayıt o zamandan beri değişti.",
  restore: "Geri yükle",
  discard: "Sil",
};
