import { auditRecordTypes, type AuditEntry, type AuditStore } from "../history";
import { boundsOf } from "../list-window";
import { rpc, type SupabaseContext } from "./context";
import type { AuditRow } from "./database";
import { isoTime, sliceOf } from "./rows";

// The audit trail on Supabase (public.audit_log: written by triggers, the history's functions and
// record_auth_event; nobody may change or delete an entry, supabase/migrations/20261210090000_history.sql).

const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: isoTime(r.at),
  actor: { id: r.actor_id, email: r.actor_email },
  action: r.action,
  recordType: r.record_type,
  recordId: r.record_id,
  label: r.label,
  detail: r.detail,
});

/** An instant as the functions take it, or null when `value` is none. */
function instant(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function supabaseAudit(ctx: SupabaseContext): AuditStore {
  return {
    async list(filter = {}) {
      const { offset, limit } = boundsOf(filter);
      const slice = await rpc(ctx.session, "list_audit", {
        p_actor: filter.actorId || null,
        p_type: filter.recordType && auditRecordTypes.includes(filter.recordType) ? filter.recordType : null,
        p_from: instant(filter.from),
        p_to: instant(filter.to),
        p_offset: offset,
        p_limit: limit,
      });
      return sliceOf(slice, toEntry);
    },

    async actors() {
      return rpc(ctx.session, "audit_actors", {});
    },
  };
}
