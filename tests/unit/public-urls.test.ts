import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";

import {
  localizePath,
  parsePath,
  parsePathAnyLanguage,
  pathFor,
  publicRouteEntry,
  publicRouteTable,
  splitLanguage,
  type PublicRoute,
} from "~/features/site/urls";
import { languages, type Lang } from "~/i18n/languages";
import routes from "~/routes";

import { linkUrlCases } from "../fixtures/link-urls";

// The public URL table (app/features/site/urls.ts) against docs/urls.md, the table of record:
// every kind of page in every language, both ways, and what the route config makes of a URL.

type Expected = [route: PublicRoute, paths: Record<Lang, string>];
const each = (tr: string, en: string, ru: string, uz: string) => ({ tr, en, ru, uz });
const everywhere = (path: string) => each(`/tr/${path}`, `/en/${path}`, `/ru/${path}`, `/uz/${path}`);

const documented: Expected[] = [
  [{ kind: "home" }, each("/tr/", "/en/", "/ru/", "/uz/")],
  [{ kind: "section", type: "kurumsal" }, each("/tr/kurumsal", "/en/corporate", "/ru/corporate", "/uz/kurumsal")],
  [
    { kind: "section", type: "faaliyetler" },
    each("/tr/faaliyetler", "/en/activities", "/ru/activities", "/uz/faoliyatlar"),
  ],
  [{ kind: "section", type: "media" }, everywhere("media")],
  [
    { kind: "page", type: "kurumsal", slug: "vision" },
    each("/tr/kurumsal/vision", "/en/corporate/vision", "/ru/corporate/vision", "/uz/kurumsal/vision"),
  ],
  [
    { kind: "page", type: "faaliyetler", slug: "energy" },
    each("/tr/faaliyetler/energy", "/en/activities/energy", "/ru/activities/energy", "/uz/faoliyatlar/energy"),
  ],
  [{ kind: "page", type: "media", slug: "press" }, everywhere("media/press")],
  [
    { kind: "page", type: "generic", slug: "kvkk" },
    each("/tr/sayfa/kvkk", "/en/page/kvkk", "/ru/page/kvkk", "/uz/sahifa/kvkk"),
  ],
  [
    { kind: "media-placeholder", which: "news" },
    each("/tr/media/haberler", "/en/media/news", "/ru/media/news", "/uz/media/yangiliklar"),
  ],
  [
    { kind: "media-placeholder", which: "photoGallery" },
    each("/tr/media/foto-galeri", "/en/media/photo-gallery", "/ru/media/photo-gallery", "/uz/media/foto-galereya"),
  ],
  [
    { kind: "media-placeholder", which: "videoGallery" },
    each("/tr/media/video-galeri", "/en/media/video-gallery", "/ru/media/video-gallery", "/uz/media/video-galereya"),
  ],
  [{ kind: "projects" }, each("/tr/projeler", "/en/projects", "/ru/projects", "/uz/projeler")],
  [
    { kind: "projects", progress: "ongoing" },
    each("/tr/projeler/devam-eden", "/en/projects/ongoing", "/ru/projects/ongoing", "/uz/projeler/davom-etayotgan"),
  ],
  [
    { kind: "projects", progress: "completed" },
    each("/tr/projeler/tamamlanan", "/en/projects/completed", "/ru/projects/completed", "/uz/projeler/tugallangan"),
  ],
  [
    { kind: "project", slug: "liman-projesi" },
    each(
      "/tr/projeler/liman-projesi",
      "/en/projects/liman-projesi",
      "/ru/projects/liman-projesi",
      "/uz/projeler/liman-projesi",
    ),
  ],
  [{ kind: "machine-park" }, everywhere("machine-park")],
  [{ kind: "contact" }, everywhere("contact")],
  [
    { kind: "accessibility" },
    each("/tr/erisilebilirlik", "/en/accessibility", "/ru/accessibility", "/uz/foydalanish-imkoniyati"),
  ],
];

const cases = documented.flatMap(([route, paths]) => languages.map((lang) => ({ lang, route, url: paths[lang] })));

/** A URL read the way a menu link or the not-found page reads one. */
function parse(url: string): { lang: Lang; route: PublicRoute | null } | null {
  const split = splitLanguage(url);
  return split && { lang: split.lang, route: parsePath(split.lang, split.segments) };
}

