import type { Lang, PerLang } from "~/i18n/languages";

import { boundsOf, searchTextOf, type ListSlice, type ListWindow } from "../list-window";

// The JSON the Postgres functions return (supabase/migrations: *_records, *_json), as the
// port's records. Columns are snake_case there; translations are keyed by language. What every
// area's rows share is here; each area's own row is in its file.

/** Timestamps as the d1 adapter hands them out (ISO, UTC, milliseconds). */
export const isoTime = (value: string): string => new Date(value).toISOString();

export interface RowBase {
  id: string;
  version: number;
  created_at: string;
  updated_at: string;
}

export const times = (r: RowBase) => ({ createdAt: isoTime(r.created_at), updatedAt: isoTime(r.updated_at) });

/** Translations with their columns renamed (snake_case to the record's names). */
export function renamed<T>(
  translations: PerLang<Record<string, string>> | null | undefined,
  rename: (t: Record<string, string>) => T,
): PerLang<T> {
  const out: PerLang<T> = {};
  for (const [lang, t] of Object.entries(translations ?? {})) out[lang as Lang] = rename(t);
  return out;
}

/** What the windowed list functions return. */
export interface RowSlice<R> {
  items: R[];
  total: number;
}

/** A window of an admin list as the windowed list functions take it (list_projects, list_pages …). */
export function windowArgs(window: ListWindow | undefined) {
  const { offset, limit } = boundsOf(window);
  return { p_offset: offset, p_limit: limit, p_search: searchTextOf(window) };
}

/** A slice of rows as the port's slice of what they become. */
export const sliceOf = <Row, T>(slice: RowSlice<Row>, toItem: (row: Row) => T): ListSlice<T> => ({
  items: slice.items.map(toItem),
  total: slice.total,
});
