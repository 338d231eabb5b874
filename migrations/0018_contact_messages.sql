-- Contact messages (docs/product.md §4.6, issue 38): what visitors send from the contact form,
-- read by admins only; never shown on the site, so no write here moves the content version.
-- The limits mirror the port's (app/backend/schemas.ts, messageLimits), in letters as length()
-- counts them; the port trims and checks first, these hold for any other writer.
CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY NOT NULL,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  email TEXT NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  message TEXT NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  lang TEXT NOT NULL CHECK (lang IN ('tr', 'en', 'ru', 'uz')),
  state TEXT NOT NULL DEFAULT 'unread' CHECK (state IN ('unread', 'read', 'archived')),
  received_at TEXT NOT NULL
);
-- The inbox reads one state newest first; the retention run deletes by age.
CREATE INDEX contact_messages_state ON contact_messages (state, received_at DESC, id);
CREATE INDEX contact_messages_received ON contact_messages (received_at);

-- The per-address limit on messages, as login_attempts is the sign-in throttle's: one row per
-- message let through, written by the statement that counts (app/backend/d1/messages.ts). The
-- address is the throttle's key (an IPv4 address or an IPv6 /64), kept only while it counts:
-- each submission and the scheduled job prune the rows past the window.
CREATE TABLE contact_attempts (
  id TEXT PRIMARY KEY NOT NULL,
  address TEXT NOT NULL,
  attempted_at TEXT NOT NULL
);
CREATE INDEX contact_attempts_address ON contact_attempts (address, attempted_at);
CREATE INDEX contact_attempts_time ON contact_attempts (attempted_at);

-- Where a new message is announced and how long messages are kept: one row, with a version the
-- form posts back (docs/decisions/017-record-versions.md). Not a site setting: the site settings
-- are public (the site reads them for every page), these are the admin's alone.
CREATE TABLE message_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  notify_email TEXT NOT NULL DEFAULT '' CHECK (length(notify_email) <= 254),
  retention_months INTEGER NOT NULL DEFAULT 12 CHECK (retention_months BETWEEN 1 AND 120),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO message_settings (id) VALUES (1);
