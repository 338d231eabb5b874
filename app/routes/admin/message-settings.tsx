import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";

import { backendContext } from "~/backend/context.server";
import { maxEmailLength, messageSettingsInputSchema, retentionMonths } from "~/backend/schemas";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { InputField } from "~/components/admin/field";
import { FormActions, FormErrors, serverFormErrors, VersionField } from "~/components/admin/form-parts";
import { RouteDialog } from "~/components/admin/route-dialog";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { DialogBody } from "~/components/ui/dialog";
import { loadRecord, saveSubmission } from "~/features/admin/forms.server";
import { messageMessages, messageTexts } from "~/features/admin/texts/messages";
import { success } from "~/features/admin/toast";

import type { Route } from "./+types/message-settings";

// /admin/messages/settings: where each new message is announced by e-mail (where the deployment
// can send one: docs/deploy-d1.md, "Notifications") and how many months messages are kept before
// the scheduled job deletes them. One record, saved at its version (decision 017).

const listPath = "/admin/messages";

export async function loader({ context }: Route.LoaderArgs) {
  const settings = await loadRecord(context, () => context.get(backendContext).messages.settings(), {
    notFound: messageMessages.notFound,
    loadFailed: messageMessages.settingsLoadFailed,
  });
  return { settings };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveSubmission({ request, context }, messageSettingsInputSchema, {
    maxBytes: 4 * 1024,
    save: (input) => context.get(backendContext).messages.saveSettings(input),
    failed: messageMessages.settingsFailed,
    done: { to: listPath, toast: success(messageMessages.settingsSaved) },
  });
}

const dialog: DialogTexts = {
  title: messageTexts.settings,
  closeTo: listPath,
  backLabel: messageTexts.back,
  notFound: messageMessages.notFound,
  loadFailed: messageMessages.settingsLoadFailed,
};

export default function MessageSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = loaderData;
  useActionToast(actionData?.toast);
  const [form, fields] = useAdminForm({
    schema: messageSettingsInputSchema,
    id: "message-settings",
    lastResult: actionData?.result,
    defaultValue: {
      notifyEmail: settings.notifyEmail,
      retentionMonths: String(settings.retentionMonths),
      version: String(settings.version),
    },
  });

  return (
    <RouteDialog
      title={messageTexts.settings}
      description={messageTexts.settingsDescription}
      closeTo={listPath}
      className="max-w-lg"
    >
      <Form method="post" {...getFormProps(form)} className="flex min-h-0 flex-1 flex-col">
        <VersionField field={fields.version} />
        <DialogBody className="space-y-5">
          <FormErrors errors={serverFormErrors(actionData?.result)} id={form.errorId} />
          <InputField
            meta={fields.notifyEmail}
            label={messageTexts.notifyEmail}
            hint={messageTexts.notifyEmailHint}
            type="email"
            autoComplete="email"
            maxLength={maxEmailLength}
          />
          <InputField
            meta={fields.retentionMonths}
            label={messageTexts.retentionMonths}
            hint={messageTexts.retentionHint(retentionMonths.min, retentionMonths.max)}
            type="number"
            inputMode="numeric"
            min={retentionMonths.min}
            max={retentionMonths.max}
            step={1}
          />
        </DialogBody>
        <FormActions cancelTo={listPath} />
      </Form>
    </RouteDialog>
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
