import { maxListLimit, type ListWindow } from "./port";

// A list window as every adapter reads it (docs/decisions/024-pagination-and-bounded-reads.md).

/** A window's offset and limit as a store binds them: whole numbers, the limit within 1..max. */
export function boundsOf(window: ListWindow | undefined, max = maxListLimit): { offset: number; limit: number } {
  const whole = (n: number | undefined, fallback: number) => (Number.isFinite(n) ? Math.floor(n!) : fallback);
  return { offset: Math.max(0, whole(window?.offset, 0)), limit: Math.min(max, Math.max(1, whole(window?.limit, max))) };
}

/**
 * What an admin search looks for, trimmed and composed (NFC, as texts are stored: schemas.ts);
 * null when there is nothing to search for.
 */
export function searchTextOf(window: ListWindow | undefined): string | null {
  const text = window?.search?.normalize("NFC").trim() ?? "";
  return text === "" ? null : text;
}
