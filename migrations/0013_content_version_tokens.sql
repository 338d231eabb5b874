-- The content version (migrations/0005) becomes a random token instead of a count. The page cache
-- keys pages by it (docs/decisions/020-public-page-cache.md), and a count comes back: a restore of
-- the database (D1 Time Travel, README "Deploying (d1 backend)") sets it back to an earlier number,
-- and the next edits count up through numbers whose pages, rendered from the abandoned history,
-- may still be in a location's cache for a day, so an edit after a restore could show content the
-- restore removed. Every write now stores 16 new random hex digits: a restored token still finds
-- the pages of the content it was made with, and a new one was never seen before. Same triggers
-- as 0005, each writing the new token. (Not as `excluded.value`: SQLite's ALTER TABLE RENAME
-- rewrites that into a reference to the table, and a rename of app_meta and back left every
-- trigger setting the value to itself.)
DROP TRIGGER site_settings_content_insert;
CREATE TRIGGER site_settings_content_insert AFTER INSERT ON site_settings
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER site_settings_content_update;
CREATE TRIGGER site_settings_content_update AFTER UPDATE ON site_settings
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER site_settings_content_delete;
CREATE TRIGGER site_settings_content_delete AFTER DELETE ON site_settings
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER homepage_sliders_content_insert;
CREATE TRIGGER homepage_sliders_content_insert AFTER INSERT ON homepage_sliders
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER homepage_sliders_content_update;
CREATE TRIGGER homepage_sliders_content_update AFTER UPDATE ON homepage_sliders
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER homepage_sliders_content_delete;
CREATE TRIGGER homepage_sliders_content_delete AFTER DELETE ON homepage_sliders
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER slider_translations_content_insert;
CREATE TRIGGER slider_translations_content_insert AFTER INSERT ON slider_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER slider_translations_content_update;
CREATE TRIGGER slider_translations_content_update AFTER UPDATE ON slider_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER slider_translations_content_delete;
CREATE TRIGGER slider_translations_content_delete AFTER DELETE ON slider_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER projects_content_insert;
CREATE TRIGGER projects_content_insert AFTER INSERT ON projects
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER projects_content_update;
CREATE TRIGGER projects_content_update AFTER UPDATE ON projects
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER projects_content_delete;
CREATE TRIGGER projects_content_delete AFTER DELETE ON projects
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER project_translations_content_insert;
CREATE TRIGGER project_translations_content_insert AFTER INSERT ON project_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER project_translations_content_update;
CREATE TRIGGER project_translations_content_update AFTER UPDATE ON project_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER project_translations_content_delete;
CREATE TRIGGER project_translations_content_delete AFTER DELETE ON project_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER page_categories_content_insert;
CREATE TRIGGER page_categories_content_insert AFTER INSERT ON page_categories
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER page_categories_content_update;
CREATE TRIGGER page_categories_content_update AFTER UPDATE ON page_categories
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER page_categories_content_delete;
CREATE TRIGGER page_categories_content_delete AFTER DELETE ON page_categories
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER pages_content_insert;
CREATE TRIGGER pages_content_insert AFTER INSERT ON pages
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER pages_content_update;
CREATE TRIGGER pages_content_update AFTER UPDATE ON pages
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER pages_content_delete;
CREATE TRIGGER pages_content_delete AFTER DELETE ON pages
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER page_translations_content_insert;
CREATE TRIGGER page_translations_content_insert AFTER INSERT ON page_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER page_translations_content_update;
CREATE TRIGGER page_translations_content_update AFTER UPDATE ON page_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER page_translations_content_delete;
CREATE TRIGGER page_translations_content_delete AFTER DELETE ON page_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER menu_items_content_insert;
CREATE TRIGGER menu_items_content_insert AFTER INSERT ON menu_items
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER menu_items_content_update;
CREATE TRIGGER menu_items_content_update AFTER UPDATE ON menu_items
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER menu_items_content_delete;
CREATE TRIGGER menu_items_content_delete AFTER DELETE ON menu_items
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER menu_item_translations_content_insert;
CREATE TRIGGER menu_item_translations_content_insert AFTER INSERT ON menu_item_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER menu_item_translations_content_update;
CREATE TRIGGER menu_item_translations_content_update AFTER UPDATE ON menu_item_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER menu_item_translations_content_delete;
CREATE TRIGGER menu_item_translations_content_delete AFTER DELETE ON menu_item_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER equipment_content_insert;
CREATE TRIGGER equipment_content_insert AFTER INSERT ON equipment
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER equipment_content_update;
CREATE TRIGGER equipment_content_update AFTER UPDATE ON equipment
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER equipment_content_delete;
CREATE TRIGGER equipment_content_delete AFTER DELETE ON equipment
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER equipment_translations_content_insert;
CREATE TRIGGER equipment_translations_content_insert AFTER INSERT ON equipment_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER equipment_translations_content_update;
CREATE TRIGGER equipment_translations_content_update AFTER UPDATE ON equipment_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER equipment_translations_content_delete;
CREATE TRIGGER equipment_translations_content_delete AFTER DELETE ON equipment_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER media_library_content_insert;
CREATE TRIGGER media_library_content_insert AFTER INSERT ON media_library
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER media_library_content_update;
CREATE TRIGGER media_library_content_update AFTER UPDATE ON media_library
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
DROP TRIGGER media_library_content_delete;
CREATE TRIGGER media_library_content_delete AFTER DELETE ON media_library
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', lower(hex(randomblob(8))))
  ON CONFLICT (key) DO UPDATE SET value = lower(hex(randomblob(8))); END;
