import { useRouteLoaderData } from "react-router";

import { PageBanner } from "~/components/site/page-banner";
import { Mail, Phone } from "~/components/ui/icons";
import { telHref } from "~/features/site/frame";
import { publicRequest } from "~/features/site/public.server";
import { alternatesOf, publicMeta } from "~/features/site/seo";
import { pathFor } from "~/features/site/urls";
import { useT } from "~/i18n/ui-strings";

import type { Route } from "./+types/accessibility";
import type { loader as layoutLoader } from "./layout";

// The accessibility statement (issue 13): what the site supports and how to report a problem,
// with the company's e-mail and phone from the site settings, in each language.

export function loader(args: Route.LoaderArgs) {
  const { lang, route, origin, t } = publicRequest(args, "accessibility");
  return {
    seo: {
      lang,
      title: t("accessibilityStatement.title"),
      description: t("accessibilityStatement.intro"),
      alternates: alternatesOf((l) => pathFor(l, route)),
      origin,
    },
    home: pathFor(lang, { kind: "home" }),
    contact: pathFor(lang, { kind: "contact" }),
  };
}

export const meta: Route.MetaFunction = (args) => publicMeta(args);

const supported = ["keyboard", "screenReaders", "contrast", "zoom", "noScript", "motion", "languages"] as const;

export default function AccessibilityStatement({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const contact = useRouteLoaderData<typeof layoutLoader>("public")?.frame.contact;
  const heading = "mt-10 text-xl font-bold text-brand-navy";
  return (
    <main id="main">
      <PageBanner
        title={t("accessibilityStatement.title")}
        intro={t("accessibilityStatement.intro")}
        crumbs={[{ label: t("header.home"), href: loaderData.home }, { label: t("accessibilityStatement.title") }]}
      />
      <div className="mx-auto max-w-3xl px-4 py-12 text-slate-700">
        <h2 className="text-xl font-bold text-brand-navy">{t("accessibilityStatement.supportedTitle")}</h2>
        <ul className="mt-4 list-disc space-y-2 pl-6">
          {supported.map((key) => (
            <li key={key}>{t(`accessibilityStatement.${key}`)}</li>
          ))}
        </ul>
        <h2 className={heading}>{t("accessibilityStatement.limitsTitle")}</h2>
        <p className="mt-4">{t("accessibilityStatement.limits")}</p>
        <h2 className={heading}>{t("accessibilityStatement.reportTitle")}</h2>
        <p className="mt-4">{t("accessibilityStatement.report")}</p>
        <ul className="mt-4 space-y-2">
          {contact?.email && (
            <li className="flex items-center gap-2">
              <Mail size={18} aria-hidden className="shrink-0 text-brand-orange" />
              <span>{t("accessibilityStatement.email")}:</span>
              <a
                href={`mailto:${contact.email}`}
                className="break-all font-medium text-brand-steel underline underline-offset-2 hover:text-brand-orange"
              >
                {contact.email}
              </a>
            </li>
          )}
          {contact?.phone && (
            <li className="flex items-center gap-2">
              <Phone size={18} aria-hidden className="shrink-0 text-brand-orange" />
              <span>{t("accessibilityStatement.phone")}:</span>
              <a
                href={telHref(contact.phone)}
                className="font-medium text-brand-steel underline underline-offset-2 hover:text-brand-orange"
              >
                {contact.phone}
              </a>
            </li>
          )}
          <li>
            <a
              href={loaderData.contact}
              className="font-medium text-brand-steel underline underline-offset-2 hover:text-brand-orange"
            >
              {t("accessibilityStatement.contactPage")}
            </a>
          </li>
        </ul>
      </div>
    </main>
  );
}
