import { redirect } from "react-router";

import { CoverImage } from "~/components/site/cover-image";
import { RichContent } from "~/components/site/rich-content";
import { ArrowLeft } from "~/components/ui/icons";
import { excerpt, excerptOfHtml } from "~/features/site/excerpt.server";
import { categoryLabel } from "~/features/site/projects";
import { publicRequest, throwNotFound } from "~/features/site/public.server";
import { alternatesOf, publicMeta } from "~/features/site/seo";
import { parsePathAnyLanguage, pathFor, projectsSlug } from "~/features/site/urls";
import { useT } from "~/i18n/ui-strings";
import { cx } from "~/lib/cx";
import { slotSizes } from "~/lib/image-variants";

import type { Route } from "./+types/project";

export async function loader(args: Route.LoaderArgs) {
  const { backend, lang, route, origin, t, read } = publicRequest(args, "project");
  // Another language's name of a project list (/uz/projeler/devam-eden: both languages call the
  // section "projeler") is no project slug (those names are reserved, app/lib/slug.ts) but this
  // language's URL of that list (docs/urls.md).
  const named = parsePathAnyLanguage(lang, [projectsSlug[lang], route.slug]);
  if (named?.kind === "projects") throw redirect(pathFor(lang, named) + args.url.search, 301);
  const project = await read("project", () => backend.site.projectBySlug(lang, route.slug));
  if (!project) throwNotFound();
  return {
    seo: {
      lang,
      title: project.title,
      description: project.description ? excerpt(project.description) : excerptOfHtml(project.content),
      alternates: alternatesOf((l) => pathFor(l, { kind: "project", slug: project.slug })),
      origin,
      image: project.imageUrl,
    },
    project: {
      title: project.title,
      description: project.description,
      imageUrl: project.imageUrl,
      category: categoryLabel(project.category, t),
      progress: project.progress,
      content: project.content,
      // Marked where it is another language's (a fallback), so it is read in that language.
      textLang: project.contentLang === lang ? undefined : project.contentLang,
    },
    back: pathFor(lang, { kind: "projects" }),
  };
}

export const meta: Route.MetaFunction = (args) => publicMeta(args);

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { project } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <a
        href={loaderData.back}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-steel hover:text-brand-orange"
      >
        <ArrowLeft size={16} aria-hidden />
        {t("projects.back")}
      </a>
      <CoverImage
        src={project.imageUrl}
        alt=""
        width={1200}
        height={450}
        sizes={slotSizes.article}
        eager
        className="mt-6 h-[280px] w-full rounded-2xl sm:h-[450px]"
      />
      <div className="mt-8 flex flex-wrap items-center gap-3 text-sm">
        <span className="font-semibold uppercase tracking-wider text-brand-steel">{project.category}</span>
        <span
          className={cx(
            "rounded-full px-2.5 py-1 text-xs font-semibold text-white",
            project.progress === "ongoing" ? "bg-brand-orange" : "bg-emerald-700",
          )}
        >
          {t(`projects.progress.${project.progress}`)}
        </span>
      </div>
      <h1 lang={project.textLang} className="mt-3 text-3xl font-bold tracking-tight text-brand-navy sm:text-4xl">
        {project.title}
      </h1>
      {project.description && (
        <p lang={project.textLang} className="mt-4 text-lg text-slate-600">
          {project.description}
        </p>
      )}
      <div className="mt-8 border-t border-slate-100 pt-8">
        {project.content ? (
          <div lang={project.textLang}>
            <RichContent html={project.content} />
          </div>
        ) : (
          <p className="italic text-slate-500">{t("projects.contentPlaceholder")}</p>
        )}
      </div>
    </main>
  );
}
