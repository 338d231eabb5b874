import type { MessageState } from "~/backend/schemas";
import { languageNames, type Lang } from "~/i18n/languages";

// The inbox's words ("Mesajlar"), its settings, and the notification e-mail of a new message,
// which the company's staff read (docs/admin-texts.md §11).

/** Each state as the inbox's tabs name it. */
export const messageStateLabels: Record<MessageState, string> = {
  unread: "Okunmamış",
  read: "Okunmuş",
  archived: "Arşiv",
};

export const messageTexts = {
  description: "İletişim formundan gelen mesajlar. Bir mesajı açtığınızda okunmuş sayılır.",
  tabsLabel: "Mesaj durumları",
  empty: {
    unread: "Okunmamış mesaj yok.",
    read: "Okunmuş mesaj yok.",
    archived: "Arşivde mesaj yok.",
  } satisfies Record<MessageState, string>,
  listLabel: "Mesajlar",
  sender: "Gönderen",
  message: "Mesaj",
  received: "Tarih",
  language: "Dil",
  unreadMark: "Okunmadı",
  open: "Aç",
  openLabel: (name: string) => `${name} adlı kişinin mesajını aç`,
  deleteLabel: (name: string) => `${name} adlı kişinin mesajını sil`,
  dialogTitle: "Mesaj",
  from: "Gönderen",
  reply: "E-postayla yanıtla",
  replySubject: "YNT: İletişim formundan gönderdiğiniz mesaj",
  archive: "Arşivle",
  unarchive: "Arşivden çıkar",
  markUnread: "Okunmadı olarak işaretle",
  deleteTitle: "Mesajı Sil",
  back: "Mesajlara dön",
  settings: "Mesaj ayarları",
  settingsDescription: "Yeni mesajların bildirileceği adres ve mesajların saklanma süresi.",
  notifyEmail: "Bildirim adresi",
  notifyEmailHint:
    "Her yeni mesaj bu adrese e-postayla bildirilir (sitenin e-posta bağlantısı kuruluysa). Boş bırakırsanız bildirim gönderilmez.",
  retentionMonths: "Saklama süresi (ay)",
  retentionHint: (min: number, max: number) => `Bu süreden eski mesajlar otomatik olarak silinir (${min}–${max} ay).`,
  /** The sidebar's badge, as a screen reader reads it after the section's name. */
  unreadBadge: (n: number) => `${n} okunmamış mesaj`,
};

export const messageMessages = {
  listFailed: "Mesajlar yüklenemedi.",
  notFound: "Mesaj bulunamadı.",
  loadFailed: (message: string) => `Mesaj yüklenemedi: ${message}`,
  archived: "Mesaj arşivlendi.",
  unarchived: "Mesaj arşivden çıkarıldı.",
  markedUnread: "Mesaj okunmadı olarak işaretlendi.",
  stateFailed: (message: string) => `Mesaj güncellenemedi: ${message}`,
  confirmDelete: (name: string) => `${name} adlı kişinin mesajını silmek istediğinizden emin misiniz?`,
  deleted: "Mesaj silindi.",
  deleteFailed: (message: string) => `Mesaj silinemedi: ${message}`,
  settingsSaved: "Mesaj ayarları kaydedildi.",
  settingsFailed: (message: string) => `Mesaj ayarları kaydedilemedi: ${message}`,
  settingsLoadFailed: (message: string) => `Mesaj ayarları yüklenemedi: ${message}`,
};

/** The e-mail that announces a new contact message (docs/deploy-d1.md, "Notifications"). */
export const messageNotice = {
  subject: (name: string) => `Yeni iletişim mesajı: ${name}`,
  body: ({
    name,
    email,
    lang,
    message,
    link,
  }: {
    name: string;
    email: string;
    lang: Lang;
    message: string;
    link: string;
  }) =>
    [
      "Sitenin iletişim formundan yeni bir mesaj geldi.",
      "",
      `Ad Soyad: ${name}`,
      `E-posta: ${email}`,
      `Dil: ${languageNames[lang]}`,
      "",
      message,
      "",
      `Yönetim panelinde: ${link}`,
      "Bu e-postayı yanıtladığınızda yanıtınız gönderene gider.",
    ].join("\n"),
};
