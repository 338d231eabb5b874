import { redirect } from "react-router";

import { PageBanner } from "~/components/site/page-banner";
import { RichContent } from "~/components/site/rich-content";
import { excerptOfHtml } from "~/features/site/excerpt.server";
import { sectionCrumbs } from "~/features/site/pages";
import { publicRequest, throwMovedOrNotFound } from "~/features/site/public.server";
import { alternatesOf, publicMeta } from "~/features/site/seo";
import { parsePathAnyLanguage, pathFor, sectionSlugs } from "~/features/site/urls";

import type { Route } from "./+types/content-page";

export async function loader(args: Route.LoaderArgs) {
  const request = publicRequest(args, "page");
  const { backend, lang, route, origin, t, read } = request;
  // Another language's name of a media page (/tr/media/news: every language calls the section
  // "media") is this language's URL of that page (docs/urls.md), not a content page's slug.
  const named = route.type === "media" ? parsePathAnyLanguage(lang, [sectionSlugs.media[lang], route.slug]) : null;
  if (named?.kind === "media-placeholder") throw redirect(pathFor(lang, named) + args.url.search, 301);
  const found = await read("page", () => backend.site.pageBySlug(lang, route.slug, route.type));
  if (found.kind === "missing") return throwMovedOrNotFound(request, args.url, { kind: "page", slug: route.slug });
  const { page } = found;
  // Another language's slug for this page: send the visitor to this language's URL for good.
  if (found.kind === "other-slug") {
    throw redirect(pathFor(lang, { kind: "page", type: page.type, slug: page.slugs[lang] }) + args.url.search, 301);
  }
  return {
    seo: {
      lang,
      title: page.title,
      description: excerptOfHtml(page.content) || page.title,
      alternates: alternatesOf((l) => pathFor(l, { kind: "page", type: page.type, slug: page.slugs[l] })),
      origin,
    },
    title: page.title,
    contentLang: page.contentLang,
    // Marked on the title only where it differs from the page's language.
    titleLang: page.contentLang === lang ? undefined : page.contentLang,
    content: page.content,
    crumbs: sectionCrumbs(lang, page.type, t, page.title),
  };
}

export const meta: Route.MetaFunction = (args) => publicMeta(args);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageBanner title={loaderData.title} crumbs={loaderData.crumbs} titleLang={loaderData.titleLang} />
      {/* When the page falls back to Turkish, its text says so to assistive technology. */}
      <div lang={loaderData.contentLang} className="mx-auto max-w-4xl px-4 py-12">
        <RichContent html={loaderData.content} />
      </div>
    </main>
  );
}
