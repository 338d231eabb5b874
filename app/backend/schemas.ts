import { languages, type Lang } from "~/i18n/languages";
import { isSafeLinkUrl, isSafeWebUrl, linkUrlMessage } from "~/lib/safe-url";
import { slugify } from "~/lib/slug";
import { z } from "~/lib/zod";

import { wordsOf } from "./refusals";

// Input rules of the backend port (docs/product.md §9). The admin forms parse FormData with these
// same schemas (Conform coerces the strings first); the port parses again, so a caller that
// skips the form gets the same answer. Messages are the Turkish texts of docs/admin-texts.md, by
// their refusal codes (./refusal-codes.ts; the words: ./words/tr.ts).

export const limits = {
  shortText: 200,
  path: 500,
  description: 5_000,
  content: 200_000,
} as const;

const tooLong = (max: number) => wordsOf({ code: "tooLong", max });

// Texts are stored composed (NFC): a title pasted from a document may arrive decomposed ("o" and a
// combining diaeresis for "ö"), which looks the same but would be missed by a search for "köprü"
// and counted as two letters against the limit.

/** A required text: missing, empty and blank all give `message`. */
export const requiredText = (message: string, max: number = limits.shortText) =>
  z
    .string({ error: message })
    .trim()
    .normalize("NFC")
    .min(1, { error: message })
    .max(max, { error: tooLong(max) });

/** An optional text, stored as "" when absent. */
export const optionalText = (max: number = limits.description) =>
  z
    .string()
    .trim()
    .normalize("NFC")
    .max(max, { error: tooLong(max) })
    .optional()
    .default("");

export const idSchema = z.string().trim().min(1).max(100);

/**
 * The version of a record its form was loaded at (docs/decisions/017-record-versions.md): an
 * update must name it and is refused when the stored record has moved on; a new record needs none.
 */
// At most a 32-bit integer, as the Supabase functions take it: a larger one is no version a record had.
export const versionSchema = z
  .number({ error: wordsOf({ code: "invalidVersion" }) })
  .int({ error: wordsOf({ code: "invalidVersion" }) })
  .min(1, { error: wordsOf({ code: "invalidVersion" }) })
  .max(2_147_483_647, { error: wordsOf({ code: "invalidVersion" }) });
const version = versionSchema.optional();

const orderIndex = z
  .number({ error: wordsOf({ code: "orderIndexNotNumber" }) })
  .int({ error: wordsOf({ code: "orderIndexNotWhole" }) })
  .min(0, { error: wordsOf({ code: "orderIndexNegative" }) })
  .max(1_000_000, { error: wordsOf({ code: "orderIndexTooLarge" }) });

// A slug field takes whatever she types and writes it as a slug (app/lib/slug.ts, docs/product.md
// §5.4): only a text with no letter or digit to keep is refused. Checked once the value is there,
// so an empty required slug gets one message; the written slug has the same length limit.
const writtenSlug = z
  .string()
  .refine((typed) => typed === "" || slugify(typed) !== "", { error: wordsOf({ code: "slugNothingLeft" }) })
  .transform(slugify)
  .pipe(z.string().max(limits.shortText, { error: tooLong(limits.shortText) }));
const slugText = (message: string) => requiredText(message).pipe(writtenSlug);

/**
 * One schema per language: every language's translation follows `schema`. A missing language
 * is parsed as an empty one, so it fails on its own required fields with their messages.
 */
function everyLanguage<S extends z.ZodObject>(schema: S) {
  const perLanguage = schema.prefault({} as z.input<S>);
  return z
    .object(Object.fromEntries(languages.map((l) => [l, perLanguage])) as Record<Lang, typeof perLanguage>)
    .prefault({});
}

const optionalUrl = z
  .string()
  .trim()
  .max(limits.path, { error: tooLong(limits.path) })
  // A button leads to a page of the site or to another site; the scheme rule of every link holds too.
  .refine((v) => v === "" || isSafeWebUrl(v), {
    error: wordsOf({ code: "buttonLinkStart" }),
  })
  .optional()
  .default("");

// ---------------------------------------------------------------- projects

