import { getFormProps } from "@conform-to/react";
import { data, Form, redirect, useNavigation, useSearchParams } from "react-router";

import { backendContext } from "~/backend/context.server";
import { signInSchema } from "~/backend/schemas";
import { InputField } from "~/components/admin/field";
import { serverFormErrors } from "~/components/admin/form-parts";
import { ToastRegion, Toaster } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { AlertCircle, LockKeyhole } from "~/components/ui/icons";
import { redirectWithToast, takeFlash } from "~/features/admin/flash.server";
import { readSubmission } from "~/features/admin/forms.server";
import { refuseCrossSiteWrite, safeAdminRedirect, privateResponses } from "~/features/admin/guard.server";
import { fieldLabels } from "~/features/admin/texts/common";
import { loginFailureMessages, loginTexts } from "~/features/admin/texts/login";
import { success } from "~/features/admin/toast";
import { logRequestFailure } from "~/lib/failures.server";
import { hydrated } from "~/lib/hydration";

import type { Route } from "./+types/login";

export const middleware = [privateResponses];
export const handle = hydrated;

// Sign-in is open to anyone: its body is read only up to what the longest e-mail and password
// the schema takes need (ASCII, percent-encoded), not the admin forms' 300 KB.
const signInFormBytes = 4 * 1024;

export const meta: Route.MetaFunction = () => [{ title: loginTexts.title }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  // A session that cannot be checked counts as none: the form is shown (signing in will say
  // what fails).
  const user = await context
    .get(backendContext)
    .auth.currentUser()
    .catch((error: unknown) => {
      logRequestFailure(context, error, "/admin/login (session check)");
      return null;
    });
  if (user?.role === "admin") throw redirect("/admin/dashboard");
  // A toast from where the admin came from (e.g. "signed out everywhere").
  return { toast: await takeFlash(context) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  refuseCrossSiteWrite(request);
  const parsed = await readSubmission(request, signInSchema, { hideFields: ["password"], maxBytes: signInFormBytes });
  if (!parsed.ok) return parsed.response;
  const { submission } = parsed;

  let outcome;
  try {
    outcome = await context.get(backendContext).auth.signIn(parsed.value.email, parsed.value.password);
  } catch (error) {
    logRequestFailure(context, error, "/admin/login (sign-in)");
    outcome = { ok: false as const, reason: "other" as const, message: undefined };
  }
  if (outcome.ok) {
    return redirectWithToast(
      context,
      safeAdminRedirect(url.searchParams.get("redirectTo")),
      success(loginTexts.success.message, loginTexts.success.title),
    );
  }
  const message =
    outcome.reason === "other" ? (outcome.message ?? loginTexts.unknownError) : loginFailureMessages[outcome.reason];
  return data(
    { result: submission.reply({ formErrors: [message], hideFields: ["password"] }) },
    { status: outcome.reason === "throttled" ? 429 : 400 },
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [searchParams] = useSearchParams();
  const [form, fields] = useAdminForm({
    schema: signInSchema,
    lastResult: actionData?.result,
  });
  const redirectTo = searchParams.get("redirectTo");
  const failureMessage = serverFormErrors(actionData?.result)[0];

  return (
    <Toaster initial={loaderData.toast}>
      <div className="bg-muted">
        <ToastRegion floating={false} />
      </div>
      <main className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
        <Card className="w-full max-w-md">
          <CardContent className="p-8">
            <div className="mb-6 flex flex-col items-center text-center">
              <span className="rounded-full bg-primary p-3 text-primary-foreground">
                <LockKeyhole className="size-6" aria-hidden />
              </span>
              <h1 className="mt-4 text-2xl font-bold">{loginTexts.title}</h1>
              <p className="mt-1 text-sm text-muted-foreground">{loginTexts.intro}</p>
            </div>
            {failureMessage && (
              <Alert role="alert" id={form.errorId} className="mb-5 flex gap-3 rounded-lg p-4">
                <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
                <div>
                  <p className="font-semibold">{loginTexts.failureTitle}</p>
                  <p className="mt-0.5">{failureMessage}</p>
                </div>
              </Alert>
            )}
            <Form
              method="post"
              action={redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : undefined}
              {...getFormProps(form)}
              className="space-y-4"
            >
              <InputField meta={fields.email} type="email" label={fieldLabels.email} autoComplete="username" />
              <InputField
                meta={fields.password}
                type="password"
                label={loginTexts.password}
                autoComplete="current-password"
              />
              <Button type="submit" className="w-full" size="lg" disabled={busy}>
                {busy ? loginTexts.submitting : loginTexts.submit}
              </Button>
            </Form>
          </CardContent>
        </Card>
      </main>
    </Toaster>
  );
}
