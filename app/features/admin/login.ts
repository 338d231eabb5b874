import type { SignInFailure } from "~/backend/port";

/** The login failures' texts (docs/admin-texts.md §1, title 'Giriş Başarısız!'). */
export const loginFailureTitle = "Giriş Başarısız!";

export const loginFailureMessages: Record<Exclude<SignInFailure, "other">, string> = {
  invalid_credentials: "E-posta veya şifre hatalı. Lütfen bilgilerinizi kontrol edip tekrar deneyin.",
  not_admin: "Bu hesaba yönetici yetkisi verilmemiş. Lütfen yetkili bir hesap ile giriş yapın.",
  email_not_confirmed: "E-posta adresiniz henüz doğrulanmamış. Lütfen gelen kutunuzu kontrol edin.",
  throttled: "Çok fazla başarısız giriş denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.",
};

export const unknownLoginError = "Bilinmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.";

export const loginSuccess = { title: "Giriş Başarılı!", message: "Yönetim paneline yönlendiriliyorsunuz." };
