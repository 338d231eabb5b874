import type { ContactMessage } from "~/backend/port";
import { messageStates, type MessageState } from "~/backend/schemas";
import { z } from "~/lib/zod";

import { messageTexts } from "./texts/messages";

// The inbox ("Mesajlar", /admin/messages): which state a list shows, what the message dialog's
// buttons post, how a date is written and how a reply starts.

/** The list's state in its URL (`?state=read`); none is the unread messages. */
export const stateParam = "state";

export function readMessageState(url: URL): MessageState {
  const asked = url.searchParams.get(stateParam);
  return (messageStates as readonly string[]).includes(asked ?? "") ? (asked as MessageState) : "unread";
}

/** The inbox at a state, its first page. */
export const inboxPath = (state: MessageState) =>
  state === "unread" ? "/admin/messages" : `/admin/messages?${stateParam}=${state}`;

/** What the message dialog's buttons post: the state to move the message to. */
export const messageStateFormSchema = z.object({
  state: z.enum(messageStates, { error: "Geçersiz mesaj durumu." }),
});

/** Dates as the company reads them: Turkish, in Turkey's time, whatever the server's zone. */
const dateFormat = new Intl.DateTimeFormat("tr-TR", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Istanbul",
});
export const messageDate = (iso: string) => dateFormat.format(new Date(iso));

/** How much of the message a reply quotes: a mail client may refuse a much longer address. */
const quotedLetters = 500;

/**
 * A reply by the admin's own mail program: to the sender, the subject prefilled Turkish-style
 * ("YNT: …"), the start of their message quoted under the date and their name.
 */
export function replyHref(message: Pick<ContactMessage, "name" | "email" | "message" | "receivedAt">): string {
  const excerpt =
    message.message.length > quotedLetters ? `${message.message.slice(0, quotedLetters)}…` : message.message;
  const quoted = excerpt
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const body = `\n\n${messageDate(message.receivedAt)} tarihinde ${message.name} yazdı:\n${quoted}`;
  const to = encodeURIComponent(message.email).replaceAll("%40", "@");
  return `mailto:${to}?subject=${encodeURIComponent(messageTexts.replySubject)}&body=${encodeURIComponent(body)}`;
}
