import { deleteDialog } from "~/components/admin/delete-dialog";
import { deleteRoute } from "~/features/admin/delete-route.server";
import { equipmentName } from "~/features/admin/equipment";
import { equipmentMessages, equipmentTexts } from "~/features/admin/texts/equipment";
import { trashTexts } from "~/features/admin/texts/trash";
import { success } from "~/features/admin/toast";

// /admin/machine-park/:id/delete: the confirmation names the machine; the backend deletes the
// row, then its image.

const route = deleteRoute({
  listPath: "/admin/machine-park",
  load: (backend, id) => backend.equipment.get(id),
  prompt: (machine) => ({ name: equipmentName(machine) }),
  remove: (backend, machine) => backend.equipment.delete(machine.id),
  messages: {
    notFound: equipmentMessages.notFound,
    loadFailed: equipmentMessages.detailsFailed,
    deleted: success(equipmentMessages.deleted),
    deleteFailed: equipmentMessages.deleteFailed,
  },
});

export const loader = route.loader;
export const action = route.action;

const { DeleteConfirmation, DeleteErrorBoundary } = deleteDialog({
  title: equipmentTexts.deleteTitle,
  closeTo: "/admin/machine-park",
  backLabel: equipmentTexts.back,
  question: equipmentMessages.confirmDelete,
  notFound: equipmentMessages.notFound,
  loadFailed: equipmentMessages.detailsFailed,
  note: trashTexts.deleteNote,
});
export default DeleteConfirmation;
export const ErrorBoundary = DeleteErrorBoundary;
