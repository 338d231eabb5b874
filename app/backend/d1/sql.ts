import { languages, type Lang, type PerLang } from "~/i18n/languages";
import { messageOf } from "~/lib/error-message";
import { byLanguage } from "~/lib/translations";

import { BackendError } from "../errors";
import { boundsOf, searchTextOf } from "../list-window";
import type { ListSlice, ListWindow } from "../port";
import { refusal } from "../refusals";
import { foldForSearch, searchFolding } from "../search-letters";
import { pickedImageMissing } from "../uploads";

/**
 * A correlated subquery returning an entity's translations as one JSON array, so an entity and
 * all its languages come back in a single row (one round trip for a whole list).
 */
export function translationsColumn(
  table: string,
  foreignKey: string,
  columns: readonly string[],
  alias = "translations",
): string {
  const fields = ["'lang_code', t.lang_code", ...columns.map((c) => `'${c}', t.${c}`)].join(", ");
  return `(SELECT json_group_array(json_object(${fields})) FROM ${table} t WHERE t.${foreignKey} = e.id) AS ${alias}`;
}

/** Decodes a translationsColumn value into translations keyed by language. */
export function decodeTranslations<T>(json: unknown): PerLang<T> {
  if (typeof json !== "string") return {};
  const rows = JSON.parse(json) as Array<T & { lang_code: string }>;
  const keyed = byLanguage(rows);
  const out: PerLang<T> = {};
  for (const [lang, row] of Object.entries(keyed)) {
    const { lang_code: _drop, ...rest } = row as T & { lang_code: string };
    out[lang as keyof typeof out] = rest as T;
  }
  return out;
}

/**
 * One upsert per language for an entity's translations (unique per entity and language):
 * `values(lang)` gives the columns' values in the order of `columns`.
 */
export function upsertTranslations(
  db: D1Database,
  table: string,
  foreignKey: string,
  id: string,
  columns: readonly string[],
  values: (lang: Lang) => unknown[],
): D1PreparedStatement[] {
  const placeholders = columns.map((_, i) => `?${i + 3}`).join(", ");
  const updates = columns.map((c) => `${c} = excluded.${c}`).join(", ");
  const sql = `INSERT INTO ${table} (${foreignKey}, lang_code, ${columns.join(", ")}) VALUES (?1, ?2, ${placeholders})
    ON CONFLICT (${foreignKey}, lang_code) DO UPDATE SET ${updates}`;
  return languages.map((lang) => db.prepare(sql).bind(id, lang, ...values(lang)));
}

/** Runs statements as one transaction (D1 batch): all of them happen, or none. */
export async function atomically(
  db: D1Database,
  statements: D1PreparedStatement[],
  describe: (e: unknown) => BackendError = mapD1Error,
): Promise<D1Result[]> {
  if (statements.length === 0) return [];
  try {
    return await db.batch(statements);
  } catch (error) {
    throw describe(error);
  }
}

/**
 * The first statement of an update's batch: unless the row is still at `version`, the trigger
 * on record_version_check (migrations/0010_version_check_table.sql) aborts it, and D1 rolls the
 * whole batch back, since a batch is one transaction that fails as a whole when one statement
 * fails. The batch's own UPDATE keeps `AND version = ?` besides, so it can never write over a
 * newer row even on its own.
 */
