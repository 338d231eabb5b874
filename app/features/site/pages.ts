import type { TFunction } from "i18next";
import type { PageType } from "~/backend/schemas";
import type { Crumb } from "~/components/site/page-banner";
import type { Lang } from "~/i18n/languages";
import { pathFor } from "~/i18n/paths";

/** The breadcrumb of a page in a section: home, the section (when it has an overview), the page. */
export function sectionCrumbs(lang: Lang, type: PageType, t: TFunction, current?: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: t("header.home"), href: pathFor(lang, { kind: "home" }) }];
  if (type !== "generic") crumbs.push({ label: t(`sections.${type}`), href: current ? pathFor(lang, { kind: "section", type }) : undefined });
  if (current) crumbs.push({ label: current });
  return crumbs;
}
