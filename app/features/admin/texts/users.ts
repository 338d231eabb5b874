import { maxPasswordBytes, minPasswordLength, type Role } from "~/backend/schemas";

// The user manager's and the password page's words (docs/admin-texts.md §10).

export const roleLabels: Record<Role, string> = { admin: "Yönetici", member: "Üye" };

export const roleDescriptions: Record<Role, string> = {
  admin: "Yönetim paneline girebilir ve tüm içeriği düzenleyebilir.",
  member: "Yönetim paneline giremez.",
};

export const userMessages = {
  listFailed: "Kullanıcılar yüklenemedi.",
  notFound: "Kullanıcı bulunamadı.",
  loadFailed: (message: string) => `Kullanıcı yüklenemedi: ${message}`,
  roleUpdated: "Kullanıcı rolü güncellendi.",
  // The failure names who failed: a refused change ("the last admin") or the server.
  roleFailed: (message: string, refused: boolean) =>
    `Kullanıcı rolü güncellenemedi: ${refused ? "Kullanıcı rolü güncellenirken bir hata oluştu:" : "Sunucu hatası:"} ${message}`,
  roleMissing: "Bir rol seçin.",
  roleInvalid: "Geçersiz rol.",
  passwordChanged: "Şifreniz değiştirildi.",
  passwordFailed: (message: string) => `Şifre değiştirilemedi: ${message}`,
  /** There is no sign-up: accounts are made on the server, which the invite button says. */
  invite: {
    title: "Kullanıcı Davet Et",
    message:
      "Yeni kullanıcılar kimlik doğrulama sisteminde oluşturulur: sunucuda npm run admin:create komutunu çalıştırın.",
  },
};

export const userTexts = {
  description: "Panele erişimi olan hesaplar ve rolleri.",
  invite: userMessages.invite.title,
  empty: "Henüz kullanıcı yok.",
  listLabel: "Kullanıcılar",
  avatar: "Profil resmi",
  fullName: "Ad Soyad",
  role: "Rol",
  noName: "İsim yok",
  self: "(siz)",
  editRole: "Rolü Düzenle",
  // Begins with the visible text (WCAG 2.5.3, label in name): "Rolü Düzenle" said aloud finds it.
  editRoleLabel: (who: string) => `Rolü Düzenle: ${who}`,
  roleTitle: "Kullanıcı Rolünü Düzenle",
  /** Nobody changes their own role (the backend refuses it too): another admin does. */
  ownRole: "Bu sizin hesabınız: kendi rolünüzü değiştiremezsiniz. Rolünüzü başka bir yönetici değiştirebilir.",
  back: "Kullanıcılara dön",
};

export const passwordTexts = {
  title: "Şifremi Değiştir",
  description: "Şifre değişince diğer cihazlardaki oturumlarınız kapanır; bu oturum açık kalır.",
  current: "Mevcut şifre",
  new: "Yeni şifre",
  newHint: `En az ${minPasswordLength} karakter, en fazla ${maxPasswordBytes} bayt; harflerin yanında rakam veya simge de olmalı.`,
  confirm: "Yeni şifre (tekrar)",
  submit: "Şifreyi Değiştir",
};

/** "Sign out everywhere", offered on the password page; its toast greets the sign-in page. */
export const signOutEverywhereTexts = {
  title: "Tüm Oturumları Kapat",
  description:
    "Bu hesapla açık olan bütün oturumlar, bu cihazdaki de dahil, hemen kapanır; her cihazda yeniden giriş yapmanız gerekir.",
  submit: "Tüm cihazlarda çıkış yap",
  submitting: "Çıkış yapılıyor...",
  done: "Tüm cihazlardaki oturumlarınız kapatıldı.",
};