export function versionCheck(db: D1Database, table: string, id: string, version: number): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO record_version_check (matched) SELECT COUNT(*) FROM ${table} WHERE id = ?1 AND version = ?2`)
    .bind(id, version);
}

/**
 * A batch's closing check that no menu item lies beneath itself (migrations/0014): aborts the
 * batch with 'menu_cycle' when walking up from any item comes back to it.
 */
export function menuTreeCheck(db: D1Database): D1PreparedStatement {
  return db.prepare(
    `WITH RECURSIVE up (start, node, steps) AS (
       SELECT id, parent_id, 1 FROM menu_items WHERE parent_id IS NOT NULL
       UNION ALL
       SELECT up.start, m.parent_id, up.steps + 1 FROM up JOIN menu_items m ON m.id = up.node
       WHERE m.parent_id IS NOT NULL AND up.node <> up.start AND up.steps <= (SELECT COUNT(*) FROM menu_items)
     )
     INSERT INTO menu_tree_check (cycles) SELECT COUNT(*) FROM up WHERE node = start`,
  );
}

/** The single row a batch's last statement (a read of the saved record) returned. */
export function lastRow<T>(results: D1Result[]): T {
  const row = results.at(-1)?.results[0];
  if (!row) throw refusal({ code: "savedRecordUnreadable" });
  return row as T;
}

/** D1's constraint failures as the port's error codes. */
export function mapD1Error(error: unknown): BackendError {
  const message = messageOf(error);
  if (/stale_version/.test(message)) return refusal({ code: "stale" });
  if (/menu_cycle/.test(message)) return refusal({ code: "invalidParent" }, { fields: ["parentId"], cause: error });
  // migrations/0019: a picked image whose library row is gone (deleted meanwhile).
  if (/picked_image_missing/.test(message)) return pickedImageMissing();
  if (/UNIQUE constraint failed/i.test(message)) return new BackendError("conflict", message, { cause: error });
  if (/FOREIGN KEY constraint failed/i.test(message)) return refusal({ code: "linkedRecordMissing" }, { cause: error });
  if (/CHECK constraint failed/i.test(message)) return refusal({ code: "invalidValue" }, { cause: error });
  return new BackendError("unavailable", message, { cause: error });
}

/** Runs a read and maps store failures to "unavailable". */
export async function query<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw mapD1Error(error);
  }
}

export const bool = (value: unknown) => value === 1 || value === true;

/**
 * A column (or parameter) folded as an admin search folds text (../search-letters.ts): each
 * letter of the table by replace(), then lower(), which SQLite applies to ASCII letters only.
 * migrations/0009_search_trigrams.sql indexes the titles by this very expression, so a search
 * reads them folded from the index instead of folding each one again.
 */
export function foldedSql(expression: string): string {
  const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return `lower(${searchFolding.reduce((sql, [from, to]) => `replace(${sql}, ${sqlText(from)}, ${sqlText(to)})`, expression)})`;
}

/**
 * The condition "`column`, folded, contains the search" (?1, bound folded: `searchText`). A
 * substring test, not LIKE or GLOB: D1 refuses patterns over 50 bytes, which a search of some 20
 * Turkish letters passed. The search text is folded here rather than in SQL because D1 allows
 * expressions 100 levels deep and one fold is 63.
 */
export const containsSearch = (column: string) => `instr(${foldedSql(column)}, ?1) > 0`;

/**
 * What an admin list's search looks in: texts of its rows, each a `column` of `table` beside the
 * row's `id` there, `folded` by foldedSql or lower-case ASCII already (slugs); and the table of
 * those texts' trigrams that migrations/0009 keeps (`trigrams.id` its id column).
 */
export interface SearchedTexts {
  texts: ReadonlyArray<{ table: string; id: string; column: string; folded: boolean }>;
  trigrams: { table: string; id: string };
}

/** The most trigrams one search looks up: each is counted, and any of them narrow the candidates. */
const searchTrigramLimit = 12;

/**
 * The distinct trigrams of a folded search, in order, as migrations/0009 cuts the stored texts
 * (by letter, not UTF-16 unit, as SQLite's substr counts); past `searchTrigramLimit`, that many
 * spread over the text. None when the search is shorter than three letters.
 */
export function searchTrigrams(folded: string): string[] {
  const letters = [...folded];
  const all = [...new Set(letters.slice(2).map((_, i) => letters.slice(i, i + 3).join("")))];
  if (all.length <= searchTrigramLimit) return all;
  return Array.from(
    { length: searchTrigramLimit },
    (_, i) => all[Math.round((i * (all.length - 1)) / (searchTrigramLimit - 1))]!,
  );
}

/**
 * Past this many rows holding even its rarest trigram, a search is broad: checking each candidate
 * by id would cost more than reading every folded text in order (about 0.2 µs a text against
 * 10 µs a candidate, its trigrams and its texts looked up one by one).
 */
const broadSearchRows = 500;

/**
 * A list's search for `listSlice`: `matching` selects the ids whose texts contain the folded
 * search (?1), `params` binds it and its trigrams (?2, a JSON array). The rows of the search's
 * rarest trigram, counted up to `broadSearchRows`, are the candidates, kept when they hold every
 * other trigram too; only their folded texts are read (by id, from the folded-text indexes) and
 * checked: a narrow search's cost follows its matches, not the list's size. A broad search, or
 * one of one or two letters (no trigram), reads every folded text from those indexes instead.
 * (CROSS JOIN keeps the rarest trigram's one row the outer loop: the candidates are made from it
 * outwards, once (MATERIALIZED), where the planner, without statistics, scanned the whole trigram
 * table; and the broad path's scan is never entered for a narrow search, which a condition on a
 * subquery in its WHERE did not spare it.)
 * UNION ALL, not UNION: to merge a UNION, SQLite read the titles in id order from the table and
 * folded each one (380 ms at 10 000 projects). A row found twice is still one id in `IN`.
 */
export function searchMatching(searched: SearchedTexts, search: string): { matching: string; params: string[] } {
  const trigrams = searchTrigrams(search);
  // Each text's ids that contain the search, among the rows `from` and `among` (given the id column) leave.
  const containing = (from: string, among: (idColumn: string) => string) =>
    searched.texts
      .map(({ table, id, column, folded }) => {
        const contains = folded ? containsSearch(`s.${column}`) : `instr(s.${column}, ?1) > 0`;
        return `SELECT s.${id} FROM ${from}${table} s WHERE ${among(`s.${id}`)}${contains}`;
      })
      .join(" UNION ALL ");
  if (trigrams.length === 0) return { matching: containing("", () => ""), params: [search] };
  const { table, id } = searched.trigrams;
  const matching = `WITH searched(trigram) AS (SELECT value FROM json_each(?2)),
    postings(trigram, n) AS (SELECT trigram, (SELECT count(*) FROM (SELECT 1 FROM ${table} g WHERE g.trigram = searched.trigram LIMIT ${broadSearchRows + 1})) FROM searched),
    rarest(trigram, n) AS (SELECT trigram, n FROM postings ORDER BY n LIMIT 1),
    candidates(id) AS MATERIALIZED (SELECT g.${id} FROM rarest r CROSS JOIN ${table} g ON g.trigram = r.trigram WHERE r.n <= ${broadSearchRows}
      AND NOT EXISTS (SELECT 1 FROM searched q WHERE NOT EXISTS (SELECT 1 FROM ${table} h WHERE h.trigram = q.trigram AND h.${id} = g.${id})))
    ${containing("", (idColumn) => `${idColumn} IN candidates AND `)} UNION ALL ${containing("rarest r CROSS JOIN ", () => `r.n > ${broadSearchRows} AND `)}`;
  return { matching, params: [search, JSON.stringify(trigrams)] };
}

/** The groups whose sizes migrations/0012 keeps in `row_counts`, per table. */
export interface CountedGroups {
  projects: `${"draft" | "published" | "archived"}/${"ongoing" | "completed"}`;
  pages: "draft" | "published";
  media: "all";
}

/**
 * A statement (or a subquery, in parentheses) giving `total`: how many rows `table` holds in
 * `groups` (every group when none are named), read from the kept counts, a row per group.
 */
export function rowCount<K extends keyof CountedGroups>(table: K, groups?: readonly CountedGroups[K][]): string {
  // Groups are written into the SQL: only the plain names of CountedGroups pass.
  if (groups?.some((g) => !/^[a-z]+(\/[a-z]+)?$/.test(g))) throw new Error(`not a counted group: ${groups.join(", ")}`);
  const inGroups = groups ? ` AND grp IN (${groups.map((g) => `'${g}'`).join(", ")})` : "";
  return `SELECT COALESCE(SUM(total), 0) AS total FROM row_counts WHERE tbl = '${table}'${inGroups}`;
}

/** A window's search of a list that looks in `searched` (`matching` and `params` for `listSlice`), or none. */
export function listSearch(
  searched: SearchedTexts | undefined,
  window: ListWindow | undefined,
): { matching: string | null; params: unknown[] } {
  const search = searched ? searchText(window) : null;
  return searched && search !== null ? searchMatching(searched, search) : { matching: null, params: [] };
}

/** What an admin search looks for, folded (bound as ?1 of `containsSearch`), or null when nothing. */
export function searchText(window: ListWindow | undefined): string | null {
  const text = searchTextOf(window);
  return text === null ? null : foldForSearch(text);
}

/**
 * One window of a list and the list's size, in one round trip. `from` names the list's table as
 * `e` (and any joins), `where` filters it; their parameters are ?1..?n (`params`), and the
 * window's limit and offset are bound after them. The window's ids are chosen first and only its
 * rows are then read whole, so rows skipped by the offset never have their translations assembled.
 *
 * Without a search the count and the window are two statements of one batch, each applying
 * `where`: cheap when `where` is (an index, a column of the row). A search is not: `matching`
 * selects the ids it matches (folded text against ?1, `containsSearch`), reading every title or
 * name. It is written once, at the top of the statement (`WITH matched`; inside a subquery, a
 * fold, 63 calls deep, passes D1's limit of 100 levels), and evaluated once, in the window's own
 * statement, which counts the matches as it orders them (`COUNT(*) OVER ()`). Only a window past
 * the last match (no row to carry the count) costs a second statement, a plain count.
 *
 * `total`, when given, is a statement that reads the size of the unsearched list from the kept
 * counts (`rowCount`) instead of counting its rows, which D1 reads one by one.
 */
export async function listSlice<Row, T>(
  db: D1Database,
  list: {
    select: string;
    from: string;
    where?: string | null;
    matching?: string | null;
    orderBy: string;
    params: unknown[];
    total?: string;
  },
  window: ListWindow | undefined,
  toItem: (row: Row) => T,
): Promise<ListSlice<T>> {
  const { offset, limit } = boundsOf(window);
  const n = list.params.length;
  const conditions = [list.where, list.matching ? "e.id IN matched" : null].filter(Boolean);
  const filtered = `${list.from}${conditions.length > 0 ? ` WHERE ${conditions.join(" AND ")}` : ""}`;
  const matched = list.matching ? `WITH matched(id) AS (${list.matching}) ` : "";
  const count = () => db.prepare(`${matched}SELECT COUNT(*) AS total ${filtered}`).bind(...list.params);
  if (list.matching) {
    const { results } = await db
      .prepare(
        `${matched}SELECT ${list.select}, w.matched AS list_total ${list.from}
         JOIN (SELECT e.id AS id, COUNT(*) OVER () AS matched ${filtered} ORDER BY ${list.orderBy} LIMIT ?${n + 1} OFFSET ?${n + 2}) w ON w.id = e.id
         ORDER BY ${list.orderBy}`,
      )
      .bind(...list.params, limit, offset)
      .all<Row & { list_total: number }>();
    if (results[0]) return { items: results.map(toItem), total: results[0].list_total };
    return { items: [], total: offset === 0 ? 0 : ((await count().first<{ total: number }>())?.total ?? 0) };
  }
  const [counted, rows] = await db.batch([
    list.total ? db.prepare(list.total) : count(),
    db
      .prepare(
        `SELECT ${list.select} ${list.from} WHERE e.id IN (SELECT e.id ${filtered} ORDER BY ${list.orderBy} LIMIT ?${n + 1} OFFSET ?${n + 2}) ORDER BY ${list.orderBy}`,
      )
      .bind(...list.params, limit, offset),
  ]);
  return { items: (rows!.results as Row[]).map(toItem), total: (counted!.results[0] as { total: number }).total };
}
