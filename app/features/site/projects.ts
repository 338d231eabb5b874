import type { PublicProjectSummary } from "~/backend/port";
import type { Lang } from "~/i18n/languages";
import type { Translate } from "~/i18n/ui-strings";
import { activityAreaIds, type ActivityAreaId } from "~/lib/activity-areas";

import { pathFor } from "./urls";

/** A project in a list, as the project card shows it. */
export interface ProjectCardData {
  id: string;
  href: string;
  title: string;
  description: string;
  category: string;
  imageUrl: string | null;
  /** The image's alt text in the page's language ("" when it has none). */
  imageAlt?: string;
  progress: "ongoing" | "completed";
  /** The language of the title and description when it is not the page's (a fallback), else undefined. */
  textLang: Lang | undefined;
}

/** A project's category in the visitor's language (categories are the six activity areas). */
export function categoryLabel(category: string, t: Translate): string {
  return (activityAreaIds as readonly string[]).includes(category)
    ? t(`activityAreas.${category as ActivityAreaId}`)
    : category;
}

export function toProjectCard(project: PublicProjectSummary, lang: Lang, t: Translate): ProjectCardData {
  return {
    id: project.id,
    href: pathFor(lang, { kind: "project", slug: project.slug }),
    title: project.title,
    description: project.description,
    category: categoryLabel(project.category, t),
    imageUrl: project.imageUrl,
    imageAlt: project.imageAlt,
    progress: project.progress,
    textLang: project.contentLang === lang ? undefined : project.contentLang,
  };
}
