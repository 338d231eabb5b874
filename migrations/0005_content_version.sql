-- The content version: one number that changes with every write to anything the public site
-- shows. The Worker's page cache keys public pages by it (docs/decisions/020-public-page-cache.md),
-- so the write that bumps it makes every cached page unreachable at once. Triggers, not code in
-- each write path: no write can forget it, and it commits in the same transaction as the write.
-- (An upsert, so a database whose app_meta was emptied starts counting again.)
INSERT OR IGNORE INTO app_meta (key, value) VALUES ('content_version', '1');

CREATE TRIGGER site_settings_content_insert AFTER INSERT ON site_settings
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER site_settings_content_update AFTER UPDATE ON site_settings
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER site_settings_content_delete AFTER DELETE ON site_settings
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER homepage_sliders_content_insert AFTER INSERT ON homepage_sliders
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER homepage_sliders_content_update AFTER UPDATE ON homepage_sliders
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER homepage_sliders_content_delete AFTER DELETE ON homepage_sliders
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER slider_translations_content_insert AFTER INSERT ON slider_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER slider_translations_content_update AFTER UPDATE ON slider_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER slider_translations_content_delete AFTER DELETE ON slider_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER projects_content_insert AFTER INSERT ON projects
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER projects_content_update AFTER UPDATE ON projects
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER projects_content_delete AFTER DELETE ON projects
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER project_translations_content_insert AFTER INSERT ON project_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER project_translations_content_update AFTER UPDATE ON project_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER project_translations_content_delete AFTER DELETE ON project_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER page_categories_content_insert AFTER INSERT ON page_categories
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER page_categories_content_update AFTER UPDATE ON page_categories
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER page_categories_content_delete AFTER DELETE ON page_categories
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER pages_content_insert AFTER INSERT ON pages
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER pages_content_update AFTER UPDATE ON pages
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER pages_content_delete AFTER DELETE ON pages
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER page_translations_content_insert AFTER INSERT ON page_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER page_translations_content_update AFTER UPDATE ON page_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER page_translations_content_delete AFTER DELETE ON page_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER menu_items_content_insert AFTER INSERT ON menu_items
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER menu_items_content_update AFTER UPDATE ON menu_items
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER menu_items_content_delete AFTER DELETE ON menu_items
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER menu_item_translations_content_insert AFTER INSERT ON menu_item_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER menu_item_translations_content_update AFTER UPDATE ON menu_item_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER menu_item_translations_content_delete AFTER DELETE ON menu_item_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER equipment_content_insert AFTER INSERT ON equipment
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER equipment_content_update AFTER UPDATE ON equipment
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER equipment_content_delete AFTER DELETE ON equipment
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER equipment_translations_content_insert AFTER INSERT ON equipment_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER equipment_translations_content_update AFTER UPDATE ON equipment_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER equipment_translations_content_delete AFTER DELETE ON equipment_translations
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER media_library_content_insert AFTER INSERT ON media_library
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER media_library_content_update AFTER UPDATE ON media_library
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
CREATE TRIGGER media_library_content_delete AFTER DELETE ON media_library
BEGIN INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1; END;
