import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";

import { backendContext } from "~/backend/context.server";
import { mediaTextInputSchema } from "~/backend/schemas";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { InputField, TextareaField } from "~/components/admin/field";
import { FormActions, FormErrors, LanguageTabs, serverFormErrors, VersionField } from "~/components/admin/form-parts";
import { RouteDialog } from "~/components/admin/route-dialog";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { DialogBody } from "~/components/ui/dialog";
import { loadRecord, saveSubmission } from "~/features/admin/forms.server";
import { mediaMessages, mediaTexts } from "~/features/admin/texts/media";
import { success } from "~/features/admin/toast";
import { languages } from "~/i18n/languages";

import type { Route } from "./+types/media-form";

// /admin/media/:id: a file's alt text and caption, one tab per language.

const listPath = "/admin/media";

export async function loader({ params, context }: Route.LoaderArgs) {
  const file = await loadRecord(context, () => context.get(backendContext).media.get(params.id), {
    notFound: mediaMessages.notFound,
    loadFailed: mediaMessages.detailsFailed,
  });
  return {
    file: {
      id: file.id,
      name: file.name,
      src: file.publicUrl,
      altText: file.altText,
      caption: file.caption,
      version: file.version,
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveSubmission({ request, context }, mediaTextInputSchema, {
    save: (text) => context.get(backendContext).media.updateText(params.id, text),
    failed: mediaMessages.saveFailed,
    done: { to: listPath, toast: success(mediaMessages.updated) },
  });
}

const dialog: DialogTexts = {
  title: mediaTexts.editTitle,
  closeTo: listPath,
  backLabel: mediaTexts.back,
  notFound: mediaMessages.notFound,
  loadFailed: mediaMessages.detailsFailed,
};

export default function MediaForm({ loaderData, actionData }: Route.ComponentProps) {
  const { file } = loaderData;
  useActionToast(actionData?.toast);
  const [form, fields] = useAdminForm({
    schema: mediaTextInputSchema,
    id: `media-${file.id}`,
    lastResult: actionData?.result,
    defaultValue: { altText: file.altText, caption: file.caption, version: String(file.version) },
  });
  const altText = fields.altText.getFieldset();
  const caption = fields.caption.getFieldset();
  // The tabs with a refused text are marked, so the message can be found.
  const invalid = languages.filter((lang) => altText[lang].errors?.length || caption[lang].errors?.length);

  return (
    <RouteDialog title={mediaTexts.editTitle} description={file.name} closeTo={listPath} className="max-w-3xl">
      <Form method="post" {...getFormProps(form)} className="flex min-h-0 flex-1 flex-col">
        <VersionField field={fields.version} />
        <DialogBody className="max-h-[70vh] space-y-6">
          <FormErrors errors={serverFormErrors(actionData?.result)} id={form.errorId} />
          <div className="grid gap-6 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <img
              src={file.src}
              alt=""
              width={160}
              height={160}
              className="aspect-square w-32 rounded-md border border-border bg-muted object-cover sm:w-40"
            />
            <div className="min-w-0">
              <LanguageTabs
                invalid={invalid}
                render={(lang) => (
                  <>
                    <InputField meta={altText[lang]} label={mediaTexts.altText} hint={mediaTexts.altTextHint} />
                    <TextareaField meta={caption[lang]} label={mediaTexts.caption} rows={3} />
                  </>
                )}
              />
            </div>
          </div>
        </DialogBody>
        <FormActions cancelTo={listPath} />
      </Form>
    </RouteDialog>
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
