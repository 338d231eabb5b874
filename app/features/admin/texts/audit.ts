import type { AuditAction, AuditEntry, AuditRecordType } from "~/backend/history";

// The audit trail's words ("Hareket Kaydı", docs/admin-texts.md §13): the screen, and the
// one-line summary of each entry, made from what the entry names (the stores keep no Turkish).

/** Each record type as the filter and the summaries name it. */
export const auditRecordLabels: Record<AuditRecordType, string> = {
  page: "Sayfa",
  project: "Proje",
  slide: "Slayt",
  equipment: "Makine",
  menuItem: "Menü öğesi",
  settings: "Site ayarları",
  media: "Dosya",
  user: "Kullanıcı",
  message: "Mesaj",
  redirect: "Yönlendirme",
};

/** What was done, as the summary says it. */
export const auditActionLabels: Record<AuditAction, string> = {
  create: "oluşturuldu",
  update: "güncellendi",
  delete: "silindi",
  reorder: "sırası değiştirildi",
  upload: "yüklendi",
  restore_revision: "eski bir sürümden geri yüklendi",
  restore_trash: "çöp kutusundan geri yüklendi",
  purge: "kalıcı olarak silindi",
  role_change: "rolü değiştirildi",
  sign_in: "Giriş yapıldı",
  sign_in_failed: "Başarısız giriş denemesi",
  sign_out: "Çıkış yapıldı",
  sign_out_everywhere: "Tüm cihazlarda çıkış yapıldı",
  password_change: "Şifre değiştirildi",
  preview_link_create: "önizleme bağlantısı oluşturuldu",
  preview_link_revoke: "önizleme bağlantısı iptal edildi",
};

/** A message's new state, as its entry says it. */
const messageStates: Record<string, string> = {
  archived: "arşivlendi",
  read: "arşivden çıkarıldı",
  unread: "okunmadı olarak işaretlendi",
};

const roleNames: Record<string, string> = { admin: "yönetici", member: "üye" };
const signInFailures: Record<string, string> = {
  invalid_credentials: "e-posta veya şifre hatalı",
  not_admin: "yönetici yetkisi yok",
  email_not_confirmed: "e-posta doğrulanmamış",
};

/** An entry in one Turkish line: what was done to what. */
export function auditSummary(entry: Pick<AuditEntry, "action" | "recordType" | "label" | "detail">): string {
  const { action, recordType, label, detail } = entry;
  switch (action) {
    case "sign_in":
    case "sign_out":
    case "sign_out_everywhere":
    case "password_change":
      return `${auditActionLabels[action]}.`;
    case "sign_in_failed":
      return `${auditActionLabels[action]}: ${label}${signInFailures[detail] ? ` (${signInFailures[detail]})` : ""}.`;
    case "role_change":
      return `${label ? `“${label}” kullanıcısının rolü` : "Bir kullanıcının rolü"} ${roleNames[detail] ?? detail} yapıldı.`;
    case "reorder":
      return `${recordType ? auditRecordLabels[recordType] : "Kayıt"} ${auditActionLabels[action]}.`;
  }
  const what = recordType ? auditRecordLabels[recordType] : "Kayıt";
  const named = label ? `${what} “${label}”` : what;
  const done = auditActionLabels[action];
  if (action === "restore_revision" && detail) return `${named} ${detail}. sürümden geri yüklendi.`;
  if (action === "purge" && detail === "expired")
    return `${named} süresi dolduğu için çöp kutusundan kalıcı olarak silindi.`;
  if (recordType === "message" && action === "update" && messageStates[detail])
    return `${named} ${messageStates[detail]}.`;
  if (action === "delete" && recordType !== "media" && recordType !== "message")
    return `${named} silindi (çöp kutusuna taşındı).`;
  return `${named} ${done}.`;
}

export const auditTexts = {
  description: (days: number) =>
    `Yönetim panelinde yapılan her işlem: kim, ne zaman, ne yaptı. Kayıtlar değiştirilemez ve ${days} gün saklanır.`,
  listFailed: "Hareket kaydı yüklenemedi.",
  listCaption: "Hareketler, en yenisi önce",
  empty: "Bu ölçütlere uyan hareket yok.",
  filtersLabel: "Süz",
  user: "Kullanıcı",
  allUsers: "Tüm kullanıcılar",
  recordType: "Kayıt türü",
  allTypes: "Tüm türler",
  from: "Başlangıç tarihi",
  to: "Bitiş tarihi",
  filter: "Süz",
  clear: "Süzgeci temizle",
  when: "Zaman",
  who: "Kim",
  what: "İşlem",
  system: "Sistem",
  unknownActor: "Bilinmiyor",
  invalidDate: "Geçerli bir tarih girin (GG.AA.YYYY).",
  timeZoneNote: "Saatler İstanbul saatiyle (UTC+3) gösterilir.",
};
