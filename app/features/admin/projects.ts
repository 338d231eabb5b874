import type { PerLang } from "~/i18n/languages";
import { activityAreaIds, type ActivityAreaId } from "~/lib/activity-areas";
import { localizedField } from "~/lib/translations";

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
  return localizedField(project.translations, "tr", (t) => t.title) || project.slug;
}

/** The description a project's card shows: like the title, the Turkish one, else the first there is. */
export function projectDescription(project: { translations: PerLang<{ description: string }> }): string {
  return localizedField(project.translations, "tr", (t) => t.description);
}
