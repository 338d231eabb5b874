import { deleteDialog } from "~/components/admin/delete-dialog";
import { deleteRoute } from "~/features/admin/delete-route.server";
import { messageDate } from "~/features/admin/messages";
import { messageMessages, messageTexts } from "~/features/admin/texts/messages";
import { success } from "~/features/admin/toast";

// /admin/messages/:id/delete: the question, naming the sender, with the message's date and start.

const route = deleteRoute({
  listPath: "/admin/messages",
  load: (backend, id) => backend.messages.open(id),
  prompt: (message) => ({
    name: message.name,
    detail: `${messageDate(message.receivedAt)} · ${message.email}`,
  }),
  remove: (backend, message) => backend.messages.delete(message.id),
  messages: {
    notFound: messageMessages.notFound,
    loadFailed: messageMessages.loadFailed,
    deleted: success(messageMessages.deleted),
    deleteFailed: messageMessages.deleteFailed,
  },
});

export const loader = route.loader;
export const action = route.action;

const { DeleteConfirmation, DeleteErrorBoundary } = deleteDialog({
  title: messageTexts.deleteTitle,
  closeTo: "/admin/messages",
  backLabel: messageTexts.back,
  question: messageMessages.confirmDelete,
  notFound: messageMessages.notFound,
  loadFailed: messageMessages.loadFailed,
});
export default DeleteConfirmation;
export const ErrorBoundary = DeleteErrorBoundary;
