import accounts from "../../../demo-content/accounts.json" with { type: "json" };
import { demoAccountSchema, parseDemoFile } from "./demo-schema";

// The demo seed's accounts (README: local only), for the seed and for tests that sign in as them.

export const demoAccounts = parseDemoFile("accounts.json", demoAccountSchema.array(), accounts);

function accountWithRole(role: "admin" | "member") {
  const account = demoAccounts.find((a) => a.role === role);
  if (!account) throw new Error(`demo-content/accounts.json has no ${role} account.`);
  return account;
}

/** The demo admin: signs in to the admin. */
export const demoAdmin = accountWithRole("admin");
/** The demo member: has an account, but the admin refuses it. */
export const demoMember = accountWithRole("member");
