import { isActivePath, telHref, type FrameMenuItem, type FrameMarkup, type RenderedFrame } from "~/features/site/frame";
import { languageNames, languages, type Lang } from "~/i18n/languages";
import { useT } from "~/i18n/ui-strings";
import { cx } from "~/lib/cx";

import { ChevronDown, Globe, Mail, MapPin, Phone } from "../ui/icons";
import { LanguageLink } from "./language-link";
import { MobileMenu } from "./mobile-menu";
import { SiteLogo } from "./site-logo";
import { SocialLinks } from "./social-links";

// Server-rendered markup only: the site's script (./site-script/header.ts) opens the dropdowns
// by setting `data-open` on a panel. Without JavaScript they open by CSS on hover and keyboard
// focus. `nojs:` / `js:` are variants on the <html class="js"> marker (app.css).
const panel =
  "invisible opacity-0 -translate-y-1 data-open:visible data-open:opacity-100 data-open:translate-y-0 " +
  "nojs:group-hover:visible nojs:group-hover:opacity-100 nojs:group-hover:translate-y-0 nojs:group-focus-within:visible nojs:group-focus-within:opacity-100 nojs:group-focus-within:translate-y-0";
/** A toggle's chevron turns while its dropdown is open. */
const turnsWhenExpanded = "[&[aria-expanded=true]_svg]:rotate-180";

/**
 * The header. Its top bar and menus arrive as markup (`markup`, ./frame-markup.server.tsx):
 * rendered once per content version, language and active item by the components below, not per
 * view. The logo and the language links, which follow the page, are rendered with it.
 */
export function SiteHeader({
  frame,
  alternates,
  markup,
}: {
  frame: RenderedFrame;
  alternates: Record<Lang, string>;
  markup: FrameMarkup;
}) {
  const { t } = useT();

  return (
    // Once scrolled past its own height (the script sets data-scrolled): translucent with a shadow.
    <header
      data-site-header
      className="fixed inset-x-0 top-0 z-40 bg-white transition-[background-color,box-shadow] duration-200 data-scrolled:bg-white/90 data-scrolled:shadow-md data-scrolled:backdrop-blur"
    >
      {markup.topBar && (
        <div
          className="hidden bg-brand-navy text-sm text-slate-200 md:block"
          dangerouslySetInnerHTML={{ __html: markup.topBar }}
        />
      )}
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 md:h-[5.5rem]">
        <a
          href={`/${frame.lang}/`}
          className="flex min-w-0 items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-orange"
        >
          <SiteLogo frame={frame} />
        </a>

        {/* Four languages' labels need ~1000 px: the full menu starts at lg (decision 006). */}
        <nav aria-label={t("a11y.mainNavigation")} className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1" dangerouslySetInnerHTML={{ __html: markup.desktop }} />
        </nav>

        <div className="flex shrink-0 items-center gap-2">
          <LanguageDropdown lang={frame.lang} alternates={alternates} />
          <MobileMenu frame={frame} alternates={alternates} items={markup.phone} />
        </div>
      </div>
    </header>
  );
}

/** The top bar's content (the markup of `markup.topBar`): contacts and social links; nothing when there are none. */
export function TopBar({ frame }: { frame: RenderedFrame }) {
  const { t } = useT();
  const { phone, email, address } = frame.contact;
  if (!phone && !email && !address && frame.social.length === 0) return null;
  return (
    <>
      <div className="mx-auto flex h-8 max-w-7xl items-center justify-between gap-6 px-4">
        <ul className="flex min-w-0 items-center gap-5">
          {phone && (
            <li>
              <a href={telHref(phone)} className="inline-flex items-center gap-1.5 hover:text-white">
                <Phone size={14} aria-hidden />
                <span className="sr-only">{t("header.phone")}: </span>
                {phone}
              </a>
            </li>
          )}
          {email && (
            <li>
              <a href={`mailto:${email}`} className="inline-flex items-center gap-1.5 hover:text-white">
                <Mail size={14} aria-hidden />
                <span className="sr-only">{t("header.email")}: </span>
                {email}
              </a>
            </li>
          )}
          {address && (
            <li className="hidden min-w-0 items-center gap-1.5 lg:flex">
              <MapPin size={14} aria-hidden className="shrink-0" />
              <span className="sr-only">{t("header.address")}: </span>
              <span className="truncate">{address}</span>
            </li>
          )}
        </ul>
        <SocialLinks social={frame.social} className="text-slate-300" onDark />
      </div>
    </>
  );
}

/** The desktop menu's items: the markup of `markup.desktop`. */
export function DesktopMenuItems({ menu, lang, pathname }: { menu: FrameMenuItem[]; lang: Lang; pathname: string }) {
  return menu.map((item) => <DesktopItem key={item.id} item={item} lang={lang} pathname={pathname} />);
}

