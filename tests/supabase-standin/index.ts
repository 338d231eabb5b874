import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import type { TestDatabase } from "../postgres/databases";
import { handleAuth, refreshTokensTable } from "./auth";
import {
  header,
  isObject,
  json,
  parseJsonBody,
  pgErrorOf,
  queueFor,
  type Context,
  type Reply,
  type StandinRequest,
} from "./http";
import { randomToken, signJwt } from "./jwt";
import { authSettings, configuredAsConfigToml, handleManagement, standinProjectRef } from "./project-settings";
import { handleRest } from "./rest";
import { handleStorage } from "./storage";

// TEST ONLY. A stand-in for the HTTP hop between supabase-js and a Supabase project: PostgREST's
// rpc endpoint (/rest/v1/rpc/<fn>), Storage's object routes (/storage/v1/object/...) and Auth
// (/auth/v1/...), answering over a TestDatabase (PGlite or PostgreSQL) as those services do for
// the calls the supabase adapter makes; the Management API's Auth configuration (/v1/projects/...)
// for `npm run supabase:check`. Plus /__standin/* for test harnesses (not Supabase's).

export interface Standin {
  /** http://127.0.0.1:<port> */
  url: string;
  /** An HS256 JWT {role: "anon", iss: "supabase"} signed with jwtSecret, as legacy anon keys are. */
  anonKey: string;
  /** An opaque "sb_secret_..." key (Supabase's new secret keys): the service_role. */
  secretKey: string;
  jwtSecret: string;
  /** A personal access token for the Management API's stand-in (/v1/projects/<projectRef>/…). */
  accessToken: string;
  projectRef: string;
  close(): Promise<void>;
}

export { signJwt } from "./jwt";

export async function startStandin(
  database: TestDatabase,
  options: { port?: number; host?: string } = {},
): Promise<Standin> {
  const host = options.host ?? "127.0.0.1";
  const jwtSecret = randomToken(32);
  const iat = Math.floor(Date.now() / 1000);
  const ctx: Context = {
    url: "",
    anonKey: signJwt(
      { iss: "supabase", ref: "standin", role: "anon", iat, exp: iat + 10 * 365 * 24 * 3600 },
      jwtSecret,
    ),
    secretKey: `sb_secret_${randomToken(24)}`,
    jwtSecret,
    database,
    serial: queueFor(database),
    files: new Map(),
    functions: new Map(),
    counts: { passwordChecks: 0 },
    authConfig: configuredAsConfigToml(),
    accessToken: `sbp_${randomToken(20)}`,
  };
  await ctx.serial(() => database.exec(refreshTokensTable));

  const server = createServer((req, res) => void serve(ctx, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  ctx.url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url: ctx.url,
    anonKey: ctx.anonKey,
    secretKey: ctx.secretKey,
    jwtSecret,
    accessToken: ctx.accessToken,
    projectRef: standinProjectRef,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function serve(ctx: Context, req: IncomingMessage, res: ServerResponse): Promise<void> {
  let reply: Reply;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request: StandinRequest = {
      method: req.method ?? "GET",
      url: new URL(req.url ?? "/", ctx.url),
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    reply = await route(ctx, request);
  } catch (error) {
    console.error("[supabase stand-in] request failed:", error);
    reply = json(500, { message: error instanceof Error ? error.message : String(error) });
  }
  res.writeHead(reply.status, { "access-control-allow-origin": "*", ...reply.headers });
  res.end(reply.body === undefined ? undefined : reply.body);
}

function route(ctx: Context, request: StandinRequest): Promise<Reply> | Reply {
  const path = request.url.pathname;
  if (request.method === "OPTIONS") {
    return {
      status: 200,
      headers: {
        "access-control-allow-methods": "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS",
        "access-control-allow-headers": "*",
      },
    };
  }
  const under = (prefix: string) =>
    path === prefix || path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : null;
  let rest: string | null;
  if ((rest = under("/rest/v1")) !== null) return handleRest(ctx, request, rest);
  if ((rest = under("/storage/v1")) !== null) return handleStorage(ctx, request, rest);
  if (path === "/auth/v1/settings" && request.method === "GET") return authSettings(ctx, request);
  if ((rest = under("/auth/v1")) !== null) return handleAuth(ctx, request, rest);
  if ((rest = under("/v1")) !== null) return handleManagement(ctx, request, rest);
  if ((rest = under("/__standin")) !== null) return control(ctx, request, rest);
  return json(404, { message: `No route ${request.method} ${path} in the Supabase stand-in` });
}

/**
 * Test control, for harnesses (never a Supabase endpoint), each with header
 * `x-standin-control: <secretKey>`:
 * - POST /__standin/sql {sql, params?, script?}: as the superuser, outside any API role → {rows}
 *   (script: true runs several statements without parameters and answers {rows: []});
 * - POST /__standin/reset-files: forgets every stored file's bytes → {cleared};
 * - POST /__standin/files: every stored file → {files: [{bucket, name, id, size}]};
 * - POST /__standin/counts: what the stand-in counted → {passwordChecks} (GoTrue's password comparisons);
 * - POST /__standin/auth-config {field: value, …}: changes the project's Auth configuration (as
 *   the Management API names its fields) → the whole configuration.
 */
async function control(ctx: Context, request: StandinRequest, path: string): Promise<Reply> {
  if (header(request, "x-standin-control") !== ctx.secretKey)
    return json(401, { message: "x-standin-control must carry the stand-in's secretKey" });
  if (request.method !== "POST") return json(405, { message: "POST only" });
  if (path === "/reset-files") {
    const cleared = ctx.files.size;
    ctx.files.clear();
    return json(200, { cleared });
  }
  if (path === "/counts") return json(200, ctx.counts);
  if (path === "/auth-config") {
    const patch = parseJsonBody(request);
    if (!isObject(patch)) return json(400, { message: "body must be {field: value, …}" });
    Object.assign(ctx.authConfig, patch);
    return json(200, ctx.authConfig);
  }
  if (path === "/files") {
    return json(200, {
      files: [...ctx.files].map(([id, file]) => ({
        bucket: file.bucket,
        name: file.name,
        id,
        size: file.bytes.byteLength,
      })),
    });
  }
  if (path !== "/sql") return json(404, { message: `No control route ${path}` });
  const body = parseJsonBody(request);
  if (!isObject(body) || typeof body.sql !== "string") return json(400, { message: "body must be {sql, params?}" });
  const { sql, params, script } = body;
  // The schema may change under PostgREST's schema cache: forget it, as a schema reload would.
  ctx.functions.clear();
  try {
    if (script === true) {
      await ctx.serial(() => ctx.database.exec(sql));
      return json(200, { rows: [] });
    }
    const rows = await ctx.serial(() => ctx.database.query(sql, Array.isArray(params) ? params : undefined));
    return {
      status: 200,
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ rows }, (_key, value: unknown) => (typeof value === "bigint" ? Number(value) : value)),
    };
  } catch (error) {
    const pg = pgErrorOf(error);
    return json(500, { message: error instanceof Error ? error.message : String(error), code: pg?.code ?? null });
  }
}
