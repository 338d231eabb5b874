import type { Lang } from "~/i18n/languages";

import type { Bucket } from "./files";
import type { ListSlice, ListWindow } from "./list-window";
import type { Id, MessageMaintenance } from "./records";

// The port's history of the admin's records (app/backend/port.ts re-exports it): every save's
// revision, the trash that deleted records wait in, and the append-only audit trail
// (docs/decisions/046-revisions-as-snapshots.md). Both adapters write them in the same
// transaction as the write they record.

/** The records whose saves are kept as revisions. */
export const historyKinds = ["page", "project", "slide", "equipment", "menuItem", "settings"] as const;
export type HistoryKind = (typeof historyKinds)[number];
/** Whether a kind named in a URL or a row is one that keeps revisions. */
export const isHistoryKind = (kind: string): kind is HistoryKind => (historyKinds as readonly string[]).includes(kind);

/**
 * The records a delete puts into the trash, and how each is stored: its table, its translations'
 * table and key, the translated column that names it (in Turkish), its image's own bucket, and
 * the column that places it under another record of its kind (a menu item's parent, whose
 * subtree goes with it). A new kind of record is one line here, and its rows are snapshotted and
 * restored whole, whatever columns they have.
 */
export const recordTables = {
  page: { table: "pages", translations: "page_translations", key: "page_id", label: "title" },
  project: {
    table: "projects",
    translations: "project_translations",
    key: "project_id",
    label: "title",
    bucket: "project-images",
  },
  slide: {
    table: "homepage_sliders",
    translations: "slider_translations",
    key: "slider_id",
    label: "title",
    bucket: "slider-images",
  },
  equipment: {
    table: "equipment",
    translations: "equipment_translations",
    key: "equipment_id",
    label: "name",
    bucket: "equipment-images",
  },
  menuItem: {
    table: "menu_items",
    translations: "menu_item_translations",
    key: "item_id",
    label: "label",
    parent: "parent_id",
  },
} as const satisfies Record<
  Exclude<HistoryKind, "settings">,
  { table: string; translations: string; key: string; label: string; bucket?: Bucket; parent?: string }
>;

export type TrashKind = keyof typeof recordTables;
export const trashKinds = Object.keys(recordTables) as TrashKind[];

/** The id the settings' revisions are kept under: they are one record. */
export const settingsRecordId = "site";

/** How many revisions of one record are kept at least: older ones go in the save that passes the count. */
export const keptRevisions = 50;

/** How long a deleted record waits in the trash before the scheduled job deletes it for good. */
export const trashDays = 30;

/** How long an audit entry is kept before the scheduled job deletes it. */
export const auditRetentionDays = 365;

/**
 * A record as stored: its own row (every column, as the store names it) and one row per
 * language (without the record's key, the language and the timestamps). The settings are one
 * record: `row` holds every key's value, and there are no translations.
 */
export interface RecordSnapshot {
  row: Record<string, unknown>;
  translations: Partial<Record<Lang, Record<string, unknown>>>;
}

/** Who did something: an admin, or nobody (the system: a seed, the scheduled job). */
export interface Actor {
  id: string | null;
  email: string;
}

/** What a save was: a new record, an edit, an old revision put back, or a return from the trash. */
export type RevisionAction = "create" | "update" | "restore" | "untrash";

export interface RevisionSummary {
  /** 1, 2, … per record, never reused. */
  revision: number;
  action: RevisionAction;
  /** The revision a restore put back. */
  restoredFrom: number | null;
  actor: Actor;
  createdAt: string;
  /**
   * The snapshot's fields that differ from the revision before it ("row.slug",
   * "translations.en.title"); null for the first revision kept.
   */
  changed: string[] | null;
}

export interface Revision extends RevisionSummary {
  snapshot: RecordSnapshot;
}

/** What a restore did: the record's new version, and whether the revision's image was gone (the current one kept). */
export interface RestoreOutcome {
  version: number;
  imageMissing: boolean;
}

