import { languages } from "~/i18n/languages";

import { activityAreaIds } from "./activity-areas";
import { isSafeLinkUrl, linkUrlMessage } from "./safe-url";
import { z } from "./zod";

// Site settings are key/value rows (docs/product.md §7, which lists the keys); each key's
// value is JSON checked by its schema below. Reading folds the rows over built-in defaults;
// saving turns a partial settings object into rows, skipping null and undefined values.

const perLangText = z.partialRecord(z.enum(languages), z.string());

/** Every URL a setting holds (links, logos, images): empty, or a scheme an `href`/`src` may carry. */
const linkUrl = z.string().refine((v) => v === "" || isSafeLinkUrl(v), { error: linkUrlMessage });

const socialLink = z.object({
  id: z.string().optional(),
  name: z.string(),
  url: linkUrl,
  icon: z.string(),
});

const clientLogo = z.object({
  name: z.string(),
  imageUrl: linkUrl,
  altText: perLangText,
});

const activityAreaKeys = Object.fromEntries(
  activityAreaIds.flatMap((_, i) => [
    [`activityArea${i + 1}Title`, perLangText],
    [`activityArea${i + 1}Text`, perLangText],
  ]),
) as Record<`activityArea${1 | 2 | 3 | 4 | 5 | 6}${"Title" | "Text"}`, typeof perLangText>;

export const settingSchemas = {
  companyName: z.string(),
  general: z.object({ siteName: z.string(), logoUrl: linkUrl, description: perLangText }),
  contact: z.object({ phone: z.string(), email: z.string(), address: z.string(), whatsapp: z.string() }),
  socialMedia: z.array(socialLink),
  about_summary_image_url: linkUrl,
  about_summary_subtitle: perLangText,
  about_summary_title: perLangText,
  about_summary_text: perLangText,
  activityAreasSubtitle: perLangText,
  activityAreasTitle: perLangText,
  activityAreasDescription: perLangText,
  ...activityAreaKeys,
  clientLogosTitle: perLangText,
  clientLogosDescription: perLangText,
  client_logos: z.array(clientLogo),
};

export type SettingKey = keyof typeof settingSchemas;
export type SiteSettings = { [K in SettingKey]: z.infer<(typeof settingSchemas)[K]> };
export type SocialLink = z.infer<typeof socialLink>;
export type SettingsPatch = { [K in SettingKey]?: SiteSettings[K] | null };

export const settingKeys = Object.keys(settingSchemas) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingSchemas, key);
}

/** What the site shows when a setting is missing or unreadable. */
export function defaultSettings(): SiteSettings {
  const perLangDefaults = Object.fromEntries(
    settingKeys.filter((key) => settingSchemas[key] === perLangText).map((key) => [key, {}]),
  ) as { [K in SettingKey as (typeof settingSchemas)[K] extends typeof perLangText ? K : never]: SiteSettings[K] };
  return {
    ...perLangDefaults,
    companyName: "",
    general: { siteName: "", logoUrl: "", description: {} },
    contact: { phone: "", email: "", address: "", whatsapp: "" },
    socialMedia: [],
    about_summary_image_url: "",
    client_logos: [],
  };
}

export interface SettingRow {
  key: string;
  value: unknown;
}

/**
 * Folds stored rows into one settings object over the defaults. Null or undefined values are
 * skipped; an object value is merged over its default so a partly filled object still reads
 * whole; a value of the wrong shape is reported through `onInvalid` and the default kept.
 */
export function foldSettings(
  rows: readonly SettingRow[],
  onInvalid: (key: string, issue: string) => void = () => {},
): SiteSettings {
  const settings = defaultSettings() as Record<SettingKey, unknown>;
  for (const { key, value } of rows) {
    if (value === null || value === undefined || !isSettingKey(key)) continue;
    const base = settings[key];
    const candidate = isPlainObject(base) && isPlainObject(value) && !isPerLang(key) ? { ...base, ...value } : value;
    const parsed = settingSchemas[key].safeParse(candidate);
    if (parsed.success) settings[key] = parsed.data;
    else onInvalid(key, parsed.error.issues.map((i) => i.message).join("; "));
  }
  return settings as SiteSettings;
}

/**
 * Turns a partial settings object into the rows to upsert. Null and undefined values are
 * skipped, so an empty result means there is nothing to save. Unknown keys and values of the
 * wrong shape are errors, each on its field as the admin form names it (`socialMedia[0].url`).
 */
export function settingsPatchToRows(patch: Record<string, unknown>): {
  rows: Array<{ key: SettingKey; value: unknown }>;
  errors: Record<string, string>;
} {
  const rows: Array<{ key: SettingKey; value: unknown }> = [];
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined) continue;
    if (!isSettingKey(key)) {
      errors[key] = "Bilinmeyen ayar anahtarı.";
      continue;
    }
    const parsed = settingSchemas[key].safeParse(value);
    if (parsed.success) rows.push({ key, value: parsed.data });
    else
      for (const issue of parsed.error.issues) {
        const field = key + issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
        errors[field] = errors[field] ? `${errors[field]}; ${issue.message}` : issue.message;
      }
  }
  return { rows, errors };
}

function isPerLang(key: SettingKey): boolean {
  return settingSchemas[key] === perLangText;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
