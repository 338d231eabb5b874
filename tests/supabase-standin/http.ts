import type { IncomingHttpHeaders } from "node:http";

import type { Claims, Query, TestDatabase } from "../postgres/databases";
import { verifyJwt, type JwtPayload } from "./jwt";

// What the stand-in's three services share: the request as read off the socket, the reply they
// hand back, the database (behind a queue on PGlite, whose one connection must not interleave
// two requests' transactions), the stored bytes and who is calling.

export interface StandinRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export interface StoredFile {
  bucket: string;
  name: string;
  bytes: Uint8Array;
}

export interface Keys {
  url: string;
  anonKey: string;
  secretKey: string;
  jwtSecret: string;
}

export interface Context extends Keys {
  database: TestDatabase;
  /** Runs one piece of database work; on PGlite strictly one after another. */
  serial: <T>(work: () => Promise<T>) => Promise<T>;
  /** Object bytes by storage.objects id. */
  files: Map<string, StoredFile>;
  /** PostgREST's schema cache: the public functions by name. */
  functions: Map<string, unknown>;
  /** Test counters (no Supabase answer has them): the passwords GoTrue compared (password grants). */
  counts: { passwordChecks: number };
  /** The project's Auth configuration, as the Management API names it (project-settings.ts). */
  authConfig: Record<string, string | number | boolean | null>;
  /** The operator's personal access token, for the Management API's stand-in. */
  accessToken: string;
}

export function queueFor(database: TestDatabase): Context["serial"] {
  if (database.name !== "pglite") return (work) => work();
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const result = tail.then(work);
    tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
}

/** A statement as the superuser (outside any API role). */
export const superuser = <T = Record<string, unknown>>(ctx: Context, text: string, params?: unknown[]) =>
  ctx.serial(() => ctx.database.query<T>(text, params));

/** One transaction as PostgREST runs a request: the caller's role and request.jwt.claims. */
export const asCaller = <T>(ctx: Context, caller: Caller, work: (query: Query) => Promise<T>) =>
  ctx.serial(() => ctx.database.as(caller.claims, work));

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8", ...headers },
  body: JSON.stringify(value),
});

export function header(request: StandinRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function parseJsonBody(request: StandinRequest): unknown {
  const text = request.body.toString("utf8");
  return text.trim() === "" ? {} : (JSON.parse(text) as unknown);
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields of a Postgres error, from PGlite's DatabaseError or postgres.js's PostgresError. */
export interface PgError {
  code: string;
  message: string;
  detail: string | null;
  hint: string | null;
}

export function pgErrorOf(error: unknown): PgError | null {
  if (!isObject(error) || typeof error.code !== "string" || !/^[0-9A-Z]{5}$/.test(error.code)) return null;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return { code: error.code, message: String(error.message ?? ""), detail: text(error.detail), hint: text(error.hint) };
}

// ------------------------------------------------------------------ who is calling

export interface Caller {
  /** The database role the request runs as. */
  role: string;
  /** What request.jwt.claims holds (null: the anon role's {"role":"anon"}). */
  claims: Claims | null;
  /** The verified JWT's payload, when the caller sent one (user tokens, the anon key). */
  payload: JwtPayload | null;
  /** How the caller was recognised. */
  via: "secret-key" | "anon-key" | "jwt";
}

export type CallerFailure = "no-apikey" | "bad-apikey" | "malformed" | "signature" | "expired";
export type CallerResult = { ok: true; caller: Caller } | { ok: false; failure: CallerFailure };

const serviceRole: Claims = { role: "service_role" } as Claims;

export function bearerOf(request: StandinRequest): string | undefined {
  const authorization = header(request, "authorization");
  const match = authorization?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim();
}

/** The gateway's apikey check, then the caller from `Authorization: Bearer` (else the apikey). */
export function resolveCaller(
  ctx: Keys,
  request: StandinRequest,
  options: { requireApikey?: boolean } = {},
): CallerResult {
  const apikey = header(request, "apikey") ?? request.url.searchParams.get("apikey") ?? undefined;
  if (options.requireApikey !== false) {
    if (!apikey) return { ok: false, failure: "no-apikey" };
    if (apikey !== ctx.anonKey && apikey !== ctx.secretKey) return { ok: false, failure: "bad-apikey" };
  }
  const token = bearerOf(request) ?? apikey;
  if (!token) return { ok: true, caller: { role: "anon", claims: null, payload: null, via: "anon-key" } };
  return callerFromToken(ctx, token);
}

export function callerFromToken(ctx: Keys, token: string): CallerResult {
  if (token === ctx.secretKey)
    return {
      ok: true,
      caller: { role: "service_role", claims: serviceRole, payload: { role: "service_role" }, via: "secret-key" },
    };
  const verified = verifyJwt(token, ctx.jwtSecret);
  if (!verified.ok) return { ok: false, failure: verified.reason };
  const role = typeof verified.payload.role === "string" ? verified.payload.role : "anon";
  const via = token === ctx.anonKey ? "anon-key" : "jwt";
  return { ok: true, caller: { role, claims: verified.payload as Claims, payload: verified.payload, via } };
}

/** What the API gateway answers when the apikey is missing or unknown (before any service). */
export function gatewayRefusal(failure: "no-apikey" | "bad-apikey"): Reply {
  return failure === "no-apikey"
    ? json(401, { message: "No API key found in request", hint: "No `apikey` request header or url param was found." })
    : json(401, { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." });
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
