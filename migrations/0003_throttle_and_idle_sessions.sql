-- Sign-in attempts, one row per attempt let through to a password check (docs/decisions/
-- 015-sign-in-throttle-and-sessions.md): the throttle counts them by e-mail + client address, by
-- address alone and by e-mail alone. The row is written before the password is checked, by the
-- same statement that counts, so parallel attempts cannot all slip past the count. Replaces
-- 0002's one-row-per-key table; its rows only ever mattered for 15 minutes.
DROP TABLE login_attempts;
CREATE TABLE login_attempts (
  email TEXT NOT NULL,
  address TEXT NOT NULL,
  attempted_at TEXT NOT NULL
);
-- (email, address) and, by its prefix, e-mail alone; then address alone.
CREATE INDEX login_attempts_email_address ON login_attempts (email, address, attempted_at);
CREATE INDEX login_attempts_address ON login_attempts (address, attempted_at);

-- Sessions gain an idle clock (last_seen_at). The session cookie is renamed in the same release
-- (__Host-sid), so no old session could be reached anyway: the table is made anew, not altered.
DROP TABLE sessions;
CREATE TABLE sessions (
  id TEXT PRIMARY KEY NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);
