import { deleteDialog } from "~/components/admin/delete-dialog";
import { deleteRoute } from "~/features/admin/delete-route.server";
import { pageMessages, pageTexts } from "~/features/admin/texts/pages";
import { trashTexts } from "~/features/admin/texts/trash";
import { success } from "~/features/admin/toast";

// /admin/pages/:id/delete: the spec's question, with the page's Turkish title under it.

const route = deleteRoute({
  listPath: "/admin/pages",
  load: (backend, id) => backend.pages.get(id),
  prompt: (page) => ({
    name: page.translations.tr?.title ?? page.slug,
    detail: page.translations.tr?.title ?? page.slug,
  }),
  remove: (backend, page) => backend.pages.delete(page.id),
  messages: {
    notFound: pageMessages.notFound,
    loadFailed: pageMessages.loadFailed,
    deleted: success(pageMessages.deleted),
    deleteFailed: () => pageMessages.deleteFailed,
  },
});

export const loader = route.loader;
export const action = route.action;

const { DeleteConfirmation, DeleteErrorBoundary } = deleteDialog({
  title: pageTexts.deleteTitle,
  closeTo: "/admin/pages",
  backLabel: pageTexts.back,
  question: () => pageMessages.confirmDelete,
  notFound: pageMessages.notFound,
  loadFailed: pageMessages.loadFailed,
  note: trashTexts.deleteNote,
});
export default DeleteConfirmation;
export const ErrorBoundary = DeleteErrorBoundary;
