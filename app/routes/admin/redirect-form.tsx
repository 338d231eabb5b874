import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";

import { backendContext } from "~/backend/context.server";
import { maxRedirectPathLength, redirectInputSchema } from "~/backend/redirects";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { InputField } from "~/components/admin/field";
import { FormActions, FormErrors, serverFormErrors } from "~/components/admin/form-parts";
import { RouteDialog } from "~/components/admin/route-dialog";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { DialogBody } from "~/components/ui/dialog";
import { saveSubmission } from "~/features/admin/forms.server";
import { redirectMessages, redirectTexts } from "~/features/admin/texts/redirects";
import { success } from "~/features/admin/toast";

import type { Route } from "./+types/redirect-form";

// /admin/redirects/new: a redirect by hand, from an old path to a path of this site. The backend
// refuses one from a live page's path, a second one from a path, and a loop; a chain is collapsed
// (docs/decisions/059-redirects.md).

const listPath = "/admin/redirects";

export async function action({ request, context }: Route.ActionArgs) {
  return saveSubmission({ request, context }, redirectInputSchema, {
    maxBytes: 4 * 1024,
    save: (input) => context.get(backendContext).redirects.create(input),
    failed: redirectMessages.createFailed,
    done: { to: listPath, toast: success(redirectMessages.created) },
  });
}

const dialog: DialogTexts = {
  title: redirectTexts.addTitle,
  closeTo: listPath,
  backLabel: redirectTexts.back,
  notFound: redirectMessages.notFound,
  loadFailed: redirectMessages.loadFailed,
};

export default function RedirectForm({ actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const [form, fields] = useAdminForm({
    schema: redirectInputSchema,
    id: "redirect-new",
    lastResult: actionData?.result,
    defaultValue: { from: "", to: "" },
  });

  return (
    <RouteDialog
      title={redirectTexts.addTitle}
      description={redirectTexts.addDescription}
      closeTo={listPath}
      className="max-w-lg"
    >
      <Form method="post" {...getFormProps(form)} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="space-y-5">
          <FormErrors errors={serverFormErrors(actionData?.result)} id={form.errorId} />
          <InputField
            meta={fields.from}
            label={redirectTexts.from}
            hint={redirectTexts.fromHint}
            autoComplete="off"
            spellCheck={false}
            maxLength={maxRedirectPathLength + 4}
          />
          <InputField
            meta={fields.to}
            label={redirectTexts.to}
            hint={redirectTexts.toHint}
            autoComplete="off"
            spellCheck={false}
            maxLength={maxRedirectPathLength}
          />
        </DialogBody>
        <FormActions cancelTo={listPath} />
      </Form>
    </RouteDialog>
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
