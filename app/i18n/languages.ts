// The one place that says which languages the site speaks. The first one is the default and
// the content fallback (docs/product.md §2: tr).
export const languages = ["tr", "en", "ru", "uz"] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = languages[0];

export const languageNames: Record<Lang, string> = {
  tr: "Türkçe",
  en: "English",
  ru: "Русский",
  uz: "Oʻzbekcha",
};

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** A value kept per language; any language may be missing. */
export type PerLang<T> = Partial<Record<Lang, T>>;
