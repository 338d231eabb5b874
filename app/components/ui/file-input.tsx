import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

/** A file input whose "choose" button looks like an outlined button: a plain control underneath. */
export function FileInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <input
      type="file"
      data-slot="file-input"
      className={cn(
        "block w-full min-w-0 rounded-md text-sm text-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-invalid:text-destructive",
        className,
      )}
      {...props}
    />
  );
}
