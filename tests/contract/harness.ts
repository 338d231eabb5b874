import { expect } from "vitest";

import type { Maintenance } from "~/backend/history";
import type { Backend } from "~/backend/port";
import type { Role } from "~/backend/schemas";
import type { Lang } from "~/i18n/languages";

import { testAdmin } from "../fixtures/accounts";

/**
 * What the contract suite needs from an adapter besides the port itself. Running the suite
 * against another adapter means writing one of these (a factory) and nothing else.
 */
export interface ContractHarness {
  readonly name: string;
  /** Empties the store: every table the port writes, and every stored file. */
  reset(): Promise<void>;
  /**
   * The backend as one request sees it, sending `cookie` (a Cookie header value) and, when
   * given, `clientAddress` as Cloudflare's CF-Connecting-IP; the backend calls `onDegradedRead`
   * when it answers without a part it could not read.
   */
  open(
    cookie?: string,
    onDegradedRead?: () => void,
    clientAddress?: string,
  ): { backend: Backend; setCookies: readonly string[] };
  /** Creates an account directly in the store (accounts are made outside the product). */
  provisionUser(user: {
    email: string;
    password: string;
    role: Role;
    fullName?: string;
    confirmed?: boolean;
  }): Promise<string>;
  /**
   * Makes every insert into `table` fail inside the store, so a multi-table write fails
   * midway for real. Returns a function that undoes it.
   */
  failInsertsInto(table: string): Promise<() => Promise<void>>;
  /**
   * Writes a page's or a project's content in one language straight into the store, past the
   * port (as a token used against the database, or an operator's SQL, can): whatever signature it
   * had stays as it was.
   */
  writeStoredContent(kind: "page" | "project", id: string, lang: Lang, html: string): Promise<void>;
  /**
   * Deletes the translation rows of some languages from a translation table, as content from
   * before a language existed would look (the port itself always writes all four).
   */
  removeTranslations(table: string, langs: readonly string[]): Promise<void>;
  /**
   * Makes the store's reads of rows written to `table` from now on fail for real, while the
   * writes themselves go through: a save whose record is read back hits a failing read. Returns
   * a function that undoes it and makes those rows readable again.
   */
  failReadsOf(table: string): Promise<() => Promise<void>>;
  /** Makes every read of `table` fail inside the store, whatever its rows. Returns a function that undoes it. */
  failAllReadsOf(table: string): Promise<() => Promise<void>>;
  /** Rows in a table, to prove that nothing was left behind. */
  countRows(table: string): Promise<number>;
  /** Sets the content version as stored, as a restore of the database to an earlier point does. */
  restoreContentVersion(value: string): Promise<void>;
  /** How many files are stored, in all buckets. */
  countStoredFiles(): Promise<number>;
  /** The public URL of every stored file, in all buckets (a listing of the store, not of rows). */
  storedFileUrls(): Promise<string[]>;
  /** The bytes of a stored file by the public URL the port handed out, or null. */
  readStoredFile(url: string): Promise<Uint8Array | null>;
  /** The scheduled job's operations, as the Worker's scheduled handler makes them (no session). */
  maintenance(): Maintenance;
  /**
   * Tries to change and to delete an audit entry straight in the store, with the most the
   * deployment's own code holds (D1: the Worker's binding; Supabase: the database's owner), and
   * answers each attempt's failure, or null where one went through.
   */
  tamperWithAuditLog(): Promise<{ update: unknown; delete: unknown }>;
}

/**
 * What the backend contract's areas (auth-settings.ts, projects.ts ...) get from the describe
 * that runs them: the harness, and the backends its beforeEach opened for the test running now.
 */
export interface ContractContext {
  readonly h: ContractHarness;
  /** The test admin, signed in. */
  readonly admin: Backend;
  /** A visitor, with no session. */
  readonly visitor: Backend;
}

/** A request's headers as the harnesses send them: the cookie, and Cloudflare's client address. */
export function requestHeaders(cookie?: string, clientAddress?: string): Record<string, string> {
  return {
    ...(cookie ? { Cookie: cookie } : {}),
    ...(clientAddress ? { "CF-Connecting-IP": clientAddress } : {}),
  };
}

/** Turns Set-Cookie headers into the Cookie header a browser would send back. */
export function cookieHeaderFrom(setCookies: readonly string[]): string {
  const jar = new Map<string, string>();
  for (const header of setCookies) {
    const [pair] = header.split(";");
    const eq = pair!.indexOf("=");
    if (eq > 0) jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
  }
  return [...jar]
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
}

/**
 * Empties the store, creates the test admin and signs in: the admin's backend (sending the
 * session cookie) and a visitor's. `also` are further accounts to create.
 */
export async function freshAdminAndVisitor(
  h: ContractHarness,
  also: Parameters<ContractHarness["provisionUser"]>[0][] = [],
): Promise<{ admin: Backend; visitor: Backend }> {
  await h.reset();
  await h.provisionUser(testAdmin);
  for (const user of also) await h.provisionUser(user);
  const { backend, setCookies } = h.open();
  expect((await backend.auth.signIn(testAdmin.email, testAdmin.password)).ok).toBe(true);
  return { admin: h.open(cookieHeaderFrom(setCookies)).backend, visitor: h.open().backend };
}
