import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

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
        "relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-colors checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "before:absolute before:left-0.5 before:top-0.5 before:size-4 before:rounded-full before:bg-card before:shadow before:transition-transform checked:before:translate-x-4",
        className,
      )}
      {...props}
    />
  );
}