/** What the app's route config matches for a URL: the leaf route and the page its URL-table entry names. */
function matched(url: string) {
  const matches = matchRoutes(routes as RouteObject[], url) ?? [];
  const leaf = matches.at(-1);
  // React Router tells a loader this pattern: the paths of the matched routes, joined.
  const pattern = matches
    .map((m) => m.route.path)
    .filter(Boolean)
    .join("/");
  const entry = publicRouteEntry(pattern);
  return { id: leaf?.route.id, lang: entry?.lang, route: entry?.routeOf(leaf?.params ?? {}) };
}

describe("the public URL table", () => {
  it("covers every kind of public page", () => {
    expect(new Set(documented.map(([route]) => route.kind))).toEqual(
      new Set(publicRouteTable.map((entry) => entry.kind)),
    );
  });

  it.each(cases)("localizes $route.kind in $lang to $url", ({ lang, route, url }) => {
    expect(pathFor(lang, route)).toBe(url);
  });

  it.each(cases)("parses $url back to its page", ({ lang, route, url }) => {
    expect(parse(url)).toEqual({ lang, route });
    expect(pathFor(lang, parse(url)!.route!)).toBe(url);
    expect(parse(pathFor(lang, route))).toEqual({ lang, route });
  });

  it.each(cases)("routes $url to its page without reading the URL again", ({ lang, route, url }) => {
    const { id, ...found } = matched(url);
    expect(found).toEqual({ lang, route });
    expect(id).toMatch(new RegExp(`-${lang}$`));
  });

  it("reads a path's percent-encoding once, and keeps a malformed one as it is", () => {
    expect(parse("/tr/projeler/k%C3%B6pr%C3%BC")?.route).toEqual({ kind: "project", slug: "köprü" });
    expect(matched("/tr/projeler/k%C3%B6pr%C3%BC").route).toEqual({ kind: "project", slug: "köprü" });
    expect(parse("/tr/projeler/%E0%A4%A")?.route).toEqual({ kind: "project", slug: "%E0%A4%A" });
    expect(matched("/tr/projeler/%E0%A4%A").route).toEqual({ kind: "project", slug: "%E0%A4%A" });
  });

  it("ignores one trailing slash", () => {
    expect(parse("/en/corporate/")?.route).toEqual({ kind: "section", type: "kurumsal" });
    expect(matched("/en/corporate/").route).toEqual({ kind: "section", type: "kurumsal" });
  });

  it("names no page for paths outside the table", () => {
    for (const url of [
      "/tr/olmayan-sayfa",
      "/tr/kurumsal/a/b",
      "/tr/sayfa",
      "/en/sayfa/kvkk",
      "/tr//kurumsal",
      "/tr/KURUMSAL",
      "/uz/projects",
    ]) {
      expect(parse(url)?.route, url).toBeNull();
    }
    for (const url of ["/", "/xx/kurumsal", "/admin/projects", "/kurumsal"]) expect(parse(url), url).toBeNull();
  });

  it("reads a language prefix in any case as that language, and only the prefix (decision 029)", () => {
    expect(splitLanguage("/TR/kurumsal")).toEqual({ lang: "tr", segments: ["kurumsal"] });
    expect(splitLanguage("/En/")).toEqual({ lang: "en", segments: [] });
    expect(parse("/TR/KURUMSAL")?.route).toBeNull();
  });

  it("leaves unknown paths under a language to the not-found route, whatever their case", () => {
    for (const [url, id] of [
      ["/tr/olmayan-sayfa", "not-found-tr"],
      ["/tr/KURUMSAL", "not-found-tr"],
      ["/TR/kurumsal", "not-found-tr"],
      ["/en/Projects/ongoing", "not-found-en"],
      ["/tr/sayfa", "not-found-tr"],
      ["/ru/kurumsal/hakkimizda/more", "not-found-ru"],
      ["/en/kurumsal", "not-found-en"],
    ]) {
      expect(matched(url!), url).toEqual({ id, lang: undefined, route: undefined });
    }
  });

  it("reads another language's slugs for the not-found page's redirect", () => {
    expect(parsePathAnyLanguage("en", ["kurumsal", "hakkimizda"])).toEqual({
      kind: "page",
      type: "kurumsal",
      slug: "hakkimizda",
    });
    expect(parsePathAnyLanguage("tr", ["projects", "ongoing"])).toEqual({ kind: "projects", progress: "ongoing" });
    expect(parsePathAnyLanguage("uz", ["projects"])).toEqual({ kind: "projects" });
    expect(parsePathAnyLanguage("ru", ["sahifa", "kvkk"])).toEqual({ kind: "page", type: "generic", slug: "kvkk" });
    expect(parsePathAnyLanguage("en", ["nowhere"])).toBeNull();
  });

  it("reads another language's project list sub-slug under a language's projects section as that list", () => {
    expect(parsePathAnyLanguage("uz", ["projeler", "devam-eden"])).toEqual({ kind: "projects", progress: "ongoing" });
    expect(parsePathAnyLanguage("tr", ["projeler", "ongoing"])).toEqual({ kind: "projects", progress: "ongoing" });
    expect(parsePathAnyLanguage("ru", ["projects", "tugallangan"])).toEqual({
      kind: "projects",
      progress: "completed",
    });
    expect(parsePathAnyLanguage("en", ["projeler", "davom-etayotgan"])).toEqual({
      kind: "projects",
      progress: "ongoing",
    });
    expect(parsePathAnyLanguage("uz", ["projeler", "ankara-koprusu"])).toEqual({
      kind: "project",
      slug: "ankara-koprusu",
    });
  });
});

