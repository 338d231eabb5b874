-- Stored HTML carries the Worker's signature of it (docs/decisions/035-content-rules-on-every-write-path.md):
-- the backend cleans a page's or a project's content when it is saved and signs the cleaned HTML
-- with a key derived from COOKIE_SECRET; a public page shows stored HTML as it is only when the
-- signature is the key's, and cleans any other when it is shown. The same rule as on Supabase,
-- where the tables can be written past the Worker; here it also covers rows saved before (or
-- under an older sanitizer, or another COOKIE_SECRET) and an operator's SQL. '' = unsigned.
ALTER TABLE page_translations ADD COLUMN content_signature TEXT NOT NULL DEFAULT '';
ALTER TABLE project_translations ADD COLUMN content_signature TEXT NOT NULL DEFAULT '';
