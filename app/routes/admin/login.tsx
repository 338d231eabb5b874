import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { createContext, data, Form, redirect, useNavigation, useSearchParams } from "react-router";

import { backendContext } from "~/backend/context.server";
import { signInSchema } from "~/backend/schemas";
import { maxUploadBytes } from "~/backend/uploads";
import { InputField } from "~/components/admin/field";
import { serverFormErrors } from "~/components/admin/form-parts";
import { ToastRegion, Toaster } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { AlertCircle, LockKeyhole } from "~/components/ui/icons";
import {
  carriedFieldsOf,
  isRestorablePath,
  maxCarriedChars,
  parseCarried,
  restoreField,
  sessionEndedParam,
} from "~/features/admin/carried-form.server";
import { redirectWithToast, takeFlash } from "~/features/admin/flash.server";
import { maxContentFormBytes, readSubmission } from "~/features/admin/forms.server";
import { refuseCrossSiteWrite, safeAdminRedirect, privateResponses } from "~/features/admin/guard.server";
import { attemptSignIn, signInFormBytes } from "~/features/admin/sign-in.server";
import { fieldLabels } from "~/features/admin/texts/common";
import { loginTexts } from "~/features/admin/texts/login";
import { sessionEndedTexts } from "~/features/admin/texts/unsaved";
import { success } from "~/features/admin/toast";
import { readBoundedForm } from "~/lib/bounded-form.server";
import { logRequestFailure } from "~/lib/failures.server";
import { hydrated } from "~/lib/hydration";

import type { Route } from "./+types/login";

export const middleware = [privateResponses];
export const handle = hydrated;

export const meta: Route.MetaFunction = () => [{ title: loginTexts.title }, { name: "robots", content: "noindex" }];

/** Set by a sign-in that carried a form: the page that follows offers it back, not the dashboard. */
const offeringFormBack = createContext(false);

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
  // Signed in just now with a form on the way: this page offers it back ("Forma dön").
  if (user?.role === "admin" && !context.get(offeringFormBack)) throw redirect("/admin/dashboard");
  // A toast from where the admin came from (e.g. "signed out everywhere").
  return { toast: await takeFlash(context) };
}

/**
 * A form posted after its session ended (no JavaScript), or the sign-in that carries it: where it
 * goes back to, its fields as the hidden field's JSON, and what could not come along.
 */
type Carried = { to: string; json: string; droppedFile: boolean; tooLarge: boolean };

/** A carried post is read up to what the admin's largest form may be (a page's contents and a file). */
const carriedPostBytes = maxContentFormBytes + maxUploadBytes;
/** The sign-in form that carries one: its own fields and the JSON (multipart, at most 3 bytes a character). */
const carryingSignInBytes = signInFormBytes + 3 * maxCarriedChars + 4 * 1024;

export async function action({ request, context, url }: Route.ActionArgs) {
  refuseCrossSiteWrite(request);
  const redirectTo = url.searchParams.get("redirectTo");
  const carryTo = redirectTo && isRestorablePath(redirectTo) ? safeAdminRedirect(redirectTo) : null;
  const stage = url.searchParams.get(sessionEndedParam);
  // The form itself, sent on by the guard: never a sign-in attempt, only the page that carries it.
  if (stage === "ended")
    return data({ carried: carryTo ? await carriedPost(request, carryTo) : null }, { status: 401 });

  const carrying = stage === "resume" && carryTo !== null;
  const parsed = await readSubmission(request, signInSchema, {
    hideFields: ["password"],
    maxBytes: carrying ? carryingSignInBytes : signInFormBytes,
  });
  const carriedFields = carrying && parsed.ok ? parseCarried(parsed.formData.get("carried")) : null;
  const carried: Carried | null =
    carrying && parsed.ok && carriedFields
      ? {
          to: carryTo,
          json: JSON.stringify(carriedFields),
          droppedFile: parsed.formData.has("carriedFile"),
          tooLarge: false,
        }
      : null;
  if (!parsed.ok) return parsed.response;
  const { submission } = parsed;

  const outcome = await attemptSignIn(context, parsed.value.email, parsed.value.password, "/admin/login");
  if (outcome.ok) {
    // Signed in with a form on the way: the page offers it back to its form ("Forma dön").
    if (carried && carriedFields) {
      context.set(offeringFormBack, true);
      return data({
        restore: { to: carried.to, field: restoreField, fields: carriedFields, droppedFile: carried.droppedFile },
      });
    }
    return redirectWithToast(
      context,
      safeAdminRedirect(redirectTo),
      success(loginTexts.success.message, loginTexts.success.title),
    );
  }
  return data(
    { result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }), carried },
    { status: outcome.status },
  );
}

