import { afterAll, beforeAll } from "vitest";

import type { Claims, TestDatabase } from "./databases";
import { fixtureSql } from "./fixtures";

// Calling the port's Postgres functions as PostgREST's rpc endpoint would: one transaction, the
// caller's role and claims, the function's JSON result; failures as their SQLSTATE and message.

export interface RpcFailure {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

/** The statement calling public.<name>(args...): objects and lists of objects as jsonb, lists of strings as text[]. */
function callOf(name: string, args: unknown[]): [string, unknown[]] {
  const isJson = (arg: unknown) =>
    typeof arg === "object" && arg !== null && (!Array.isArray(arg) || arg.some((x) => typeof x === "object"));
  const placeholders = args.map(
    (arg, i) => `$${i + 1}${isJson(arg) ? "::text::jsonb" : Array.isArray(arg) ? "::text[]" : ""}`,
  );
  const values = args.map((arg) => (isJson(arg) ? JSON.stringify(arg) : arg));
  return [`select public.${name}(${placeholders.join(", ")}) as result`, values];
}

/** Calls public.<name>(args...) as the caller and returns its result. */
export async function rpc<T = unknown>(
  db: TestDatabase,
  claims: Claims | null,
  name: string,
  ...args: unknown[]
): Promise<T> {
  const [text, values] = callOf(name, args);
  const rows = await db.as(claims, (q) => q<{ result: T }>(text, values));
  return rows[0]!.result;
}

/** Calls public.<name>(args...) as the caller, then rolls back: its failure, or null when it went through. */
export async function rpcRolledBack(
  db: TestDatabase,
  claims: Claims | null,
  name: string,
  ...args: unknown[]
): Promise<RpcFailure | null> {
  const [text, values] = callOf(name, args);
  try {
    await db.as(claims, (q) => q(text, values), { rollback: true });
    return null;
  } catch (error) {
    const e = error as RpcFailure;
    return { code: e.code, message: e.message };
  }
}

/** The failure of a call that must fail (a call that succeeds fails the test). */
export async function rpcFailure(
  db: TestDatabase,
  claims: Claims | null,
  name: string,
  ...args: unknown[]
): Promise<RpcFailure> {
  try {
    await rpc(db, claims, name, ...args);
  } catch (error) {
    const e = error as RpcFailure;
    return {
      code: e.code,
      message: e.message,
      ...(e.detail ? { detail: e.detail } : {}),
      ...(e.hint ? { hint: e.hint } : {}),
    };
  }
  throw new Error(`${name} succeeded where it had to fail`);
}

export const translationsOf = <T>(value: T) => ({ tr: value, en: value, ru: value, uz: value });

/**
 * A fresh database with the fixture rows for one describe block (none when `open` is null, the
 * database not being installed), handed to `use` before the tests and closed after them.
 */
export function withFixtureDatabase(open: (() => Promise<TestDatabase>) | null, use: (db: TestDatabase) => void): void {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    if (!open) return;
    opened = await open();
    await opened.exec(fixtureSql);
    use(opened);
  });
  afterAll(async () => opened?.close());
}
