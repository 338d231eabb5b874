import type { ProjectProgress, ProjectStatus } from "~/backend/schemas";
import { languages, type PerLang } from "~/i18n/languages";
import { tr } from "~/i18n/ui/tr";
import { activityAreaIds, type ActivityAreaId } from "~/lib/settings";

/** Project categories are the six activity areas, named as the Turkish site names them. */
export const projectCategoryLabels: Record<ActivityAreaId, string> = tr.activityAreas;

export const projectCategories = activityAreaIds.map((id) => ({ id, label: projectCategoryLabels[id] }));

/** A stored category's label; a value from outside the six areas is shown as it is. */
export function projectCategoryLabel(category: string): string {
  return (activityAreaIds as readonly string[]).includes(category) ? projectCategoryLabels[category as ActivityAreaId] : category;
}

export const projectStatusLabels: Record<ProjectStatus, string> = {
  draft: "Taslak",
  published: "Yayında",
  archived: "Arşivlendi",
};

/** The progress as the project cards show it. */
export const projectProgressLabels: Record<ProjectProgress, string> = {
  ongoing: "Devam ediyor",
  completed: "Tamamlandı",
};

/** The progress as the form's select offers it. */
export const projectProgressOptions: Record<ProjectProgress, string> = {
  ongoing: "Devam Ediyor",
  completed: "Tamamlandı",
};

export const projectMessages = {
  listFailed: (message: string) => `Projeler yüklenirken bir sorun oluştu: ${message}`,
  detailsFailed: (message: string) => `Proje detayları getirilemedi: ${message}`,
  notFound: "Proje bulunamadı.",
  created: "Yeni proje eklendi.",
  updated: "Proje güncellendi.",
  deleted: "Proje silindi.",
  deletedTitle: "Proje Silindi",
  deleteFailed: (message: string) => `Proje silinemedi: ${message}`,
  saveFailed: (message: string) => `Proje kaydedilemedi: ${message}`,
  confirmDelete: (title: string) => `“${title}” projesini silmek istediğinizden emin misiniz?`,
};

/** A project's name for the admin: the Turkish title, else the first there is, else its slug. */
export function projectTitle(project: { slug: string; translations: PerLang<{ title: string }> }): string {
  // tr is the first language, so the first title in language order is the Turkish one when there is one.
  return languages.map((lang) => project.translations[lang]?.title.trim() ?? "").find(Boolean) || project.slug;
}
