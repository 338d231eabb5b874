import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { menuStateKey, type FrameMarkup, type SiteFrame } from "~/features/site/frame";
import type { Lang } from "~/i18n/languages";
import { uiStrings } from "~/i18n/ui";
import { UiStringsProvider } from "~/i18n/ui-strings";
import { KeptPerVersion } from "~/lib/kept-per-version";

import { PhoneMenuItems } from "./mobile-menu";
import { FooterColumns } from "./site-footer";
import { DesktopMenuItems, TopBar } from "./site-header";

// Most of a public page's markup is its frame: the header's top bar and two menus (the desktop
// bar's dropdowns and the phone panel) and the footer's columns; with a large menu, most of its
// render too. The menus depend only on the menu, the language and which items the page makes
// active, the rest only on the frame and the language, so they are rendered once per content
// version and kept per isolate, like the frame's data (features/site/frame.server.ts, decision
// 025). Public pages never hydrate (decision 027), so the header and footer take the markup as it is.

/** Per content version, one frame per language and set of marked items (bounded: each active item makes one). */
const keptFrames = new KeptPerVersion<FrameMarkup>(2_000);
/** Per content version, the parts that follow no menu state (top bar, footer's columns) in each language. */
const keptLanguageParts = new KeptPerVersion<Pick<FrameMarkup, "topBar" | "footer">>(8);

const markupIn = (lang: Lang, node: ReactNode) =>
  renderToStaticMarkup(
    <UiStringsProvider lang={lang} strings={uiStrings[lang]}>
      {node}
    </UiStringsProvider>,
  );

const renderMenus = (frame: SiteFrame, pathname: string): Pick<FrameMarkup, "desktop" | "phone"> => ({
  desktop: markupIn(frame.lang, <DesktopMenuItems menu={frame.menu} lang={frame.lang} pathname={pathname} />),
  phone: markupIn(frame.lang, <PhoneMenuItems menu={frame.menu} lang={frame.lang} pathname={pathname} />),
});

const renderLanguageParts = (frame: SiteFrame): Pick<FrameMarkup, "topBar" | "footer"> => ({
  topBar: markupIn(frame.lang, <TopBar frame={frame} />),
  footer: markupIn(frame.lang, <FooterColumns frame={frame} />),
});

/** The frame's markup for a page; rendered afresh when the content version is not known (null). */
export function frameMarkup(frame: SiteFrame, pathname: string, contentVersion: string | null): FrameMarkup {
  if (contentVersion === null) return { ...renderMenus(frame, pathname), ...renderLanguageParts(frame) };
  return keptFrames.get(contentVersion, `${frame.lang}\n${menuStateKey(frame.menu, pathname, frame.lang)}`, () => ({
    ...renderMenus(frame, pathname),
    ...keptLanguageParts.get(contentVersion, frame.lang, () => renderLanguageParts(frame)),
  }));
}
