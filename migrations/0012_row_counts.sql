-- How many rows each listed table holds, per group a list filters by, kept by triggers
-- (docs/decisions/024-pagination-and-bounded-reads.md, update "the lists' sizes are kept").
-- A list's page count and the admin's "N kayıt" came from COUNT(*) over the whole list, which D1
-- reads (and bills) row by row: 9 006 rows read for every render of the public project list at
-- 10 000 projects, 10 009 for the admin's, 13 000 for the sitemap. Now they read a row or six.
--
-- One row per (table, group): projects by status and progress, pages by publication, media as
-- one group. Every group a CHECK constraint allows exists from the start, so the triggers only
-- add and subtract; a new status or progress needs its rows here too (tests/worker/row-counts.test.ts
-- compares every group with COUNT(*)). The triggers run in the write's transaction: no write path,
-- seed or operator's SQL can leave a count behind.
CREATE TABLE row_counts (tbl TEXT NOT NULL, grp TEXT NOT NULL, total INTEGER NOT NULL, PRIMARY KEY (tbl, grp)) WITHOUT ROWID;

INSERT INTO row_counts (tbl, grp, total)
  SELECT 'projects', s.value || '/' || p.value, (SELECT COUNT(*) FROM projects WHERE status = s.value AND progress = p.value)
  FROM json_each('["draft","published","archived"]') s, json_each('["ongoing","completed"]') p;
INSERT INTO row_counts (tbl, grp, total)
  SELECT 'pages', CASE v.value WHEN 1 THEN 'published' ELSE 'draft' END, (SELECT COUNT(*) FROM pages WHERE is_published = v.value)
  FROM json_each('[0,1]') v;
INSERT INTO row_counts (tbl, grp, total) SELECT 'media', 'all', COUNT(*) FROM media_library;

CREATE TRIGGER row_counts_projects_insert AFTER INSERT ON projects
BEGIN UPDATE row_counts SET total = total + 1 WHERE tbl = 'projects' AND grp = NEW.status || '/' || NEW.progress; END;
CREATE TRIGGER row_counts_projects_delete AFTER DELETE ON projects
BEGIN UPDATE row_counts SET total = total - 1 WHERE tbl = 'projects' AND grp = OLD.status || '/' || OLD.progress; END;
CREATE TRIGGER row_counts_projects_update AFTER UPDATE OF status, progress ON projects
WHEN OLD.status IS NOT NEW.status OR OLD.progress IS NOT NEW.progress
BEGIN UPDATE row_counts SET total = total - 1 WHERE tbl = 'projects' AND grp = OLD.status || '/' || OLD.progress;
  UPDATE row_counts SET total = total + 1 WHERE tbl = 'projects' AND grp = NEW.status || '/' || NEW.progress; END;

CREATE TRIGGER row_counts_pages_insert AFTER INSERT ON pages
BEGIN UPDATE row_counts SET total = total + 1 WHERE tbl = 'pages' AND grp = CASE NEW.is_published WHEN 1 THEN 'published' ELSE 'draft' END; END;
CREATE TRIGGER row_counts_pages_delete AFTER DELETE ON pages
BEGIN UPDATE row_counts SET total = total - 1 WHERE tbl = 'pages' AND grp = CASE OLD.is_published WHEN 1 THEN 'published' ELSE 'draft' END; END;
CREATE TRIGGER row_counts_pages_update AFTER UPDATE OF is_published ON pages
WHEN OLD.is_published IS NOT NEW.is_published
BEGIN UPDATE row_counts SET total = total - 1 WHERE tbl = 'pages' AND grp = CASE OLD.is_published WHEN 1 THEN 'published' ELSE 'draft' END;
  UPDATE row_counts SET total = total + 1 WHERE tbl = 'pages' AND grp = CASE NEW.is_published WHEN 1 THEN 'published' ELSE 'draft' END; END;

CREATE TRIGGER row_counts_media_insert AFTER INSERT ON media_library
BEGIN UPDATE row_counts SET total = total + 1 WHERE tbl = 'media' AND grp = 'all'; END;
CREATE TRIGGER row_counts_media_delete AFTER DELETE ON media_library
BEGIN UPDATE row_counts SET total = total - 1 WHERE tbl = 'media' AND grp = 'all'; END;
