import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

/** What a text field, a text area and a select share: their box, focus and invalid state. */
export const controlClass =
  "block w-full rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground shadow-xs placeholder:text-muted-foreground focus:border-secondary focus:outline-none focus:ring-2 focus:ring-secondary/25 disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClass, "h-9", className)} {...props} />;
}
