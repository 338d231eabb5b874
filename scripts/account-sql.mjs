// The statements that create an account in a d1 database, or reset an existing one (its
// password, role and confirmation; its name when one is given) and end every session it holds.
// One answer for `npm run admin:create` and the end-to-end setup, which makes its accounts in one
// database call (tests/e2e/admin-session.setup.ts).

const quote = (text) => `'${String(text).replaceAll("'", "''")}'`;

/** The SQL for one account; `hash` is the password's hash (app/backend/d1/passwords.ts). */
export function accountUpsertSql({ email, hash, role, name = "", now = new Date().toISOString() }) {
  const address = quote(email);
  return `INSERT INTO users (id, email, password_hash, role, full_name, email_confirmed_at)
VALUES (${quote(crypto.randomUUID())}, ${address}, ${quote(hash)}, ${quote(role)}, ${quote(name)}, ${quote(now)})
ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, role = excluded.role, email_confirmed_at = excluded.email_confirmed_at,
  full_name = CASE WHEN excluded.full_name <> '' THEN excluded.full_name ELSE users.full_name END;
DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ${address});`;
}
