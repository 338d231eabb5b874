import { ChevronDown, Globe, Mail, MapPin, Phone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/ui-strings";
import { Link, useLocation } from "react-router";
import { isActivePath, telHref, type FrameMenuItem, type SiteFrame } from "~/features/site/frame";
import { languageNames, languages, type Lang } from "~/i18n/languages";
import { cx } from "~/lib/cx";
import { LanguageLink } from "./language-link";
import { MobileMenu } from "./mobile-menu";
import { SiteLogo } from "./site-logo";
import { SocialLinks } from "./social-links";
import { useDropdowns } from "./use-dropdowns";

// Submenus open by CSS (hover and keyboard focus) until JavaScript runs; then the dropdown
// state drives them. `nojs:` / `js:` are variants on the <html class="js"> marker (app.css).
const panelClosed = "invisible opacity-0 -translate-y-1";
const panelOpen = "visible opacity-100 translate-y-0";
const panelNoJs =
  "nojs:group-hover:visible nojs:group-hover:opacity-100 nojs:group-hover:translate-y-0 nojs:group-focus-within:visible nojs:group-focus-within:opacity-100 nojs:group-focus-within:translate-y-0";

export function SiteHeader({ frame, alternates }: { frame: SiteFrame; alternates: Record<Lang, string> }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const dropdowns = useDropdowns();
  const scrolled = useScrolledPast();

  return (
    <header
      className={cx(
        "fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow] duration-200",
        scrolled ? "bg-white/90 shadow-md backdrop-blur" : "bg-white",
      )}
    >
      <TopBar frame={frame} />
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 md:h-[5.5rem]">
        <Link to={`/${frame.lang}/`} className="flex shrink-0 items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-orange">
          <SiteLogo frame={frame} />
        </Link>

        {/* Four languages' labels need ~1000 px: the full menu starts at lg (decision 006). */}
        <nav aria-label={t("a11y.mainNavigation")} className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {frame.menu.map((item) => (
              <DesktopItem key={item.id} item={item} lang={frame.lang} pathname={pathname} dropdowns={dropdowns} />
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageDropdown lang={frame.lang} alternates={alternates} dropdowns={dropdowns} />
          <MobileMenu frame={frame} alternates={alternates} />
        </div>
      </div>
    </header>
  );
}

function TopBar({ frame }: { frame: SiteFrame }) {
  const { t } = useT();
  const { phone, email, address } = frame.contact;
  if (!phone && !email && !address && frame.social.length === 0) return null;
  return (
    <div className="hidden bg-brand-navy text-sm text-slate-200 md:block">
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
    </div>
  );
}

type Dropdowns = ReturnType<typeof useDropdowns>;

function DesktopItem({ item, lang, pathname, dropdowns }: { item: FrameMenuItem; lang: Lang; pathname: string; dropdowns: Dropdowns }) {
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
          <Link to={item.href} className={cx(linkClass, plainPadding)} data-active={active} aria-current={active && item.href === pathname ? "page" : undefined}>
            {item.label}
          </Link>
        ) : (
          <span className={cx(linkClass, plainPadding)}>{item.label}</span>
        )}
      </li>
    );
  }

  const open = dropdowns.openId === item.id;
  const panelId = `submenu-${item.id}`;
  return (
    <li className="group relative flex items-center" onMouseEnter={() => dropdowns.open(item.id)} onMouseLeave={dropdowns.scheduleClose}>
      {item.href ? (
        <Link to={item.href} className={cx(linkClass, "pr-0.5 xl:pr-1")} data-active={active} aria-current={active && item.href === pathname ? "page" : undefined}>
          {item.label}
        </Link>
      ) : (
        // A parent without a path does not navigate (spec): its label opens the submenu.
        <button type="button" className={cx(linkClass, "pr-0.5 xl:pr-1")} onClick={() => dropdowns.toggle(item.id)} aria-expanded={open} aria-controls={panelId}>
          {item.label}
        </button>
      )}
      <button
        type="button"
        id={`toggle-${item.id}`}
        className="rounded p-1 text-slate-500 hover:text-brand-orange focus-visible:outline-2 focus-visible:outline-brand-orange"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t("header.showSubmenu", { label: item.label })}
        onClick={() => dropdowns.toggle(item.id)}
      >
        <ChevronDown size={16} aria-hidden className={cx("transition-transform duration-200", open && "rotate-180")} />
      </button>
      <div
        id={panelId}
        className={cx("absolute left-0 top-full z-50 pt-2 transition duration-200", open ? panelOpen : panelClosed, panelNoJs)}
      >
        <ul className="min-w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-xl">
          {item.children.map((child) => {
            const childActive = isActivePath(child.href, pathname, lang);
            return (
              <li key={child.id}>
                {child.href ? (
                  <Link
                    to={child.href}
                    onClick={dropdowns.close}
                    aria-current={child.href === pathname ? "page" : undefined}
                    className={cx(
                      "block rounded-md px-3 py-2 text-sm hover:text-brand-orange focus-visible:outline-2 focus-visible:outline-brand-orange",
                      childActive ? "bg-orange-50 text-brand-orange" : "text-slate-700 hover:bg-slate-50",
                    )}
                  >
                    <span className="block font-medium">{child.label}</span>
                    {child.description && <span className="mt-0.5 block text-xs text-slate-500">{child.description}</span>}
                  </Link>
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

function LanguageDropdown({ lang, alternates, dropdowns }: { lang: Lang; alternates: Record<Lang, string>; dropdowns: Dropdowns }) {
  const { t } = useT();
  const open = dropdowns.openId === "language";
  return (
    <div className="group relative hidden lg:block" onMouseEnter={() => dropdowns.open("language")} onMouseLeave={dropdowns.scheduleClose}>
      <button
        type="button"
        id="toggle-language"
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-200 px-2.5 py-1.5 text-sm font-semibold text-slate-700 hover:border-brand-orange hover:text-brand-orange focus-visible:outline-2 focus-visible:outline-brand-orange"
        aria-expanded={open}
        aria-controls="language-menu"
        aria-label={t("header.chooseLanguage", { current: languageNames[lang] })}
        onClick={() => dropdowns.toggle("language")}
      >
        <Globe size={16} aria-hidden />
        {lang.toUpperCase()}
        <ChevronDown size={14} aria-hidden className={cx("transition-transform duration-200", open && "rotate-180")} />
      </button>
      <div id="language-menu" className={cx("absolute right-0 top-full z-50 pt-2 transition duration-200", open ? panelOpen : panelClosed, panelNoJs)}>
        <ul className="w-44 rounded-lg border border-slate-200 bg-white p-1.5 shadow-xl">
          {languages.map((code) => (
            <li key={code}>
              <LanguageLink
                to={alternates[code]}
                code={code}
                current={code === lang}
                onChosen={dropdowns.close}
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

/** Whether the page is scrolled past the header's own height (spec: shadow + translucency). */
function useScrolledPast() {
  const [scrolled, setScrolled] = useState(false);
  const frame = useRef(0);
  useEffect(() => {
    const update = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        const header = document.querySelector("header");
        setScrolled(window.scrollY > (header?.offsetHeight ?? 0));
      });
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      cancelAnimationFrame(frame.current);
    };
  }, []);
  return scrolled;
}
