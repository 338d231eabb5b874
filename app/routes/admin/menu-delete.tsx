import { deleteDialog } from "~/components/admin/delete-dialog";
import { deleteRoute } from "~/features/admin/delete-route.server";
import { descendantCount, menuMessages } from "~/features/admin/menu";
import { success } from "~/features/admin/toast";

// /admin/menu/:id/delete: the item goes with everything beneath it, and the dialog says how much.

const route = deleteRoute({
  listPath: "/admin/menu",
  load: (backend, id) => backend.menu.get(id),
  prompt: async (item, backend) => {
    const children = descendantCount(await backend.menu.list(), item.id);
    return {
      name: `${item.label} (${item.path})`,
      detail: children === 0 ? "Bu öğenin alt öğesi yok." : `Bu öğeyle birlikte ${children} alt öğe de silinecek.`,
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
  title: "Menü Öğesini Sil",
  closeTo: "/admin/menu",
  backLabel: "Menüye dön",
  question: (name) => `${menuMessages.confirmDelete} ${name}`,
  notFound: menuMessages.notFound,
  loadFailed: menuMessages.loadFailed,
});
export default DeleteConfirmation;
export const ErrorBoundary = DeleteErrorBoundary;
