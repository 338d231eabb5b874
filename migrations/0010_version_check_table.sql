-- The version check of migrations/0004 (docs/decisions/017-record-versions.md) as a table
-- instead of a view. `wrangler d1 export` writes a database's triggers before its views, so
-- 0004's INSTEAD OF trigger on the view `record_version_check` made every export fail to import
-- ("no such table: main.record_version_check"). A table comes first in an export, before its
-- rows and every trigger. Same behaviour: a save still opens its batch by inserting how many
-- rows are at the loaded version; 0 aborts the whole batch, and any other insert is dropped
-- (RAISE(IGNORE)), so the table stays empty.
DROP TRIGGER record_version_check_refuse;
DROP VIEW record_version_check;
CREATE TABLE record_version_check (matched INTEGER NOT NULL);
CREATE TRIGGER record_version_check_refuse BEFORE INSERT ON record_version_check
BEGIN SELECT CASE WHEN NEW.matched = 0 THEN RAISE(ABORT, 'stale_version') ELSE RAISE(IGNORE) END; END;
