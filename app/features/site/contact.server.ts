import { createContext } from "react-router";

import { messageLimits } from "~/backend/schemas";
import type { Translate } from "~/i18n/ui-strings";
import { readBoundedForm, worstCaseFormBytes } from "~/lib/bounded-form.server";
import { formatBytes } from "~/lib/bytes";
import { formStampAge } from "~/lib/form-stamp.server";

import { contactFields, contactMinFillSeconds } from "./contact";
import type { MessageNotifier } from "./contact-notice.server";

// The contact form on the server (docs/product.md §4.6, docs/decisions/049-contact-messages.md):
// its post read with a cap, and what tells a program's post from a person's without any
// third-party script: the honeypot field a person leaves empty, and the signed time the page was
// given out, which a person's post comes well after.

/** What the contact page needs of the Worker besides the backend, set by the Worker entry. */
export interface ContactServices {
  /** The secret the form's time stamps are signed with (COOKIE_SECRET). */
  stampSecret: string;
  /** Where a notification of each new message goes out, or null: the deployment has no e-mail binding. */
  notifier: MessageNotifier | null;
  /** Keeps the Worker alive for what follows the answer (the notification). */
  waitUntil(promise: Promise<unknown>): void;
}

export const contactServicesContext = createContext<ContactServices>();

/** The longest honeypot and stamp a post may carry within the cap (a person's honeypot is empty). */
const trapFieldsChars = 200 + 100;

/** The contact post's byte cap: every field at its character limit, at worst encoded, still fits. */
export const contactFormBytes =
  worstCaseFormBytes(messageLimits.name + messageLimits.email + messageLimits.message + trapFieldsChars) + 2 * 1024;

/**
 * The contact post, read with the cap; or the status and message (in the page's language) to
 * answer with: over the cap → 413, not a form → 400.
 */
export async function readContactForm(
  request: Request,
  t: Translate,
): Promise<{ ok: true; formData: FormData } | { ok: false; status: 400 | 413; message: string }> {
  const read = await readBoundedForm(request, contactFormBytes);
  if (read.ok) return read;
  return read.reason === "too-large"
    ? { ok: false, status: 413, message: t("contact.tooLarge", { limit: formatBytes(contactFormBytes) }) }
    : { ok: false, status: 400, message: t("contact.unreadable") };
}

/**
 * Whether a post is a program's: its honeypot filled in, or its time stamp missing, forged, or
 * younger than `contactMinFillSeconds` at `now`.
 */
export async function isProgramsPost(formData: FormData, stampSecret: string, now: number): Promise<boolean> {
  const trap = formData.get(contactFields.honeypot);
  if (trap !== null && trap !== "") return true;
  const age = await formStampAge(stampSecret, formData.get(contactFields.stamp), now);
  return age === null || age < contactMinFillSeconds * 1000;
}
