import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form } from "react-router";

import { backendContext } from "~/backend/context.server";
import { isBackendError } from "~/backend/errors";
import { maxMediaBatch, mediaAltTextsInputSchema } from "~/backend/schemas";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { FieldErrors, InputField } from "~/components/admin/field";
import { FormActions, FormErrors, serverFormErrors, VersionField } from "~/components/admin/form-parts";
import { RouteDialog } from "~/components/admin/route-dialog";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { DialogBody } from "~/components/ui/dialog";
import { redirectWithToast } from "~/features/admin/flash.server";
import { backendFailure, loadList, readSubmission, type FormAnswer } from "~/features/admin/forms.server";
import { commonTexts } from "~/features/admin/texts/common";
import { mediaMessages, mediaTexts } from "~/features/admin/texts/media";
import { failure, success } from "~/features/admin/toast";
import { languageNames, languages } from "~/i18n/languages";

import type { Route } from "./+types/media-alt-texts";

// /admin/media/alt-texts/<id>,<id>,…: "Alternatif metinler", where a multi-file upload lands. A row
// per file (its thumbnail and name, an alt text field per language), saved together at each
// file's version, all or nothing (MediaStore.updateAltTexts). A plain form: it works without
// JavaScript; the list stays beneath, as for the library's other dialogs.

const listPath = "/admin/media";

/**
 * The files named in the address (in its path, not its query: closing the dialog keeps the
 * query, and the library has no use for the ids), in its order, at most a batch of them, each once.
 */
const namedIds = (ids: string) => [...new Set(ids.split(",").filter(Boolean))].slice(0, maxMediaBatch);

export async function loader({ context, params }: Route.LoaderArgs) {
  const backend = context.get(backendContext);
  const { value, error } = await loadList(
    context,
    () => Promise.all(namedIds(params.ids).map((id) => backend.media.get(id))),
    [],
    mediaMessages.detailsFailed,
  );
  // A file deleted since the upload is left out.
  const files = value.flatMap((file) =>
    file ? [{ id: file.id, name: file.name, src: file.publicUrl, altText: file.altText, version: file.version }] : [],
  );
  return { files, error };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await readSubmission(request, mediaAltTextsInputSchema);
  if (!parsed.ok) return parsed.response;
  try {
    const saved = await context.get(backendContext).media.updateAltTexts(parsed.value);
    return redirectWithToast(context, listPath, success(mediaMessages.altTextsSaved(saved.length)));
  } catch (error) {
    // A file deleted meanwhile: its row says so, every typed text stays, nothing was saved.
    if (isBackendError(error, "not_found")) {
      const fieldErrors = Object.fromEntries(
        Object.keys(error.fieldErrors).map((field) => [field, [mediaMessages.altTextFileGone]]),
      );
      return data<FormAnswer>(
        {
          result: parsed.submission.reply({ fieldErrors, formErrors: [mediaMessages.altTextsGone] }),
          toast: failure(mediaMessages.altTextsGone),
        },
        { status: 409 },
      );
    }
    return backendFailure(context, error, mediaMessages.saveFailed, parsed.submission);
  }
}

const dialog: DialogTexts = {
  title: mediaTexts.altTextsTitle,
  closeTo: listPath,
  backLabel: mediaTexts.back,
  notFound: mediaMessages.notFound,
  loadFailed: mediaMessages.detailsFailed,
};

export default function MediaAltTexts({ loaderData, actionData }: Route.ComponentProps) {
  const { files, error } = loaderData;
  useActionToast(actionData?.toast);
  const [form, fields] = useAdminForm({
    schema: mediaAltTextsInputSchema,
    id: `media-alt-texts-${files.map((f) => f.id).join("-")}`,
    lastResult: actionData?.result,
    defaultValue: {
      files: files.map((file) => ({ id: file.id, version: String(file.version), altText: file.altText })),
    },
  });
  const rows = fields.files.getFieldList();

  return (
    <RouteDialog
      title={mediaTexts.altTextsTitle}
      description={mediaTexts.altTextsDescription}
      closeTo={listPath}
      className="max-w-4xl"
    >
      <Form method="post" {...getFormProps(form)} className="flex min-h-0 flex-1 flex-col">
        {/* Enter in a field saves: the first submit button is the form's default, and the rows'
            "Bu satırı çıkar" buttons come before 'Kaydet'. Out of sight and of the tab order. */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">
          {commonTexts.save}
        </button>
        <DialogBody className="max-h-[70vh] space-y-4">
          <FormErrors errors={error ? [error] : serverFormErrors(actionData?.result)} id={form.errorId} />
          {rows.length === 0 && <p className="text-sm text-muted-foreground">{mediaTexts.altTextsEmpty}</p>}
          {rows.map((row, index) => {
            const file = row.getFieldset();
            const altText = file.altText.getFieldset();
            const shown = files.find((f) => f.id === file.id.value) ?? files[index];
            return (
              <fieldset
                key={row.key}
                aria-describedby={row.errors?.length ? row.errorId : undefined}
                className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[6rem_minmax(0,1fr)]"
              >
                <legend className="sr-only">{shown?.name}</legend>
                <input {...getInputProps(file.id, { type: "hidden" })} />
                <VersionField field={file.version} />
                <div className="flex items-start gap-3 sm:flex-col">
                  {shown && (
                    <img
                      src={shown.src}
                      alt=""
                      width={96}
                      height={96}
                      className="aspect-square w-16 rounded-md border border-border bg-muted object-cover sm:w-24"
                    />
                  )}
                  <div className="min-w-0 space-y-2">
                    <p aria-hidden className="text-xs font-medium break-all">
                      {shown?.name}
                    </p>
                    <Button
                      variant="ghost"
                      size="sm"
                      {...form.remove.getButtonProps({ name: fields.files.name, index })}
                      aria-label={`${mediaTexts.removeRow}: ${shown?.name ?? ""}`}
                    >
                      {mediaTexts.removeRow}
                    </Button>
                  </div>
                </div>
                <div className="min-w-0 space-y-2">
                  <FieldErrors meta={row} role="alert" />
                  <div className="grid gap-3 sm:grid-cols-2">
                    {languages.map((lang) => (
                      <InputField
                        key={lang}
                        meta={altText[lang]}
                        label={`${mediaTexts.altText} (${languageNames[lang]})`}
                      />
                    ))}
                  </div>
                </div>
              </fieldset>
            );
          })}
        </DialogBody>
        <FormActions cancelTo={listPath} />
      </Form>
    </RouteDialog>
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
