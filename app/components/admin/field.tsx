import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ComponentProps, ReactNode } from "react";

import { cn } from "~/lib/cn";

import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { NativeSelect } from "../ui/native-select";
import { Switch } from "../ui/switch";
import { Textarea } from "../ui/textarea";

// The admin's form fields, each made from Conform's metadata of its field (as epic-stack's are):
// the label points at the control's id; the control says whether it is invalid and what describes
// the field (the error, or else the hint); the error replaces the hint under the control. A caller
// names the field, its label and hint, and what is particular to its control; nothing else by hand.
// docs/decisions/034-admin-forms-and-ui-primitives.md

/** What a field's layout reads from Conform's metadata. */
type FieldState = Pick<FieldMetadata, "id" | "errorId" | "descriptionId" | "errors">;

/** Conform's option for a control's aria-describedby: the hint's id while the hint is shown. */
export interface DescribedBy {
  ariaDescribedBy: string | undefined;
}

const invalid = (meta: Pick<FieldMetadata, "errors">) => Boolean(meta.errors?.length);

/** A field's error messages, under its control; the control points at them by id. */
export function FieldErrors({
  meta,
  className,
  ...props
}: { meta: Pick<FieldMetadata, "errorId" | "errors"> } & Omit<ComponentProps<"p">, "id" | "children">) {
  if (!invalid(meta)) return null;
  return (
    <p id={meta.errorId} className={cn("text-sm text-destructive", className)} {...props}>
      {meta.errors!.join(" ")}
    </p>
  );
}

/**
 * A labelled control with its hint and errors. `children` makes the control from Conform's
 * `ariaDescribedBy` option (for a control of its own, e.g. a file input with a preview); the
 * fields below do that for the usual controls.
 */
export function Field({
  meta,
  label,
  hint,
  className,
  labelClassName,
  labelId,
  children,
}: {
  meta: FieldState;
  label: string;
  hint?: string;
  className?: string;
  labelClassName?: string;
  /** The label's own id, for a control that is named by aria-labelledby (the rich-text editor). */
  labelId?: string;
  children: (options: DescribedBy) => ReactNode;
}) {
  const showHint = Boolean(hint) && !invalid(meta);
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label id={labelId} htmlFor={meta.id} className={labelClassName}>
        {label}
      </Label>
      {children({ ariaDescribedBy: showHint ? meta.descriptionId : undefined })}
      {showHint && (
        <p id={meta.descriptionId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldErrors meta={meta} />
    </div>
  );
}

/** What every field takes besides its control's own props. */
interface FieldProps<Schema> {
  meta: FieldMetadata<Schema>;
  label: string;
  hint?: string;
}

/** A one-line text field; other props go to the input. */
export function InputField<Schema>({
  meta,
  label,
  hint,
  type = "text",
  ...props
}: FieldProps<Schema> &
  Omit<ComponentProps<"input">, "type"> & { type?: "text" | "email" | "tel" | "url" | "number" | "password" }) {
  return (
    <Field meta={meta} label={label} hint={hint}>
      {(options) => <Input {...getInputProps(meta, { type, ...options })} {...props} />}
    </Field>
  );
}

/** A text area; other props go to it. */
export function TextareaField<Schema>({
  meta,
  label,
  hint,
  ...props
}: FieldProps<Schema> & ComponentProps<typeof Textarea>) {
  return (
    <Field meta={meta} label={label} hint={hint}>
      {(options) => <Textarea {...getTextareaProps(meta, options)} {...props} />}
    </Field>
  );
}

/** A native select of the given options (its children). */
export function SelectField<Schema>({ meta, label, hint, ...props }: FieldProps<Schema> & ComponentProps<"select">) {
  return (
    <Field meta={meta} label={label} hint={hint}>
      {(options) => <NativeSelect {...getSelectProps(meta, options)} {...props} />}
    </Field>
  );
}

/** An on/off setting: the switch with its label beside it. */
export function SwitchField<Schema>({ meta, label }: Omit<FieldProps<Schema>, "hint">) {
  return (
    <label htmlFor={meta.id} className="inline-flex items-center gap-3 text-sm font-medium text-foreground">
      <Switch {...getInputProps(meta, { type: "checkbox" })} />
      {label}
    </label>
  );
}

/** A value shown as a field that cannot be changed here (a record's slug), with its hint. */
export function ReadOnlyField({ id, label, value, hint }: { id: string; label: string; value: string; hint: string }) {
  const hintId = `${id}-description`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} readOnly aria-describedby={hintId} className="bg-accent text-muted-foreground" />
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

/** A group of controls under one legend (radio buttons, a picture's choices), described by its errors. */
export function FieldGroup({
  meta,
  legend,
  className,
  children,
}: {
  meta: Pick<FieldMetadata, "errorId" | "errors">;
  legend: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={invalid(meta) ? meta.errorId : undefined} className={cn("min-w-0", className)}>
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      {children}
    </fieldset>
  );
}
