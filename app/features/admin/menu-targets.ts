import type { PageType } from "~/backend/schemas";
import { languages, type Lang, type PerLang } from "~/i18n/languages";
import { uiStrings } from "~/i18n/ui";

import { pathFor, type PublicRoute } from "../site/urls";

// What a menu item links to, picked instead of typed (issue 35, "Bağlantı türü"): a content page,
// one of the site's fixed pages, or a typed address ("Özel bağlantı"). The item still stores the
// Turkish-form path the public menu understands (docs/urls.md), so the public site is unchanged;
// the dialog finds the target of a stored path again with `targetOfPath`.

/** The site's fixed pages a menu item can pick, in the order the picker lists them. */
export const fixedTargets = {
  home: { kind: "home" },
  projects: { kind: "projects" },
  projectsOngoing: { kind: "projects", progress: "ongoing" },
  projectsCompleted: { kind: "projects", progress: "completed" },
  kurumsal: { kind: "section", type: "kurumsal" },
  faaliyetler: { kind: "section", type: "faaliyetler" },
  media: { kind: "section", type: "media" },
  machinePark: { kind: "machine-park" },
  contact: { kind: "contact" },
  news: { kind: "media-placeholder", which: "news" },
  photoGallery: { kind: "media-placeholder", which: "photoGallery" },
  videoGallery: { kind: "media-placeholder", which: "videoGallery" },
} as const satisfies Record<string, PublicRoute>;
export type FixedTarget = keyof typeof fixedTargets;
export const fixedTargetKeys = Object.keys(fixedTargets) as FixedTarget[];

/** A content page as the picker needs it. */
export interface TargetPage {
  id: string;
  type: PageType;
  slug: string;
  titles: PerLang<string>;
}

/** A page as the picker lists it: its Turkish title under its type. */
export interface PickerPage {
  id: string;
  type: PageType;
  title: string;
}

/** What the picker's resource route (/admin/menu/targets) answers. */
export interface TargetSearchAnswer {
  /** The pages a search found (the newest without one), and how many there are in all. */
  pages: PickerPage[];
  total: number;
  /** A picked page's titles, as the item's labels in each language. */
  labels: Record<Lang, string> | null;
}

export type MenuTarget = { kind: "custom" } | { kind: "page"; pageId: string } | { kind: "fixed"; key: FixedTarget };

/** The path a menu item stores for a route: its Turkish path without the language prefix. */
const storedPath = (route: PublicRoute) => pathFor("tr", route).slice("/tr".length) || "/";

/** The stored path of a fixed target or a page. */
export function pathOfTarget(
  target: Exclude<MenuTarget, { kind: "custom" }>,
  pages: readonly TargetPage[],
): string | null {
  if (target.kind === "fixed") return storedPath(fixedTargets[target.key]);
  const page = pages.find((p) => p.id === target.pageId);
  return page ? storedPath({ kind: "page", type: page.type, slug: page.slug }) : null;
}

/** What a stored path links to: a fixed page, a content page, or else a typed address. */
export function targetOfPath(path: string, pages: readonly TargetPage[]): MenuTarget {
  const trimmed = path.trim();
  const key = fixedTargetKeys.find((k) => storedPath(fixedTargets[k]) === trimmed);
  if (key) return { kind: "fixed", key };
  const page = pages.find((p) => storedPath({ kind: "page", type: p.type, slug: p.slug }) === trimmed);
  return page ? { kind: "page", pageId: page.id } : { kind: "custom" };
}

/** A fixed target's name in a language, from the public site's own words (app/i18n/ui). */
export function fixedTargetLabel(key: FixedTarget, lang: Lang): string {
  const ui = uiStrings[lang];
  const route: PublicRoute = fixedTargets[key];
  switch (route.kind) {
    case "home":
      return ui.header.home;
    case "projects":
      return route.progress === "ongoing"
        ? ui.projects.ongoingTitle
        : route.progress === "completed"
          ? ui.projects.completedTitle
          : ui.projects.title;
    case "section":
      return ui.sections[route.type];
    case "machine-park":
      return ui.machinePark.title;
    case "contact":
      return ui.contact.title;
    case "media-placeholder":
      return ui.mediaPages[route.which];
    default:
      return key;
  }
}

/**
 * The labels a picked target gives an item, per language: a page's title in that language (its
 * Turkish one where it has none), a fixed page's name. Null for a page that is gone.
 */
export function targetLabels(
  target: Exclude<MenuTarget, { kind: "custom" }>,
  pages: readonly TargetPage[],
): Record<Lang, string> | null {
  if (target.kind === "fixed")
    return Object.fromEntries(languages.map((lang) => [lang, fixedTargetLabel(target.key, lang)])) as Record<
      Lang,
      string
    >;
  const page = pages.find((p) => p.id === target.pageId);
  if (!page) return null;
  return Object.fromEntries(
    languages.map((lang) => [lang, page.titles[lang] || page.titles.tr || page.slug]),
  ) as Record<Lang, string>;
}
