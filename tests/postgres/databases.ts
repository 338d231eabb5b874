import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import postgres from "postgres";
import { inject } from "vitest";

// The databases the Postgres layer runs on, behind one small interface: PGlite (always) and a
// throw-away PostgreSQL server (when installed; started by global-setup.ts). Each test file gets
// a fresh database holding the Supabase stand-in, every migration in order, then seed.sql.

const root = path.resolve(import.meta.dirname, "../..");

/** The SQL a fresh database receives, in order: [file name, text]. */
export function supabaseScripts(): Array<[string, string]> {
  const migrationsDir = path.join(root, "supabase/migrations");
  const migrations = readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const read = (file: string): [string, string] => [path.relative(root, file), readFileSync(file, "utf8")];
  return [
    read(path.join(root, "tests/postgres/supabase-platform.sql")),
    ...migrations.map((f) => read(path.join(migrationsDir, f))),
    read(path.join(root, "supabase/seed.sql")),
  ];
}

/** The JWT claims of a request, as PostgREST puts them into request.jwt.claims. */
export interface Claims {
  sub: string;
  /** A signed-in user's JWT, or the server key's (service_role, past row-level security). */
  role: "authenticated" | "service_role";
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  [claim: string]: unknown;
}

export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export interface TestDatabase {
  name: string;
  /** Runs statements as the superuser (outside any API role). */
  query: Query;
  exec(script: string): Promise<void>;
  /**
   * Runs `work` in one transaction on one connection as PostgREST runs a request: the role
   * (anon without claims, else the claims' role) and request.jwt.claims set locally. Committed,
   * or rolled back when `rollback` is set or `work` throws.
   */
  as<T>(claims: Claims | null, work: (query: Query) => Promise<T>, options?: { rollback?: boolean }): Promise<T>;
  close(): Promise<void>;
}

const requestSettings = "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)";

async function inTransaction<T>(
  query: Query,
  claims: Claims | null,
  work: (query: Query) => Promise<T>,
  rollback: boolean,
): Promise<T> {
  await query("begin");
  try {
    await query(requestSettings, [claims?.role ?? "anon", JSON.stringify(claims ?? { role: "anon" })]);
    const result = await work(query);
    await query(rollback ? "rollback" : "commit");
    return result;
  } catch (error) {
    await query("rollback");
    throw error;
  }
}

function pgliteDatabase(db: PGlite): TestDatabase {
  const query: Query = async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows;
  return {
    name: "pglite",
    query,
    exec: async (script) => void (await db.exec(script)),
    as: (claims, work, options) => inTransaction(query, claims, work, options?.rollback ?? false),
    close: () => db.close(),
  };
}

/**
 * The extensions the migrations create, as PGlite ships them (separate imports): pgcrypto in the
 * platform script, pg_trgm for the admin search's indexes (20261126090000_title_search_indexes.sql).
 */
const pgliteExtensions = { pgcrypto, pg_trgm };

/** A PGlite database with every script applied; its data directory is global-setup's template. */
export async function buildPglite(): Promise<PGlite> {
  const db = await PGlite.create({ extensions: pgliteExtensions });
  const database = pgliteDatabase(db);
  for (const [file, sql] of supabaseScripts()) await applyScript(database, file, sql);
  return db;
}

/** A fresh PGlite database, loaded from the template global-setup.ts built (a data directory dump). */
export const openPglite = (): Promise<TestDatabase> => openPgliteFrom(inject("pgliteTemplate"));

/** A fresh PGlite database loaded from a template file (for callers outside a test file). */
export async function openPgliteFrom(templateFile: string): Promise<TestDatabase> {
  const dump = new Blob([readFileSync(templateFile)]);
  return pgliteDatabase(await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions }));
}

/** Where the PostgreSQL server of global-setup.ts listens, and its template database. */
export interface ServerInfo {
  host: string;
  port: number;
  user: string;
  version: string;
  template: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresServer: ServerInfo | null;
    /** The file holding the PGlite template's data directory (tar). */
    pgliteTemplate: string;
  }
}

export function postgresServer(): ServerInfo | null {
  return inject("postgresServer");
}

export function connect(server: Pick<ServerInfo, "host" | "port" | "user">, database: string) {
  return postgres({ host: server.host, port: server.port, user: server.user, database, max: 4, onnotice: () => {} });
}

let databaseCount = 0;

/** A fresh database on the test server, copied from the template that has everything applied. */
export async function openServerDatabase(server: ServerInfo): Promise<TestDatabase> {
  const name = `test_${process.pid}_${Date.now()}_${databaseCount++}`;
  const admin = connect(server, "postgres");
  await admin.unsafe(`create database ${name} template ${server.template}`);
  const sql = connect(server, name);
  const toQuery =
    (run: (text: string, params?: unknown[]) => Promise<unknown>): Query =>
    async <T>(text: string, params?: unknown[]) => [...((await run(text, params)) as T[])];
  const query = toQuery((text, params) => sql.unsafe(text, params as postgres.ParameterOrJSON<never>[]));
  return {
    name: "postgres-15",
    query,
    exec: async (script) => void (await sql.unsafe(script)),
    async as(claims, work, options) {
      const connection = await sql.reserve();
      try {
        const reserved = toQuery((text, params) =>
          connection.unsafe(text, params as postgres.ParameterOrJSON<never>[]),
        );
        return await inTransaction(reserved, claims, work, options?.rollback ?? false);
      } finally {
        connection.release();
      }
    },
    async close() {
      await sql.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Applies one script; a failure names the file. */
export async function applyScript(database: Pick<TestDatabase, "exec">, file: string, sql: string): Promise<void> {
  try {
    await database.exec(sql);
  } catch (error) {
    throw new Error(`${file} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * The databases a test file runs on: PGlite always, the PostgreSQL server when one is there.
 * Use with describe.each; `open` makes the fresh database.
 */
export function testDatabases(): Array<{ name: string; open: (() => Promise<TestDatabase>) | null }> {
  const server = postgresServer();
  return [
    { name: "pglite", open: openPglite },
    { name: "postgres-15", open: server ? () => openServerDatabase(server) : null },
  ];
}
