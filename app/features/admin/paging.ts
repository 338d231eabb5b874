import { redirect } from "react-router";

import type { ListSlice, ListWindow } from "~/backend/port";
import { pageHref, pagerNumbers, pageWindow, readPageNumber } from "~/lib/pagination";

import { listTexts } from "./texts/list";

// The admin's paginated lists (pages, projects, media, users): `?q=` searches by title or name,
// `?page=N` turns the page; both are a plain GET, so they work without JavaScript
// (docs/decisions/024-pagination-and-bounded-reads.md).

export const searchParam = "q";

/**
 * Items per page of an admin list (docs/decisions/024-pagination-and-bounded-reads.md).
 * - rows (the pages' and users' tables): a sitting's worth of work, and the accounts of a small
 *   company fit on one page.
 * - cards (projects, media): 24 fills the grids' 1, 2, 3, 4 and 6 columns without a ragged last
 *   row, and keeps a phone from loading 50 thumbnails at once; search finds the rest.
 */
export const adminPageSizes = { rows: 50, cards: 24 } as const;
export type AdminListLayout = keyof typeof adminPageSizes;

/** Longest search text read; the rest is cut. */
const maxSearchLength = 100;

export interface AdminListRequest {
  page: number;
  /** Items per page. */
  size: number;
  search: string;
  window: ListWindow;
}

/** What a list's URL asks for. A malformed page number is page 1 (the admin is not crawled). */
export function readAdminList(url: URL, layout: AdminListLayout): AdminListRequest {
  const size = adminPageSizes[layout];
  const requested = readPageNumber(url);
  const page = requested === "malformed" ? 1 : requested.page;
  const search = (url.searchParams.get(searchParam) ?? "").trim().slice(0, maxSearchLength);
  return { page, size, search, window: { offset: (page - 1) * size, limit: size, search } };
}

/** What the list's search form and pager show. */
export interface AdminPager {
  path: string;
  /** What else the list's URL holds and every page keeps (the inbox's `state`); the search form sends it too. */
  keep: Record<string, string>;
  search: string;
  page: number;
  pageCount: number;
  total: number;
  /** First and last row shown, counted from 1 (0 and 0 when none). */
  from: number;
  to: number;
  prev: string | null;
  next: string | null;
  pages: Array<{ page: number; href: string } | null>;
}

/**
 * The pager of a loaded page; a page past the end of a list that has rows redirects to its last
 * page. `keep`: further parameters of the list's URL, kept on every page and by its search.
 */
export function adminPager(
  path: string,
  request: AdminListRequest,
  slice: ListSlice<unknown>,
  keep: Record<string, string> = {},
): AdminPager {
  const { page, size, search } = request;
  const { offset, pageCount } = pageWindow(page, size, slice.total);
  const href = (n: number) => pageHref(path, n, { ...keep, [searchParam]: search });
  if (page > pageCount && slice.total > 0) throw redirect(href(pageCount));
  return {
    path,
    keep,
    search,
    page,
    pageCount,
    total: slice.total,
    from: slice.items.length === 0 ? 0 : offset + 1,
    to: offset + slice.items.length,
    prev: page > 1 ? href(page - 1) : null,
    next: page < pageCount ? href(page + 1) : null,
    pages: pagerNumbers(page, pageCount).map((n) => (n === null ? null : { page: n, href: href(n) })),
  };
}

/** The empty list a failed read shows (beside its error). */
export const emptySlice = { items: [], total: 0 };

/** The text of an empty list: "nothing matches" when searched, else the list's own empty text. */
export function emptyText(pager: AdminPager, empty: string): string {
  return pager.search ? listTexts.noMatches(pager.search) : empty;
}
