import type { PageSlugIndex } from "~/backend/port";
import type { PageType } from "~/backend/schemas";

// Relative, not "~/": app/routes.ts (and vitest.config.ts through it) loads this module outside Vite.
import { defaultLanguage, isLang, languages, type Lang } from "../../i18n/languages.ts";
import { isSafeLinkUrl } from "../../lib/safe-url.ts";

// The public URL table (docs/urls.md): section names and fixed sub-slugs per language. Content
// page slugs are per page (from the database); everything else is here. app/routes.ts declares
// one route per entry of `publicRouteTable`, loaders learn their page from the entry React Router
// matched, and menu paths (stored once, in their Turkish form) are rendered in each language
// through `localizePath`.

type PerLanguage = Record<Lang, string>;
const same = (slug: string): PerLanguage => ({ tr: slug, en: slug, ru: slug, uz: slug });

export const sectionSlugs = {
  kurumsal: { tr: "kurumsal", en: "corporate", ru: "corporate", uz: "kurumsal" },
  faaliyetler: { tr: "faaliyetler", en: "activities", ru: "activities", uz: "faoliyatlar" },
  media: same("media"),
  // Pages of the generic type live here (the original URL table had no section for them; see
  // docs/decisions/002-generic-pages.md).
  generic: { tr: "sayfa", en: "page", ru: "page", uz: "sahifa" },
} satisfies Record<PageType, PerLanguage>;

export const projectsSlug: PerLanguage = { tr: "projeler", en: "projects", ru: "projects", uz: "projeler" };
export const ongoingSlug: PerLanguage = { tr: "devam-eden", en: "ongoing", ru: "ongoing", uz: "davom-etayotgan" };
export const completedSlug: PerLanguage = { tr: "tamamlanan", en: "completed", ru: "completed", uz: "tugallangan" };
export const machineParkSlug = "machine-park";
export const contactSlug = "contact";
/** The accessibility statement (linked from the footer). */
export const accessibilitySlug: PerLanguage = {
  tr: "erisilebilirlik",
  en: "accessibility",
  ru: "accessibility",
  uz: "foydalanish-imkoniyati",
};

/** The media section's fixed pages, shown as "coming soon" placeholders. */
export const mediaPlaceholders = {
  news: { tr: "haberler", en: "news", ru: "news", uz: "yangiliklar" },
  photoGallery: { tr: "foto-galeri", en: "photo-gallery", ru: "photo-gallery", uz: "foto-galereya" },
  videoGallery: { tr: "video-galeri", en: "video-gallery", ru: "video-gallery", uz: "video-galereya" },
} satisfies Record<string, PerLanguage>;
export type MediaPlaceholder = keyof typeof mediaPlaceholders;

/** Every kind of public page, with what identifies one page of that kind. */
export type PublicRoute =
  | { kind: "home" }
  | { kind: "section"; type: PageType }
  | { kind: "page"; type: PageType; slug: string }
  | { kind: "media-placeholder"; which: MediaPlaceholder }
  | { kind: "projects"; progress?: "ongoing" | "completed" }
  | { kind: "project"; slug: string }
  | { kind: "machine-park" }
  | { kind: "contact" }
  | { kind: "accessibility" };
export type PublicRouteKind = PublicRoute["kind"];
export type PublicRouteOf<K extends PublicRouteKind> = Extract<PublicRoute, { kind: K }>;

const pageTypes = Object.keys(sectionSlugs) as PageType[];
export const placeholderKeys = Object.keys(mediaPlaceholders) as MediaPlaceholder[];
/** The page types whose section has an overview page (generic pages have none). */
const sectionTypes = pageTypes.filter((type) => type !== "generic");

/** The path of a public page in a language. Page slugs must already be that language's. */
export function pathFor(lang: Lang, route: PublicRoute): string {
  switch (route.kind) {
    case "home":
      return `/${lang}/`;
    case "section":
      return `/${lang}/${sectionSlugs[route.type][lang]}`;
    case "page":
      return `/${lang}/${sectionSlugs[route.type][lang]}/${route.slug}`;
    case "media-placeholder":
      return `/${lang}/${sectionSlugs.media[lang]}/${mediaPlaceholders[route.which][lang]}`;
    case "projects":
      return `/${lang}/${projectsSlug[lang]}${route.progress ? `/${(route.progress === "ongoing" ? ongoingSlug : completedSlug)[lang]}` : ""}`;
    case "project":
      return `/${lang}/${projectsSlug[lang]}/${route.slug}`;
    case "machine-park":
      return `/${lang}/${machineParkSlug}`;
    case "contact":
      return `/${lang}/${contactSlug}`;
    case "accessibility":
      return `/${lang}/${accessibilitySlug[lang]}`;
  }
}

