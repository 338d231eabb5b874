import { Form, useActionData, useLoaderData } from "react-router";

import { commonTexts } from "~/features/admin/texts/common";
import type { Toast } from "~/features/admin/toast";

import { Alert } from "../ui/alert";
import { DialogBody } from "../ui/dialog";
import { dialogErrorBoundary } from "./dialog-error";
import { FormActions, FormErrors } from "./form-parts";
import { RouteDialog } from "./route-dialog";
import { useActionToast } from "./toaster";

/** The texts of one kind of record's delete confirmation. */
export interface DeleteDialogTexts {
  /** Dialog title, e.g. 'Projeyi Sil'. */
  title: string;
  /** The list the dialog sits on and returns to. */
  closeTo: string;
  /** The error state's way back, e.g. 'Projelere dön'. */
  backLabel: string;
  /** The question, naming the record. */
  question: (name: string) => string;
  notFound: string;
  loadFailed: (message: string) => string;
  /** A line under the question: what becomes of the record (it waits in the trash). */
  note?: string;
  /** The button, when it is not 'Sil' (and its busy label). */
  submitLabel?: string;
  busyLabel?: string;
}

/**
 * A delete confirmation route's screen and error boundary, from its texts: a dialog over the list
 * with JavaScript, a page of its own without. A prompt that is `blocked` (the record is still
 * used) shows the reason in place of the question and offers only 'Kapat'. The loader and action come from `deleteRoute`.
 */
export function deleteDialog(texts: DeleteDialogTexts) {
  function DeleteConfirmation() {
    const prompt = useLoaderData<{ name: string; detail?: string; blocked?: string }>();
    const answer = useActionData<{ toast?: Toast | null }>();
    useActionToast(answer?.toast ?? null);
    return (
      <RouteDialog title={texts.title} closeTo={texts.closeTo} className="max-w-md">
        <Form method="post">
          <DialogBody className="space-y-2 text-sm wrap-anywhere">
            {answer?.toast && <FormErrors errors={[answer.toast.message]} id="delete-error" />}
            {prompt.blocked ? (
              // The backend would refuse the delete: say why, and offer no 'Sil'.
              <Alert tone="warning" data-testid="delete-blocked">
                {prompt.blocked}
              </Alert>
            ) : (
              <p>{texts.question(prompt.name)}</p>
            )}
            {prompt.detail && <p data-testid="delete-detail">{prompt.detail}</p>}
            {texts.note && !prompt.blocked && <p className="text-muted-foreground">{texts.note}</p>}
          </DialogBody>
          <FormActions
            cancelTo={texts.closeTo}
            submitLabel={texts.submitLabel ?? commonTexts.delete}
            busyLabel={texts.busyLabel ?? commonTexts.deleting}
            destructive
            closeOnly={Boolean(prompt.blocked)}
          />
        </Form>
      </RouteDialog>
    );
  }

  return { DeleteConfirmation, DeleteErrorBoundary: dialogErrorBoundary(texts) };
}