export const projectStatuses = ["draft", "published", "archived"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
export const projectProgresses = ["ongoing", "completed"] as const;
export type ProjectProgress = (typeof projectProgresses)[number];

export const projectInputSchema = z.object({
  id: idSchema.optional(),
  version,
  category: requiredText(wordsOf({ code: "projectCategoryRequired" })),
  status: z.enum(projectStatuses, { error: wordsOf({ code: "invalidStatus" }) }).default("draft"),
  progress: z.enum(projectProgresses, { error: wordsOf({ code: "invalidProgress" }) }).default("ongoing"),
  orderIndex: orderIndex.default(0),
  translations: everyLanguage(
    z.object({
      title: requiredText(wordsOf({ code: "projectTitleRequired" })),
      description: optionalText(),
      content: optionalText(limits.content),
    }),
  ),
});
export type ProjectInput = z.input<typeof projectInputSchema>;

// ---------------------------------------------------------------- pages

export const pageTypes = ["kurumsal", "faaliyetler", "media", "generic"] as const;
export type PageType = (typeof pageTypes)[number];

export const pageInputSchema = z.object({
  id: idSchema.optional(),
  version,
  slug: slugText(wordsOf({ code: "pageSlugRequired" })),
  categoryId: requiredText(wordsOf({ code: "categoryRequired" })),
  isPublished: z.boolean().default(false),
  translations: everyLanguage(
    z.object({
      title: requiredText(wordsOf({ code: "pageTitleRequired" })),
      content: optionalText(limits.content),
      // The language's own URL slug; empty means "same as the page's slug".
      slug: z
        .string()
        .trim()
        .max(limits.shortText, { error: tooLong(limits.shortText) })
        .pipe(writtenSlug)
        // Outside the pipe: a form sends an empty field as nothing (Conform), which is "".
        .optional()
        .default(""),
    }),
  ),
});
export type PageInput = z.input<typeof pageInputSchema>;

// ---------------------------------------------------------------- menu

export const menuItemInputSchema = z.object({
  id: idSchema.optional(),
  version,
  path: requiredText(wordsOf({ code: "menuPathRequired" }), limits.path).refine((v) => v === "" || isSafeLinkUrl(v), {
    error: linkUrlMessage,
  }),
  slug: requiredText(wordsOf({ code: "menuSlugRequired" })),
  orderIndex: orderIndex.default(0),
  parentId: idSchema.nullable().optional().default(null),
  isActive: z.boolean().default(true),
  translations: everyLanguage(
    z.object({
      label: requiredText(wordsOf({ code: "menuLabelRequired" })),
      description: optionalText(),
    }),
  ),
});
export type MenuItemInput = z.input<typeof menuItemInputSchema>;

export const menuOrderSchema = z
  .array(z.object({ id: idSchema, parentId: idSchema.nullable(), orderIndex }))
  .min(1)
  .max(1_000);
export type MenuOrder = z.input<typeof menuOrderSchema>;

/** The slides in their new order: every slide's id once (the store checks they are all there). */
export const slideOrderSchema = idSchema.array().max(1_000);

// ---------------------------------------------------------------- sliders

export const slideInputSchema = z.object({
  id: idSchema.optional(),
  version,
  buttonLink: optionalUrl,
  orderIndex: z.number({ error: wordsOf({ code: "orderIndexRequired" }) }).pipe(orderIndex),
  isActive: z.boolean().default(true),
  translations: everyLanguage(
    z.object({
      title: optionalText(limits.shortText),
      description: optionalText(),
      buttonText: optionalText(limits.shortText),
    }),
  ),
});
export type SlideInput = z.input<typeof slideInputSchema>;

// ---------------------------------------------------------------- equipment

export const equipmentInputSchema = z.object({
  id: idSchema.optional(),
  version,
  modelName: optionalText(limits.shortText),
  orderIndex: orderIndex.default(0),
  isVisible: z.boolean().default(true),
  translations: everyLanguage(
    z.object({
      name: requiredText(wordsOf({ code: "machineNameRequired" })),
      /** Shown above the name on the site; an empty language shows the Turkish one. */
      category: optionalText(limits.shortText),
      description: optionalText(),
    }),
  ),
});
export type EquipmentInput = z.input<typeof equipmentInputSchema>;

// ---------------------------------------------------------------- media library

const perLanguageText = (max: number) =>
  z
    .object(
      Object.fromEntries(languages.map((l) => [l, optionalText(max)])) as Record<Lang, ReturnType<typeof optionalText>>,
    )
    .prefault({});

export const mediaTextInputSchema = z.object({
  version,
  altText: perLanguageText(limits.shortText),
  caption: perLanguageText(limits.description),
});
export type MediaTextInput = z.input<typeof mediaTextInputSchema>;

/** Files one batch may carry: one upload's (an upload takes at most this many). */
export const maxMediaBatch = 20;

/**
 * The alt texts of a batch of files ("Alternatif metinler", after an upload): each file at the
 * version it was shown at; saved all or nothing.
 */
export const mediaAltTextsInputSchema = z.object({
  files: z
    .array(z.object({ id: idSchema, version, altText: perLanguageText(limits.shortText) }))
    .min(1, { error: wordsOf({ code: "invalidInput" }) })
    .max(maxMediaBatch, { error: wordsOf({ code: "invalidInput" }) }),
});
export type MediaAltTextsInput = z.input<typeof mediaAltTextsInputSchema>;

// ---------------------------------------------------------------- users and auth

export const roles = ["admin", "member"] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles, { error: wordsOf({ code: "invalidRole" }) });

/** The longest e-mail address (RFC 5321's path limit less its brackets). */
export const maxEmailLength = 254;

