-- The d1 adapter's schema: every entity of docs/product.md §7. Translations are keyed by
-- (entity, language), so each entity has at most one row per language; children owned by a
-- parent go with it (ON DELETE CASCADE). Timestamps are ISO-8601 UTC text; triggers keep
-- updated_at current.

CREATE TABLE site_settings (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL CHECK (json_valid(value)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE homepage_sliders (
  id TEXT PRIMARY KEY NOT NULL,
  image_url TEXT,
  button_link TEXT NOT NULL DEFAULT '',
  order_index INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX homepage_sliders_active_order ON homepage_sliders (is_active, order_index);

CREATE TABLE slider_translations (
  slider_id TEXT NOT NULL REFERENCES homepage_sliders (id) ON DELETE CASCADE,
  lang_code TEXT NOT NULL CHECK (lang_code IN ('tr', 'en', 'ru', 'uz')),
  title TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  button_text TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (slider_id, lang_code)
);

CREATE TABLE projects (
  id TEXT PRIMARY KEY NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  image_url TEXT,
  category TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
  progress TEXT NOT NULL DEFAULT 'ongoing' CHECK (progress IN ('ongoing', 'completed')),
  order_index INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX projects_status_order ON projects (status, order_index);

CREATE TABLE project_translations (
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  lang_code TEXT NOT NULL CHECK (lang_code IN ('tr', 'en', 'ru', 'uz')),
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (project_id, lang_code)
);

CREATE TABLE page_categories (
  id TEXT PRIMARY KEY NOT NULL,
  name_key TEXT NOT NULL UNIQUE CHECK (name_key IN ('kurumsal', 'faaliyetler', 'media', 'generic')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- Page types are reference data: the public routes know exactly these sections.
INSERT INTO page_categories (id, name_key) VALUES
  ('kurumsal', 'kurumsal'),
  ('faaliyetler', 'faaliyetler'),
  ('media', 'media'),
  ('generic', 'generic');

CREATE TABLE pages (
  id TEXT PRIMARY KEY NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  category_id TEXT NOT NULL REFERENCES page_categories (id) ON DELETE RESTRICT,
  is_published INTEGER NOT NULL DEFAULT 0 CHECK (is_published IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE page_translations (
  page_id TEXT NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  lang_code TEXT NOT NULL CHECK (lang_code IN ('tr', 'en', 'ru', 'uz')),
  title TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  -- The page's URL slug in this language (docs/urls.md); the page's own slug when not chosen.
  slug TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (page_id, lang_code),
  UNIQUE (lang_code, slug)
);

CREATE TABLE menu_items (
  id TEXT PRIMARY KEY NOT NULL,
  path TEXT NOT NULL DEFAULT '',
  slug TEXT NOT NULL,
  order_index INTEGER NOT NULL DEFAULT 0,
  parent_id TEXT REFERENCES menu_items (id) ON DELETE CASCADE,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX menu_items_parent_order ON menu_items (parent_id, order_index);

CREATE TABLE menu_item_translations (
  item_id TEXT NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
  lang_code TEXT NOT NULL CHECK (lang_code IN ('tr', 'en', 'ru', 'uz')),
  label TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (item_id, lang_code)
);

CREATE TABLE equipment (
  id TEXT PRIMARY KEY NOT NULL,
  category TEXT NOT NULL DEFAULT '',
  model_name TEXT NOT NULL DEFAULT '',
  order_index INTEGER NOT NULL DEFAULT 0,
  is_visible INTEGER NOT NULL DEFAULT 1 CHECK (is_visible IN (0, 1)),
  image_url TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX equipment_visible_order ON equipment (is_visible, order_index);

CREATE TABLE equipment_translations (
  equipment_id TEXT NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  lang_code TEXT NOT NULL CHECK (lang_code IN ('tr', 'en', 'ru', 'uz')),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (equipment_id, lang_code)
);

CREATE TABLE media_library (
  id TEXT PRIMARY KEY NOT NULL,
  file_name TEXT NOT NULL,
  file_path TEXT NOT NULL UNIQUE,
  file_type TEXT NOT NULL,
  size_kb INTEGER NOT NULL,
  alt_text TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(alt_text)),
  caption TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(caption)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX media_library_created ON media_library (created_at DESC);

-- Built-in auth: accounts with their profile (user_profiles of the spec) in one row.
CREATE TABLE users (
  id TEXT PRIMARY KEY NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member')),
  full_name TEXT NOT NULL DEFAULT '',
  avatar_url TEXT NOT NULL DEFAULT '',
  email_confirmed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Server-side sessions. The cookie holds a random token; only its SHA-256 is stored.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- Facts about this database itself (e.g. which demo seed it holds).
CREATE TABLE app_meta (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL
);

CREATE TRIGGER site_settings_touch AFTER UPDATE ON site_settings FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE site_settings SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE key = NEW.key; END;
CREATE TRIGGER homepage_sliders_touch AFTER UPDATE ON homepage_sliders FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE homepage_sliders SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER slider_translations_touch AFTER UPDATE ON slider_translations FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE slider_translations SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE slider_id = NEW.slider_id AND lang_code = NEW.lang_code; END;
CREATE TRIGGER projects_touch AFTER UPDATE ON projects FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE projects SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER project_translations_touch AFTER UPDATE ON project_translations FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE project_translations SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE project_id = NEW.project_id AND lang_code = NEW.lang_code; END;
CREATE TRIGGER pages_touch AFTER UPDATE ON pages FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE pages SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER page_translations_touch AFTER UPDATE ON page_translations FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE page_translations SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE page_id = NEW.page_id AND lang_code = NEW.lang_code; END;
CREATE TRIGGER menu_items_touch AFTER UPDATE ON menu_items FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE menu_items SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER menu_item_translations_touch AFTER UPDATE ON menu_item_translations FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE menu_item_translations SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE item_id = NEW.item_id AND lang_code = NEW.lang_code; END;
CREATE TRIGGER equipment_touch AFTER UPDATE ON equipment FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE equipment SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER equipment_translations_touch AFTER UPDATE ON equipment_translations FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE equipment_translations SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE equipment_id = NEW.equipment_id AND lang_code = NEW.lang_code; END;
CREATE TRIGGER media_library_touch AFTER UPDATE ON media_library FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE media_library SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id; END;
CREATE TRIGGER users_touch AFTER UPDATE ON users FOR EACH ROW WHEN NEW.updated_at = OLD.updated_at
BEGIN UPDATE users SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id; END;
