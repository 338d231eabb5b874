import { deleteDialog } from "~/components/admin/delete-dialog";
import { deleteRoute } from "~/features/admin/delete-route.server";
import { mediaMessages, mediaTexts } from "~/features/admin/texts/media";
import { success } from "~/features/admin/toast";

// /admin/media/:id/delete: the confirmation names the file; its stored object goes with the row.
// A file still used (the site logo, a page's content, ...) is not offered for deletion: the prompt
// says where it is used, and the backend refuses the delete anyway (409) if it is posted.

const route = deleteRoute({
  listPath: "/admin/media",
  load: (backend, id) => backend.media.get(id),
  prompt: async (file, backend) => {
    // When the uses cannot be read the plain question stands: the backend still refuses the delete.
    const uses = await backend.media
      .uses(file.path)
      .catch((error) => (console.error("Could not read where a media file is used", error), []));
    return uses.length > 0
      ? { name: file.name, blocked: mediaMessages.cannotDelete(file.name, uses) }
      : { name: file.name };
  },
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
