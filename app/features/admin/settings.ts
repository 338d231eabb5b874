import { filesRoutePrefix } from "~/backend/files";
import { limits, versionSchema } from "~/backend/schemas";
import { languages, type Lang, type PerLang } from "~/i18n/languages";
import { activityAreaIds } from "~/lib/activity-areas";
import type { SettingsPatch, SiteSettings } from "~/lib/settings";
import { z } from "~/lib/zod";

import { imageFileSchema } from "./images";
import { projectCategoryLabels } from "./texts/projects";
import { settingsMessages } from "./texts/settings";

// The site settings form ("Genel Site Ayarları"): its rules, what it starts from and what it
// saves. Field names follow the setting keys, so a value's path in the form is its path in the
// settings; the three upload fields are the only names of the form's own.

/** The icons an admin can choose for a social link; a new link starts with the first. */
export const socialIcons = ["Linkedin", "Facebook", "Instagram", "Twitter", "Youtube", "Tiktok"] as const;
export const defaultSocialIcon = socialIcons[0];

/** The six activity areas as the form names them. */
export const activityAreaFields = activityAreaIds.map((id, i) => ({
  id,
  label: projectCategoryLabels[id],
  title: `activityArea${i + 1}Title` as `activityArea${1 | 2 | 3 | 4 | 5 | 6}Title`,
  text: `activityArea${i + 1}Text` as `activityArea${1 | 2 | 3 | 4 | 5 | 6}Text`,
}));

export const perLangTextKeys = [
  "about_summary_subtitle",
  "about_summary_title",
  "about_summary_text",
  "activityAreasSubtitle",
  "activityAreasTitle",
  "activityAreasDescription",
  ...activityAreaFields.flatMap((a) => [a.title, a.text]),
  "clientLogosTitle",
  "clientLogosDescription",
] as const;
type PerLangTextKey = (typeof perLangTextKeys)[number];

/** Body texts get a textarea and a longer limit; titles a one-line input. */
export const isLongText = (key: PerLangTextKey) => /(Text|_text|Description)$/.test(key);

/** How many entries the lists may hold: more than a page can show, well below a burden. */
export const listLimits = { socialMedia: 20, clientLogos: 40 };

const tooLong = settingsMessages.tooLong;

/** A text that may be left empty: stored as "" so clearing a field clears it on the site. */
const text = (max: number = limits.shortText) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(max) })
    .optional()
    .default("");

/** One text per language; an empty language is left out so the site falls back to Turkish. */
const perLang = (max: number = limits.shortText) =>
  z
    .strictObject(Object.fromEntries(languages.map((l) => [l, text(max)])) as Record<Lang, ReturnType<typeof text>>)
    .transform((texts): PerLang<string> => Object.fromEntries(Object.entries(texts).filter(([, t]) => t !== "")));

const phonePattern = /^\+?[0-9()\-\s]+$/;
const minPhoneDigits = 7;
const phone = text(30).refine(
  (v) => v === "" || (phonePattern.test(v) && (v.match(/\d/g)?.length ?? 0) >= minPhoneDigits),
  {
    error: settingsMessages.phone(minPhoneDigits),
  },
);

const email = text(254).refine((v) => v === "" || z.email().safeParse(v).success, { error: settingsMessages.email });

const isHttpUrl = (v: string) => {
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    return Boolean(new URL(v).hostname);
  } catch {
    return false;
  }
};

/** A picture of this site's file store (/files/...) or of another site (http(s)). */
export const isImageUrl = (v: string) =>
  (v.startsWith(filesRoutePrefix) && /^[\w\-.~%/]+$/.test(v.slice(filesRoutePrefix.length)) && !v.includes("..")) ||
  isHttpUrl(v);

const imageUrl = text(limits.path).refine((v) => v === "" || isImageUrl(v), {
  error: settingsMessages.imageUrl,
});

/** A file chosen in the form; the backend checks its bytes again. */
const upload = imageFileSchema;

const socialLink = z.strictObject({
  id: z.string().trim().max(100).optional(),
  name: z
    .string({ error: settingsMessages.nameRequired })
    .trim()
    .min(1, { error: settingsMessages.nameRequired })
    .max(100, { error: tooLong(100) }),
  url: z
    .string({ error: settingsMessages.linkRequired })
    .trim()
    .max(limits.path, { error: tooLong(limits.path) })
    .refine(isHttpUrl, { error: settingsMessages.linkInvalid }),
  // Stored links may name a platform outside the list (they get the generic icon on the site);
  // the form offers such a name beside the six, so saving keeps it.
  icon: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/, { error: settingsMessages.iconInvalid })
    .optional()
    .default(defaultSocialIcon),
});

const clientLogo = z
  .strictObject({
    name: z
      .string({ error: settingsMessages.nameRequired })
      .trim()
      .min(1, { error: settingsMessages.nameRequired })
      .max(limits.shortText, { error: tooLong(limits.shortText) }),
    imageUrl,
    altText: perLang(),
    upload,
  })
  .refine((logo) => logo.imageUrl !== "" || logo.upload !== undefined, {
    error: settingsMessages.logoImageRequired,
    path: ["imageUrl"],
  });

