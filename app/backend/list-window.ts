import { withoutNulText } from "./validate";

// The port's bounded lists, and a list window as every adapter reads it
// (docs/decisions/024-pagination-and-bounded-reads.md).

/**
 * Which part of a list to read: skip `offset` rows, return at most `limit` (clamped to
 * 1..maxListLimit; absent = maxListLimit). `search` (admin lists only) keeps the rows whose
 * title or name contains it, whatever the case, Turkish marks or apostrophe (./search-letters.ts,
 * docs/decisions/024-pagination-and-bounded-reads.md).
 */
export interface ListWindow {
  offset?: number;
  limit?: number;
  search?: string;
}

/** One window of a list and how many rows the whole (searched) list has. */
export interface ListSlice<T> {
  items: T[];
  total: number;
}

/** No list read returns more rows than this in one call. */
export const maxListLimit = 100;

/**
 * Lists that are shown and reordered whole (menu, slides, machines) are capped rather than
 * windowed: a read returns at most this many rows.
 */
export const wholeListCap = 1000;

/** At most this many sitemap entries (one URL in each of the four languages) per read. */
export const maxSitemapEntries = 12_500;

/**
 * The largest offset a store is given: past every list, and within a 32-bit integer, which the
 * Supabase functions take (a larger one failed there as an outage instead of an empty window).
 */
export const maxListOffset = 1_000_000_000;

/** A window's offset and limit as a store binds them: whole numbers, the limit within 1..max. */
export function boundsOf(window: ListWindow | undefined, max = maxListLimit): { offset: number; limit: number } {
  const whole = (n: number | undefined, fallback: number) => (Number.isFinite(n) ? Math.floor(n!) : fallback);
  return {
    offset: Math.min(maxListOffset, Math.max(0, whole(window?.offset, 0))),
    limit: Math.min(max, Math.max(1, whole(window?.limit, max))),
  };
}

/**
 * What an admin search looks for, trimmed and composed (NFC, as texts are stored: schemas.ts);
 * null when there is nothing to search for.
 */
export function searchTextOf(window: ListWindow | undefined): string | null {
  // No stored text holds a NUL (Postgres refuses one; the saves drop it), so a search drops it too.
  const text = withoutNulText(window?.search ?? "")
    .normalize("NFC")
    .trim();
  return text === "" ? null : text;
}
