-- Failed admin sign-ins, for throttling: one row per failure and per key (the e-mail and the
-- client address are counted separately). Rows older than the window are pruned on use.
CREATE TABLE login_attempts (
  key TEXT NOT NULL,
  attempted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX login_attempts_key_time ON login_attempts (key, attempted_at);
