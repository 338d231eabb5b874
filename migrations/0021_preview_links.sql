-- Preview links (docs/decisions/058-preview-links.md): a page's or project's form as it was when
-- an admin made the link, shown to whoever holds the signed link until it expires or is revoked.
CREATE TABLE preview_links (
  id TEXT PRIMARY KEY,
  record_type TEXT NOT NULL CHECK (record_type IN ('page', 'project')),
  record_id TEXT NOT NULL,
  fields TEXT NOT NULL CHECK (json_valid(fields)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_by_id TEXT,
  created_by_email TEXT NOT NULL DEFAULT '',
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX preview_links_record ON preview_links (record_type, record_id, created_at DESC);
