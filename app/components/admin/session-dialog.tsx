import { getFormProps } from "@conform-to/react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useCallback, useRef, useState, type FormEvent, type ReactNode } from "react";

import { signInSchema } from "~/backend/schemas";
import { commonTexts, fieldLabels } from "~/features/admin/texts/common";
import { loginTexts } from "~/features/admin/texts/login";
import { sessionEndedTexts } from "~/features/admin/texts/unsaved";

import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { InputField } from "./field";
import { SessionContext, type EnsureSession } from "./session-context";
import { useAdminForm } from "./use-admin-form";

// A session that ended while a form was open, with JavaScript (decision 056): before a save
// leaves, the form asks /admin/session whether the session is still there; when it is not, this
// dialog opens over the form, signs in with the sign-in page's rules and throttle (the same
// backend call), and the form's save then goes as typed. The page never navigates away.

const sessionPath = "/admin/session";

export function SessionGuard({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState(false);
  const waiting = useRef<Array<(signedIn: boolean) => void>>([]);
  const settle = useCallback((signedIn: boolean) => {
    for (const resolve of waiting.current.splice(0)) resolve(signedIn);
    setAsking(false);
  }, []);
  const ensureSession = useCallback<EnsureSession>(async () => {
    let status: number;
    try {
      status = (await fetch(sessionPath, { cache: "no-store", credentials: "same-origin" })).status;
    } catch {
      // Unreachable: the save goes on and says what fails.
      return true;
    }
    if (status !== 401) return true;
    return new Promise<boolean>((resolve) => {
      waiting.current.push(resolve);
      setAsking(true);
    });
  }, []);

  return (
    <SessionContext.Provider value={ensureSession}>
      {children}
      <DialogPrimitive.Root open={asking} onOpenChange={(open) => !open && settle(false)}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-foreground/50" />
          <DialogPrimitive.Content
            className="fixed inset-x-3 top-16 z-[60] mx-auto max-w-md rounded-xl bg-card p-6 text-card-foreground shadow-2xl outline-none"
            aria-describedby={undefined}
          >
            <DialogPrimitive.Title className="text-lg font-semibold">
              {sessionEndedTexts.dialogTitle}
            </DialogPrimitive.Title>
            <p className="mt-1 text-sm text-muted-foreground">{sessionEndedTexts.dialogIntro}</p>
            {asking && <SessionSignInForm onSignedIn={() => settle(true)} onCancel={() => settle(false)} />}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </SessionContext.Provider>
  );
}

function SessionSignInForm({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const response = await fetch(sessionPath, {
        method: "POST",
        body: new FormData(event.currentTarget),
        credentials: "same-origin",
      });
      if (response.ok) return onSignedIn();
      const answer = (await response.json().catch(() => ({}))) as {
        message?: string;
        errors?: Record<string, string[] | null>;
      };
      const fieldMessage = Object.values(answer.errors ?? {}).find((messages) => messages?.length)?.[0];
      setFailure(answer.message ?? fieldMessage ?? loginTexts.unknownError);
    } catch {
      setFailure(loginTexts.unknownError);
    } finally {
      setBusy(false);
    }
  };
  const [form, fields] = useAdminForm({
    schema: signInSchema,
    id: "session-sign-in",
    lastResult: null,
    signIn: true,
    onSubmit: (event) => void signIn(event),
  });
  return (
    <form method="post" action={sessionPath} {...getFormProps(form)} className="mt-4 space-y-4">
      {failure && (
        <Alert role="alert" id={form.errorId}>
          <p className="font-semibold">{loginTexts.failureTitle}</p>
          <p className="mt-0.5">{failure}</p>
        </Alert>
      )}
      <InputField meta={fields.email} type="email" label={fieldLabels.email} autoComplete="username" />
      <InputField meta={fields.password} type="password" label={loginTexts.password} autoComplete="current-password" />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {commonTexts.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? loginTexts.submitting : loginTexts.submit}
        </Button>
      </div>
    </form>
  );
}
