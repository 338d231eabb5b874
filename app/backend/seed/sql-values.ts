import { languages, type Lang } from "~/i18n/languages";

// SQL literals as supabase/seed.sql writes them (./seed-supabase-sql.ts and its parts).

export const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
export const json = (value: unknown) => `${text(JSON.stringify(value))}::jsonb`;
export const bool = (value: boolean) => (value ? "true" : "false");
export const nullable = (value: string | null) => (value === null ? "null" : text(value));
/** Creation times one millisecond apart keep each list in the file's order (lists tie on it). */
export const createdAt = (n: number) => `now() + interval '${n} milliseconds'`;

export function insert(table: string, columns: string[], rows: string[][]): string {
  if (rows.length === 0) return "";
  return `insert into ${table} (${columns.join(", ")}) values\n${rows.map((r) => `  (${r.join(", ")})`).join(",\n")};\n`;
}

export function translationRows(id: string, values: (lang: Lang) => string[]): string[][] {
  return languages.map((lang) => [text(id), text(lang), ...values(lang)]);
}
