import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

/** A control's label (the control is named by `htmlFor`, or sits inside). */
export function Label({ className, ...props }: ComponentProps<"label">) {
  // The control is given by the caller, through htmlFor or as a child.
  // oxlint-disable-next-line jsx-a11y/label-has-associated-control
  return <label data-slot="label" className={cn("block text-sm font-medium text-foreground", className)} {...props} />;
}
