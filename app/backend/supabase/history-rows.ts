import type { AuditAction, AuditRecordType, RevisionAction, TrashKind } from "../history";

// The rows the history's Postgres functions answer (supabase/migrations/20261210090000_history.sql),
// as ./database.ts types their results.

/** A revision as list_revisions and get_revision answer it. */
export interface RevisionRow {
  revision: number;
  action: RevisionAction;
  restored_from: number | null;
  actor_id: string | null;
  actor_email: string;
  created_at: string;
  changed: string[] | null;
}

export interface TrashRow {
  id: string;
  record_type: TrashKind;
  record_id: string;
  label: string;
  item_count: number;
  deleted_by_id: string | null;
  deleted_by_email: string;
  deleted_at: string;
}

export interface AuditRow {
  id: string;
  at: string;
  actor_id: string | null;
  actor_email: string;
  action: AuditAction;
  record_type: AuditRecordType | null;
  record_id: string | null;
  label: string;
  detail: string;
}
