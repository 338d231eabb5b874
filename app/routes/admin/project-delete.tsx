import { deleteDialog } from "~/components/admin/delete-dialog";
import { deleteRoute } from "~/features/admin/delete-route.server";
import { projectTitle } from "~/features/admin/projects";
import { projectMessages, projectTexts } from "~/features/admin/texts/projects";
import { trashTexts } from "~/features/admin/texts/trash";
import { success } from "~/features/admin/toast";

// /admin/projects/:id/delete: the confirmation names the project; its image goes with it.

const route = deleteRoute({
  listPath: "/admin/projects",
  load: (backend, id) => backend.projects.get(id),
  prompt: (project) => ({ name: projectTitle(project) }),
  remove: (backend, project) => backend.projects.delete(project.id),
  messages: {
    notFound: projectMessages.notFound,
    loadFailed: projectMessages.detailsFailed,
    deleted: success(projectMessages.deleted, projectMessages.deletedTitle),
    deleteFailed: projectMessages.deleteFailed,
  },
});

export const loader = route.loader;
export const action = route.action;

const { DeleteConfirmation, DeleteErrorBoundary } = deleteDialog({
  title: projectTexts.deleteTitle,
  closeTo: "/admin/projects",
  backLabel: projectTexts.back,
  question: projectMessages.confirmDelete,
  notFound: projectMessages.notFound,
  loadFailed: projectMessages.detailsFailed,
  note: trashTexts.deleteNote,
});
export default DeleteConfirmation;
export const ErrorBoundary = DeleteErrorBoundary;
