-- Revisions, the trash and the audit trail (issue 36; docs/decisions/046-revisions-as-snapshots.md).
-- Each is written by the batch of the write it records (app/backend/d1/history-sql.ts), so a
-- write that fails or is refused leaves none of them behind.

-- Every save of a page, project, slide, machine, menu item or the settings: the record as it was
-- saved (its row, every column, and its translations by language, as JSON), who saved it, and
-- which of its fields differ from the revision before. The newest 50 of a record are kept.
CREATE TABLE record_revisions (
  record_type TEXT NOT NULL,
  record_id TEXT NOT NULL,
  revision INTEGER NOT NULL CHECK (revision > 0),
  action TEXT NOT NULL CHECK (action IN ('create', 'update', 'restore', 'untrash')),
  restored_from INTEGER,
  snapshot TEXT NOT NULL CHECK (json_valid(snapshot)),
  changed TEXT CHECK (changed IS NULL OR json_valid(changed)),
  actor_id TEXT,
  actor_email TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (record_type, record_id, revision)
);

-- A deleted record waits here for 30 days: its rows (with a menu item's subtree) as snapshots,
-- parents first by their depth. Its image files stay in storage until the entry is purged.
CREATE TABLE trash_entries (
  id TEXT PRIMARY KEY NOT NULL,
  record_type TEXT NOT NULL,
  record_id TEXT NOT NULL,
  label TEXT NOT NULL DEFAULT '',
  snapshot TEXT NOT NULL CHECK (json_valid(snapshot)),
  item_count INTEGER NOT NULL DEFAULT 1,
  deleted_by_id TEXT,
  deleted_by_email TEXT NOT NULL DEFAULT '',
  deleted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (record_type, record_id)
);
CREATE INDEX trash_entries_deleted ON trash_entries (deleted_at DESC, id);
CREATE INDEX trash_entries_type_deleted ON trash_entries (record_type, deleted_at DESC, id);

-- Every admin write, sign-in (and failed one), sign-out and role change. Append-only: the
-- triggers below refuse every UPDATE, and every DELETE but of rows older than a cutoff the
-- retention run writes into audit_retention_cutoff first and removes again in the same batch.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor_id TEXT,
  actor_email TEXT NOT NULL DEFAULT '',
  action TEXT NOT NULL,
  record_type TEXT,
  record_id TEXT,
  label TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_actor_at ON audit_log (actor_id, at DESC, id DESC);
CREATE INDEX audit_log_type_at ON audit_log (record_type, at DESC, id DESC);

CREATE TABLE audit_retention_cutoff (cutoff TEXT NOT NULL);

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN SELECT RAISE(ABORT, 'audit_log_append_only'); END;

CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
WHEN NOT EXISTS (SELECT 1 FROM audit_retention_cutoff WHERE OLD.at < cutoff)
BEGIN SELECT RAISE(ABORT, 'audit_log_append_only'); END;
