import { signInThrottle, type SignInFailure } from "~/backend/port";

// The sign-in page's words (docs/admin-texts.md §1); failures appear under 'Giriş Başarısız!'.

export const loginTexts = {
  title: "Yönetici Girişi",
  intro: "Yönetim paneline erişmek için giriş yapın.",
  password: "Şifre",
  submit: "Giriş Yap",
  submitting: "Giriş yapılıyor...",
  failureTitle: "Giriş Başarısız!",
  unknownError: "Bilinmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
  success: { title: "Giriş Başarılı!", message: "Yönetim paneline yönlendiriliyorsunuz." },
};

export const loginFailureMessages: Record<Exclude<SignInFailure, "other">, string> = {
  invalid_credentials: "E-posta veya şifre hatalı. Lütfen bilgilerinizi kontrol edip tekrar deneyin.",
  not_admin: "Bu hesaba yönetici yetkisi verilmemiş. Lütfen yetkili bir hesap ile giriş yapın.",
  email_not_confirmed: "E-posta adresiniz henüz doğrulanmamış. Lütfen gelen kutunuzu kontrol edin.",
  throttled: `Çok fazla başarısız giriş denemesi yapıldı. Lütfen ${signInThrottle.windowMinutes} dakika sonra tekrar deneyin.`,
};
