import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";

import { cn } from "~/lib/cn";
import { useWithListQuery } from "~/lib/list-query";

import { X } from "./icons";

/**
 * A dialog that is a route (`/admin/pages/new`): open while its URL is. It renders in place,
 * not in a portal, so without JavaScript it is a panel over the page whose close button is a
 * link back; with JavaScript Radix adds the focus trap, Escape and outside-click closing.
 */
export function RouteDialog({
  title,
  description,
  closeTo,
  children,
  className,
}: {
  title: string;
  description?: string;
  closeTo: string;
  children: ReactNode;
  className?: string;
}) {
  const navigate = useNavigate();
  // Back to the list as it was: its search and page ride on the dialog's URL.
  const back = useWithListQuery(closeTo);
  // The dialog's name and description by ids of our own: Radix links its title and description
  // only once they have mounted in the browser, so the server's dialog (all a browser without
  // JavaScript gets) had no name (axe: aria-dialog-name).
  const titleId = useId();
  const descriptionId = useId();
  // The control that opened the dialog (the link focused when its route came up): the focus
  // goes back to it when the dialog closes, whether by Escape, İptal or a save.
  const opener = useRef(typeof document === "undefined" ? null : document.activeElement);
  useEffect(
    () => () => {
      const element = opener.current;
      // After Radix's own return of the focus, which only knows the body here. When the opener is
      // gone (the delete link of the record just deleted), the page's heading takes it.
      setTimeout(() => {
        if (element instanceof HTMLElement && element.isConnected) return element.focus();
        const heading = document.querySelector<HTMLElement>("main h1");
        if (!heading) return;
        if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }, 10);
    },
    [],
  );
  // The control the focus is on its way to, from the moment the previous one lost it until it
  // arrives. Leaving a field validates it (Conform, on blur) in that moment, with the focus on the
  // body: a message replacing the field's hint removes a node, and Radix's focus trap, taking a
  // removal with the focus on the body for the focused control's own, sends the focus to the dialog
  // box. The click or Tab that was moving it then lost its way (typing went nowhere, or back into
  // the field just left). When the box takes the focus in that moment, it goes on to its target.
  const arriving = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && navigate(back, { preventScrollReset: true })}>
      <DialogPrimitive.Overlay forceMount className="fixed inset-0 z-40 bg-slate-900/50" />
      <DialogPrimitive.Content
        forceMount
        // Focus goes to the element marked data-autofocus (e.g. 'İptal' in a delete dialog),
        // else to the first field; a dialog of links only focuses itself, without a ring.
        onOpenAutoFocus={(event) => {
          const preferred = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("[data-autofocus]");
          if (preferred) {
            event.preventDefault();
            preferred.focus();
          }
        }}
        onBlur={(event) => {
          const next = event.relatedTarget;
          arriving.current =
            next instanceof HTMLElement && next !== event.currentTarget && event.currentTarget.contains(next)
              ? next
              : null;
        }}
        onFocus={(event) => {
          const next = arriving.current;
          arriving.current = null;
          if (event.target === event.currentTarget && next?.isConnected) next.focus();
        }}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={cn(
          "fixed inset-x-3 outline-none top-4 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] flex-col rounded-xl bg-white shadow-2xl sm:top-10 sm:max-h-[calc(100dvh-5rem)]",
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
          <div>
            <DialogPrimitive.Title id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </DialogPrimitive.Title>
            {/* A plain paragraph: as a Radix Description it would add its own id to aria-describedby. */}
            <p id={descriptionId} className={description ? "mt-1 text-sm text-slate-500" : "sr-only"}>
              {description ?? title}
            </p>
          </div>
          <Link
            to={back}
            preventScrollReset
            aria-label="Kapat"
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-orange"
          >
            <X className="size-5" aria-hidden />
          </Link>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Root>
  );
}
