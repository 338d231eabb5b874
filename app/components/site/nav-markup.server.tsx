import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { PhoneMenuItems } from "./mobile-menu";
import { DesktopMenuItems } from "./site-header";
import { uiStrings } from "~/i18n/ui";
import { KeptPerVersion } from "~/lib/kept-per-version";
import { UiStringsProvider } from "~/i18n/ui-strings";
import { menuStateKey, type NavMarkup, type SiteFrame } from "~/features/site/frame";

// The header's two menus (the desktop bar's dropdowns and the phone panel) are most of a public
// page's markup, and with a large menu most of its render. They depend only on the menu, the
// language and which items the page makes active, so they are rendered once per content version
// and kept per isolate, like the frame's data (features/site/frame.server.ts, decision 025).
// Public pages never hydrate (decision 027), so the header takes the markup as it is.

/** Per content version, one rendering per language and set of marked items (bounded: each active item makes one). */
const kept = new KeptPerVersion<NavMarkup>(2_000);

/** What the menus are made of: the menu, in its language. */
type MenuOf = Pick<SiteFrame, "lang" | "menu">;

function renderNav(frame: MenuOf, pathname: string): NavMarkup {
  const markup = (node: ReactNode) =>
    renderToStaticMarkup(
      <UiStringsProvider lang={frame.lang} strings={uiStrings[frame.lang]}>
        {node}
      </UiStringsProvider>,
    );
  return {
    desktop: markup(<DesktopMenuItems menu={frame.menu} lang={frame.lang} pathname={pathname} />),
    phone: markup(<PhoneMenuItems menu={frame.menu} lang={frame.lang} pathname={pathname} />),
  };
}

/** The menus' markup for a page; rendered afresh when the content version is not known (null). */
export function navMarkup(frame: MenuOf, pathname: string, contentVersion: string | null): NavMarkup {
  if (contentVersion === null) return renderNav(frame, pathname);
  const key = `${frame.lang}\n${menuStateKey(frame.menu, pathname, frame.lang)}`;
  return kept.get(contentVersion, key, () => renderNav(frame, pathname));
}
