import { backendContext } from "~/backend/context.server";
import { languages, type Lang } from "~/i18n/languages";
import { mediaPlaceholders, pathFor, placeholderKeys, type PublicRoute } from "~/features/site/urls";
import { logRequestFailure } from "~/lib/failures.server";
import type { Route } from "./+types/sitemap.xml";

// Every published URL in every language, each with its alternates (hreflang) and x-default.

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader({ url, context }: Route.LoaderArgs) {
  const origin = url.origin;
  let listed;
  try {
    listed = await context.get(backendContext).site.sitemap();
  } catch (error) {
    // Crawlers keep the last sitemap and retry (the Worker adds Retry-After).
    logRequestFailure(context, error);
    return new Response("Service temporarily unavailable\n", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { pages, projects } = listed;

  const entries: Array<{ paths: Record<Lang, string>; updatedAt?: string }> = [];
  const fixed = (route: PublicRoute) => ({ paths: Object.fromEntries(languages.map((l) => [l, pathFor(l, route)])) as Record<Lang, string> });
  entries.push(
    fixed({ kind: "home" }),
    fixed({ kind: "section", type: "kurumsal" }),
    fixed({ kind: "section", type: "faaliyetler" }),
    fixed({ kind: "section", type: "media" }),
    fixed({ kind: "projects" }),
    fixed({ kind: "projects", progress: "ongoing" }),
    fixed({ kind: "projects", progress: "completed" }),
    fixed({ kind: "machine-park" }),
    fixed({ kind: "contact" }),
  );
  const placeholderSlugs = new Set(Object.values(mediaPlaceholders).map((s) => s.tr));
  for (const which of placeholderKeys) entries.push(fixed({ kind: "media-placeholder", which }));
  for (const page of pages) {
    if (page.type === "media" && placeholderSlugs.has(page.slugs.tr)) continue;
    entries.push({
      paths: Object.fromEntries(languages.map((l) => [l, pathFor(l, { kind: "page", type: page.type, slug: page.slugs[l] })])) as Record<Lang, string>,
      updatedAt: page.updatedAt,
    });
  }
  for (const project of projects) {
    entries.push({ ...fixed({ kind: "project", slug: project.slug }), updatedAt: project.updatedAt });
  }

  const absolute = (path: string) => escapeXml(new URL(path, origin).href);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.flatMap((entry) =>
      languages.map((lang) =>
        [
          "<url>",
          `<loc>${absolute(entry.paths[lang])}</loc>`,
          entry.updatedAt ? `<lastmod>${escapeXml(entry.updatedAt.slice(0, 10))}</lastmod>` : "",
          ...languages.map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${absolute(entry.paths[alt])}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(entry.paths.tr)}"/>`,
          "</url>",
        ].join(""),
      ),
    ),
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}
