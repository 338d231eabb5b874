import type { TFunction } from "i18next";
import type { PublicProject } from "~/backend/port";
import type { ProjectCardData } from "~/components/site/project-card";
import type { Lang } from "~/i18n/languages";
import { pathFor } from "~/i18n/paths";
import { activityAreaIds, type ActivityAreaId } from "~/lib/settings";

/** A project's category in the visitor's language (categories are the six activity areas). */
export function categoryLabel(category: string, t: TFunction): string {
  return (activityAreaIds as readonly string[]).includes(category) ? t(`activityAreas.${category as ActivityAreaId}`) : category;
}

export function toProjectCard(project: PublicProject, lang: Lang, t: TFunction): ProjectCardData {
  return {
    id: project.id,
    href: pathFor(lang, { kind: "project", slug: project.slug }),
    title: project.title,
    description: project.description,
    category: categoryLabel(project.category, t),
    imageUrl: project.imageUrl,
    progress: project.progress,
  };
}
