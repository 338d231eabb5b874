import { deleteDialog } from "~/components/admin/delete-dialog";
import { deleteRoute } from "~/features/admin/delete-route.server";
import { slideTitle } from "~/features/admin/slides";
import { slideMessages, slideTexts } from "~/features/admin/texts/slides";
import { trashTexts } from "~/features/admin/texts/trash";
import { success } from "~/features/admin/toast";

// /admin/slider/:id/delete: the confirmation names the slide; its stored image goes with it.

const route = deleteRoute({
  listPath: "/admin/slider",
  load: (backend, id) => backend.slides.get(id),
  prompt: (slide) => ({ name: slideTitle(slide) }),
  remove: (backend, slide) => backend.slides.delete(slide.id),
  messages: {
    notFound: slideMessages.notFound,
    loadFailed: slideMessages.loadFailed,
    deleted: success(slideMessages.deleted),
    deleteFailed: slideMessages.deleteFailed,
  },
});

export const loader = route.loader;
export const action = route.action;

const { DeleteConfirmation, DeleteErrorBoundary } = deleteDialog({
  title: slideTexts.deleteTitle,
  closeTo: "/admin/slider",
  backLabel: slideTexts.back,
  question: slideMessages.confirmDelete,
  notFound: slideMessages.notFound,
  loadFailed: slideMessages.loadFailed,
  note: trashTexts.deleteNote,
});
export default DeleteConfirmation;
export const ErrorBoundary = DeleteErrorBoundary;
