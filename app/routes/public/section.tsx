import { PageBanner } from "~/components/site/page-banner";
import { Pager } from "~/components/site/pager";
import { ArrowRight } from "~/components/ui/icons";
import { excerpt } from "~/features/site/excerpt.server";
import { sectionCrumbs } from "~/features/site/pages";
import { pagedTitle, publicPager, requestedPage, sectionPageSize } from "~/features/site/pagination";
import { publicRequest } from "~/features/site/public.server";
import { alternatesOf, publicMeta } from "~/features/site/seo";
import { mediaPlaceholders, pathFor, placeholderKeys } from "~/features/site/urls";
import type { Lang } from "~/i18n/languages";
import { useT } from "~/i18n/ui-strings";
import { pageHref } from "~/lib/pagination";

import type { Route } from "./+types/section";

// A section root (/tr/kurumsal, /en/activities, /uz/media ...): an overview of the section's
// published pages, rather than a dead end; paginated like the project lists.

export async function loader(args: Route.LoaderArgs) {
  const { backend, lang, route, origin, t, read } = publicRequest(args, "section");
  const sectionPath = (l: Lang) => pathFor(l, { kind: "section", type: route.type });
  const page = requestedPage(args.url, sectionPath(lang));
  const listed = await read("section", () =>
    backend.site.pages(lang, route.type, { offset: (page - 1) * sectionPageSize, limit: sectionPageSize }),
  );
  const pager = publicPager(page, sectionPageSize, listed.total, sectionPath(lang));
  const pages = listed.items;
  const title = t(`sections.${route.type}`);
  const placeholderPaths = new Map(
    placeholderKeys.map((which) => [
      mediaPlaceholders[which][lang],
      pathFor(lang, { kind: "media-placeholder", which }),
    ]),
  );
  return {
    seo: {
      lang,
      title: pagedTitle(title, page, t),
      description: excerpt(pages.map((p) => p.title).join(", ")) || title,
      alternates: alternatesOf((l) => pageHref(sectionPath(l), page)),
      origin,
      prev: pager.prev,
      next: pager.next,
    },
    pager,
    title,
    crumbs: sectionCrumbs(lang, route.type, t),
    pages: pages.map((p) => ({
      id: p.id,
      title: p.title,
      href:
        route.type === "media"
          ? (placeholderPaths.get(p.slug) ?? pathFor(lang, { kind: "page", type: p.type, slug: p.slug }))
          : pathFor(lang, { kind: "page", type: p.type, slug: p.slug }),
    })),
  };
}

export const meta: Route.MetaFunction = (args) => publicMeta(args);

export default function Section({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <main id="main">
      <PageBanner title={loaderData.title} intro={t("sections.overviewIntro")} crumbs={loaderData.crumbs} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {loaderData.pages.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-8 text-center text-slate-600">{t("sections.empty")}</p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.pages.map((page) => (
              <li key={page.id}>
                <a
                  href={page.href}
                  className="group flex h-full items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-orange hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-orange"
                >
                  <span className="text-lg font-semibold text-brand-navy">{page.title}</span>
                  <ArrowRight
                    size={20}
                    aria-hidden
                    className="shrink-0 text-brand-orange transition group-hover:translate-x-1"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        <Pager pager={loaderData.pager} />
      </div>
    </main>
  );
}
