-- An account-level sign-in limit that does not lock the owner out (docs/decisions/
-- 039-account-sign-in-limit-and-device-cookies.md). An attempt from a browser that signed in to the
-- account before carries that browser's device id (the signed __Host-device cookie) and is counted
-- against the device's own budget; the attempts without one (unknown browsers) are limited per
-- e-mail + address, per address, and now per account from any number of addresses, over the
-- hour the table now keeps.
ALTER TABLE login_attempts ADD COLUMN device TEXT;
CREATE INDEX login_attempts_device ON login_attempts (device, attempted_at) WHERE device IS NOT NULL;
