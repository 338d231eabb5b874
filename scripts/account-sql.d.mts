// Types of account-sql.mjs, for the TypeScript that makes accounts with it (tests/e2e/admin-session.setup.ts).
export function accountUpsertSql(account: {
  email: string;
  hash: string;
  role: "admin" | "member";
  name?: string;
  now?: string;
}): string;
