import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import type { z } from "zod";

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * An admin form's Conform state, set up one way: its fields carry the constraints of the port's
 * `schema` (required, lengths); the browser checks a field when it is left after she typed in it
 * (never one she only passed through: the dialogs focus their first field on opening), on save
 * every field, and again on each keystroke once refused, with `browserSchema` (the port's schema
 * plus a first look at a chosen file) or else `schema`; the server's last answer (`lastResult`)
 * comes back onto the fields.
 */
export function useAdminForm<Schema extends FormSchema, Browser extends FormSchema = Schema>({
  schema,
  browserSchema,
  id,
  lastResult,
  defaultValue,
  validate = "onBlur",
}: {
  schema: Schema;
  browserSchema?: Browser;
  id?: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<z.input<NoInfer<Browser>>>;
  /** When a field is first checked: when it is left after typing, or only when the form is sent. */
  validate?: "onBlur" | "onSubmit";
}) {
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
  });
  useCheckLeftAfterTyping(result[0], validate === "onBlur");
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
