import { deleteDialog } from "~/components/admin/delete-dialog";
import { deleteRoute } from "~/features/admin/delete-route.server";
import { trashName, trashPath } from "~/features/admin/history-paths";
import { trashTexts } from "~/features/admin/texts/trash";
import { success } from "~/features/admin/toast";

// /admin/trash/:id/purge: "Kalıcı olarak sil" asks first; the entry, its record's revisions and
// its image files go for good.

const route = deleteRoute({
  listPath: trashPath,
  load: (backend, id) => backend.trash.get(id),
  prompt: (entry) => ({ name: trashName(entry) }),
  remove: (backend, entry) => backend.trash.purge(entry.id),
  messages: {
    notFound: trashTexts.notFound,
    loadFailed: trashTexts.purgeFailed,
    deleted: (entry) => success(trashTexts.purged(trashName(entry))),
    deleteFailed: trashTexts.purgeFailed,
  },
});

export const loader = route.loader;
export const action = route.action;

const { DeleteConfirmation, DeleteErrorBoundary } = deleteDialog({
  title: trashTexts.purgeTitle,
  closeTo: trashPath,
  backLabel: trashTexts.back,
  question: (name) => `“${name}”: ${trashTexts.purgeQuestion}`,
  notFound: trashTexts.notFound,
  loadFailed: trashTexts.purgeFailed,
  submitLabel: trashTexts.purge,
  busyLabel: trashTexts.purging,
});
export default DeleteConfirmation;
export const ErrorBoundary = DeleteErrorBoundary;
