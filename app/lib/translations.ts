import { defaultLanguage, languages, type Lang, type PerLang } from "~/i18n/languages";

/**
 * Language fallback for content (docs/product.md §2): the requested language, else Turkish,
 * else the first translation there is. `present` decides whether a translation counts as there.
 */
export function pickTranslation<T>(
  translations: PerLang<T>,
  lang: Lang,
  present: (value: T) => boolean = () => true,
): { lang: Lang; value: T } | undefined {
  const order: Lang[] = [lang, defaultLanguage, ...languages];
  for (const candidate of order) {
    const value = translations[candidate];
    if (value !== undefined && present(value)) return { lang: candidate, value };
  }
  return undefined;
}

/**
 * One text of translated records with the same fallback, where a blank text counts as missing:
 * the first that is not blank, trimmed; "" when no language has one.
 */
export function localizedField<T>(translations: PerLang<T>, lang: Lang, text: (translation: T) => string): string {
  const picked = pickTranslation(translations, lang, (translation) => text(translation).trim() !== "");
  return picked ? text(picked.value).trim() : "";
}

/** A per-language text with the same fallback; "" when no language has one. */
export function localizedText(texts: PerLang<string> | undefined, lang: Lang): string {
  return localizedField(texts ?? {}, lang, (text) => text);
}

/** Rows of a translation table, keyed by language; rows of unknown languages are dropped. */
export function byLanguage<T extends { lang_code: string }>(rows: readonly T[]): PerLang<T> {
  const out: PerLang<T> = {};
  for (const row of rows) {
    if ((languages as readonly string[]).includes(row.lang_code)) out[row.lang_code as Lang] = row;
  }
  return out;
}
