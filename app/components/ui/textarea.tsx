import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

import { controlClass } from "./input";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlClass, "min-h-20 font-mono text-[13px] leading-relaxed", className)}
      {...props}
    />
  );
}
