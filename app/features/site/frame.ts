import type { Lang } from "~/i18n/languages";
import type { SocialLink } from "~/lib/settings";

// What the public frame (header, mobile menu, footer) renders: built on the server from the
// backend's chrome, already in the visitor's language with localized paths.

export interface FrameMenuItem {
  id: string;
  label: string;
  description: string;
  /** Localized path, or null for a parent that does not navigate. */
  href: string | null;
  children: FrameMenuItem[];
}

/**
 * The frame's markup made once per content version: the header's top bar (empty when it has
 * nothing to show), its menus' items (the desktop bar's and the phone panel's) and the footer's columns.
 */
export interface FrameMarkup {
  topBar: string;
  desktop: string;
  phone: string;
  footer: string;
}

/**
 * What the menus' markup depends on besides the menu and the language: which items are active
 * (`a`) and which one is the page itself (`c`). Pages with the same key share their markup.
 */
export function menuStateKey(menu: readonly FrameMenuItem[], pathname: string, lang: Lang): string {
  const marks: string[] = [];
  const visit = (items: readonly FrameMenuItem[]) => {
    for (const item of items) {
      if (isActivePath(item.href, pathname, lang)) marks.push(`a${item.id}`);
      if (item.href === pathname) marks.push(`c${item.id}`);
      visit(item.children);
    }
  };
  visit(menu);
  return marks.join(" ");
}

export interface SiteFrame {
  lang: Lang;
  companyName: string;
  siteName: string;
  logoUrl: string;
  description: string;
  contact: { phone: string; email: string; address: string };
  social: SocialLink[];
  menu: FrameMenuItem[];
  footer: { quickLinks: FrameMenuItem[]; corporateLinks: FrameMenuItem[] };
  /** The current year for the copyright line, from the server so both renders agree. */
  year: number;
}

/**
 * The frame as a page's loader returns it: the header, the phone menu and the footer's columns
 * get their menus as markup (FrameMarkup), so the menu itself stays on the server. (React Router serializes every loader's
 * data on each render, hydrated or not; a 300-item menu would be most of it.)
 */
export type RenderedFrame = Omit<SiteFrame, "menu">;

/**
 * Whether a menu item is the current page or an ancestor of it (docs/product.md §3): the path
 * equals the item's or lies beneath it; the home item only on the exact language prefix.
 */
export function isActivePath(href: string | null, currentPath: string, lang: Lang): boolean {
  if (!href || !href.startsWith("/")) return false;
  const normalize = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
  const current = normalize(currentPath);
  const target = normalize(href);
  if (target === `/${lang}`) return current === `/${lang}`;
  return current === target || current.startsWith(`${target}/`);
}

/** A telephone number as a tel: link target. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
