import { auditRetentionDays, trashDays, type Maintenance } from "../history";
import { daysBefore } from "../maintenance-time";
import { expiredPreviewLinkDays } from "../previews";
import { d1MessageMaintenance } from "./messages";
import { atomically, query } from "./sql";
import { entryColumns, purgeEntries, type EntryRow } from "./trash";

// The scheduled job's operations on D1 (../maintenance.ts runs them): no session, no request;
// only the Worker's scheduled handler makes this.

/** How many trash entries one batch purges: each is a few statements, and their files are removed after it. */
const purgeBatch = 25;

export function d1Maintenance(bindings: { db: D1Database; files: R2Bucket }): Maintenance {
  const { db } = bindings;
  return {
    ...d1MessageMaintenance(db),
    async emptyTrash(now) {
      const cutoff = daysBefore(now, trashDays);
      let purged = 0;
      for (;;) {
        const { results } = await query(() =>
          db
            .prepare(
              `SELECT ${entryColumns}, e.snapshot FROM trash_entries e WHERE e.deleted_at < ?1 ORDER BY e.deleted_at LIMIT ?2`,
            )
            .bind(cutoff, purgeBatch)
            .all<EntryRow & { snapshot: string }>(),
        );
        if (results.length === 0) return purged;
        await purgeEntries(bindings, results, { id: null, email: "" }, "expired");
        purged += results.length;
      }
    },

    async pruneAuditLog(now) {
      const cutoff = daysBefore(now, auditRetentionDays);
      // The log's triggers refuse a delete but of rows older than the cutoff the run writes first,
      // and only inside this batch (migrations/0017_history.sql).
      const [, deleted] = await atomically(db, [
        db.prepare("INSERT INTO audit_retention_cutoff (cutoff) VALUES (?1)").bind(cutoff),
        db.prepare("DELETE FROM audit_log WHERE at < ?1").bind(cutoff),
        db.prepare("DELETE FROM audit_retention_cutoff"),
      ]);
      return deleted?.meta.changes ?? 0;
    },

    async purgePreviewLinks(now) {
      // expires_at is written as ISO 8601 in UTC (./previews.ts), so it compares as text.
      const result = await query(() =>
        db
          .prepare("DELETE FROM preview_links WHERE expires_at < ?1")
          .bind(daysBefore(now, expiredPreviewLinkDays))
          .run(),
      );
      return result.meta.changes;
    },
  };
}
