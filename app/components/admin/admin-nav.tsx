import { useRef, useState } from "react";
import { NavLink } from "react-router";

import { adminPath } from "~/features/admin/sections";
import { adminSections, layoutTexts } from "~/features/admin/texts/layout";
import { messageTexts } from "~/features/admin/texts/messages";
import { cn } from "~/lib/cn";

import { Dialog, DialogContent, DialogDescription, DialogOverlay, DialogTitle } from "../ui/dialog";
import { Menu, X } from "../ui/icons";
import { SectionIcon } from "./section-icon";

// The admin's sections: a sidebar from the medium breakpoint up; below it a menu button in the
// header. The button is the summary of a <details>, so without JavaScript it opens the list in
// the page; with JavaScript it opens the same list in a drawer (Radix's dialog: the focus moves
// in and stays there, Escape and the close button close it, the focus returns to the button).

/** The section links, with the unread messages' badge. `onNavigate` closes the drawer. */
function SectionLinks({ unreadMessages, onNavigate }: { unreadMessages: number | null; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1 p-2 md:p-3">
      {adminSections.map((section) => (
        <li key={section.key}>
          <NavLink
            to={adminPath(section.key)}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium md:min-h-0",
                isActive ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
              )
            }
          >
            <SectionIcon section={section.key} className="size-4 shrink-0" />
            {section.label}
            {section.key === "messages" && unreadMessages ? (
              <span className="ml-auto rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground">
                <span aria-hidden>{unreadMessages}</span>
                <span className="sr-only">{`(${messageTexts.unreadBadge(unreadMessages)})`}</span>
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The sidebar, from the medium breakpoint up. */
export function AdminSidebar({ unreadMessages }: { unreadMessages: number | null }) {
  return (
    <nav
      aria-label={layoutTexts.navLabel}
      className="hidden border-r border-border bg-card md:sticky md:top-14 md:block md:h-[calc(100vh-3.5rem)] md:w-72 md:shrink-0 md:overflow-y-auto"
    >
      <p className="px-5 pt-5 pb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        {layoutTexts.navHeading}
      </p>
      <SectionLinks unreadMessages={unreadMessages} />
    </nav>
  );
}

/** The menu button and what it opens, below the medium breakpoint. */
export function PhoneNav({ unreadMessages }: { unreadMessages: number | null }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLElement>(null);
  return (
    <>
      <details className="md:hidden" data-testid="admin-phone-nav">
        <summary
          ref={button}
          // With JavaScript the drawer opens instead of the disclosure.
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          aria-label={layoutTexts.openMenu}
          className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
        >
          <Menu className="size-6" aria-hidden />
        </summary>
        {/* Without JavaScript: the list in the page, below the header. */}
        <nav
          aria-label={layoutTexts.navLabel}
          className="absolute inset-x-0 top-14 z-40 h-[calc(100dvh-3.5rem)] overflow-y-auto border-b border-border bg-card shadow-lg"
        >
          <SectionLinks unreadMessages={unreadMessages} />
        </nav>
      </details>
      {/* Outside the <details>: a closed one hides what it holds. */}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogOverlay className="md:hidden" />
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            button.current?.focus();
          }}
          className="inset-x-auto top-0 right-auto left-0 m-0 md:hidden h-dvh max-h-none w-[min(20rem,85vw)] rounded-none rounded-r-xl sm:top-0 sm:max-h-none"
        >
          <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2">
            <DialogTitle className="text-base">{layoutTexts.navHeading}</DialogTitle>
            <DialogDescription className="sr-only">{layoutTexts.navLabel}</DialogDescription>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label={layoutTexts.closeMenu}
              className="flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <nav aria-label={layoutTexts.navLabel} className="flex-1 overflow-y-auto">
            <SectionLinks unreadMessages={unreadMessages} onNavigate={() => setOpen(false)} />
          </nav>
        </DialogContent>
      </Dialog>
    </>
  );
}
