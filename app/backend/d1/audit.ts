import { auditRecordTypes, type AuditEntry, type AuditStore } from "../history";
import { maxListLimit } from "../list-window";
import type { D1Context } from "./context";
import { listSlice, query } from "./sql";

// The audit trail on D1 (audit_log): written by the batch of every write it records
// (./history-sql.ts auditStatement), and by the auth flow for signing in and out. Triggers refuse
// every UPDATE and every DELETE but the retention run's (migrations/0017_history.sql).

interface AuditRow {
  id: number;
  at: string;
  actor_id: string | null;
  actor_email: string;
  action: AuditEntry["action"];
  record_type: AuditEntry["recordType"];
  record_id: string | null;
  label: string;
  detail: string;
}

const toEntry = (r: AuditRow): AuditEntry => ({
  id: String(r.id),
  at: r.at,
  actor: { id: r.actor_id, email: r.actor_email },
  action: r.action,
  recordType: r.record_type,
  recordId: r.record_id,
  label: r.label,
  detail: r.detail,
});

/** An instant as the log stores it (ISO 8601 in UTC), or null when `value` is none. */
function instant(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function d1Audit(ctx: D1Context): AuditStore {
  const { db } = ctx;
  return {
    async list(filter = {}) {
      const conditions: string[] = [];
      const params: unknown[] = [];
      const where = (condition: (n: number) => string, value: unknown) => {
        params.push(value);
        conditions.push(condition(params.length));
      };
      if (filter.actorId) where((n) => `e.actor_id = ?${n}`, filter.actorId);
      if (filter.recordType && auditRecordTypes.includes(filter.recordType))
        where((n) => `e.record_type = ?${n}`, filter.recordType);
      const from = instant(filter.from);
      const to = instant(filter.to);
      if (from) where((n) => `e.at >= ?${n}`, from);
      if (to) where((n) => `e.at < ?${n}`, to);
      return query(() =>
        listSlice(
          db,
          {
            select: "e.*",
            from: "FROM audit_log e",
            where: conditions.length > 0 ? conditions.join(" AND ") : null,
            orderBy: "e.at DESC, e.id DESC",
            params,
          },
          filter,
          toEntry,
        ),
      );
    },

    async actors() {
      const { results } = await query(() =>
        db
          .prepare(
            `SELECT actor_id, MAX(actor_email) AS actor_email FROM audit_log WHERE actor_id IS NOT NULL
             GROUP BY actor_id ORDER BY actor_email LIMIT ?1`,
          )
          .bind(maxListLimit)
          .all<{ actor_id: string; actor_email: string }>(),
      );
      return results.map((r) => ({ id: r.actor_id, email: r.actor_email }));
    },
  };
}
