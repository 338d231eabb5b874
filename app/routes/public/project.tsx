import { redirect } from "react-router";

import { ProjectArticle } from "~/components/site/project-article";
import { excerpt, excerptOfHtml } from "~/features/site/excerpt.server";
import { categoryLabel } from "~/features/site/projects";
import { publicRequest, throwMovedOrNotFound } from "~/features/site/public.server";
import { alternatesOf, publicMeta } from "~/features/site/seo";
import { parsePathAnyLanguage, pathFor, projectsSlug } from "~/features/site/urls";

import type { Route } from "./+types/project";

export async function loader(args: Route.LoaderArgs) {
  const request = publicRequest(args, "project");
  const { backend, lang, route, origin, t, read } = request;
  // Another language's name of a project list (/uz/projeler/devam-eden: both languages call the
  // section "projeler") is no project slug (those names are reserved, app/lib/slug.ts) but this
  // language's URL of that list (docs/urls.md).
  const named = parsePathAnyLanguage(lang, [projectsSlug[lang], route.slug]);
  if (named?.kind === "projects") throw redirect(pathFor(lang, named) + args.url.search, 301);
  const project = await read("project", () => backend.site.projectBySlug(lang, route.slug));
  if (!project) return throwMovedOrNotFound(request, args.url, { kind: "project", slug: route.slug });
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
      imageAlt: project.imageAlt,
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
  return <ProjectArticle project={loaderData.project} back={loaderData.back} />;
}
