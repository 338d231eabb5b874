import type { Lang } from "~/i18n/languages";

import type { ContactMessage, ContactMessageSummary, MessageSettings } from "./port";
import { contactThrottle } from "./port";
import { refusal } from "./refusals";
import { retentionMonths, type MessageState } from "./schemas";

// What both adapters share of the contact messages (docs/product.md §4.6): the rows as the
// stores hand them out, the throttle's refusal, the preview's length and the retention's date.

/** How many letters of a message the inbox shows in its list. */
export const messagePreviewLength = 160;

/** A message as both stores return it (snake_case columns). */
export interface MessageRow {
  id: string;
  name: string;
  email: string;
  lang: Lang;
  state: MessageState;
  received_at: string;
}

export const toMessage = (row: MessageRow & { message: string }): ContactMessage => ({
  ...toSummaryBase(row),
  message: row.message,
});

export const toMessageSummary = (row: MessageRow & { preview: string }): ContactMessageSummary => ({
  ...toSummaryBase(row),
  preview: row.preview,
});

function toSummaryBase(row: MessageRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    lang: row.lang,
    state: row.state,
    receivedAt: new Date(row.received_at).toISOString(),
  };
}

/** The settings as both stores return them. */
export interface MessageSettingsRow {
  notify_email: string;
  retention_months: number;
  version: number;
}

export const toMessageSettings = (row: MessageSettingsRow | null | undefined): MessageSettings =>
  row
    ? { notifyEmail: row.notify_email, retentionMonths: row.retention_months, version: row.version }
    : { notifyEmail: "", retentionMonths: retentionMonths.default, version: 1 };

/** The port's answer to a message past the per-address limit. */
export const messagesThrottled = () =>
  refusal({
    code: "messagesThrottled",
    perAddress: contactThrottle.perAddress,
    windowMinutes: contactThrottle.windowMinutes,
  });

/**
 * The moment `months` calendar months before `now`, as PostgreSQL counts them
 * (`now - interval 'n months'`): the same day of the month, or the month's last day when it has
 * fewer (31 March less one month is 28 or 29 February), at the same time of day, in UTC.
 */
export function monthsBefore(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(now);
  result.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return result;
}

/** When the throttle's window began, at `now`: attempts at or before it no longer count. */
export const throttleWindowStart = (now: Date) => new Date(now.getTime() - contactThrottle.windowMinutes * 60_000);
