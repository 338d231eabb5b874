import type { Translate } from "~/i18n/ui-strings";
import { readBoundedForm, worstCaseFormBytes } from "~/lib/bounded-form.server";
import { formatBytes } from "~/lib/bytes";

import { contactLimits } from "./contact";

/** The contact post's byte cap: every field at its character limit, at worst encoded, still fits. */
export const contactFormBytes =
  worstCaseFormBytes(contactLimits.name + contactLimits.email + contactLimits.message) + 2 * 1024;

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