/** One public route of app/routes.ts, and which page a match of it names. */
export interface PublicRouteEntry {
  /** The route id, unique in the app: "section-kurumsal-tr". */
  id: string;
  /** The route path as React Router matches it: "tr/kurumsal/:slug". */
  path: string;
  lang: Lang;
  kind: PublicRouteKind;
  /** The page a match names, from the match's params (React Router has decoded them). */
  routeOf: (params: Readonly<Record<string, string | undefined>>) => PublicRoute;
}

function entriesIn(lang: Lang): PublicRouteEntry[] {
  const routePath = (route: PublicRoute) => pathFor(lang, route).slice(1).replace(/\/$/, "");
  const fixed = (id: string, route: PublicRoute): PublicRouteEntry => ({
    id: `${id}-${lang}`,
    path: routePath(route),
    lang,
    kind: route.kind,
    routeOf: () => route,
  });
  const bySlug = (id: string, route: (slug: string) => PublicRoute): PublicRouteEntry => {
    const template = route(":slug");
    return {
      id: `${id}-${lang}`,
      path: routePath(template),
      lang,
      kind: template.kind,
      routeOf: (params) => route(params.slug ?? ""),
    };
  };
  return [
    fixed("home", { kind: "home" }),
    ...sectionTypes.map((type) => fixed(`section-${type}`, { kind: "section", type })),
    ...pageTypes.map((type) => bySlug(`page-${type}`, (slug) => ({ kind: "page", type, slug }))),
    ...placeholderKeys.map((which) => fixed(`media-${which}`, { kind: "media-placeholder", which })),
    fixed("projects", { kind: "projects" }),
    fixed("projects-ongoing", { kind: "projects", progress: "ongoing" }),
    fixed("projects-completed", { kind: "projects", progress: "completed" }),
    bySlug("project", (slug) => ({ kind: "project", slug })),
    fixed("machine-park", { kind: "machine-park" }),
    fixed("contact", { kind: "contact" }),
    fixed("accessibility", { kind: "accessibility" }),
  ];
}

/**
 * Every public route in every language, each language answering only to its own slugs. Paths
 * come from `pathFor`, so the routes and the links the site renders cannot disagree.
 */
export const publicRouteTable: readonly PublicRouteEntry[] = languages.flatMap(entriesIn);

const entryByPath = new Map(publicRouteTable.map((entry) => [entry.path, entry]));

/**
 * The entry React Router matched, from a loader's `pattern` ("/tr/kurumsal/:slug"): loaders are
 * told the matched route's path, not its id, and each entry has a path of its own.
 */
export function publicRouteEntry(pattern: string): PublicRouteEntry | undefined {
  return entryByPath.get(pattern.replace(/^\/+/, ""));
}

/**
 * What a path names, read with `lang`'s slugs, or null. `/tr/kurumsal/x` is a kurumsal page
 * with slug x whatever x is; whether that page exists is the loader's business.
 */
export function parsePath(lang: Lang, segments: readonly string[]): PublicRoute | null {
  const [first, second, ...rest] = segments;
  if (rest.length > 0) return null;
  if (first === undefined || first === "") return second === undefined ? { kind: "home" } : null;
  if (first === machineParkSlug && second === undefined) return { kind: "machine-park" };
  if (first === contactSlug && second === undefined) return { kind: "contact" };
  if (first === accessibilitySlug[lang] && second === undefined) return { kind: "accessibility" };
  if (first === projectsSlug[lang]) {
    if (second === undefined) return { kind: "projects" };
    if (second === ongoingSlug[lang]) return { kind: "projects", progress: "ongoing" };
    if (second === completedSlug[lang]) return { kind: "projects", progress: "completed" };
    return { kind: "project", slug: second };
  }
  const type = pageTypes.find((t) => sectionSlugs[t][lang] === first);
  if (!type) return null;
  if (second === undefined) return type === "generic" ? null : { kind: "section", type };
  if (type === "media") {
    const which = placeholderKeys.find((k) => mediaPlaceholders[k][lang] === second);
    if (which) return { kind: "media-placeholder", which };
  }
  return { kind: "page", type, slug: second };
}

