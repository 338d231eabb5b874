import { languages, type Lang } from "~/i18n/languages";
import { messageOf } from "~/lib/error-message";

import {
  recordTables,
  trashKinds,
  type RecordSnapshot,
  type TrashEntry,
  type TrashKind,
  type TrashStore,
} from "../history";
import { withImageVariants } from "../image-files.server";
import { refusal } from "../refusals";
import type { D1Context } from "./context";
import {
  actorOf,
  auditStatement,
  columnsOf,
  labelSql,
  recordSnapshotSql,
  revisionStatements,
  translationColumnsOf,
  type AuditRecord,
} from "./history-sql";
import { atomically, listSlice, mapD1Error, query } from "./sql";
import { parseFileUrl, r2Storage } from "./storage";

// The trash on D1 (docs/decisions/047-trash-as-moved-rows.md): a delete moves the record's
// rows, with a menu item's subtree, into one entry as snapshots, in the batch that deletes them;
// its image files stay. A restore writes the rows back whole (their translations, image, place
// and revisions, which were never deleted); a purge, by an admin or the scheduled job after
// trashDays, deletes the entry, the record's revisions and its image files.

/** A record in an entry: its snapshot and how deep under the entry's record it lay. */
type TrashedRecord = RecordSnapshot & { depth: number };

interface EntryRow {
  id: string;
  record_type: TrashKind;
  record_id: string;
  label: string;
  item_count: number;
  deleted_by_id: string | null;
  deleted_by_email: string;
  deleted_at: string;
}

const entryColumns =
  "e.id, e.record_type, e.record_id, e.label, e.item_count, e.deleted_by_id, e.deleted_by_email, e.deleted_at";

export const toTrashEntry = (r: EntryRow): TrashEntry => ({
  id: r.id,
  kind: r.record_type,
  recordId: r.record_id,
  label: r.label,
  itemCount: r.item_count,
  deletedBy: { id: r.deleted_by_id, email: r.deleted_by_email },
  deletedAt: r.deleted_at,
});

/**
 * The statements that move a record (and what lies beneath it) into the trash and record it, in
 * this order: the entry, its audit entry, the delete. The delete's result (the batch's last)
 * tells whether there was a record: when there was none, no statement wrote anything.
 */
export async function moveToTrashStatements(
  ctx: D1Context,
  kind: TrashKind,
  id: string,
): Promise<D1PreparedStatement[]> {
  const { db } = ctx;
  const t = recordTables[kind];
  const actor = actorOf(await ctx.admin());
  const snapshot = await recordSnapshotSql(db, kind, "sub.id");
  const subtree =
    "parent" in t
      ? `WITH RECURSIVE sub(id, depth) AS (SELECT ?3, 0 UNION ALL SELECT c.id, sub.depth + 1 FROM ${t.table} c JOIN sub ON c.${t.parent} = sub.id)`
      : "WITH sub(id, depth) AS (SELECT ?3, 0)";
  return [
    db
      .prepare(
        `${subtree}
         INSERT INTO trash_entries (id, record_type, record_id, label, snapshot, item_count, deleted_by_id, deleted_by_email)
         SELECT ?1, ?2, ?3, COALESCE(${labelSql(kind, "?3")}, ''),
           (SELECT json_group_array(json(json_set(${snapshot}, '$.depth', sub.depth))) FROM sub), (SELECT COUNT(*) FROM sub), ?4, ?5
         WHERE EXISTS (SELECT 1 FROM ${t.table} WHERE id = ?3)`,
      )
      .bind(crypto.randomUUID(), kind, id, actor.id, actor.email),
    auditStatement(
      db,
      { actor, action: "delete", recordType: kind, recordId: id, labelFrom: "record" },
      { onlyIf: "EXISTS (SELECT 1 FROM trash_entries WHERE record_type = ?4 AND record_id = ?5)" },
    ),
    db.prepare(`DELETE FROM ${t.table} WHERE id = ?1`).bind(id),
  ];
}

