-- A machine's category in every language (issue 35; docs/product.md §4.7): the one Turkish
-- `equipment.category` showed Turkish labels on /en, /ru and /uz. The category becomes a text
-- of each translation row, beside the name, so it falls back like every translated text and
-- revisions (docs/decisions/046-revisions-as-snapshots.md) record it per language, which issue 37's
-- translation status reads. The stored category becomes the Turkish text; the other languages
-- start empty (the site shows the Turkish one until they are written).
ALTER TABLE equipment_translations ADD COLUMN category TEXT NOT NULL DEFAULT '';

UPDATE equipment_translations
SET category = (SELECT e.category FROM equipment e WHERE e.id = equipment_translations.equipment_id)
WHERE lang_code = 'tr';

-- A machine in the trash keeps its category: its snapshot's Turkish texts get it.
UPDATE trash_entries
SET snapshot = json_set(snapshot, '$[0].translations.tr.category', json_extract(snapshot, '$[0].row.category'))
WHERE record_type = 'equipment'
  AND json_type(snapshot, '$[0].row.category') = 'text'
  AND json_type(snapshot, '$[0].translations.tr') = 'object';

ALTER TABLE equipment DROP COLUMN category;
