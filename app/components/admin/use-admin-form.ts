import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useContext, useEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";

import { useFormDraft, type DraftFields } from "./form-drafts";
import { SessionContext } from "./session-context";
import { useUnsavedChanges } from "./unsaved-changes";

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * An admin form's Conform state, set up one way: its fields carry the constraints of the port's
 * `schema` (required, lengths); the browser checks a field when it is left after she typed in it
 * (never one she only passed through: the dialogs focus their first field on opening), on save
 * every field, and again on each keystroke once refused, with `browserSchema` (the port's schema
 * plus a first look at a chosen file) or else `schema`; the server's last answer (`lastResult`)
 * comes back onto the fields. Inside the admin (decision 056), leaving it with unsaved changes
 * asks first, and a save first makes sure the session is still there, or signs in again in place.
 * `signIn` marks a sign-in form itself (the page, the dialog): none of that, and `onSubmit` is its own.
 */
export function useAdminForm<Schema extends FormSchema, Browser extends FormSchema = Schema>({
  schema,
  browserSchema,
  id,
  lastResult,
  defaultValue,
  validate = "onBlur",
  signIn = false,
  onSubmit,
}: {
  schema: Schema;
  browserSchema?: Browser;
  id?: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<z.input<NoInfer<Browser>>>;
  /** When a field is first checked: when it is left after typing, or only when the form is sent. */
  validate?: "onBlur" | "onSubmit";
  signIn?: boolean;
  /** What a valid submit does instead of posting (the sign-in dialog's fetch). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const ensureSession = useContext(SessionContext);
  // A submit let through once the session is known to be there (the second, requested one).
  const sessionChecked = useRef(false);
  const rules = (browserSchema ?? schema) as Browser;
  const result = useForm<z.input<Browser>, z.output<Browser>>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    // Conform's own "onBlur" checks a field she never typed in; the leaving is watched below.
    shouldValidate: "onSubmit",
    shouldRevalidate: validate === "onBlur" ? "onInput" : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rules }),
    onSubmit: (event) => {
      if (onSubmit) return onSubmit(event);
      if (signIn || !ensureSession) return;
      if (sessionChecked.current) {
        sessionChecked.current = false;
        return;
      }
      // Before the post leaves: a session that ended asks for a sign-in over the form, then the
      // same submit (same button) goes as typed. Nothing navigates away meanwhile.
      event.preventDefault();
      const form = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const sendWhenSignedIn = async () => {
        if (!(await ensureSession()) || !form.isConnected) return;
        sessionChecked.current = true;
        form.requestSubmit(submitter instanceof HTMLElement && submitter.isConnected ? submitter : undefined);
      };
      void sendWhenSignedIn();
    },
  });
  useCheckLeftAfterTyping(result[0], validate === "onBlur");
  // Leaving it with changes nobody saved asks first, and they are kept as a draft in the browser
  // (in the admin layout; the sign-in page and dialog have none of it).
  const [restored, setRestored] = useState(false);
  const form = result[0];
  const unsaved = useUnsavedChanges(form.id, !signIn && (restored || lastResult?.status === "error"), !signIn);
  const restoreDraft = useCallback(
    (fields: DraftFields) => {
      const formData = new FormData();
      for (const [name, value] of fields) formData.append(name, value);
      const value = parseWithZod(formData, { schema: rules }).payload;
      form.update({ value } as unknown as Parameters<typeof form.update>[0]);
      setRestored(true);
    },
    [form, rules],
  );
  useFormDraft(form.id, !signIn && unsaved, restoreDraft);
  return result;
}

/** Checks a field of the form when the focus leaves it, once she has typed in it (an input event). */
function useCheckLeftAfterTyping(form: { id: string; validate: (options: { name: string }) => void }, on: boolean) {
  const validate = useRef(form.validate);
  useEffect(() => {
    validate.current = form.validate;
  });
  useEffect(() => {
    if (!on) return;
    const typed = new Set<string>();
    const fieldOf = (target: EventTarget | null) => {
      const field = target as Partial<HTMLInputElement> | null;
      return field?.form?.id === form.id && field.name ? field.name : null;
    };
    const onInput = (event: Event) => {
      const name = fieldOf(event.target);
      if (name) typed.add(name);
    };
    const onLeave = (event: Event) => {
      const name = fieldOf(event.target);
      if (name && typed.has(name)) validate.current({ name });
    };
    // A submit checks every field itself; after it, the field that had the focus loses it as the
    // dialog closes, and a check then (Conform's validate is a submission of its own) would post
    // the form again as a document, outside the router.
    const onSubmit = (event: Event) => {
      if ((event.target as HTMLFormElement | null)?.id === form.id) typed.clear();
    };
    // Bubbling, after React's own handlers, as Conform's were: the dialog notes where the focus
    // is going before the message replaces the hint (app/components/ui/dialog.tsx).
    document.addEventListener("input", onInput);
    document.addEventListener("focusout", onLeave);
    document.addEventListener("submit", onSubmit, true);
    return () => {
      document.removeEventListener("submit", onSubmit, true);
      document.removeEventListener("input", onInput);
      document.removeEventListener("focusout", onLeave);
    };
  }, [form.id, on]);
}
