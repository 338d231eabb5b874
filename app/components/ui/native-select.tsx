import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

import { controlClass } from "./input";

/** A native select: it submits and works without JavaScript, and is accessible by default. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select data-slot="select" className={cn(controlClass, "h-9 pr-8", className)} {...props} />;
}
