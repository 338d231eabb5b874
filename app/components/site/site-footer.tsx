import { telHref, type FrameMenuItem, type RenderedFrame } from "~/features/site/frame";
import { pathFor } from "~/features/site/urls";
import { languageNames, languages, type Lang } from "~/i18n/languages";
import { useT } from "~/i18n/ui-strings";
import { cx } from "~/lib/cx";

import { Mail, MapPin, Phone } from "../ui/icons";
import { LanguageLink } from "./language-link";
import { SiteLogo } from "./site-logo";
import { SocialLinks } from "./social-links";

// The footer (docs/product.md §3): description and social icons, quick links, corporate links,
// contact; then the copyright line with the current year and the language buttons. Settings
// come with the page from the server, so there is no loading state to show.

/**
 * The footer; its columns come as markup (`columns`, FooterColumns rendered once per content
 * version and language, components/site/frame-markup.server.tsx), the copyright line and the
 * language links, which follow the page, are rendered with it.
 */
export function SiteFooter({
  frame,
  alternates,
  columns,
}: {
  frame: RenderedFrame;
  alternates: Record<Lang, string>;
  columns: string;
}) {
  const { t } = useT();
  return (
    <footer className="mt-16 bg-brand-navy text-slate-300">
      <div
        className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4"
        dangerouslySetInnerHTML={{ __html: columns }}
      />
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-5 text-sm sm:flex-row">
          <p>
            {t("footer.copyright", { year: frame.year, company: withoutFinalStop(frame.companyName) })}
            <span aria-hidden> · </span>
            <a
              href={pathFor(frame.lang, { kind: "accessibility" })}
              className="rounded underline underline-offset-2 hover:text-white"
            >
              {t("footer.accessibility")}
            </a>
          </p>
          <nav aria-label={t("footer.languages")}>
            <ul className="flex gap-1">
              {languages.map((code) => (
                <li key={code}>
                  <LanguageLink
                    to={alternates[code]}
                    code={code}
                    current={code === frame.lang}
                    title={languageNames[code]}
                    className={cx(
                      "block rounded px-2.5 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-brand-orange-light",
                      code === frame.lang
                        ? "bg-brand-orange text-white"
                        : "text-slate-300 hover:bg-white/10 hover:text-white",
                    )}
                  >
                    {code.toUpperCase()}
                  </LanguageLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** The footer's columns: description and social icons, quick links, corporate links, contact. */
export function FooterColumns({ frame }: { frame: RenderedFrame }) {
  const { t } = useT();
  return (
    <>
      <div className="space-y-4">
        <a
          href={`/${frame.lang}/`}
          className="inline-block rounded focus-visible:outline-2 focus-visible:outline-brand-orange-light"
        >
          <SiteLogo frame={frame} inverted compact={false} lazy />
        </a>
        {frame.description && <p className="text-sm leading-relaxed">{frame.description}</p>}
        <SocialLinks social={frame.social} className="text-slate-300" onDark />
      </div>
      <LinkColumn title={t("footer.quickLinks")} links={frame.footer.quickLinks} />
      <LinkColumn title={t("footer.corporate")} links={frame.footer.corporateLinks} />
      <div>
        <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">{t("footer.contact")}</h2>
        <ul className="space-y-3 text-sm">
          {frame.contact.address && (
            <li className="flex gap-2">
              <MapPin size={16} aria-hidden className="mt-0.5 shrink-0 text-brand-orange-light" />
              <span>
                <span className="sr-only">{t("header.address")}: </span>
                {frame.contact.address}
              </span>
            </li>
          )}
          {frame.contact.phone && (
            <li>
              <a href={telHref(frame.contact.phone)} className="flex gap-2 hover:text-white">
                <Phone size={16} aria-hidden className="mt-0.5 shrink-0 text-brand-orange-light" />
                <span className="sr-only">{t("header.phone")}: </span>
                {frame.contact.phone}
              </a>
            </li>
          )}
          {frame.contact.email && (
            <li>
              <a href={`mailto:${frame.contact.email}`} className="flex gap-2 break-all hover:text-white">
                <Mail size={16} aria-hidden className="mt-0.5 shrink-0 text-brand-orange-light" />
                <span className="sr-only">{t("header.email")}: </span>
                {frame.contact.email}
              </a>
            </li>
          )}
        </ul>
      </div>
    </>
  );
}

function LinkColumn({ title, links }: { title: string; links: FrameMenuItem[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={title}>
      <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) =>
          link.href ? (
            <li key={link.id}>
              <a href={link.href} className="hover:text-white hover:underline">
                {link.label}
              </a>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}

/** A company name ending in a full stop ("… A.Ş.") before the line's own: one stop, not two. */
export const withoutFinalStop = (name: string) => name.replace(/\.+$/, "");
