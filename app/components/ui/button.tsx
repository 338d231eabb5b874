import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

// What every button shares is one class, `button-base` (app/app.css), not fifteen utilities:
// admin lists render several buttons a row, and each utility was bytes to send and to encode.
// It is in the components layer, so a utility a caller adds still wins over it.
export const buttonVariants = cva("button-base", {
  variants: {
    variant: {
      default: "bg-primary text-primary-foreground hover:bg-secondary",
      destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
      outline: "border border-input bg-card text-foreground hover:bg-accent",
      ghost: "text-foreground hover:bg-muted",
      link: "text-secondary underline-offset-4 hover:underline",
    },
    size: {
      default: "h-9 px-4 py-2",
      sm: "h-8 px-3",
      lg: "h-10 px-6",
      icon: "size-9",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});

/** A button, or with `asChild` a link styled as one. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : "button";
  return <Component data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
