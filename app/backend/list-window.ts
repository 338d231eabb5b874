import { maxListLimit, type ListWindow } from "./port";
import { withoutNulText } from "./validate";

// A list window as every adapter reads it (docs/decisions/024-pagination-and-bounded-reads.md).

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
