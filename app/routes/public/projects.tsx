import { NavLink } from "react-router";

import { PageBanner } from "~/components/site/page-banner";
import { Pager } from "~/components/site/pager";
import { ProjectCard } from "~/components/site/project-card";
import { pagedTitle, projectPageSize, publicPager, requestedPage } from "~/features/site/pagination";
import { toProjectCard } from "~/features/site/projects";
import { publicRequest } from "~/features/site/public.server";
import { alternatesOf, publicMeta } from "~/features/site/seo";
import { pathFor } from "~/features/site/urls";
import type { Lang } from "~/i18n/languages";
import { useT } from "~/i18n/ui-strings";
import { cx } from "~/lib/cx";
import { pageHref } from "~/lib/pagination";

import type { Route } from "./+types/projects";

export async function loader(args: Route.LoaderArgs) {
  const { backend, lang, route, origin, t, read } = publicRequest(args, "projects");
  const { progress } = route;
  const listPath = (l: Lang) => pathFor(l, { kind: "projects", progress });
  const page = requestedPage(args.url, listPath(lang));
  const projects = await read("projects", () =>
    backend.site.projects(lang, progress, { offset: (page - 1) * projectPageSize, limit: projectPageSize }),
  );
  const pager = publicPager(page, projectPageSize, projects.total, listPath(lang));
  const title =
    progress === "ongoing"
      ? t("projects.ongoingTitle")
      : progress === "completed"
        ? t("projects.completedTitle")
        : t("projects.title");
  const intro =
    progress === "ongoing"
      ? t("projects.ongoingIntro")
      : progress === "completed"
        ? t("projects.completedIntro")
        : t("projects.intro");
  return {
    seo: {
      lang,
      title: pagedTitle(title, page, t),
      description: intro,
      alternates: alternatesOf((l) => pageHref(listPath(l), page)),
      origin,
      prev: pager.prev,
      next: pager.next,
    },
    pager,
    title,
    intro,
    filters: {
      all: pathFor(lang, { kind: "projects" }),
      ongoing: pathFor(lang, { kind: "projects", progress: "ongoing" }),
      completed: pathFor(lang, { kind: "projects", progress: "completed" }),
    },
    home: pathFor(lang, { kind: "home" }),
    projects: projects.items.map((p) => toProjectCard(p, lang, t)),
  };
}

export const meta: Route.MetaFunction = (args) => publicMeta(args);

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { filters } = loaderData;
  const tab = ({ isActive }: { isActive: boolean }) =>
    cx(
      "rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-brand-orange",
      isActive ? "bg-brand-navy text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200",
    );
  return (
    <main id="main">
      <PageBanner
        title={loaderData.title}
        intro={loaderData.intro}
        crumbs={[{ label: t("header.home"), href: loaderData.home }, { label: loaderData.title }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <nav aria-label={t("projects.filterLabel")}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <NavLink to={filters.all} end className={tab}>
                {t("projects.filterAll")}
              </NavLink>
            </li>
            <li>
              <NavLink to={filters.ongoing} className={tab}>
                {t("projects.filterOngoing")}
              </NavLink>
            </li>
            <li>
              <NavLink to={filters.completed} className={tab}>
                {t("projects.filterCompleted")}
              </NavLink>
            </li>
          </ul>
        </nav>
        {loaderData.projects.length === 0 ? (
          <p className="mt-10 rounded-lg bg-slate-50 p-8 text-center text-slate-600">{t("projects.empty")}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.projects.map((project) => (
              <li key={project.id} className="flex">
                <ProjectCard project={project} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
        <Pager pager={loaderData.pager} />
      </div>
    </main>
  );
}