describe("menu and slide links", () => {
  const pageSlugs = { "kurumsal/hakkimizda": { tr: "hakkimizda", en: "about", ru: "about", uz: "biz-haqimizda" } };

  it.each(cases)("renders the Turkish form of $route.kind in $lang", ({ lang, route, url }) => {
    const turkish = pathFor("tr", route).slice("/tr".length);
    // A content page keeps its slug in every language here; it must be in the index to be linked.
    const index =
      route.kind === "page"
        ? { [`${route.type}/${route.slug}`]: { tr: route.slug, en: route.slug, ru: route.slug, uz: route.slug } }
        : {};
    expect(localizePath(turkish, lang, index)).toBe(url);
  });

  it("reads a link written with a language in front in that language, without prefixing it again", () => {
    expect(localizePath("/tr/kurumsal/hakkimizda", "en", pageSlugs)).toBe("/en/corporate/about");
    expect(localizePath("/en/projects/ongoing", "tr", pageSlugs)).toBe("/tr/projeler/devam-eden");
    expect(localizePath("/tr/", "ru", pageSlugs)).toBe("/ru/");
    expect(localizePath("/tr/katalog.pdf", "uz", pageSlugs)).toBe("/uz/katalog.pdf");
  });

  it("has no target for a content page the index does not hold (deleted or unpublished): no link that answers 404", () => {
    expect(localizePath("/kurumsal/referanslar", "en", pageSlugs)).toBeNull();
    expect(localizePath("/sayfa/silinen", "tr", pageSlugs)).toBeNull();
  });

  it("uses each language's slug of a content page, keeping query and fragment", () => {
    expect(localizePath("/kurumsal/hakkimizda", "en", pageSlugs)).toBe("/en/corporate/about");
    expect(localizePath("/kurumsal/hakkimizda?tab=2#team", "uz", pageSlugs)).toBe(
      "/uz/kurumsal/biz-haqimizda?tab=2#team",
    );
    expect(localizePath(" /kurumsal/hakkimizda ", "tr", pageSlugs)).toBe("/tr/kurumsal/hakkimizda");
  });

  it("keeps external links, prefixes unknown paths and has no target for an empty one", () => {
    expect(localizePath("https://example.com/x", "en", pageSlugs)).toBe("https://example.com/x");
    expect(localizePath("mailto:info@example.com", "ru", pageSlugs)).toBe("mailto:info@example.com");
    expect(localizePath("TEL:+90 312", "ru", pageSlugs)).toBe("TEL:+90 312");
    expect(localizePath("/katalog.pdf", "en", pageSlugs)).toBe("/en/katalog.pdf");
    expect(localizePath("/", "ru", pageSlugs)).toBe("/ru/");
    expect(localizePath("   ", "tr", pageSlugs)).toBeNull();
  });

  it("has no target for a link the rules refuse, however it was stored", () => {
    for (const { url } of linkUrlCases.filter((c) => !c.link && !c.trimsToSafe))
      expect(localizePath(url, "tr", pageSlugs), url).toBeNull();
    // Not a link an admin can save either (a fragment or a relative path).
    expect(localizePath("#contact", "en", pageSlugs)).toBeNull();
    expect(localizePath("kurumsal/hakkimizda", "en", pageSlugs)).toBeNull();
  });
});
