import {
  isHistoryKind,
  keptRevisions,
  recordTables,
  settingsRecordId,
  type Actor,
  type AuditAction,
  type AuditRecordType,
  type HistoryKind,
  type TrashKind,
} from "../history";
import type { AuthUser } from "../port";
import type { D1Context } from "./context";
import { query } from "./sql";

// The statements that keep a record's history on D1, added to the batch of the write they
// record, so they happen with it or not at all (docs/decisions/046-revisions-as-snapshots.md):
// a revision of the record as it is after the write (pruned to the newest keptRevisions), an
// audit entry, and, for a delete, the record's rows moved into the trash.

const identifier = (name: string) => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a table or column name: ${name}`);
  return name;
};

/** Each table's columns, read from the store once per isolate: a record is snapshotted whole, whatever columns a migration gave it. */
const knownColumns = new Map<string, Promise<string[]>>();

export function columnsOf(db: D1Database, table: string): Promise<string[]> {
  let known = knownColumns.get(table);
  if (!known) {
    known = query(async () => {
      const { results } = await db
        .prepare(`SELECT name FROM pragma_table_info('${identifier(table)}')`)
        .all<{ name: string }>();
      if (results.length === 0) throw new Error(`no columns read for ${table}`);
      return results.map((r) => identifier(r.name));
    });
    knownColumns.set(table, known);
    known.catch(() => knownColumns.delete(table));
  }
  return known;
}

/** The columns a translation row is snapshotted with: its own texts, not its record, language or times. */
export async function translationColumnsOf(db: D1Database, kind: TrashKind): Promise<string[]> {
  const t = recordTables[kind];
  const skipped = new Set([t.key, "lang_code", "created_at", "updated_at"]);
  return (await columnsOf(db, t.translations)).filter((c) => !skipped.has(c));
}

const jsonObject = (alias: string, columns: readonly string[]) =>
  `json_object(${columns.map((c) => `'${c}', ${alias}.${c}`).join(", ")})`;

/**
 * A record's snapshot as SQL (app/backend/history.ts RecordSnapshot): its row, every column, and
 * its translations by language; `idExpr` is the SQL that names its id.
 */
export async function recordSnapshotSql(db: D1Database, kind: TrashKind, idExpr: string): Promise<string> {
  const t = recordTables[kind];
  const [rowColumns, translationColumns] = await Promise.all([columnsOf(db, t.table), translationColumnsOf(db, kind)]);
  return `json_object('row', json((SELECT ${jsonObject("r", rowColumns)} FROM ${t.table} r WHERE r.id = ${idExpr})),
    'translations', json(COALESCE((SELECT json_group_object(t.lang_code, ${jsonObject("t", translationColumns)})
      FROM ${t.translations} t WHERE t.${t.key} = ${idExpr}), '{}')))`;
}

/** The settings as one record: every key's value. */
const settingsSnapshotSql = `json_object('row', json(COALESCE((SELECT json_group_object(key, json(value)) FROM site_settings), '{}')),
  'translations', json('{}'))`;

/**
 * The fields of the new snapshot (s.snapshot) that differ from the one before (prev): "row.<column>"
 * and "translations.<lang>.<column>", versions and times left out.
 */
const changedSql = `SELECT json_group_array(k) FROM (
    SELECT 'row.' || n.key AS k FROM json_each(s.snapshot, '$.row') n
     WHERE n.key NOT IN ('version', 'created_at', 'updated_at')
       AND n.value IS NOT json_extract((SELECT snapshot FROM prev), '$.row.' || json_quote(n.key))
    UNION ALL
    SELECT 'translations.' || l.key || '.' || n.key FROM json_each(s.snapshot, '$.translations') l, json_each(l.value) n
     WHERE n.value IS NOT json_extract((SELECT snapshot FROM prev), '$.translations.' || l.key || '.' || json_quote(n.key))
  )`;

export const actorOf = (user: Pick<AuthUser, "id" | "email"> | null): Actor =>
  user ? { id: user.id, email: user.email } : { id: null, email: "" };

/**
 * The revision of a record as it stands after the statements before it in the batch, numbered
 * after the last one, and the pruning of all but the newest keptRevisions.
 */
export async function revisionStatements(
  db: D1Database,
  kind: HistoryKind,
  id: string,
  actor: Actor,
  action: "create" | "update" | "restore" | "untrash",
  restoredFrom: number | null = null,
): Promise<D1PreparedStatement[]> {
  const snapshot = kind === "settings" ? settingsSnapshotSql : await recordSnapshotSql(db, kind, "?2");
  return [
    db
      .prepare(
        `WITH s(snapshot) AS (SELECT ${snapshot}),
           prev(revision, snapshot) AS (SELECT revision, snapshot FROM record_revisions
             WHERE record_type = ?1 AND record_id = ?2 ORDER BY revision DESC LIMIT 1)
         INSERT INTO record_revisions (record_type, record_id, revision, action, restored_from, snapshot, changed, actor_id, actor_email)
         SELECT ?1, ?2, COALESCE((SELECT revision FROM prev), 0) + 1, ?3, ?4, s.snapshot,
           CASE WHEN EXISTS (SELECT 1 FROM prev) THEN (${changedSql}) END, ?5, ?6
         FROM s WHERE json_type(s.snapshot, '$.row') = 'object'`,
      )
      .bind(kind, id, action, restoredFrom, actor.id, actor.email),
    db
      .prepare(
        `DELETE FROM record_revisions WHERE record_type = ?1 AND record_id = ?2
           AND revision <= (SELECT MAX(revision) FROM record_revisions WHERE record_type = ?1 AND record_id = ?2) - ?3`,
      )
      .bind(kind, id, keptRevisions),
  ];
}

/** A record's Turkish name as SQL, `idExpr` naming its id ('' for the settings). */
export function labelSql(kind: HistoryKind, idExpr: string): string {
  if (kind === "settings") return "''";
  const t = recordTables[kind];
  return `(SELECT ${t.label} FROM ${t.translations} WHERE ${t.key} = ${idExpr} AND lang_code = 'tr')`;
}

export interface AuditRecord {
  actor: Actor;
  action: AuditAction;
  recordType?: AuditRecordType | null;
  recordId?: string | null;
  /** The record's name, as text… */
  label?: string;
  /** …or as SQL over the record's id (?5), read in the batch. */
  labelFrom?: "record";
  detail?: string;
}

/**
 * An audit entry as a statement. Its parameters are ?1 actor id, ?2 actor e-mail, ?3 action,
 * ?4 record type, ?5 record id, ?6 label, ?7 detail, then `params` (?8, ?9, …) for what the
 * options' SQL reads: `onlyIf` must hold for the entry to be written (a write that found nothing
 * to do records nothing), `recordIdSql` and `labelSql` read the record's id and name in the batch.
 */
export function auditStatement(
  db: D1Database,
  entry: AuditRecord,
  options: { onlyIf?: string; recordIdSql?: string; labelSql?: string; params?: unknown[] } = {},
): D1PreparedStatement {
  const label =
    options.labelSql ??
    (entry.labelFrom === "record" && entry.recordType && isHistoryKind(entry.recordType)
      ? labelSql(entry.recordType, "?5")
      : "?6");
  return db
    .prepare(
      `INSERT INTO audit_log (actor_id, actor_email, action, record_type, record_id, label, detail)
       SELECT ?1, ?2, ?3, ?4, ${options.recordIdSql ?? "?5"}, COALESCE(${label}, ''), ?7${options.onlyIf ? ` WHERE ${options.onlyIf}` : ""}`,
    )
    .bind(
      entry.actor.id,
      entry.actor.email,
      entry.action,
      entry.recordType ?? null,
      entry.recordId ?? null,
      entry.label ?? "",
      entry.detail ?? "",
      ...(options.params ?? []),
    );
}

/**
 * What a save of a record adds to its batch, after its writes and before the read of the saved
 * record: its revision and its audit entry, by the signed-in admin. A save made by the history's
 * restore (ctx.restoring) is recorded as the restore of that revision.
 */
export async function savedStatements(
  ctx: D1Context,
  kind: HistoryKind,
  id: string,
  isNew: boolean,
): Promise<D1PreparedStatement[]> {
  const actor = actorOf(await ctx.admin());
  const restoredFrom = ctx.restoring?.revision ?? null;
  const revisionAction = restoredFrom !== null ? "restore" : isNew ? "create" : "update";
  return [
    ...(await revisionStatements(ctx.db, kind, id, actor, revisionAction, restoredFrom)),
    auditStatement(ctx.db, {
      actor,
      action: restoredFrom !== null ? "restore_revision" : isNew ? "create" : "update",
      recordType: kind,
      recordId: kind === "settings" ? settingsRecordId : id,
      labelFrom: "record",
      detail: restoredFrom !== null ? String(restoredFrom) : "",
    }),
  ];
}
