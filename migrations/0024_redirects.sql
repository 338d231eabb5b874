-- Redirects (docs/decisions/059-redirects.md). An automatic one keeps a page's or project's old
-- slug in a language and leads to the record, so it always answers with the record's newest
-- path in one hop; a manual one leads from a path (after the language prefix) to a site path.
-- The automatic ones are kept by triggers: every write of a slug (a save, a revision restore, a
-- trash restore) keeps them in its own transaction, whichever code path makes it.
CREATE TABLE redirects (
  id TEXT PRIMARY KEY NOT NULL DEFAULT (lower(hex(randomblob(16)))),
  lang_code TEXT NOT NULL CHECK (lang_code IN ('tr', 'en', 'ru', 'uz')),
  -- 'page' or 'project': `source` is an old slug and `record_id` the record; 'path': `source`
  -- is a path after the language prefix and `target_path` where it leads.
  source_kind TEXT NOT NULL CHECK (source_kind IN ('page', 'project', 'path')),
  source TEXT NOT NULL CHECK (length(source) BETWEEN 1 AND 300),
  record_id TEXT,
  target_path TEXT CHECK (target_path IS NULL OR (length(target_path) BETWEEN 1 AND 300 AND substr(target_path, 1, 1) = '/')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_by_email TEXT NOT NULL DEFAULT '',
  CHECK ((source_kind = 'path') = (target_path IS NOT NULL)),
  CHECK ((source_kind = 'path') = (record_id IS NULL)),
  -- A manual redirect never leads to itself.
  CHECK (target_path IS NULL OR target_path <> '/' || lang_code || '/' || source),
  UNIQUE (lang_code, source_kind, source)
);
CREATE INDEX redirects_record ON redirects (record_id);
CREATE INDEX redirects_target ON redirects (target_path);
CREATE INDEX redirects_listed ON redirects (lang_code, created_at DESC, id);

-- No chain of manual redirects, so no loop: a manual one never leads to another's source, and
-- no source is taken that a manual one leads to (the store collapses such a chain before it writes).
CREATE TRIGGER redirects_no_chain BEFORE INSERT ON redirects WHEN NEW.source_kind = 'path'
  AND (EXISTS (SELECT 1 FROM redirects r WHERE r.source_kind = 'path' AND '/' || r.lang_code || '/' || r.source = NEW.target_path)
    OR EXISTS (SELECT 1 FROM redirects r WHERE r.target_path = '/' || NEW.lang_code || '/' || NEW.source))
BEGIN SELECT RAISE(ABORT, 'redirect_chain'); END;

-- A page's slug in a language changes: the old one leads to the page, the new one is live (so
-- no redirect keeps it: renaming back removes the redirect, and nothing loops).
CREATE TRIGGER redirects_page_slug_update AFTER UPDATE OF slug ON page_translations
WHEN OLD.slug IS NOT NEW.slug
BEGIN
  INSERT INTO redirects (lang_code, source_kind, source, record_id) VALUES (NEW.lang_code, 'page', OLD.slug, NEW.page_id)
    ON CONFLICT (lang_code, source_kind, source) DO UPDATE SET record_id = excluded.record_id,
      created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
  DELETE FROM redirects WHERE lang_code = NEW.lang_code AND source_kind = 'page' AND source = NEW.slug;
END;
-- A new page (or one back from the trash) takes over an old slug it now has.
CREATE TRIGGER redirects_page_slug_insert AFTER INSERT ON page_translations
BEGIN DELETE FROM redirects WHERE lang_code = NEW.lang_code AND source_kind = 'page' AND source = NEW.slug; END;
-- A deleted page's redirects go with it (a restore from the trash does not bring them back).
CREATE TRIGGER redirects_page_delete AFTER DELETE ON pages
BEGIN DELETE FROM redirects WHERE source_kind = 'page' AND record_id = OLD.id; END;

-- A project has one slug in every language: its old one leads to it in each.
CREATE TRIGGER redirects_project_slug_update AFTER UPDATE OF slug ON projects
WHEN OLD.slug IS NOT NEW.slug
BEGIN
  INSERT INTO redirects (lang_code, source_kind, source, record_id)
    SELECT l.code, 'project', OLD.slug, NEW.id FROM (SELECT 'tr' AS code UNION ALL SELECT 'en' UNION ALL SELECT 'ru' UNION ALL SELECT 'uz') l WHERE true
    ON CONFLICT (lang_code, source_kind, source) DO UPDATE SET record_id = excluded.record_id,
      created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
  DELETE FROM redirects WHERE source_kind = 'project' AND source = NEW.slug;
END;
CREATE TRIGGER redirects_project_slug_insert AFTER INSERT ON projects
BEGIN DELETE FROM redirects WHERE source_kind = 'project' AND source = NEW.slug; END;
CREATE TRIGGER redirects_project_delete AFTER DELETE ON projects
BEGIN DELETE FROM redirects WHERE source_kind = 'project' AND record_id = OLD.id; END;

-- The public site serves them: every change renews the content version (migrations/0013).
CREATE TRIGGER redirects_content_insert AFTER INSERT ON redirects
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = excluded.value; END;
CREATE TRIGGER redirects_content_update AFTER UPDATE ON redirects
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = excluded.value; END;
CREATE TRIGGER redirects_content_delete AFTER DELETE ON redirects
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = excluded.value; END;
