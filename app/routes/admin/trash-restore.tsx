import { Form, useActionData, useLoaderData } from "react-router";

import { backendContext } from "~/backend/context.server";
import { dialogErrorBoundary } from "~/components/admin/dialog-error";
import { FormActions, FormErrors } from "~/components/admin/form-parts";
import { RouteDialog } from "~/components/admin/route-dialog";
import { DialogBody } from "~/components/ui/dialog";
import { redirectWithToast } from "~/features/admin/flash.server";
import { backendFailure, loadRecord, type FormAnswer } from "~/features/admin/forms.server";
import { trashName, trashPath } from "~/features/admin/history-paths";
import { trashTexts } from "~/features/admin/texts/trash";
import { success } from "~/features/admin/toast";

import type { Route } from "./+types/trash-restore";

// /admin/trash/:id/restore: "Geri yükle" asks first, then brings the record back whole, or says
// why not (its address taken by another record: nothing restored).

const messages = { notFound: trashTexts.notFound, loadFailed: trashTexts.restoreFailed };

export async function loader({ context, params }: Route.LoaderArgs) {
  const entry = await loadRecord(context, () => context.get(backendContext).trash.get(params.id), messages);
  return { name: trashName(entry) };
}

export async function action({ context, params }: Route.ActionArgs) {
  const backend = context.get(backendContext);
  const entry = await loadRecord(context, () => backend.trash.get(params.id), messages);
  try {
    const outcome = await backend.trash.restore(entry.id);
    const name = trashName(entry);
    return redirectWithToast(
      context,
      trashPath,
      success(outcome.movedToTop ? trashTexts.restoredToTop(name) : trashTexts.restored(name)),
    );
  } catch (error) {
    return backendFailure(context, error, trashTexts.restoreFailed);
  }
}

export default function TrashRestore() {
  const { name } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>();
  return (
    <RouteDialog title={trashTexts.restoreTitle} closeTo={trashPath} className="max-w-md">
      <Form method="post">
        <DialogBody className="space-y-2 text-sm wrap-anywhere">
          {answer?.toast && <FormErrors errors={[answer.toast.message]} id="restore-error" />}
          <p className="font-medium">{name}</p>
          <p>{trashTexts.restoreQuestion}</p>
        </DialogBody>
        <FormActions cancelTo={trashPath} submitLabel={trashTexts.restore} busyLabel={trashTexts.restoring} />
      </Form>
    </RouteDialog>
  );
}

export const ErrorBoundary = dialogErrorBoundary({
  title: trashTexts.restoreTitle,
  closeTo: trashPath,
  backLabel: trashTexts.back,
  ...messages,
});