/** Moves a record into the trash; "not found" when there is none (nothing written). */
export async function moveToTrash(ctx: D1Context, kind: TrashKind, id: string): Promise<void> {
  const results = await atomically(ctx.db, await moveToTrashStatements(ctx, kind, id));
  if ((results.at(-1)?.meta.changes ?? 0) === 0) throw refusal({ code: "notFound", record: kind });
}

/** The image files an entry's records point at in their own bucket (a media-library file is the library's). */
function ownImages(kind: TrashKind, records: TrashedRecord[]): string[] {
  const t = recordTables[kind];
  if (!("bucket" in t)) return [];
  return records
    .map((r) => r.row.image_url)
    .filter((url): url is string => typeof url === "string" && parseFileUrl(url)?.bucket === t.bucket);
}

const recordsOf = (json: string) => (JSON.parse(json) as TrashedRecord[]).sort((a, b) => a.depth - b.depth);

/**
 * Deletes trash entries for good, each with its records' revisions, as one batch; then their
 * image files. `detail` says why ("expired": the scheduled job).
 */
export async function purgeEntries(
  ctx: Pick<D1Context, "db" | "files">,
  entries: Array<EntryRow & { snapshot: string }>,
  actor: AuditRecord["actor"],
  detail = "",
): Promise<void> {
  if (entries.length === 0) return;
  const { db } = ctx;
  const statements = entries.flatMap((entry) => {
    const ids = recordsOf(entry.snapshot).map((r) => String(r.row.id));
    return [
      auditStatement(
        db,
        {
          actor,
          action: "purge",
          recordType: entry.record_type,
          recordId: entry.record_id,
          label: entry.label,
          detail,
        },
        { onlyIf: "EXISTS (SELECT 1 FROM trash_entries WHERE record_type = ?4 AND record_id = ?5)" },
      ),
      db
        .prepare(
          "DELETE FROM record_revisions WHERE record_type = ?1 AND record_id IN (SELECT value FROM json_each(?2))",
        )
        .bind(entry.record_type, JSON.stringify(ids)),
      db.prepare("DELETE FROM trash_entries WHERE id = ?1").bind(entry.id),
    ];
  });
  await atomically(db, statements);
  const storage = withImageVariants(r2Storage(ctx.files));
  for (const entry of entries) {
    for (const url of ownImages(entry.record_type, recordsOf(entry.snapshot)))
      await storage
        .removeByUrl(url)
        .catch((error) =>
          console.error(`Could not remove the image of a purged record (left as an orphan): ${messageOf(error)}`),
        );
  }
}

/** The statements writing a trashed record's rows back: its row at the next version, then each language. */
async function rewriteStatements(
  db: D1Database,
  kind: TrashKind,
  record: TrashedRecord,
): Promise<D1PreparedStatement[]> {
  const t = recordTables[kind];
  const [rowColumns, translationColumns] = await Promise.all([columnsOf(db, t.table), translationColumnsOf(db, kind)]);
  const row: Record<string, unknown> = { ...record.row, version: Number(record.row.version ?? 0) + 1 };
  const present = rowColumns.filter((c) => Object.hasOwn(row, c));
  const extract = (c: string) => `json_extract(?1, '$."${c}"')`;
  const statements = [
    db
      .prepare(`INSERT INTO ${t.table} (${present.join(", ")}) SELECT ${present.map(extract).join(", ")}`)
      .bind(JSON.stringify(row)),
  ];
  for (const lang of languages) {
    const texts = record.translations[lang as Lang];
    if (!texts) continue;
    const columns = translationColumns.filter((c) => Object.hasOwn(texts, c));
    statements.push(
      db
        .prepare(
          `INSERT INTO ${t.translations} (${t.key}, lang_code${columns.map((c) => `, ${c}`).join("")})
           SELECT ?2, ?3${columns.map((c) => `, ${extract(c)}`).join("")}`,
        )
        .bind(JSON.stringify(texts), String(row.id), lang),
    );
  }
  return statements;
}

