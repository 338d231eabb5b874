import type { PageType } from "~/backend/schemas";
import type { Lang } from "~/i18n/languages";
import type { Translate } from "~/i18n/ui-strings";

import { pathFor } from "./urls";

/** One step of a page's breadcrumb; the current page has no link. */
export interface Crumb {
  label: string;
  href?: string;
}

/** The breadcrumb of a page in a section: home, the section (when it has an overview), the page. */
export function sectionCrumbs(lang: Lang, type: PageType, t: Translate, current?: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: t("header.home"), href: pathFor(lang, { kind: "home" }) }];
  if (type !== "generic")
    crumbs.push({ label: t(`sections.${type}`), href: current ? pathFor(lang, { kind: "section", type }) : undefined });
  if (current) crumbs.push({ label: current });
  return crumbs;
}
