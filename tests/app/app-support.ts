import { env, exports } from "cloudflare:workers";
import { expect, vi } from "vitest";

import { provisionD1User } from "~/backend/d1/auth";
import { sessionCookieName } from "~/lib/cookie-names";
import { contentVersionBoundMs } from "~/lib/kept-content-version.server";

import { testAdmin, testMember } from "../fixtures/accounts";

// Requests to the built Worker (React Router and all) running in this workerd, with real D1.

export const origin = "https://site.test";

/** Each path answers a permanent redirect to its target. */
export async function expectRedirects(
  redirects: ReadonlyArray<readonly [path: string, target: string]>,
): Promise<void> {
  for (const [path, target] of redirects) {
    const response = await appFetch(path);
    expect(response.status, path).toBe(301);
    expect(response.headers.get("Location"), path).toBe(target);
  }
}

/** How far the clock has been moved so far: each move goes further than the last. */
let movedMs = 0;

/**
 * Runs `visit` with the clock moved past the content version's bound (decision 050): a write
 * made outside this Worker (here, straight to the database, as another location's or an
 * operator's) reaches a visitor's page only once the isolate's kept version is older than the
 * bound. Each call moves it further than the last, so a version read under the last move is past
 * the bound too. The clock moves, nothing waits.
 */
export async function pastTheBound<T>(visit: () => Promise<T>): Promise<T> {
  movedMs += contentVersionBoundMs + 1;
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    vi.setSystemTime(Date.now() + movedMs);
    return await visit();
  } finally {
    vi.useRealTimers();
  }
}

export function appFetch(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("Cookie", init.cookie);
  // The built Worker's default export; wrangler types does not describe the built entry.
  const worker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;
  return worker.fetch(new Request(new URL(path, origin), { ...init, headers, redirect: "manual" }));
}

/** A same-site form POST, as a browser sends it. */
export function postForm(
  path: string,
  fields: Record<string, string> | URLSearchParams | FormData,
  cookie?: string,
): Promise<Response> {
  const body = fields instanceof FormData || fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
  return appFetch(path, { method: "POST", body, cookie, headers: { Origin: origin } });
}

/** The sign-in fields of the accounts this layer provisions on its empty database. */
export const admin = { email: testAdmin.email, password: testAdmin.password };
export const member = { email: testMember.email, password: testMember.password };

export async function provisionAccounts() {
  await env.DB.prepare("DELETE FROM login_attempts").run();
  await provisionD1User(env.DB, testAdmin);
  await provisionD1User(env.DB, testMember);
}

/** Signs in through the login action and returns the Cookie header for the session. */
export async function adminCookie(): Promise<string> {
  const response = await postForm("/admin/login", admin);
  const sid = response.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName}=`));
  if (!sid) throw new Error(`sign-in failed: ${response.status}`);
  return sid.split(";")[0]!;
}

/** The accounts provisioned afresh and the admin signed in: the session's Cookie header. */
export async function freshAdminCookie(): Promise<string> {
  await provisionAccounts();
  return adminCookie();
}

/**
 * An edit form as the browser posts it: with the version the record is stored at now, as the
 * form's hidden field carries it when loaded (docs/decisions/017-record-versions.md).
 */
export async function atStoredVersion(table: string, id: string, form: FormData): Promise<FormData> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`bad table name ${table}`);
  const row = await env.DB.prepare(`SELECT version FROM ${table} WHERE id = ?1`).bind(id).first<{ version: number }>();
  if (!row) throw new Error(`no ${table} row ${id}`);
  form.set("version", String(row.version));
  return form;
}
