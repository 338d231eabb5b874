import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";

import { backendContext } from "~/backend/context.server";
import { isBackendError } from "~/backend/errors";
import { roles } from "~/backend/schemas";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { FieldErrors, FieldGroup } from "~/components/admin/field";
import { FormActions, FormErrors, serverFormErrors } from "~/components/admin/form-parts";
import { RouteDialog } from "~/components/admin/route-dialog";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { UserAvatar } from "~/components/admin/user-parts";
import { Alert } from "~/components/ui/alert";
import { DialogBody } from "~/components/ui/dialog";
import { redirectWithToast } from "~/features/admin/flash.server";
import { backendFailure, loadRecord, readSubmission } from "~/features/admin/forms.server";
import { adminUserContext } from "~/features/admin/guard.server";
import { roleDescriptions, roleLabels, userMessages, userTexts } from "~/features/admin/texts/users";
import { success } from "~/features/admin/toast";
import { roleFormSchema } from "~/features/admin/users";

import type { Route } from "./+types/user-role";

// /admin/users/:id: the role dialog. The backend keeps at least one admin (even when two
// demotions race), ends a demoted user's sessions, and refuses a change of one's own role: the
// list offers no link to one's own, and this dialog, opened on oneself, only says so.

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = await loadRecord(context, () => context.get(backendContext).users.get(params.id), {
    notFound: userMessages.notFound,
    loadFailed: userMessages.loadFailed,
  });
  return { user, isSelf: user.id === context.get(adminUserContext).id };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const parsed = await readSubmission(request, roleFormSchema, { maxBytes: 16 * 1024 });
  if (!parsed.ok) return parsed.response;
  try {
    await context.get(backendContext).users.setRole(params.id, parsed.value.role);
  } catch (error) {
    const refused = isBackendError(error, "validation") || isBackendError(error, "conflict");
    return backendFailure(context, error, (message) => userMessages.roleFailed(message, refused), parsed.submission);
  }
  return redirectWithToast(context, "/admin/users", success(userMessages.roleUpdated));
}

const dialog: DialogTexts = {
  title: userTexts.roleTitle,
  closeTo: "/admin/users",
  backLabel: userTexts.back,
  notFound: userMessages.notFound,
  loadFailed: userMessages.loadFailed,
};

export default function UserRole({ loaderData, actionData }: Route.ComponentProps) {
  const { user, isSelf } = loaderData;
  useActionToast(actionData?.toast);
  const [form, fields] = useAdminForm({
    schema: roleFormSchema,
    validate: "onSubmit",
    id: `user-role-${user.id}`,
    lastResult: actionData?.result,
    defaultValue: { role: user.role },
  });
  const name = user.fullName.trim();

  return (
    <RouteDialog title={userTexts.roleTitle} closeTo={dialog.closeTo} className="max-w-lg">
      <Form method="post" {...getFormProps(form)} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="space-y-5">
          <FormErrors errors={serverFormErrors(actionData?.result)} id={form.errorId} />
          <div className="flex items-center gap-3">
            <UserAvatar user={user} />
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere">{name || "—"}</p>
              <p className="text-sm break-all text-muted-foreground">{user.email}</p>
            </div>
          </div>
          <FieldGroup meta={fields.role} legend={userTexts.role} className="space-y-2">
            {roles.map((role) => {
              const id = `${fields.role.id}-${role}`;
              return (
                <label
                  key={role}
                  htmlFor={id}
                  className="flex cursor-pointer gap-3 rounded-lg border border-border p-3 has-[:checked]:border-secondary has-[:checked]:bg-accent"
                >
                  <input
                    type="radio"
                    id={id}
                    name={fields.role.name}
                    value={role}
                    defaultChecked={fields.role.initialValue === role}
                    disabled={isSelf}
                    className="mt-0.5 size-4 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                  />
                  <span>
                    <span className="block text-sm font-medium">{roleLabels[role]}</span>
                    <span className="block text-sm text-muted-foreground">{roleDescriptions[role]}</span>
                  </span>
                </label>
              );
            })}
            <FieldErrors meta={fields.role} />
          </FieldGroup>
          {isSelf && <Alert tone="warning">{userTexts.ownRole}</Alert>}
        </DialogBody>
        <FormActions cancelTo={dialog.closeTo} closeOnly={isSelf} />
      </Form>
    </RouteDialog>
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
