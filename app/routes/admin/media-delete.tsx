import { deleteDialog } from "~/components/admin/delete-dialog";
import { deleteRoute } from "~/features/admin/delete-route.server";
import { mediaMessages, mediaTexts } from "~/features/admin/texts/media";
import { success } from "~/features/admin/toast";

// /admin/media/:id/delete: the confirmation names the file; its stored object goes with the row.

const route = deleteRoute({
  listPath: "/admin/media",
  load: (backend, id) => backend.media.get(id),
  prompt: (file) => ({ name: file.name }),
  remove: (backend, file) => backend.media.delete(file.path),
  messages: {
    notFound: mediaMessages.notFound,
    loadFailed: mediaMessages.detailsFailed,
    deleted: success(mediaMessages.deleted),
    deleteFailed: mediaMessages.deleteFailed,
  },
});

export const loader = route.loader;
export const action = route.action;

const { DeleteConfirmation, DeleteErrorBoundary } = deleteDialog({
  title: mediaTexts.deleteTitle,
  closeTo: "/admin/media",
  backLabel: mediaTexts.back,
  question: mediaMessages.confirmDelete,
  notFound: mediaMessages.notFound,
  loadFailed: mediaMessages.detailsFailed,
});
export default DeleteConfirmation;
export const ErrorBoundary = DeleteErrorBoundary;