/** The first of the records' addresses that another record now holds, if any (slugs are unique per kind). */
async function takenSlug(db: D1Database, kind: TrashKind, records: TrashedRecord[]): Promise<string | null> {
  const t = recordTables[kind];
  const rowColumns = await columnsOf(db, t.table);
  if (!rowColumns.includes("slug")) return null;
  const translationSlugs = (await translationColumnsOf(db, kind)).includes("slug");
  for (const record of records) {
    const slugs = [
      String(record.row.slug ?? ""),
      ...(translationSlugs ? Object.values(record.translations).map((texts) => String(texts?.slug ?? "")) : []),
    ].filter((slug) => slug !== "");
    for (const slug of new Set(slugs)) {
      const taken = await query(() =>
        db
          .prepare(
            `SELECT 1 FROM ${t.table} WHERE slug = ?1${translationSlugs ? ` UNION ALL SELECT 1 FROM ${t.translations} WHERE slug = ?1` : ""} LIMIT 1`,
          )
          .bind(slug)
          .first(),
      );
      if (taken) return slug;
    }
  }
  return null;
}

export function d1Trash(ctx: D1Context): TrashStore {
  const { db } = ctx;
  const read = (id: string) =>
    query(() =>
      db
        .prepare(`SELECT ${entryColumns}, e.snapshot FROM trash_entries e WHERE e.id = ?1`)
        .bind(id)
        .first<EntryRow & { snapshot: string }>(),
    );

  return {
    async list(window) {
      const kind = window?.kind && trashKinds.includes(window.kind) ? window.kind : null;
      return query(() =>
        listSlice(
          db,
          {
            select: entryColumns,
            from: "FROM trash_entries e",
            where: kind ? "e.record_type = ?1" : null,
            orderBy: "e.deleted_at DESC, e.id",
            params: kind ? [kind] : [],
          },
          window,
          toTrashEntry,
        ),
      );
    },

    async get(id) {
      const row = await read(id);
      return row ? toTrashEntry(row) : null;
    },

    async restore(id) {
      const entry = await read(id);
      if (!entry) throw refusal({ code: "notFound", record: "trashEntry" });
      const kind = entry.record_type;
      const t = recordTables[kind];
      const records = recordsOf(entry.snapshot);
      const root = records[0]!;
      let movedToTop = false;
      // A menu item whose parent is gone for good comes back at the top level.
      if ("parent" in t && root.row[t.parent]) {
        const parent = await query(() =>
          db.prepare(`SELECT 1 FROM ${t.table} WHERE id = ?1`).bind(root.row[t.parent]).first(),
        );
        if (!parent) {
          root.row = { ...root.row, [t.parent]: null };
          movedToTop = true;
        }
      }
      const slug = await takenSlug(db, kind, records);
      if (slug) throw refusal({ code: "slugTakenOnRestore", slug });
      const actor = actorOf(await ctx.admin());
      const statements: D1PreparedStatement[] = [];
      for (const record of records) statements.push(...(await rewriteStatements(db, kind, record)));
      for (const record of records)
        statements.push(...(await revisionStatements(db, kind, String(record.row.id), actor, "untrash")));
      statements.push(
        auditStatement(db, {
          actor,
          action: "restore_trash",
          recordType: kind,
          recordId: entry.record_id,
          label: entry.label,
        }),
        db.prepare("DELETE FROM trash_entries WHERE id = ?1").bind(id),
      );
      await atomically(db, statements, (error) => {
        const mapped = mapD1Error(error);
        // Taken between the check and the batch: the same answer, and nothing was written.
        return mapped.code === "conflict"
          ? refusal({ code: "slugTakenOnRestore", slug: String(root.row.slug ?? "") }, { cause: error })
          : mapped;
      });
      return { kind, recordId: entry.record_id, movedToTop };
    },

    async purge(id) {
      const entry = await read(id);
      if (!entry) throw refusal({ code: "notFound", record: "trashEntry" });
      await purgeEntries(ctx, [entry], actorOf(await ctx.admin()));
    },
  };
}

export { entryColumns, type EntryRow };