/** A required e-mail address: missing or blank, then its format. */
const emailAddress = z
  .string({ error: wordsOf({ code: "emailRequired" }) })
  .trim()
  .min(1, { error: wordsOf({ code: "emailRequired" }) })
  .max(maxEmailLength, { error: tooLong(maxEmailLength) })
  .pipe(z.email({ error: wordsOf({ code: "emailInvalid" }) }));

export const signInSchema = z.object({
  email: emailAddress,
  password: z
    .string({ error: wordsOf({ code: "passwordRequired" }) })
    .min(1, { error: wordsOf({ code: "passwordRequired" }) })
    .max(1_000, { error: tooLong(1_000) }),
});

export const minPasswordLength = 12;
/**
 * The longest password in UTF-8 bytes: Supabase Auth hashes with bcrypt, which reads 72 bytes
 * and refuses more (in English, as a field error). One rule for both backends.
 */
export const maxPasswordBytes = 72;
export const passwordTooLong = wordsOf({ code: "newPasswordTooLong", maxBytes: maxPasswordBytes });

/** A new password: long enough, not too long for bcrypt, and not only letters or only digits. */
export const newPasswordSchema = z
  .string({ error: wordsOf({ code: "newPasswordRequired" }) })
  .min(minPasswordLength, { error: wordsOf({ code: "newPasswordTooShort", minLetters: minPasswordLength }) })
  .max(1_000, { error: tooLong(1_000) })
  .refine((v) => new TextEncoder().encode(v).byteLength <= maxPasswordBytes, { error: passwordTooLong })
  .refine((v) => /\p{L}/u.test(v) && /[^\p{L}]/u.test(v), {
    error: wordsOf({ code: "newPasswordLettersAndMore" }),
  });

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: wordsOf({ code: "currentPasswordRequired" }) })
      .min(1, { error: wordsOf({ code: "currentPasswordRequired" }) })
      .max(1_000, { error: tooLong(1_000) }),
    newPassword: newPasswordSchema,
    confirmPassword: z
      .string({ error: wordsOf({ code: "confirmPasswordRequired" }) })
      .min(1, { error: wordsOf({ code: "confirmPasswordRequired" }) })
      .max(1_000),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: wordsOf({ code: "passwordsDiffer" }),
    path: ["confirmPassword"],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    error: wordsOf({ code: "newPasswordSameAsCurrent" }),
    path: ["newPassword"],
  });
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

// ---------------------------------------------------------------- contact messages

/** The contact form's limits (docs/product.md §9): the public form checks them, the port again. */
export const messageLimits = { name: limits.shortText, email: maxEmailLength, message: limits.description } as const;

export const messageStates = ["unread", "read", "archived"] as const;
export type MessageState = (typeof messageStates)[number];
export const messageStateSchema = z.enum(messageStates, { error: wordsOf({ code: "invalidMessageState" }) });

export const contactMessageInputSchema = z.object({
  name: requiredText(wordsOf({ code: "messageNameRequired" }), messageLimits.name),
  email: emailAddress,
  message: requiredText(wordsOf({ code: "messageTextRequired" }), messageLimits.message),
  lang: z.enum(languages, { error: wordsOf({ code: "invalidLanguage" }) }),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

/** How long messages may be kept, in months: at least one, at most ten years (default 12). */
export const retentionMonths = { min: 1, max: 120, default: 12 } as const;
const retentionWords = wordsOf({ code: "retentionMonthsRange", min: retentionMonths.min, max: retentionMonths.max });

export const messageSettingsInputSchema = z.object({
  version: versionSchema,
  notifyEmail: z
    .string()
    .trim()
    .max(maxEmailLength, { error: tooLong(maxEmailLength) })
    .refine((v) => v === "" || z.email().safeParse(v).success, { error: wordsOf({ code: "emailInvalid" }) })
    .default(""),
  retentionMonths: z
    .number({ error: retentionWords })
    .int({ error: retentionWords })
    .min(retentionMonths.min, { error: retentionWords })
    .max(retentionMonths.max, { error: retentionWords }),
});
export type MessageSettingsInput = z.input<typeof messageSettingsInputSchema>;

// ---------------------------------------------------------------- form variants

// A checkbox sends nothing when unchecked, so a form must read a missing flag as "off", while
// the port reads it as the default (new menu items and slides start active, equipment
// visible). These are the port's schemas with that one difference; the forms start new records
// switched on through their default values.
export const menuItemFormSchema = menuItemInputSchema.extend({ isActive: z.boolean().default(false) });
export const slideFormSchema = slideInputSchema.extend({ isActive: z.boolean().default(false) });
export const equipmentFormSchema = equipmentInputSchema.extend({ isVisible: z.boolean().default(false) });

// ---------------------------------------------------------------- helpers

/** Zod issues as field paths ("translations.tr.title") to messages, the shape forms show. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".");
    (out[path] ??= []).push(issue.message);
  }
  return out;
}
