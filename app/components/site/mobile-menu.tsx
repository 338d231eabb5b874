import { useLocation } from "react-router";

import { isActivePath, telHref, type FrameMenuItem, type RenderedFrame } from "~/features/site/frame";
import { languageNames, languages, type Lang } from "~/i18n/languages";
import { useT } from "~/i18n/ui-strings";
import { cx } from "~/lib/cx";

import { ChevronDown, Globe, Mail, Menu, Phone, X } from "../ui/icons";
import { LanguageLink } from "./language-link";
import { SiteLogo } from "./site-logo";
import { SocialLinks } from "./social-links";

// The phone menu (docs/product.md §3): a panel sliding in from the right below the medium
// breakpoint. Built on <details>, so without JavaScript the button opens it, links work and a
// link to the page closes it; the site's script (./site-script/phone-menu.ts) adds Escape, a
// close button, the focus kept inside and the page's scrolling locked while it is open. At most
// one submenu is open at a time by the <details> `name` alone.

/** `items`: the menu's markup (`PhoneMenuItems`, rendered once per content version, language and active item). */
export function MobileMenu({
  frame,
  alternates,
  items,
}: {
  frame: RenderedFrame;
  alternates: Record<Lang, string>;
  items: string;
}) {
  const { t } = useT();
  const { pathname } = useLocation();

  return (
    <details className="lg:hidden" data-phone-menu data-testid="mobile-menu">
      <summary
        className="flex cursor-pointer list-none items-center justify-center rounded-md p-2 text-slate-700 hover:text-brand-orange focus-visible:outline-2 focus-visible:outline-brand-orange [&::-webkit-details-marker]:hidden"
        aria-label={t("header.openMenu")}
      >
        <Menu size={26} aria-hidden />
      </summary>

      <div
        className="fixed inset-0 z-50 bg-slate-900/50 motion-safe:animate-[fade-in_0.2s_ease-out]"
        data-menu-close
        aria-hidden
      />
      <dialog
        open
        aria-modal="true"
        aria-label={t("a11y.mainNavigation")}
        className="fixed inset-y-0 left-auto right-0 z-50 m-0 flex h-full max-h-none w-[min(22rem,88vw)] max-w-none flex-col overflow-y-auto border-0 bg-white p-0 text-slate-900 shadow-2xl motion-safe:animate-[slide-in-right_0.3s_ease-out]"
      >
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
          <a href={`/${frame.lang}/`} className="rounded focus-visible:outline-2 focus-visible:outline-brand-orange">
            <SiteLogo frame={frame} compact />
          </a>
          {/* Without JavaScript a link to this page is what closes the panel. */}
          <a
            href={pathname}
            className="js:hidden rounded-md p-2 text-slate-600 hover:text-brand-orange"
            aria-label={t("header.closeMenu")}
          >
            <X size={24} aria-hidden />
          </a>
          <button
            type="button"
            data-menu-close
            className="nojs:hidden rounded-md p-2 text-slate-600 hover:text-brand-orange focus-visible:outline-2 focus-visible:outline-brand-orange"
            aria-label={t("header.closeMenu")}
          >
            <X size={24} aria-hidden />
          </button>
        </div>

        <nav aria-label={t("a11y.mainNavigation")} className="flex-1 px-2 py-3">
          <ul className="space-y-0.5" dangerouslySetInnerHTML={{ __html: items }} />
        </nav>

        <div className="border-t border-slate-100 px-4 py-3">
          <details className="group/languages">
            <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-2 py-2 font-medium text-slate-700 [&::-webkit-details-marker]:hidden">
              <span className="inline-flex items-center gap-2">
                <Globe size={18} aria-hidden />
                {t("header.language")}: {languageNames[frame.lang]}
              </span>
              <ChevronDown
                size={18}
                aria-hidden
                className="transition-transform duration-300 group-open/languages:rotate-180"
              />
            </summary>
            <ul className="mt-1 space-y-0.5">
              {languages.map((code) => (
                <li key={code}>
                  <LanguageLink
                    to={alternates[code]}
                    code={code}
                    current={code === frame.lang}
                    className={cx(
                      "flex items-center justify-between rounded-md px-3 py-2 text-sm",
                      code === frame.lang
                        ? "bg-orange-50 font-semibold text-brand-orange"
                        : "text-slate-700 hover:bg-slate-50",
                    )}
                  >
                    {languageNames[code]}
                    <span className="text-xs font-semibold">{code.toUpperCase()}</span>
                  </LanguageLink>
                </li>
              ))}
            </ul>
          </details>
        </div>

        {(frame.contact.phone || frame.contact.email || frame.social.length > 0) && (
          <div className="space-y-2 border-t border-slate-100 px-6 py-4 text-sm text-slate-600">
            {frame.contact.phone && (
              <a href={telHref(frame.contact.phone)} className="flex items-center gap-2 hover:text-brand-orange">
                <Phone size={16} aria-hidden />
                {frame.contact.phone}
              </a>
            )}
            {frame.contact.email && (
              <a href={`mailto:${frame.contact.email}`} className="flex items-center gap-2 hover:text-brand-orange">
                <Mail size={16} aria-hidden />
                {frame.contact.email}
              </a>
            )}
            <SocialLinks social={frame.social} className="pt-2 text-slate-500" />
          </div>
        )}
      </dialog>
    </details>
  );
}

/** The phone menu's items: the markup of `markup.phone`. */
export function PhoneMenuItems({ menu, lang, pathname }: { menu: FrameMenuItem[]; lang: Lang; pathname: string }) {
  return menu.map((item) => <MobileItem key={item.id} item={item} lang={lang} pathname={pathname} />);
}

function MobileItem({ item, lang, pathname }: { item: FrameMenuItem; lang: Lang; pathname: string }) {
  const { t } = useT();
  const active = isActivePath(item.href, pathname, lang);
  const rowClass = cx(
    "flex w-full items-center justify-between rounded-md px-3 py-2.5 text-left font-medium hover:bg-slate-50",
    active ? "text-brand-orange" : "text-slate-800",
  );

  if (item.children.length === 0) {
    return (
      <li>
        {item.href ? (
          <a href={item.href} className={rowClass} aria-current={item.href === pathname ? "page" : undefined}>
            {item.label}
          </a>
        ) : (
          <span className={rowClass}>{item.label}</span>
        )}
      </li>
    );
  }

  // An item with a submenu toggles it instead of navigating (docs/product.md §3); its own page,
  // when it has one, is the first entry of the submenu. `name` makes the <details> exclusive.
  const entries = item.href
    ? [{ ...item, label: t("header.overview"), children: [] }, ...item.children]
    : item.children;
  return (
    <li>
      <details name="mobile-submenu" className="group/submenu">
        <summary className={cx(rowClass, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
          {item.label}
          <ChevronDown
            size={18}
            aria-hidden
            className="transition-transform duration-300 group-open/submenu:rotate-180"
          />
        </summary>
        <ul className="mb-1 ml-3 space-y-0.5 border-l-2 border-slate-100 pl-2">
          {entries.map((child) => (
            <li key={child.id}>
              {child.href ? (
                <a
                  href={child.href}
                  aria-current={child.href === pathname ? "page" : undefined}
                  className={cx(
                    "block rounded-md px-3 py-2 text-sm",
                    child.href === pathname
                      ? "bg-orange-50 font-semibold text-brand-orange"
                      : "text-slate-700 hover:bg-slate-50",
                  )}
                >
                  {child.label}
                </a>
              ) : (
                <span className="block px-3 py-2 text-sm text-slate-500">{child.label}</span>
              )}
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
