import type { Translate } from "~/i18n/ui-strings";
import { z } from "~/lib/zod";

export const contactLimits = { name: 200, email: 254, message: 5_000 } as const;

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
