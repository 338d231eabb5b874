import { roles } from "~/backend/schemas";
import { z } from "~/lib/zod";

import { userMessages } from "./texts/users";
import type { Toast } from "./toast";

/** There is no sign-up: accounts are made on the server, which the invite button says. */
export const inviteInfo: Toast = { kind: "info", ...userMessages.invite };

/** The query that asks the list page for the invite notice (the button's no-JavaScript path). */
export const inviteParam = "davet";

/** The role dialog's form: one choice, said in Turkish whether it is missing or unknown. */
export const roleFormSchema = z.object({
  role: z.enum(roles, {
    error: (issue) => (issue.input === undefined ? userMessages.roleMissing : userMessages.roleInvalid),
  }),
});

/** Password fields are never sent back to the browser, not even in an error reply. */
export const passwordFields = ["currentPassword", "newPassword", "confirmPassword"];

/** The query on /admin/logout that ends every session of the account, not only this one. */
export const signOutEverywhereParam = "everywhere";
export const signOutEverywhereAction = `/admin/logout?${signOutEverywhereParam}`;

/** The password form's body is three short fields: anything bigger is not this form. */
export const passwordFormMaxBytes = 16 * 1024;

// Generated avatars: initials on a colour picked from the e-mail, so a person keeps their
// colour. Every background holds white text at WCAG AA (at least 4.5:1).
export const avatarColours = [
  "#1e3a8a",
  "#065f46",
  "#6d28d9",
  "#9f1239",
  "#92400e",
  "#115e59",
  "#3730a3",
  "#334155",
  "#86198f",
  "#155e75",
] as const;

export function avatarColour(email: string): string {
  let hash = 0;
  for (const char of email.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return avatarColours[hash % avatarColours.length]!;
}

/** Up to two initials from the name, else the first letter of the e-mail. */
export function initials(fullName: string, email: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 0
      ? [words[0]!, ...(words.length > 1 ? [words.at(-1)!] : [])].map((w) => [...w][0]!)
      : [[...email.trim()][0] ?? "?"];
  return letters.join("").toLocaleUpperCase("tr");
}
