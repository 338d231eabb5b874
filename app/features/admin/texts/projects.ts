import type { ProjectProgress, ProjectStatus } from "~/backend/schemas";
import { activityAreaTurkishNames } from "~/lib/activity-areas";

import { stateLabels } from "./common";

// The project manager's words (docs/admin-texts.md §3).

/** Project categories are the six activity areas, by their Turkish names. */
export const projectCategoryLabels = activityAreaTurkishNames;

export const projectStatusLabels: Record<ProjectStatus, string> = {
  draft: stateLabels.draft,
  published: stateLabels.published,
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
  completed: projectProgressLabels.completed,
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

export const projectTexts = {
  /** The add button, and the title of the dialog it opens. */
  add: "Yeni Proje Ekle",
  empty: "Henüz proje yok.",
  edit: (title: string) => `${title} projesini düzenle`,
  delete: (title: string) => `${title} projesini sil`,
  viewOnSite: "Sitede görüntüle",
  viewOnSiteLabel: (title: string) => `${title} projesini sitede görüntüle (yeni sekmede açılır)`,
  editTitle: "Projeyi Düzenle",
  deleteTitle: "Projeyi Sil",
  back: "Projelere dön",
  progress: "İlerleme",
  slugHint: "Türkçe başlıktan oluşturulur; Türkçe başlık değişince güncellenir.",
};
