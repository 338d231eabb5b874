import { deleteDialog } from "~/components/admin/delete-dialog";
import { deleteRoute } from "~/features/admin/delete-route.server";
import { descendantCount } from "~/features/admin/menu";
import { menuMessages, menuTexts } from "~/features/admin/texts/menu";
import { trashTexts } from "~/features/admin/texts/trash";
import { success } from "~/features/admin/toast";

// /admin/menu/:id/delete: the item goes with everything beneath it, and the dialog says how much.

const route = deleteRoute({
  listPath: "/admin/menu",
  load: (backend, id) => backend.menu.get(id),
  prompt: async (item, backend) => {
    const children = descendantCount(await backend.menu.list(), item.id);
    return {
      name: `${item.label} (${item.path})`,
      detail: children === 0 ? menuTexts.noChildren : menuTexts.withChildren(children),
    };
  },
  remove: (backend, item) => backend.menu.delete(item.id),
  messages: {
    notFound: menuMessages.notFound,
    loadFailed: menuMessages.loadFailed,
    deleted: success(menuMessages.deleted),
    deleteFailed: menuMessages.deleteFailed,
  },
});

export const loader = route.loader;
export const action = route.action;

const { DeleteConfirmation, DeleteErrorBoundary } = deleteDialog({
  title: menuTexts.deleteTitle,
  closeTo: "/admin/menu",
  backLabel: menuTexts.back,
  question: menuTexts.deletePrompt,
  notFound: menuMessages.notFound,
  loadFailed: menuMessages.loadFailed,
  note: trashTexts.deleteNote,
});
export default DeleteConfirmation;
export const ErrorBoundary = DeleteErrorBoundary;
