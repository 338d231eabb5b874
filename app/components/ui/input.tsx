import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

export const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-brand-steel focus:outline-none focus:ring-2 focus:ring-brand-steel/25 disabled:opacity-60 aria-invalid:border-red-500 aria-invalid:ring-red-500/20";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClass, "h-9", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClass, "min-h-20 font-mono text-[13px] leading-relaxed", className)}
      {...props}
    />
  );
}

/** A native select: it submits and works without JavaScript, and is accessible by default. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select data-slot="select" className={cn(controlClass, "h-9 pr-8", className)} {...props} />;
}

/** A checkbox drawn as a switch (role="switch"): a plain form control underneath. */
export function Switch({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="checkbox"
      // A native checkbox exposes its checked state itself; aria-checked would only duplicate it.
      // oxlint-disable-next-line jsx-a11y/role-has-required-aria-props
      role="switch"
      data-slot="switch"
      className={cn(
        "relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-brand-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-orange",
        "before:absolute before:left-0.5 before:top-0.5 before:size-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:before:translate-x-4",
        className,
      )}
      {...props}
    />
  );
}
