import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * An admin form's Conform state, set up one way: its fields carry the constraints of the port's
 * `schema` (required, lengths); the browser checks a field when it is left, and again on each
 * keystroke once refused, with `browserSchema` (the port's schema plus a first look at a chosen
 * file) or else `schema`; the server's last answer (`lastResult`) comes back onto the fields.
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
  /** When a field is first checked: when it is left, or only when the form is sent. */
  validate?: "onBlur" | "onSubmit";
}) {
  const rules = (browserSchema ?? schema) as Browser;
  return useForm<z.input<Browser>, z.output<Browser>>({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: validate,
    shouldRevalidate: validate === "onBlur" ? "onInput" : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rules }),
  });
}
