import type { Lang, PerLang } from "~/i18n/languages";

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
