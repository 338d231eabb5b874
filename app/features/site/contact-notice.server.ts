import type { ContactMessageInput } from "~/backend/schemas";
import { messageNotice } from "~/features/admin/texts/messages";
import type { Lang } from "~/i18n/languages";
import { z } from "~/lib/zod";

// The e-mail that tells the company of a new contact message, where the deployment has a
// `send_email` binding (Cloudflare Email Routing or Email Sending; docs/deploy-d1.md,
// "Notifications"). Never needed for the form to work: the message is stored first, and a
// missing binding, a refused address or a failed send is only logged, in words that hold neither
// the message nor an address (docs/decisions/049-contact-messages.md).

/** What a notification needs of the Worker's environment: the binding, and the address it is sent from. */
export interface MessageNotifier {
  binding: Pick<SendEmail, "send">;
  /** The sender: an address of the zone's domain, as Email Routing requires (MAIL_FROM). */
  from: string;
}

const fromAddress = z.email();

/**
 * The notifier the environment provides: null without a SEND_EMAIL binding, or (logged, once per
 * environment) when MAIL_FROM is not an address to send from.
 */
export function readMessageNotifier(env: Record<string, unknown>): MessageNotifier | null {
  const binding = env.SEND_EMAIL as Partial<SendEmail> | undefined;
  if (typeof binding?.send !== "function") return null;
  const from = typeof env.MAIL_FROM === "string" ? env.MAIL_FROM.trim() : "";
  if (!fromAddress.safeParse(from).success) {
    console.error(
      "SEND_EMAIL is bound but MAIL_FROM is not an e-mail address: no notification of contact messages is sent.",
    );
    return null;
  }
  return { binding: binding as Pick<SendEmail, "send">, from };
}

/** Line breaks and other control characters out of a header's text (a subject is one line). */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, " ").trim();

/** The notification of a stored message, addressed to `to`, with a link to it in the admin (`link`). */
export function messageNoticeOf(
  message: Required<Pick<ContactMessageInput, "name" | "email" | "message">> & { lang: Lang },
  to: string,
  from: string,
  link: string,
): EmailMessageBuilder {
  return {
    from,
    to,
    // Answering the notification answers the visitor.
    replyTo: message.email,
    subject: oneLine(messageNotice.subject(message.name)).slice(0, 200),
    text: messageNotice.body({ ...message, link }),
  };
}

/** A text with every e-mail address in it taken out, as an error may name the recipient or the sender. */
export const withoutAddresses = (text: string) => text.replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, "[address]");

/**
 * Sends the notification; a failure is logged under the request's id, its words with every
 * address taken out, and never thrown: the visitor's message is stored already.
 */
export async function sendMessageNotice(
  notifier: MessageNotifier,
  notice: EmailMessageBuilder,
  requestId: string,
): Promise<void> {
  try {
    await notifier.binding.send(notice);
  } catch (error) {
    const words = error instanceof Error ? `${error.name}: ${error.message}` : "unknown failure";
    console.error(
      `requestId=${requestId} A contact message was stored, but its notification could not be sent (${withoutAddresses(words)}).`,
    );
  }
}
