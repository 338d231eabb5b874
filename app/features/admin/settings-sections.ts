import { perLangTextKeys, settingsFormSchema } from "./settings";
import { settingsSectionTexts } from "./texts/settings";

// The site settings in sections (docs/decisions/055-settings-in-sections.md): each section is a
// page of its own (/admin/site-settings/<key>) whose form holds that section's keys and saves
// only them, at the settings' one version.

type FormKey = Exclude<keyof typeof settingsFormSchema.shape, "version">;

const clientTextKeys = ["clientLogosTitle", "clientLogosDescription"] as const;
const homeTextKeys = perLangTextKeys.filter((key) => !(clientTextKeys as readonly string[]).includes(key));

/** The sections in the order the list shows them, with the form keys each one saves. */
export const settingsSections = [
  { key: "company", fields: ["companyName", "general", "logoUpload"] },
  { key: "contact", fields: ["contact"] },
  { key: "home", fields: ["about_summary_image_url", "aboutImageUpload", ...homeTextKeys] },
  { key: "clients", fields: ["client_logos", ...clientTextKeys] },
  { key: "social-media", fields: ["socialMedia"] },
] as const satisfies ReadonlyArray<{ key: string; fields: readonly FormKey[] }>;

export type SettingsSectionKey = (typeof settingsSections)[number]["key"];

/** The section at this address, or null. */
export function settingsSection(key: string | undefined) {
  const section = settingsSections.find((s) => s.key === key);
  return section ? { ...section, ...settingsSectionTexts[section.key] } : null;
}

export const settingsSectionPath = (key: SettingsSectionKey) => `/admin/site-settings/${key}`;

/** The section's rules: the form's rules for its keys and the version, strict like the whole form's. */
export function settingsSectionSchema(key: SettingsSectionKey) {
  const section = settingsSections.find((s) => s.key === key)!;
  const mask = Object.fromEntries([["version", true], ...section.fields.map((field) => [field, true])]) as Record<
    FormKey | "version",
    true | undefined
  >;
  return settingsFormSchema.pick(mask);
}

/** Whether a section has texts per language (and so needs the language bar). */
export const hasLanguageTexts = (key: SettingsSectionKey) => key !== "contact" && key !== "social-media";

/** Whether a section has an image field (and so offers the media library's newest files). */
export const hasImages = (key: SettingsSectionKey) => key === "company" || key === "home" || key === "clients";
