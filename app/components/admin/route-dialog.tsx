import { useEffect, useId, useRef, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";

import { commonTexts } from "~/features/admin/texts/common";
import { useWithListQuery } from "~/lib/list-query";

import { Dialog, DialogContent, DialogHeader, DialogOverlay, DialogTitle } from "../ui/dialog";
import { X } from "../ui/icons";

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
  return (
    <Dialog open onOpenChange={(open) => !open && navigate(back, { preventScrollReset: true })}>
      <DialogOverlay forceMount />
      <DialogContent
        forceMount
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={className}
        // Escape in an open list (the menu dialog's combobox) closes the list, not the dialog; in the
        // rich-text editor it closes only what is open there (a link's panel), never the dialog.
        onEscapeKeyDown={(event) => {
          const focused = document.activeElement;
          if (focused?.getAttribute("aria-expanded") === "true" || focused?.closest("[contenteditable='true']"))
            event.preventDefault();
        }}
      >
        <DialogHeader>
          <div>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            {/* A plain paragraph: as a Radix Description it would add its own id to aria-describedby. */}
            <p id={descriptionId} className={description ? "mt-1 text-sm text-muted-foreground" : "sr-only"}>
              {description ?? title}
            </p>
          </div>
          <Link
            to={back}
            preventScrollReset
            aria-label={commonTexts.close}
            className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-5" aria-hidden />
          </Link>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
