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