export const settingsFormSchema = z.strictObject({
  /** The version the settings were loaded at (docs/decisions/017-record-versions.md). */
  version: versionSchema,
  companyName: text(),
  general: z.strictObject({ siteName: text(), logoUrl: imageUrl, description: perLang(1_000) }),
  logoUpload: upload,
  contact: z.strictObject({ phone, email, address: text(500), whatsapp: phone }),
  socialMedia: z
    .array(socialLink)
    .max(listLimits.socialMedia, { error: settingsMessages.tooManyLinks(listLimits.socialMedia) }),
  about_summary_image_url: imageUrl,
  aboutImageUpload: upload,
  ...(Object.fromEntries(
    perLangTextKeys.map((key) => [key, perLang(isLongText(key) ? 2_000 : limits.shortText)]),
  ) as Record<PerLangTextKey, ReturnType<typeof perLang>>),
  client_logos: z
    .array(clientLogo)
    .max(listLimits.clientLogos, { error: settingsMessages.tooManyLogos(listLimits.clientLogos) }),
});
export type SettingsFormValue = z.output<typeof settingsFormSchema>;

/** What a section's form holds: some of the whole form's keys, always the version. */
export type SettingsSectionValue = Partial<SettingsFormValue> & Pick<SettingsFormValue, "version">;

/** The file fields of a post, by where their URL goes. */
export function uploadsOf(value: SettingsSectionValue): Array<{ field: string; file: File }> {
  const uploads: Array<{ field: string; file: File }> = [];
  if (value.logoUpload) uploads.push({ field: "logoUpload", file: value.logoUpload });
  if (value.aboutImageUpload) uploads.push({ field: "aboutImageUpload", file: value.aboutImageUpload });
  value.client_logos?.forEach(
    (logo, i) => logo.upload && uploads.push({ field: `client_logos[${i}].upload`, file: logo.upload }),
  );
  return uploads;
}

/**
 * The settings a section's form stands for: every key of the section is written, so a field the
 * admin emptied is emptied on the site too; the keys of other sections are left out, so they stay
 * as stored. `uploaded` maps an upload field to its new file's URL, which wins over the URL chosen
 * beside it.
 */
export function toSettingsPatch(value: SettingsSectionValue, uploaded: Record<string, string>): SettingsPatch {
  const patch: SettingsPatch = {};
  if (value.companyName !== undefined) patch.companyName = value.companyName;
  if (value.general)
    patch.general = {
      siteName: value.general.siteName,
      logoUrl: uploaded.logoUpload ?? value.general.logoUrl,
      description: value.general.description,
    };
  if (value.contact) patch.contact = value.contact;
  if (value.socialMedia)
    patch.socialMedia = value.socialMedia.map((s) => ({
      ...(s.id ? { id: s.id } : {}),
      name: s.name,
      url: s.url,
      icon: s.icon,
    }));
  if (value.about_summary_image_url !== undefined)
    patch.about_summary_image_url = uploaded.aboutImageUpload ?? value.about_summary_image_url;
  if (value.client_logos)
    patch.client_logos = value.client_logos.map((logo, i) => ({
      name: logo.name,
      imageUrl: uploaded[`client_logos[${i}].upload`] ?? logo.imageUrl,
      altText: logo.altText,
    }));
  for (const key of perLangTextKeys) if (value[key] !== undefined) patch[key] = value[key];
  return patch;
}

/** The form's starting values: the stored settings as the fields name them, and their version. */
export function settingsFormDefaults(settings: SiteSettings, version: number) {
  return {
    version: String(version),
    companyName: settings.companyName,
    general: settings.general,
    contact: settings.contact,
    socialMedia: settings.socialMedia,
    about_summary_image_url: settings.about_summary_image_url,
    client_logos: settings.client_logos,
    ...Object.fromEntries(perLangTextKeys.map((key) => [key, settings[key]])),
  };
}

/**
 * A refused post's values as the form will show them again, with a list that came as a single
 * text dropped (the form starts that list from the stored one): Conform can only lay out a
 * list that is a list.
 */
export function listsKeptAsLists<R extends { initialValue?: Record<string, unknown> | null }>(
  result: R | undefined,
): R | undefined {
  const values = result?.initialValue;
  if (!values) return result;
  const kept = Object.fromEntries(
    Object.entries(values).filter(([key, v]) => !(key === "socialMedia" || key === "client_logos") || Array.isArray(v)),
  );
  return { ...result, initialValue: kept };
}

/** Languages with an error on one of their fields (paths end in the language: `x.tr`). */
export function settingsLanguagesWithErrors(
  allErrors: Record<string, string[] | null | undefined> | undefined,
): Lang[] {
  if (!allErrors) return [];
  const failing = Object.entries(allErrors)
    .filter(([, messages]) => messages?.length)
    .map(([path]) => path);
  return languages.filter((lang) => failing.some((path) => path.endsWith(`.${lang}`)));
}