/** The text fields of a post the guard sent on, bounded; a file is left behind and said so. */
async function carriedPost(request: Request, to: string): Promise<Carried> {
  const read = await readBoundedForm(request, carriedPostBytes);
  if (!read.ok) return { to, json: "", droppedFile: false, tooLarge: true };
  const { fields, droppedFile } = carriedFieldsOf(read.formData);
  const json = JSON.stringify(fields.filter(([name]) => name !== restoreField));
  if (json.length > maxCarriedChars) return { to, json: "", droppedFile, tooLarge: true };
  return { to, json, droppedFile, tooLarge: false };
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [searchParams] = useSearchParams();
  const answer = actionData as
    | { result?: SignInReply; carried?: CarriedView | null; restore?: RestoreView }
    | undefined;
  const [form, fields] = useAdminForm({
    schema: signInSchema,
    lastResult: answer?.result,
    signIn: true,
  });
  const redirectTo = searchParams.get("redirectTo");
  const failureMessage = serverFormErrors(answer?.result)[0];
  const carried = answer?.carried;
  const sessionEnded = answer !== undefined && "carried" in answer;
  const signInAction = redirectTo
    ? `?redirectTo=${encodeURIComponent(redirectTo)}${carried?.json ? "&session=resume" : ""}`
    : undefined;

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
            {answer?.restore ? (
              <RestoreForm restore={answer.restore} />
            ) : (
              <>
                {sessionEnded && (
                  <Alert tone="warning" className="mb-5 space-y-1" data-testid="session-ended">
                    <p>{sessionEndedTexts.note}</p>
                    {carried?.droppedFile && <p>{sessionEndedTexts.fileNote}</p>}
                    {carried?.tooLarge && <p>{sessionEndedTexts.tooLarge}</p>}
                  </Alert>
                )}
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
                  action={signInAction}
                  encType={carried?.json ? "multipart/form-data" : undefined}
                  {...getFormProps(form)}
                  className="space-y-4"
                >
                  {carried?.json && <input type="hidden" name="carried" value={carried.json} />}
                  {carried?.json && carried.droppedFile && <input type="hidden" name="carriedFile" value="1" />}
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
              </>
            )}
          </CardContent>
        </Card>
      </main>
    </Toaster>
  );
}

type SignInReply = SubmissionResult<string[]>;
type CarriedView = { to: string; json: string; droppedFile: boolean; tooLarge: boolean };
type RestoreView = { to: string; field: string; fields: Array<[string, string]>; droppedFile: boolean };

/**
 * After a sign-in that carried a form: the typed fields go back to the form's page as a post it
 * answers with the form filled in, unsaved (a plain form: it works without JavaScript).
 */
function RestoreForm({ restore }: { restore: RestoreView }) {
  return (
    <form method="post" action={restore.to} encType="multipart/form-data" className="space-y-4">
      <p>{sessionEndedTexts.restoreIntro}</p>
      {restore.droppedFile && <p className="text-sm text-muted-foreground">{sessionEndedTexts.fileNote}</p>}
      <input type="hidden" name={restore.field} value="1" />
      {restore.fields.map(([name, value], index) => (
        // oxlint-disable-next-line no-array-index-key -- a name may repeat; the order is the post's
        <input key={index} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" className="w-full" size="lg">
        {sessionEndedTexts.restore}
      </Button>
    </form>
  );
}
