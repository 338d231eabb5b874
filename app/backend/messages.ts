import { BackendError } from "./errors";
import { signInThrottle } from "./port";

// The admin's words for the port's refusals, shared by every adapter so each store answers the
// same sentence for the same rule (docs/product.md's texts).

/** A project's slug is taken (a unique violation). */
export const duplicateProjectMessage = "Bu proje adı veya benzeri zaten mevcut. Lütfen başlığı değiştirin.";
/** A page slug another page already uses, in any language. */
export const slugInUseMessage = "Bu URL başka bir sayfada kullanılıyor.";
export const lastAdminMessage = "En az bir yönetici kalmalıdır.";
export const wrongCurrentPassword = "Mevcut şifre hatalı.";
/**
 * The current password was wrong too often: the sign-in's limits hold for the password form
 * too, or a session left open would let anyone guess the password at full speed.
 */
export const passwordChecksThrottled = `Çok fazla hatalı şifre denemesi yapıldı. Lütfen ${signInThrottle.windowMinutes} dakika sonra tekrar deneyin.`;
export const throttledCurrentPassword = () =>
  new BackendError("throttled", passwordChecksThrottled, {
    fieldErrors: { currentPassword: [passwordChecksThrottled] },
  });
export const invalidParentMessage = "Bir öğe kendisinin veya alt öğesinin altına taşınamaz.";
export const parentNotFoundMessage = "Üst öğe bulunamadı.";
export const categoryRequiredMessage = "Kategori seçimi zorunludur.";
export const noFilesMessage = "Dosya seçilmedi.";
export const slideOrderStaleMessage = "Slayt listesi güncel değil, sayfayı yenileyin.";
export const invalidValueMessage = "Geçersiz değer.";
/**
 * A settings save the database cannot upsert because site_settings.key has no unique rule (a
 * schema that drifted from the migrations; docs/product.md §9's case). Said to the admin as is.
 */
export const settingsKeyNotUniqueMessage =
  "Ayarlar güncellenirken bir hata oluştu: site_settings tablosunun key sütununda benzersizlik kuralı yok; veritabanına key için bir UNIQUE kısıtı eklenmelidir.";

/** A refusal that belongs to one field of the form. */
export const fieldError = (code: "validation" | "conflict", field: string, message: string, cause?: unknown) =>
  new BackendError(code, message, { fieldErrors: { [field]: [message] }, cause });
