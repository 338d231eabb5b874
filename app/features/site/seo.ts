import type { MetaDescriptor } from "react-router";

import { defaultLanguage, languages, type Lang } from "~/i18n/languages";

// Every public page names its title, description and its equivalents in the other languages;
// meta() turns that into <title>, description, canonical, hreflang alternates and Open Graph.

export interface PageSeo {
  lang: Lang;
  title: string;
  description: string;
  /** Site-relative path of this page in each language (the switcher uses them too). */
  alternates: Record<Lang, string>;
  origin: string;
  image?: string | null;
  /** Pages that should not be indexed (e.g. not-found). */
  noindex?: boolean;
  /** The neighbouring pages of a paginated list, site-relative (rel="prev" / rel="next"). */
  prev?: string | null;
  next?: string | null;
}

const ogLocale: Record<Lang, string> = { tr: "tr_TR", en: "en_US", ru: "ru_RU", uz: "uz_UZ" };

/** A document's title: the page's, then the site's name (not twice, and alone when there is none). */
export const documentTitle = (title: string, siteName: string | undefined) =>
  !siteName || title === siteName ? title : `${title} | ${siteName}`;

export function seoMeta(seo: PageSeo | undefined, siteName: string): MetaDescriptor[] {
  if (!seo) return [];
  const absolute = (path: string) => new URL(path, seo.origin).href;
  const url = absolute(seo.alternates[seo.lang]);
  const meta: MetaDescriptor[] = [
    { title: documentTitle(seo.title, siteName) },
    { name: "description", content: seo.description },
    { property: "og:type", content: "website" },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: ogLocale[seo.lang] },
    ...languages.filter((l) => l !== seo.lang).map((l) => ({ property: "og:locale:alternate", content: ogLocale[l] })),
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
  ];
  if (seo.image) meta.push({ property: "og:image", content: absolute(seo.image) });
  if (seo.noindex) {
    meta.push({ name: "robots", content: "noindex" });
    return meta;
  }
  meta.push({ tagName: "link", rel: "canonical", href: url });
  if (seo.prev) meta.push({ tagName: "link", rel: "prev", href: absolute(seo.prev) });
  if (seo.next) meta.push({ tagName: "link", rel: "next", href: absolute(seo.next) });
  for (const lang of languages)
    meta.push({ tagName: "link", rel: "alternate", hrefLang: lang, href: absolute(seo.alternates[lang]) });
  meta.push({
    tagName: "link",
    rel: "alternate",
    hrefLang: "x-default",
    href: absolute(seo.alternates[defaultLanguage]),
  });
  return meta;
}

/** Alternates of a page that exists in every language under paths made by `pathIn`. */
export function alternatesOf(pathIn: (lang: Lang) => string): Record<Lang, string> {
  return Object.fromEntries(languages.map((l) => [l, pathIn(l)])) as Record<Lang, string>;
}

interface MetaSource {
  loaderData: unknown;
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
}

/** The meta tags of a public page: its loader's `seo`, titled with the site name of the frame. */
export function publicMeta({ loaderData, matches }: MetaSource): MetaDescriptor[] {
  const frame = matches.find((m) => m?.id === "public")?.loaderData as { frame?: { siteName: string } } | undefined;
  return seoMeta((loaderData as { seo?: PageSeo } | undefined)?.seo, frame?.frame?.siteName ?? "");
}
