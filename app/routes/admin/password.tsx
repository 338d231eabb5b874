import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";

import { backendContext } from "~/backend/context.server";
import { passwordChangeSchema } from "~/backend/schemas";
import { InputField } from "~/components/admin/field";
import { FormErrors, SectionHeader, serverFormErrors } from "~/components/admin/form-parts";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { LogOut } from "~/components/ui/icons";
import { saveSubmission } from "~/features/admin/forms.server";
import { commonTexts } from "~/features/admin/texts/common";
import { passwordTexts, signOutEverywhereTexts, userMessages, userTexts } from "~/features/admin/texts/users";
import { success } from "~/features/admin/toast";
import { passwordFields, passwordFormMaxBytes, signOutEverywhereAction } from "~/features/admin/users";

import type { Route } from "./+types/password";

// /admin/password: the signed-in admin's own password. The backend checks the current one and
// ends every other session of theirs; this one stays. No password ever comes back in a reply.

export const meta: Route.MetaFunction = () => [{ title: passwordTexts.title }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  return saveSubmission({ request, context }, passwordChangeSchema, {
    hideFields: passwordFields,
    maxBytes: passwordFormMaxBytes,
    save: (change) => context.get(backendContext).auth.changePassword(change),
    failed: userMessages.passwordFailed,
    done: { to: "/admin/password", toast: success(userMessages.passwordChanged) },
  });
}

export default function Password({ actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction !== signOutEverywhereAction;
  const signingOut = navigation.state !== "idle" && navigation.formAction === signOutEverywhereAction;
  const [form, fields] = useAdminForm({
    schema: passwordChangeSchema,
    id: "password-change",
    lastResult: actionData?.result,
  });

  return (
    <>
      <SectionHeader title={passwordTexts.title} description={passwordTexts.description} />
      <Card className="max-w-lg">
        <CardContent>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <FormErrors errors={serverFormErrors(actionData?.result)} id={form.errorId} />
            <InputField
              meta={fields.currentPassword}
              type="password"
              label={passwordTexts.current}
              autoComplete="current-password"
            />
            <InputField
              meta={fields.newPassword}
              type="password"
              label={passwordTexts.new}
              hint={passwordTexts.newHint}
              autoComplete="new-password"
            />
            <InputField
              meta={fields.confirmPassword}
              type="password"
              label={passwordTexts.confirm}
              autoComplete="new-password"
            />
            <div className="flex flex-wrap justify-end gap-2 pt-2">
              <Button variant="outline" asChild>
                <Link to="/admin/users">{userTexts.back}</Link>
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? commonTexts.saving : passwordTexts.submit}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
      <Card className="mt-6 max-w-lg">
        <CardContent>
          {/* A plain form to /admin/logout: works without JavaScript, ends on the sign-in page. */}
          <Form method="post" action={signOutEverywhereAction} className="space-y-3">
            <h2 className="text-lg font-semibold">{signOutEverywhereTexts.title}</h2>
            <p className="text-sm text-muted-foreground">{signOutEverywhereTexts.description}</p>
            <div className="flex justify-end">
              <Button type="submit" variant="outline" disabled={signingOut}>
                <LogOut aria-hidden />
                {signingOut ? signOutEverywhereTexts.submitting : signOutEverywhereTexts.submit}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </>
  );
}
