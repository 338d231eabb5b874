import { languages, type Lang, type PerLang } from "~/i18n/languages";
import { isSafeWebUrl } from "~/lib/safe-url";
import { foldSettings, type SettingRow, type SiteSettings } from "~/lib/settings";
import { localizedField, localizedText, pickTranslation } from "~/lib/translations";

import type {
  MenuEntry,
  PageLookup,
  PageSlugIndex,
  PublicEquipment,
  PublicPage,
  PublicProject,
  PublicProjectSummary,
  PublicSlide,
} from "./port";
import type { ProjectFields } from "./records";
import type { PageType } from "./schemas";

// What a visitor sees of each record, in one language, built from a record's own fields and its
// translations keyed by language. Every adapter reads its rows its own way and hands them here,
// so the language fallback (docs/product.md §2) and the slug rules are written once.

type Texts<K extends string> = PerLang<Partial<Record<K, string>>>;

/**
 * A stored image address as a page may show it: one the rules refuse (isSafeWebUrl: written past
 * the backend's checks, straight into a store) is no image. (Settings' addresses are checked as
 * the settings are folded; menu and slide links where they are localized.)
 */
const shownImage = (url: string | null): string | null => (url && isSafeWebUrl(url) ? url : null);

/**
 * An image's alt text in the language (then Turkish, docs/product.md §2) from its media-library
 * row's `alt_text` (decision 053), as a read hands it over: JSON text (d1), an object (Supabase),
 * or nothing (an image not in the library, a read that does not join it yet): then "".
 */
export function imageAltOf(altTexts: unknown, lang: Lang): string {
  let texts = altTexts;
  if (typeof texts === "string") {
    try {
      texts = JSON.parse(texts);
    } catch {
      return "";
    }
  }
  if (!texts || typeof texts !== "object" || Array.isArray(texts)) return "";
  const own: PerLang<string> = {};
  for (const l of languages) {
    const text = (texts as Record<string, unknown>)[l];
    if (typeof text === "string" && text.trim()) own[l] = text;
  }
  return localizedText(own, lang);
}

export function publicProject(
  row: ProjectFields,
  translations: Texts<"title" | "description" | "content">,
  lang: Lang,
  imageAltTexts?: unknown,
): PublicProject {
  const picked = pickTranslation(translations, lang);
  const t = picked?.value;
  return {
    ...row,
    imageUrl: shownImage(row.imageUrl),
    imageAlt: imageAltOf(imageAltTexts, lang),
    contentLang: picked?.lang ?? lang,
    title: t?.title ?? "",
    description: t?.description ?? "",
    content: t?.content ?? "",
  };
}

export function publicProjectSummary(
  row: ProjectFields,
  translations: Texts<"title" | "description">,
  lang: Lang,
  imageAltTexts?: unknown,
): PublicProjectSummary {
  const picked = pickTranslation(translations, lang);
  const t = picked?.value;
  return {
    ...row,
    imageUrl: shownImage(row.imageUrl),
    imageAlt: imageAltOf(imageAltTexts, lang),
    contentLang: picked?.lang ?? lang,
    title: t?.title ?? "",
    description: t?.description ?? "",
  };
}

export function publicSlide(
  row: { id: string; imageUrl: string | null; buttonLink: string },
  translations: Texts<"title" | "description" | "buttonText">,
  lang: Lang,
  imageAltTexts?: unknown,
): PublicSlide {
  const t = pickTranslation(translations, lang)?.value;
  return {
    ...row,
    imageUrl: shownImage(row.imageUrl),
    imageAlt: imageAltOf(imageAltTexts, lang),
    title: t?.title ?? "",
    description: t?.description ?? "",
    buttonText: t?.buttonText ?? "",
  };
}

/** A machine in the language; its category falls back on its own (a language may have a name but no category yet). */
export function publicEquipment(
  row: { id: string; modelName: string; imageUrl: string | null },
  translations: Texts<"name" | "category" | "description">,
  lang: Lang,
  imageAltTexts?: unknown,
): PublicEquipment {
  const t = pickTranslation(translations, lang)?.value;
  return {
    ...row,
    imageUrl: shownImage(row.imageUrl),
    imageAlt: imageAltOf(imageAltTexts, lang),
    category: localizedField(translations, lang, (v) => v.category ?? ""),
    name: t?.name ?? "",
    description: t?.description ?? "",
  };
}

/** A menu item in the language: its label, else the Turkish one, else any, else its slug. */
export function menuEntry(
  row: Omit<MenuEntry, "label" | "description">,
  translations: Texts<"label" | "description">,
  lang: Lang,
): MenuEntry {
  const t = pickTranslation(translations, lang, (v) => (v.label ?? "") !== "")?.value;
  return { ...row, label: t?.label || row.slug, description: t?.description ?? "" };
}

/** A page's slug in every language: its translation's slug, else the page's own. */
export function pageSlugsOf(ownSlug: string, translations: Texts<"slug">): Record<Lang, string> {
  return Object.fromEntries(languages.map((l) => [l, translations[l]?.slug || ownSlug])) as Record<Lang, string>;
}

export function publicPage(
  row: { id: string; slug: string; type: PageType },
  translations: Texts<"title" | "content" | "slug">,
  lang: Lang,
): PublicPage {
  const picked = pickTranslation(translations, lang);
  const slugs = pageSlugsOf(row.slug, translations);
  return {
    id: row.id,
    type: row.type,
    slug: slugs[lang],
    contentLang: picked?.lang ?? lang,
    title: picked?.value.title ?? "",
    content: picked?.value.content ?? "",
    slugs,
  };
}

/**
 * Of the published pages having `slug` in some language, the one to show: the page whose slug
 * in `lang` it is, else (another language's slug) preferably the page whose Turkish slug it is.
 */
export function lookUpPage(pages: PublicPage[], lang: Lang, slug: string): PageLookup {
  const exact = pages.find((p) => p.slugs[lang] === slug);
  if (exact) return { kind: "page", page: exact };
  const other = pages.find((p) => p.slugs.tr === slug) ?? pages[0];
  return other ? { kind: "other-slug", page: other } : { kind: "missing" };
}

/** The page slug index (docs/decisions/024): each page's slugs under "<type>/<Turkish slug>". */
export function pageSlugIndex(pages: Array<{ type: PageType; slugs: Record<Lang, string> }>): PageSlugIndex {
  const index: PageSlugIndex = {};
  for (const page of pages) index[`${page.type}/${page.slugs.tr}`] = page.slugs;
  return index;
}

/** Drops inactive items together with everything beneath them. */
export function pruneInactive<T extends { active: boolean; children: T[] }>(nodes: T[]): T[] {
  return nodes.filter((n) => n.active).map((n) => ({ ...n, children: pruneInactive(n.children) }));
}

/** Stored settings over the defaults; a value its schema refuses is skipped, and logged for the operator. */
export function siteSettingsOf(rows: readonly SettingRow[]): SiteSettings {
  return foldSettings(rows, (key, issue) => console.error(`Setting ${key} ignored: ${issue}`));
}
