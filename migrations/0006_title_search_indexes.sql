-- The admin search of projects and pages matches a LIKE '%term%' against every title
-- (docs/decisions/024-pagination-and-bounded-reads.md). No index can seek such a pattern, but
-- an index holding only the title and its entity's id can be scanned instead of the table, whose
-- rows carry the long content: at 10 000 projects in four languages the scan reads 2 MB instead
-- of 26 MB. The search reads the matched ids from it in one pass (app/backend/d1/sql.ts).
CREATE INDEX project_translations_title ON project_translations (title, project_id);
CREATE INDEX page_translations_title ON page_translations (title, page_id);
