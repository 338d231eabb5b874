// Page numbers of a paginated list, read from and written to the `page` query parameter
// (docs/decisions/024-pagination-and-bounded-reads.md). Page 1 is the list's own URL, without it.

export const pageParam = "page";

/** Largest page number a URL may name; anything longer is malformed, not a page to look up. */
const maxPageDigits = 6;

/**
 * The page a URL asks for: its number, or "malformed" when `page` is there but is not exactly
 * one whole number from 1 up written plainly ("2", not "02", "2.0", "-1" or a repeated parameter).
 * `explicitFirst` says `?page=1` was written out, which names the same page as no parameter.
 */
export function readPageNumber(url: URL): { page: number; explicitFirst: boolean } | "malformed" {
  const values = url.searchParams.getAll(pageParam);
  if (values.length === 0) return { page: 1, explicitFirst: false };
  const [value] = values;
  if (values.length > 1 || !new RegExp(`^[1-9][0-9]{0,${maxPageDigits - 1}}$`).test(value!)) return "malformed";
  const page = Number(value);
  return { page, explicitFirst: page === 1 };
}

/** `path` showing page `page`, other query parameters (`keep`) first, in a stable order. */
export function pageHref(path: string, page: number, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams(Object.entries(keep).filter(([, value]) => value !== ""));
  if (page > 1) params.set(pageParam, String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Where page `page` of a list of `total` rows, `size` to a page, starts, and how many pages there are. */
export function pageWindow(
  page: number,
  size: number,
  total: number,
): { offset: number; limit: number; pageCount: number } {
  return { offset: (page - 1) * size, limit: size, pageCount: Math.max(1, Math.ceil(total / size)) };
}

/**
 * The page numbers a pager shows: the first, the last, and two either side of the current one;
 * null marks a gap ("…").
 */
export function pagerNumbers(page: number, pageCount: number): Array<number | null> {
  const shown = [...new Set([1, pageCount, ...[-2, -1, 0, 1, 2].map((d) => page + d)])]
    .filter((n) => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}
