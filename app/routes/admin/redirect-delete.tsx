import { deleteDialog } from "~/components/admin/delete-dialog";
import { deleteRoute } from "~/features/admin/delete-route.server";
import { redirectFromPath } from "~/features/admin/redirects";
import { redirectMessages, redirectTexts } from "~/features/admin/texts/redirects";
import { success } from "~/features/admin/toast";
import { redirectLocation } from "~/features/site/public.server";

// /admin/redirects/:id/delete: the question, naming the old path and where it leads now.

const route = deleteRoute({
  listPath: "/admin/redirects",
  load: (backend, id) => backend.redirects.get(id),
  prompt: (redirect) => ({
    name: redirectFromPath(redirect),
    detail: `→ ${redirectLocation(redirect.lang, redirect.to)}`,
  }),
  remove: (backend, redirect) => backend.redirects.delete(redirect.id),
  messages: {
    notFound: redirectMessages.notFound,
    loadFailed: redirectMessages.loadFailed,
    deleted: success(redirectMessages.deleted),
    deleteFailed: redirectMessages.deleteFailed,
  },
});

export const loader = route.loader;
export const action = route.action;

const { DeleteConfirmation, DeleteErrorBoundary } = deleteDialog({
  title: redirectTexts.deleteTitle,
  closeTo: "/admin/redirects",
  backLabel: redirectTexts.back,
  question: redirectMessages.confirmDelete,
  notFound: redirectMessages.notFound,
  loadFailed: redirectMessages.loadFailed,
});
export default DeleteConfirmation;
export const ErrorBoundary = DeleteErrorBoundary;
