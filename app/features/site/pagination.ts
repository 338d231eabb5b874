import { redirect } from "react-router";

import type { Translate } from "~/i18n/ui-strings";
import { pageHref, pagerNumbers, pageWindow, readPageNumber } from "~/lib/pagination";

import { throwNotFound } from "./public.server";

// Paginated public lists (docs/decisions/024-pagination-and-bounded-reads.md): a fixed page
// size, page 2 on is `?page=N` of the list's URL, page 1 is the URL itself.

/** Projects per page of the public project lists (a multiple of the 1, 2 and 3 column grids). */
export const projectPageSize = 12;

/** Pages listed per page of a section overview (the same grids; a link each, so more of them). */
export const sectionPageSize = 24;

/** What a public pager shows; every link is a plain href, so it works without JavaScript. */
export interface PublicPager {
  page: number;
  pageCount: number;
  prev: string | null;
  next: string | null;
  /** Page links in order; null is a gap. */
  pages: Array<{ page: number; href: string } | null>;
}

/**
 * The page a public list's URL asks for. A malformed page number, or `?page=1`, is answered
 * with a permanent redirect to the list's first page (its own URL); the loader checks the end.
 */
export function requestedPage(url: URL, listPath: string): number {
  const requested = readPageNumber(url);
  if (requested === "malformed" || requested.explicitFirst) throw redirect(listPath, 301);
  return requested.page;
}

/** The pager of page `page` of `total` rows; a page past the end is the not-found page (404). */
export function publicPager(page: number, size: number, total: number, listPath: string): PublicPager {
  const { pageCount } = pageWindow(page, size, total);
  if (page > pageCount) throwNotFound();
  const href = (n: number) => pageHref(listPath, n);
  return {
    page,
    pageCount,
    prev: page > 1 ? href(page - 1) : null,
    next: page < pageCount ? href(page + 1) : null,
    pages: pagerNumbers(page, pageCount).map((n) => (n === null ? null : { page: n, href: href(n) })),
  };
}

/** A list page's title: page 2 on says which page it is, so no two pages share a title. */
export function pagedTitle(title: string, page: number, t: Translate): string {
  return page > 1 ? t("pagination.titled", { title, page }) : title;
}
