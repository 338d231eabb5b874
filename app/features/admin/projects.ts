import { languages, type PerLang } from "~/i18n/languages";
import { activityAreaIds, type ActivityAreaId } from "~/lib/activity-areas";

import { projectCategoryLabels } from "./texts/projects";

export const projectCategories = activityAreaIds.map((id) => ({ id, label: projectCategoryLabels[id] }));

/** A stored category's label; a value from outside the six areas is shown as it is. */
export function projectCategoryLabel(category: string): string {
  return (activityAreaIds as readonly string[]).includes(category)
    ? projectCategoryLabels[category as ActivityAreaId]
    : category;
}

/** A project's name for the admin: the Turkish title, else the first there is, else its slug. */
export function projectTitle(project: { slug: string; translations: PerLang<{ title: string }> }): string {
  // tr is the first language, so the first title in language order is the Turkish one when there is one.
  return languages.map((lang) => project.translations[lang]?.title.trim() ?? "").find(Boolean) || project.slug;
}
