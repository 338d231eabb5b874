import { languages } from "~/i18n/languages";

// sitemap.xml stays one file while it holds at most `sitemapUrlLimit` URLs; past that it becomes
// a sitemap index of `sitemap.xml?page=N` files, each within the limit
// (docs/decisions/024-pagination-and-bounded-reads.md). An entry is one page in every language.

/** What sitemaps.org allows in one file. */
export const sitemapProtocolLimit = 50_000;

/**
 * URLs in one sitemap file at most: a tenth of the protocol's limit, so that no request builds
 * more than this whatever the content's size (bench:scale: 42 520 URLs in one file took 783 ms
 * of the Worker's time; 5 000 take about a ninth of that).
 */
export const sitemapUrlLimit = 5_000;

/**
 * The URL limit in force: `configured` (a deployment's SITEMAP_MAX_URLS, which tests set low)
 * when it is a whole number below the real limit, else the real limit; never so low that the
 * first file could not hold the fixed pages and one more.
 */
export function effectiveUrlLimit(configured: unknown, fixedEntries: number): number {
  const wanted = typeof configured === "string" && /^[0-9]+$/.test(configured) ? Number(configured) : sitemapUrlLimit;
  return Math.max((fixedEntries + 1) * languages.length, Math.min(sitemapUrlLimit, wanted));
}

/**
 * Which published pages and projects (one sequence, pages first) sitemap file `file` holds when
 * each file has room for `entriesPerFile` entries and the first also holds `fixedEntries`.
 */
export function sitemapFileWindow(
  file: number,
  entriesPerFile: number,
  fixedEntries: number,
): { offset: number; limit: number } {
  const firstRoom = entriesPerFile - fixedEntries;
  return file === 1
    ? { offset: 0, limit: firstRoom }
    : { offset: firstRoom + (file - 2) * entriesPerFile, limit: entriesPerFile };
}

/** How many files the sitemap needs for `total` published pages and projects. */
export function sitemapFileCount(total: number, entriesPerFile: number, fixedEntries: number): number {
  return 1 + Math.ceil(Math.max(0, total - (entriesPerFile - fixedEntries)) / entriesPerFile);
}
