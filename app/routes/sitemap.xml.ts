import { env } from "cloudflare:workers";

import { backendContext } from "~/backend/context.server";
import { effectiveUrlLimit, sitemapFileCount, sitemapFileWindow } from "~/features/site/sitemap";
import { mediaPlaceholders, pathFor, placeholderKeys, type PublicRoute } from "~/features/site/urls";
import { languages, type Lang } from "~/i18n/languages";
import { logRequestFailure } from "~/lib/failures.server";
import { pageParam, readPageNumber } from "~/lib/pagination";
import { siteOriginContext } from "~/lib/site-address.server";

import type { Route } from "./+types/sitemap.xml";

// Every published URL in every language, each with its alternates (hreflang) and x-default; past
// the URL limit, a sitemap index of `?page=N` files (app/features/site/sitemap.ts).

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

type Entry = { paths: Record<Lang, string>; updatedAt?: string };

const fixed = (route: PublicRoute): Entry => ({
  paths: Object.fromEntries(languages.map((l) => [l, pathFor(l, route)])) as Record<Lang, string>,
});

/** The pages that are always there, in the first sitemap file. */
const fixedEntries: Entry[] = [
  fixed({ kind: "home" }),
  fixed({ kind: "section", type: "kurumsal" }),
  fixed({ kind: "section", type: "faaliyetler" }),
  fixed({ kind: "section", type: "media" }),
  fixed({ kind: "projects" }),
  fixed({ kind: "projects", progress: "ongoing" }),
  fixed({ kind: "projects", progress: "completed" }),
  fixed({ kind: "machine-park" }),
  fixed({ kind: "contact" }),
  fixed({ kind: "accessibility" }),
  ...placeholderKeys.map((which) => fixed({ kind: "media-placeholder", which })),
];

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ url, context }: Route.LoaderArgs) {
  const origin = context.get(siteOriginContext);
  const requested = url.searchParams.has(pageParam) ? readPageNumber(url) : null;
  if (requested === "malformed") return plain(400, "Bad Request");
  const entriesPerFile = Math.floor(
    effectiveUrlLimit((env as unknown as Record<string, unknown>).SITEMAP_MAX_URLS, fixedEntries.length) /
      languages.length,
  );
  const file = requested?.page ?? 1;
  const site = context.get(backendContext).site;
  const absolute = (path: string) => escapeXml(new URL(path, origin).href);
  let listed;
  try {
    // The file's entries and the total in one round trip (docs/decisions/050-a-hit-without-the-database.md).
    // Without ?page the total decides whether this is the only file or the index; a site past
    // one file reads its first file's rows for nothing then, once per content version (the page
    // cache keeps the index).
    listed = await site.sitemap(sitemapFileWindow(file, entriesPerFile, fixedEntries.length));
    if (!requested) {
      const files = sitemapFileCount(listed.total, entriesPerFile, fixedEntries.length);
      if (files > 1) return xmlResponse(sitemapIndex(files, absolute));
    }
  } catch (error) {
    // Crawlers keep the last sitemap and retry (the Worker adds Retry-After).
    logRequestFailure(context, error);
    return plain(503, "Service temporarily unavailable");
  }
  const { pages, projects, total } = listed;
  // (Content that grew past one file between the two reads gets file 1 now, the index next time.)
  if (requested && file > sitemapFileCount(total, entriesPerFile, fixedEntries.length)) return plain(404, "Not Found");

  const entries: Entry[] = file === 1 ? [...fixedEntries] : [];
  const placeholderSlugs = new Set(Object.values(mediaPlaceholders).map((s) => s.tr));
  for (const page of pages) {
    if (page.type === "media" && placeholderSlugs.has(page.slugs.tr)) continue;
    entries.push({
      paths: Object.fromEntries(
        languages.map((l) => [l, pathFor(l, { kind: "page", type: page.type, slug: page.slugs[l] })]),
      ) as Record<Lang, string>,
      updatedAt: page.updatedAt,
    });
  }
  for (const project of projects) {
    entries.push({ ...fixed({ kind: "project", slug: project.slug }), updatedAt: project.updatedAt });
  }

  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) =>
      languages.map((lang) =>
        [
          "<url>",
          `<loc>${absolute(entry.paths[lang])}</loc>`,
          entry.updatedAt ? `<lastmod>${escapeXml(entry.updatedAt.slice(0, 10))}</lastmod>` : "",
          ...languages.map(
            (alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${absolute(entry.paths[alt])}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(entry.paths.tr)}"/>`,
          "</url>",
        ].join(""),
      ),
    ),
    "</urlset>",
    "",
  ].join("\n");
  return xmlResponse(xml);
}

function sitemapIndex(files: number, absolute: (path: string) => string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: files },
      (_, i) => `<sitemap><loc>${absolute(`/sitemap.xml?${pageParam}=${i + 1}`)}</loc></sitemap>`,
    ),
    "</sitemapindex>",
    "",
  ].join("\n");
}

const xmlResponse = (xml: string) =>
  new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
