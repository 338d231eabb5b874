import { Form, Link, useNavigation } from "react-router";

import { backendContext } from "~/backend/context.server";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { FormErrors, serverFormErrors } from "~/components/admin/form-parts";
import { RouteDialog } from "~/components/admin/route-dialog";
import { useActionToast } from "~/components/admin/toaster";
import { Button, buttonVariants } from "~/components/ui/button";
import { DialogBody, DialogFooter } from "~/components/ui/dialog";
import { Archive, ArchiveRestore, Mail, Reply, Trash2 } from "~/components/ui/icons";
import { redirectWithToast } from "~/features/admin/flash.server";
import { backendFailure, loadRecord, readSubmission } from "~/features/admin/forms.server";
import { messageDate, messageStateFormSchema, replyHref } from "~/features/admin/messages";
import { commonTexts } from "~/features/admin/texts/common";
import { messageMessages, messageTexts } from "~/features/admin/texts/messages";
import { success } from "~/features/admin/toast";
import { languageNames } from "~/i18n/languages";
import { cn } from "~/lib/cn";
import { useListQuery } from "~/lib/list-query";

import type { Route } from "./+types/message";

// /admin/messages/:id: one message, which opening marks read (an archived one stays archived).
// Its reply is the admin's own mail program (mailto:); its buttons post the state to move it to
// (archive, back from the archive, unread again), and the list comes back as it was.

export async function loader({ params, context }: Route.LoaderArgs) {
  const message = await loadRecord(context, () => context.get(backendContext).messages.open(params.id), {
    notFound: messageMessages.notFound,
    loadFailed: messageMessages.loadFailed,
  });
  return { message, received: messageDate(message.receivedAt), reply: replyHref(message) };
}

const toasts = {
  archived: messageMessages.archived,
  read: messageMessages.unarchived,
  unread: messageMessages.markedUnread,
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const parsed = await readSubmission(request, messageStateFormSchema, { maxBytes: 4 * 1024 });
  if (!parsed.ok) return parsed.response;
  try {
    await context.get(backendContext).messages.setState(params.id, parsed.value.state);
  } catch (error) {
    return backendFailure(context, error, messageMessages.stateFailed, parsed.submission);
  }
  // Back to the list the dialog was opened over: its state, search and page ride on the dialog's URL.
  return redirectWithToast(
    context,
    `/admin/messages${new URL(request.url).search}`,
    success(toasts[parsed.value.state]),
  );
}

const dialog: DialogTexts = {
  title: messageTexts.dialogTitle,
  closeTo: "/admin/messages",
  backLabel: messageTexts.back,
  notFound: messageMessages.notFound,
  loadFailed: messageMessages.loadFailed,
};

export default function Message({ loaderData, actionData }: Route.ComponentProps) {
  const { message, received, reply } = loaderData;
  useActionToast(actionData?.toast);
  const busy = useNavigation().state === "submitting";
  const search = useListQuery();
  const archived = message.state === "archived";
  return (
    <RouteDialog
      title={messageTexts.dialogTitle}
      description={message.name}
      closeTo={dialog.closeTo}
      className="max-w-2xl"
    >
      <DialogBody className="space-y-4">
        <FormErrors errors={serverFormErrors(actionData?.result)} id="message-error" />
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-muted-foreground">{messageTexts.from}</dt>
          <dd className="wrap-anywhere">
            {message.name}{" "}
            <a href={`mailto:${message.email}`} className="break-all text-secondary underline underline-offset-4">
              &lt;{message.email}&gt;
            </a>
          </dd>
          <dt className="font-medium text-muted-foreground">{messageTexts.received}</dt>
          <dd>{received}</dd>
          <dt className="font-medium text-muted-foreground">{messageTexts.language}</dt>
          <dd>{languageNames[message.lang]}</dd>
        </dl>
        <p className="rounded-md border border-border bg-muted/40 p-4 text-sm whitespace-pre-wrap wrap-anywhere">
          {message.message}
        </p>
      </DialogBody>
      <DialogFooter className="flex-wrap">
        <a href={reply} className={buttonVariants({ variant: "default" })} data-autofocus>
          <Reply aria-hidden />
          {messageTexts.reply}
        </a>
        <Form method="post" className="contents">
          <Button type="submit" name="state" value={archived ? "read" : "archived"} variant="outline" disabled={busy}>
            {archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
            {archived ? messageTexts.unarchive : messageTexts.archive}
          </Button>
          {!archived && (
            <Button type="submit" name="state" value="unread" variant="outline" disabled={busy}>
              <Mail aria-hidden />
              {messageTexts.markUnread}
            </Button>
          )}
        </Form>
        <Link
          to={{ pathname: "delete", search }}
          relative="path"
          preventScrollReset
          className={cn(buttonVariants({ variant: "ghost" }), "text-destructive hover:bg-destructive/5")}
        >
          <Trash2 aria-hidden />
          {commonTexts.delete}
        </Link>
      </DialogFooter>
    </RouteDialog>
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