function DesktopItem({ item, lang, pathname }: { item: FrameMenuItem; lang: Lang; pathname: string }) {
  const { t } = useT();
  const active = isActivePath(item.href, pathname, lang);
  const linkClass = cx(
    "block whitespace-nowrap rounded py-2 pl-2 text-[0.9rem] font-medium transition-colors hover:text-brand-orange xl:pl-3 xl:text-[0.95rem]",
    "focus-visible:outline-2 focus-visible:outline-brand-orange",
    active ? "text-brand-orange" : "text-slate-700",
  );
  // Items with a submenu sit close to their chevron; the others have padding on both sides.
  const plainPadding = "pr-2 xl:pr-3";

  if (item.children.length === 0) {
    return (
      <li>
        {item.href ? (
          <a
            href={item.href}
            className={cx(linkClass, plainPadding)}
            data-active={active}
            aria-current={active && item.href === pathname ? "page" : undefined}
          >
            {item.label}
          </a>
        ) : (
          <span className={cx(linkClass, plainPadding)}>{item.label}</span>
        )}
      </li>
    );
  }

  const panelId = `submenu-${item.id}`;
  return (
    <li className="group relative flex items-center" data-dropdown={item.id}>
      {item.href ? (
        <a
          href={item.href}
          className={cx(linkClass, "pr-0.5 xl:pr-1")}
          data-active={active}
          aria-current={active && item.href === pathname ? "page" : undefined}
        >
          {item.label}
        </a>
      ) : (
        // A parent without a path does not navigate (spec): its label opens the submenu.
        <button type="button" className={cx(linkClass, "pr-0.5 xl:pr-1")} aria-expanded="false" aria-controls={panelId}>
          {item.label}
        </button>
      )}
      <button
        type="button"
        id={`toggle-${item.id}`}
        className={cx(
          "rounded p-1 text-slate-500 hover:text-brand-orange focus-visible:outline-2 focus-visible:outline-brand-orange",
          turnsWhenExpanded,
        )}
        aria-expanded="false"
        aria-controls={panelId}
        aria-label={t("header.showSubmenu", { label: item.label })}
      >
        <ChevronDown size={16} aria-hidden className="transition-transform duration-200" />
      </button>
      <div id={panelId} className={cx("absolute left-0 top-full z-50 pt-2 transition duration-200", panel)}>
        <ul className="min-w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-xl">
          {item.children.map((child) => {
            const childActive = isActivePath(child.href, pathname, lang);
            return (
              <li key={child.id}>
                {child.href ? (
                  <a
                    href={child.href}
                    aria-current={child.href === pathname ? "page" : undefined}
                    className={cx(
                      "block rounded-md px-3 py-2 text-sm hover:text-brand-orange focus-visible:outline-2 focus-visible:outline-brand-orange",
                      childActive ? "bg-orange-50 text-brand-orange" : "text-slate-700 hover:bg-slate-50",
                    )}
                  >
                    <span className="block font-medium">{child.label}</span>
                    {child.description && (
                      <span className="mt-0.5 block text-xs text-slate-500">{child.description}</span>
                    )}
                  </a>
                ) : (
                  <span className="block px-3 py-2 text-sm text-slate-500">{child.label}</span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}

function LanguageDropdown({ lang, alternates }: { lang: Lang; alternates: Record<Lang, string> }) {
  const { t } = useT();
  return (
    <div className="group relative hidden lg:block" data-dropdown="language">
      <button
        type="button"
        id="toggle-language"
        className={cx(
          "inline-flex items-center gap-1.5 rounded-md border border-slate-200 px-2.5 py-1.5 text-sm font-semibold text-slate-700 hover:border-brand-orange hover:text-brand-orange focus-visible:outline-2 focus-visible:outline-brand-orange",
          "[&[aria-expanded=true]_svg:last-child]:rotate-180",
        )}
        aria-expanded="false"
        aria-controls="language-menu"
        // Begins with the code it shows (WCAG 2.5.3, label in name): "TR" said aloud finds it.
        aria-label={t("header.chooseLanguage", { code: lang.toUpperCase(), current: languageNames[lang] })}
      >
        <Globe size={16} aria-hidden />
        {lang.toUpperCase()}
        <ChevronDown size={14} aria-hidden className="transition-transform duration-200" />
      </button>
      <div id="language-menu" className={cx("absolute right-0 top-full z-50 pt-2 transition duration-200", panel)}>
        <ul className="w-44 rounded-lg border border-slate-200 bg-white p-1.5 shadow-xl">
          {languages.map((code) => (
            <li key={code}>
              <LanguageLink
                to={alternates[code]}
                code={code}
                current={code === lang}
                className={cx(
                  "flex items-center justify-between rounded-md px-3 py-2 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-orange",
                  code === lang ? "bg-orange-50 font-semibold text-brand-orange" : "text-slate-700",
                )}
              >
                {languageNames[code]}
                <span className="text-xs text-slate-400">{code.toUpperCase()}</span>
              </LanguageLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
