import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef, type ComponentProps } from "react";

import { cn } from "~/lib/cn";

// Radix's dialog in the admin's look, rendered in place (no portal): a dialog that is open when
// the server renders it is in the document a browser without JavaScript gets. It knows nothing
// of routes; the admin's route dialogs compose it (app/components/admin/route-dialog.tsx).

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return <DialogPrimitive.Overlay className={cn("fixed inset-0 z-40 bg-foreground/50", className)} {...props} />;
}

/**
 * The dialog's box. Opening it focuses the element marked data-autofocus (e.g. 'İptal' in a
 * delete dialog), else the first field; a dialog of links only focuses itself, without a ring.
 */
export function DialogContent({
  className,
  onOpenAutoFocus,
  onBlur,
  onFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  // The control the focus is on its way to, from the moment the previous one lost it until it
  // arrives. Leaving a field validates it (Conform, on blur) in that moment, with the focus on the
  // body: a message replacing the field's hint removes a node, and Radix's focus trap, taking a
  // removal with the focus on the body for the focused control's own, sends the focus to the dialog
  // box. The click or Tab that was moving it then lost its way (typing went nowhere, or back into
  // the field just left). When the box takes the focus in that moment, it goes on to its target.
  const arriving = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Content
      onOpenAutoFocus={(event) => {
        onOpenAutoFocus?.(event);
        const preferred = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("[data-autofocus]");
        if (preferred && !event.defaultPrevented) {
          event.preventDefault();
          preferred.focus();
        }
      }}
      onBlur={(event) => {
        onBlur?.(event);
        const next = event.relatedTarget;
        arriving.current =
          next instanceof HTMLElement && next !== event.currentTarget && event.currentTarget.contains(next)
            ? next
            : null;
      }}
      onFocus={(event) => {
        onFocus?.(event);
        const next = arriving.current;
        arriving.current = null;
        if (event.target === event.currentTarget && next?.isConnected) next.focus();
      }}
      className={cn(
        "fixed inset-x-3 top-4 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] flex-col rounded-xl bg-card text-card-foreground shadow-2xl outline-none sm:top-10 sm:max-h-[calc(100dvh-5rem)]",
        className,
      )}
      {...props}
    />
  );
}

/** The title row: the title and description, and room for a close control at its end. */
export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-header"
      className={cn("flex items-start justify-between gap-4 border-b border-border px-5 py-4", className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("mt-1 text-sm text-muted-foreground", className)} {...props} />;
}

/** What the dialog is about: scrolls on its own when taller than the screen allows. */
export function DialogBody({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-body" className={cn("flex-1 overflow-y-auto px-5 py-5", className)} {...props} />;
}

/** The row of the dialog's actions, at its end. */
export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn("flex justify-end gap-2 border-t border-border px-5 py-3", className)}
      {...props}
    />
  );
}