export interface HistoryStore {
  /** The record's revisions, newest first (at most `keptRevisions`). */
  list(kind: HistoryKind, id: Id): Promise<RevisionSummary[]>;
  get(kind: HistoryKind, id: Id, revision: number): Promise<Revision | null>;
  /**
   * Saves the revision's content as a new revision, through the record's own save and its rules,
   * if the record is still at `version` (else "stale"). An image the revision had that is no
   * longer stored is not put back: the current image stays, and the outcome says so.
   */
  restore(kind: HistoryKind, id: Id, revision: number, version: number): Promise<RestoreOutcome>;
}

export interface TrashEntry {
  id: Id;
  kind: TrashKind;
  recordId: Id;
  /** The record's Turkish name when it was deleted. */
  label: string;
  /** The record and what went with it (a menu item's subtree). */
  itemCount: number;
  deletedBy: Actor;
  deletedAt: string;
}

/** What a return from the trash did: the record, and whether a menu item went to the top level (its parent is gone). */
export interface UntrashOutcome {
  kind: TrashKind;
  recordId: Id;
  movedToTop: boolean;
}

export interface TrashStore {
  /** Newest first, of one kind or all. */
  list(window?: ListWindow & { kind?: TrashKind }): Promise<ListSlice<TrashEntry>>;
  get(id: Id): Promise<TrashEntry | null>;
  /**
   * Puts the record back whole (its rows, translations, image, place and history); refused
   * whole ("conflict", slugTakenOnRestore) when another record took its slug meanwhile.
   */
  restore(id: Id): Promise<UntrashOutcome>;
  /** Deletes the entry and its image files for good. */
  purge(id: Id): Promise<void>;
}

/** Every action the audit trail records. */
export const auditActions = [
  "create",
  "update",
  "delete",
  "reorder",
  "upload",
  "restore_revision",
  "restore_trash",
  "purge",
  "role_change",
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "sign_out_everywhere",
  "password_change",
  "preview_link_create",
  "preview_link_revoke",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The records an audit entry names. */
export const auditRecordTypes = [...historyKinds, "media", "user", "message", "redirect"] as const;
export type AuditRecordType = (typeof auditRecordTypes)[number];

export interface AuditEntry {
  id: Id;
  at: string;
  actor: Actor;
  action: AuditAction;
  recordType: AuditRecordType | null;
  recordId: Id | null;
  /** The record's name then (a Turkish title, a file name, an e-mail). */
  label: string;
  /** What else the action names: a new role, why a sign-in failed, that the trash's time was up. */
  detail: string;
}

export interface AuditFilter extends ListWindow {
  actorId?: Id;
  recordType?: AuditRecordType;
  /** From this instant on (inclusive), before `to` (exclusive); ISO 8601. */
  from?: string;
  to?: string;
}

/** The audit trail: read by admins only; nobody edits or deletes an entry (the retention job aside). */
export interface AuditStore {
  /** Newest first. */
  list(filter?: AuditFilter): Promise<ListSlice<AuditEntry>>;
  /** Everyone who appears in the trail, by e-mail (at most `maxListLimit`). */
  actors(): Promise<Actor[]>;
}

/**
 * The scheduled job's operations (app/backend/maintenance.ts): they need no session and are no
 * part of a request's port, so only the Worker's scheduled handler reaches them.
 */
export interface Maintenance extends MessageMaintenance {
  /** Deletes the trash entries older than `trashDays` before `now`, and their image files; answers how many. */
  emptyTrash(now: Date): Promise<number>;
  /** Deletes the audit entries older than `auditRetentionDays` before `now`; answers how many. */
  pruneAuditLog(now: Date): Promise<number>;
  /** Deletes the preview links expired more than `expiredPreviewLinkDays` (./previews.ts) before `now`; answers how many. */
  purgePreviewLinks(now: Date): Promise<number>;
}
