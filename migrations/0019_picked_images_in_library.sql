-- An image field may point at a media-library file (docs/decisions/053): a project's, slide's or
-- machine's image_url is then the file's /files/media-library/<key>. No row may point at a file
-- the library no longer has (docs/product.md §10): a write that sets such a URL while no library
-- row has that key aborts its whole batch ('picked_image_missing'), inside the save's own
-- transaction, so a file deleted between the form and the save refuses the save, nothing written.
-- A URL that does not change (a save keeping its image) is not checked again.
CREATE TRIGGER projects_picked_image_insert BEFORE INSERT ON projects
WHEN instr(COALESCE(NEW.image_url, ''), 'media-library/') > 0 AND NOT EXISTS (SELECT 1 FROM media_library
  WHERE file_path = substr(NEW.image_url, instr(NEW.image_url, 'media-library/') + 14))
BEGIN SELECT RAISE(ABORT, 'picked_image_missing'); END;
CREATE TRIGGER projects_picked_image_update BEFORE UPDATE OF image_url ON projects
WHEN NEW.image_url IS NOT OLD.image_url AND instr(COALESCE(NEW.image_url, ''), 'media-library/') > 0
  AND NOT EXISTS (SELECT 1 FROM media_library
  WHERE file_path = substr(NEW.image_url, instr(NEW.image_url, 'media-library/') + 14))
BEGIN SELECT RAISE(ABORT, 'picked_image_missing'); END;

CREATE TRIGGER homepage_sliders_picked_image_insert BEFORE INSERT ON homepage_sliders
WHEN instr(COALESCE(NEW.image_url, ''), 'media-library/') > 0 AND NOT EXISTS (SELECT 1 FROM media_library
  WHERE file_path = substr(NEW.image_url, instr(NEW.image_url, 'media-library/') + 14))
BEGIN SELECT RAISE(ABORT, 'picked_image_missing'); END;
CREATE TRIGGER homepage_sliders_picked_image_update BEFORE UPDATE OF image_url ON homepage_sliders
WHEN NEW.image_url IS NOT OLD.image_url AND instr(COALESCE(NEW.image_url, ''), 'media-library/') > 0
  AND NOT EXISTS (SELECT 1 FROM media_library
  WHERE file_path = substr(NEW.image_url, instr(NEW.image_url, 'media-library/') + 14))
BEGIN SELECT RAISE(ABORT, 'picked_image_missing'); END;

CREATE TRIGGER equipment_picked_image_insert BEFORE INSERT ON equipment
WHEN instr(COALESCE(NEW.image_url, ''), 'media-library/') > 0 AND NOT EXISTS (SELECT 1 FROM media_library
  WHERE file_path = substr(NEW.image_url, instr(NEW.image_url, 'media-library/') + 14))
BEGIN SELECT RAISE(ABORT, 'picked_image_missing'); END;
CREATE TRIGGER equipment_picked_image_update BEFORE UPDATE OF image_url ON equipment
WHEN NEW.image_url IS NOT OLD.image_url AND instr(COALESCE(NEW.image_url, ''), 'media-library/') > 0
  AND NOT EXISTS (SELECT 1 FROM media_library
  WHERE file_path = substr(NEW.image_url, instr(NEW.image_url, 'media-library/') + 14))
BEGIN SELECT RAISE(ABORT, 'picked_image_missing'); END;
