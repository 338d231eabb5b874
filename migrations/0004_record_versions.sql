-- Every record an admin edits carries a version, bumped by each save of it (its translations
-- included: they are saved through the parent). A save names the version its form was loaded
-- at and is refused when the stored one has moved on, so two admins cannot silently overwrite
-- each other (docs/decisions/017-record-versions.md).
ALTER TABLE homepage_sliders ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE projects ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE pages ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE menu_items ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE equipment ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE site_settings ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE media_library ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- A D1 batch is one transaction that rolls back only when a statement fails; an UPDATE whose
-- WHERE matches nothing does not fail. A save therefore opens its batch by inserting into this
-- view how many rows are at the loaded version: 0 makes the trigger abort, and the whole batch
-- (the row, its translations, everything) is rolled back. The view holds nothing and an
-- insert that matched stores nothing.
CREATE VIEW record_version_check AS SELECT 1 AS matched WHERE 0;
CREATE TRIGGER record_version_check_refuse INSTEAD OF INSERT ON record_version_check WHEN NEW.matched = 0
BEGIN SELECT RAISE(ABORT, 'stale_version'); END;
