import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";

import { backendContext } from "~/backend/context.server";
import { isBackendError } from "~/backend/errors";
import { roles } from "~/backend/schemas";
import { DialogError } from "~/components/admin/dialog-error";
import { FormActions, FormErrors, serverFormErrors } from "~/components/admin/form-parts";
import { useActionToast } from "~/components/admin/toaster";
import { UserAvatar } from "~/components/admin/user-parts";
import { RouteDialog } from "~/components/ui/dialog";
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

export default function UserRole({ loaderData, actionData }: Route.ComponentProps) {
  const { user, isSelf } = loaderData;
  useActionToast(actionData?.toast);
  const [form, fields] = useForm({
    id: `user-role-${user.id}`,
    lastResult: actionData?.result,
    defaultValue: { role: user.role },
    constraint: getZodConstraint(roleFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: roleFormSchema }),
  });
  const name = user.fullName.trim();

  return (
    <RouteDialog title={userTexts.roleTitle} closeTo="/admin/users" className="max-w-lg">
      <Form method="post" {...getFormProps(form)} className="flex min-h-0 flex-1 flex-col">
        <div className="flex-1 space-y-5 overflow-y-auto px-5 py-5">
          <FormErrors errors={serverFormErrors(actionData?.result)} id={form.errorId} />
          <div className="flex items-center gap-3">
            <UserAvatar user={user} />
            <div className="min-w-0">
              <p className="font-medium wrap-anywhere text-slate-900">{name || "—"}</p>
              <p className="text-sm break-all text-slate-600">{user.email}</p>
            </div>
          </div>
          <fieldset
            aria-describedby={fields.role.errors?.length ? fields.role.errorId : undefined}
            className="space-y-2"
          >
            <legend className="mb-2 text-sm font-medium text-slate-800">{userTexts.role}</legend>
            {roles.map((role) => {
              const id = `${fields.role.id}-${role}`;
              return (
                <label
                  key={role}
                  htmlFor={id}
                  className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-steel has-[:checked]:bg-slate-50"
                >
                  <input
                    type="radio"
                    id={id}
                    name={fields.role.name}
                    value={role}
                    defaultChecked={fields.role.initialValue === role}
                    disabled={isSelf}
                    className="mt-0.5 size-4 accent-brand-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-orange"
                  />
                  <span>
                    <span className="block text-sm font-medium text-slate-900">{roleLabels[role]}</span>
                    <span className="block text-sm text-slate-600">{roleDescriptions[role]}</span>
                  </span>
                </label>
              );
            })}
            {fields.role.errors && fields.role.errors.length > 0 && (
              <p id={fields.role.errorId} className="text-sm text-red-600">
                {fields.role.errors.join(" ")}
              </p>
            )}
          </fieldset>
          {isSelf && (
            <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {userTexts.ownRole}
            </p>
          )}
        </div>
        <FormActions cancelTo="/admin/users" closeOnly={isSelf} />
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DialogError
      error={error}
      title={userTexts.roleTitle}
      closeTo="/admin/users"
      backLabel={userTexts.back}
      notFound={userMessages.notFound}
      loadFailed={userMessages.loadFailed}
    />
  );
}
