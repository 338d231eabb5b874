import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

import { controlClass } from "./input";

/** A text area; `code` sets it in a monospace face, for HTML written by hand. */
export function Textarea({ className, code = false, ...props }: ComponentProps<"textarea"> & { code?: boolean }) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClass, "min-h-20", code && "font-mono text-[13px] leading-relaxed", className)}
      {...props}
    />
  );
}