/**
 * Splits a URL path into its language (its first segment in any capitalisation: /TR/ is
 * Turkish) and the rest, or null when it has no language.
 */
export function splitLanguage(pathname: string): { lang: Lang; segments: string[] } | null {
  const [, prefix, ...rest] = pathname.split("/");
  const first = prefix?.toLowerCase();
  if (!isLang(first)) return null;
  const segments = rest.filter((s, i) => s !== "" || i < rest.length - 1).map(safeDecode);
  return { lang: first, segments };
}

/**
 * Reads a path with any language's slugs: what `/en/kurumsal/hakkimizda` means although it
 * uses Turkish slugs, so it can be sent to the right URL.
 */
export function parsePathAnyLanguage(preferred: Lang, segments: readonly string[]): PublicRoute | null {
  for (const lang of [preferred, defaultLanguage, ...languages]) {
    const route = parsePath(lang, segments);
    if (!route) continue;
    if (route.kind === "project") return projectListNamedBy(route.slug) ?? route;
    if (route.kind === "page" && route.type === "media") return placeholderNamedBy(route.slug) ?? route;
    return route;
  }
  return null;
}

/**
 * The project list a slug under the projects section names in any language's words
 * (/tr/projeler/ongoing, /ru/projects/davom-etayotgan), or null: read as a project slug by
 * `parsePath`, it is the ongoing or completed list all the same (docs/urls.md).
 */
function projectListNamedBy(slug: string): PublicRouteOf<"projects"> | null {
  if (languages.some((lang) => ongoingSlug[lang] === slug)) return { kind: "projects", progress: "ongoing" };
  if (languages.some((lang) => completedSlug[lang] === slug)) return { kind: "projects", progress: "completed" };
  return null;
}

/**
 * The media placeholder a slug under the media section names in any language's words
 * (/tr/media/news: every language calls the section "media"), or null.
 */
function placeholderNamedBy(slug: string): PublicRouteOf<"media-placeholder"> | null {
  const which = placeholderKeys.find((key) => languages.some((lang) => mediaPlaceholders[key][lang] === slug));
  return which ? { kind: "media-placeholder", which } : null;
}

/**
 * A menu or slide link (stored once, in its Turkish form relative to the language prefix) in
 * `lang`. Content page slugs come from the page slug index; external links stay as they are;
 * an empty path is a parent that does not navigate (null), and so is a link to a content page
 * the index does not hold (deleted or not published): a link that would only answer 404. A link
 * the rules refuse (javascript:, data:, //host, control characters: isSafeLinkUrl) is none either,
 * however it reached the store.
 */
export function localizePath(path: string, lang: Lang, pageSlugs: PageSlugIndex): string | null {
  const trimmed = path.trim();
  if (trimmed === "" || !isSafeLinkUrl(trimmed)) return null;
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  if (!trimmed.startsWith("/")) return trimmed;
  const [written = "/", suffix = ""] = splitSuffix(trimmed);
  const writtenSegments = written.split("/").filter(Boolean);
  // A link written with a language in front ("/tr/kurumsal", "/en/projects") is read in that
  // language and localized like any other, not prefixed a second time (/tr/tr/…).
  const [first] = writtenSegments;
  const writtenIn = isLang(first) ? first : null;
  const segments = writtenIn ? writtenSegments.slice(1) : writtenSegments;
  const pathname = `/${segments.join("/")}`;
  const route = parsePath(writtenIn ?? defaultLanguage, segments);
  if (!route) return `/${lang}${pathname}${written.endsWith("/") && pathname !== "/" ? "/" : ""}${suffix}`;
  if (route.kind === "page") {
    const slug = pageSlugs[`${route.type}/${route.slug}`]?.[lang];
    return slug ? pathFor(lang, { ...route, slug }) + suffix : null;
  }
  return pathFor(lang, route) + suffix;
}

function splitSuffix(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at < 0 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
