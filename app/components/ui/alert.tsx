import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

export const alertVariants = cva("rounded-md border px-4 py-3 text-sm", {
  variants: {
    tone: {
      destructive: "border-destructive/25 bg-destructive/5 text-destructive",
      warning: "border-warning-foreground/20 bg-warning/50 text-warning-foreground",
    },
  },
  defaultVariants: { tone: "destructive" },
});

/**
 * A boxed message in the flow of the page: what went wrong, or what to mind. The caller gives it
 * role="alert" when it arrives after the page did (a refused save), not when it came with it.
 */
export function Alert({ className, tone, ...props }: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div data-slot="alert" className={cn(alertVariants({ tone }), className)} {...props} />;
}
