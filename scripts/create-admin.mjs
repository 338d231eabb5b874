// Creates (or resets) an admin account in a d1 deployment's database, since the product has
// no sign-up page. The password is read from ADMIN_PASSWORD so it stays out of shell history.
//   ADMIN_PASSWORD='...' npm run admin:create -- --email you@company.com --name "Ad Soyad"            (local)
//   ADMIN_PASSWORD='...' npm run admin:create -- --email you@company.com --remote --env production    (deployed)
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { hashPassword } from "../app/backend/d1/passwords.ts";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string", default: "" },
    remote: { type: "boolean", default: false },
    env: { type: "string" },
  },
});

const password = process.env.ADMIN_PASSWORD ?? "";
if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) {
  console.error("Give the account's e-mail: --email you@company.com");
  process.exit(2);
}
if (password.length < 12) {
  console.error("Set ADMIN_PASSWORD to the new password (at least 12 characters).");
  process.exit(2);
}

const quote = (text) => `'${String(text).replaceAll("'", "''")}'`;
const hash = await hashPassword(password);
const now = new Date().toISOString();
const sql = `INSERT INTO users (id, email, password_hash, role, full_name, email_confirmed_at)
VALUES (${quote(crypto.randomUUID())}, ${quote(values.email)}, ${quote(hash)}, 'admin', ${quote(values.name)}, ${quote(now)})
ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, role = 'admin', email_confirmed_at = excluded.email_confirmed_at;`;

const args = ["wrangler", "d1", "execute", "DB", values.remote ? "--remote" : "--local", "--command", sql];
if (values.env) args.push("--env", values.env);
execFileSync("npx", args, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CI: "1" } });
console.log(`Admin account ready: ${values.email}`);
