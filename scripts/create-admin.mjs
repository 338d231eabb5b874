// Creates (or resets) an account in a d1 deployment's database, since the product has no
// sign-up page. The password is read from ADMIN_PASSWORD so it stays out of shell history.
// Resetting an existing account also ends every session it holds, in the same statement batch.
//   ADMIN_PASSWORD='...' npm run admin:create -- --email you@company.com --name "Ad Soyad"              (local, admin)
//   ADMIN_PASSWORD='...' npm run admin:create -- --email uye@company.com --role member                   (local, member)
//   ADMIN_PASSWORD='...' npm run admin:create -- --email you@company.com --remote --env production       (deployed)
//   ... --persist-to .wrangler/e2e-state                                                                 (a local state dir)
import { parseArgs } from "node:util";

import { hashPassword } from "../app/backend/d1/passwords.ts";
import { accountUpsertSql } from "./account-sql.mjs";
import { d1Execute } from "./d1-execute.mjs";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    name: { type: "string", default: "" },
    role: { type: "string", default: "admin" },
    remote: { type: "boolean", default: false },
    env: { type: "string" },
    "persist-to": { type: "string" },
  },
});

const password = process.env.ADMIN_PASSWORD ?? "";
if (!values.email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(values.email)) {
  console.error("Give the account's e-mail: --email you@company.com");
  process.exit(2);
}
if (values.role !== "admin" && values.role !== "member") {
  console.error("--role must be admin or member.");
  process.exit(2);
}
if (values.remote && values["persist-to"]) {
  console.error("--persist-to is for the local database only; leave it out with --remote.");
  process.exit(2);
}
// The same rule as the admin's password form: long enough, and not letters alone.
if (
  password.length < 12 ||
  Buffer.byteLength(password) > 72 ||
  !/\p{L}/u.test(password) ||
  !/[^\p{L}]/u.test(password)
) {
  console.error(
    "Set ADMIN_PASSWORD to the new password (at least 12 characters and at most 72 bytes, letters plus digits or symbols).",
  );
  process.exit(2);
}

const sql = accountUpsertSql({
  email: values.email,
  hash: await hashPassword(password),
  role: values.role,
  name: values.name,
});

const args = [values.remote ? "--remote" : "--local", "--command", sql];
if (values.env) args.push("--env", values.env);
if (values["persist-to"]) args.push("--persist-to", values["persist-to"]);
try {
  // Tried again while a running local server holds the database (scripts/d1-execute.mjs).
  d1Execute(args);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`${values.role === "admin" ? "Admin" : "Member"} account ready: ${values.email}`);
