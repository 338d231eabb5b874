import { messageLimits } from "~/backend/schemas";
import type { Translate } from "~/i18n/ui-strings";
import { z } from "~/lib/zod";

/** The contact form's limits: the port's own (docs/product.md §9), which checks them again. */
export const contactLimits = messageLimits;

/**
 * The form's two fields besides what the visitor writes: a honeypot a person leaves empty
 * (visually hidden, out of the tab order, its label asking to leave it empty), and the signed
 * time the page was given out.
 */
export const contactFields = { honeypot: "website", stamp: "stamp" } as const;

/**
 * A post sooner than this after its page was given out is a program's: a person reads the page
 * and types a name, an address and a message first.
 */
export const contactMinFillSeconds = 3;

/** The contact form's rules with messages in the visitor's language; used by form and action. */
export function contactSchema(t: Translate) {
  const required = t("contact.required");
  const text = (max: number) =>
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(max, { error: t("contact.tooLong", { max }) });
  return z.object({
    name: text(contactLimits.name),
    email: text(contactLimits.email).pipe(z.email({ error: t("contact.invalidEmail") })),
    message: text(contactLimits.message),
  });
}
