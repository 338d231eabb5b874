import { languageNames, type Lang } from "~/i18n/languages";

// The inbox's words, and the notification e-mail of a new message, which the company's staff
// read (docs/admin-texts.md §13).

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
