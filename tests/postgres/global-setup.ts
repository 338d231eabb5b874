import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { startCluster, installedPostgres } from "./cluster";
import { applyScript, buildPglite, connect, supabaseScripts, type ServerInfo } from "./databases";

// Builds the Postgres layer's two templates once for all test files, each holding the
// Supabase stand-in, every migration and seed.sql: a PGlite data directory (dumped to a file each
// test file loads) and, when the machine has PostgreSQL, a throw-away cluster with a template
// database each file copies. Without PostgreSQL the layer runs on PGlite only and says so.
//
// PGlite's own start (initdb in WebAssembly) is most of its time, so its dump is kept in
// node_modules/.cache/postgres-layer under a hash of every script and PGlite's version: a run
// after one with the same SQL loads it instead of building it again.

const template = "supabase_template";
const root = path.resolve(import.meta.dirname, "../..");
const cacheDir = path.join(root, "node_modules/.cache/postgres-layer");

/**
 * The templates for the Postgres layer and the supabase layer alike, prepared once per vitest
 * run (by tests/global-setup.ts): the PGlite template's file and, when PostgreSQL is installed,
 * a running cluster with the template database (stopped by `cleanups`).
 */
export async function preparePostgres(
  cleanups: Array<() => void>,
): Promise<{ templateFile: string; server: ServerInfo | null }> {
  const [pglite, server] = await Promise.all([pgliteTemplate(), startTemplateServer(cleanups)]);
  console.log(
    `\n[postgres layer] PGlite template ${pglite.cached ? "loaded from the cache" : `built in ${pglite.ms} ms`}.`,
  );
  console.log(
    server
      ? `[postgres layer] ${server.version} started on port ${server.port} in ${server.ms} ms (removed at the end).\n`
      : "[postgres layer] PostgreSQL is not installed (initdb, pg_ctl, postgres not on PATH): the PostgreSQL 15 runs are SKIPPED; PGlite runs.\n",
  );
  return { templateFile: pglite.file, server: server?.info ?? null };
}

/** The PGlite template's file, built unless a run with the same SQL left it in the cache. */
export async function pgliteTemplate(): Promise<{ file: string; cached: boolean; ms: number }> {
  const started = Date.now();
  const hash = createHash("sha256");
  hash.update(
    JSON.parse(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")).version,
  );
  for (const [file, text] of supabaseScripts()) hash.update(`${file}\0${text}\0`);
  const file = path.join(cacheDir, `template-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(file)) return { file, cached: true, ms: Date.now() - started };
  const db = await buildPglite();
  mkdirSync(cacheDir, { recursive: true });
  // Written under another name first, so a run stopped half-way leaves no broken template.
  writeFileSync(`${file}.partial`, new Uint8Array(await (await db.dumpDataDir("none")).arrayBuffer()));
  renameSync(`${file}.partial`, file);
  // Only the current template is kept (each is some 40 MB).
  for (const old of readdirSync(cacheDir))
    if (path.join(cacheDir, old) !== file) rmSync(path.join(cacheDir, old), { force: true });
  await db.close();
  return { file, cached: false, ms: Date.now() - started };
}

/** A throw-away PostgreSQL cluster with the template database, or null when PostgreSQL is not installed. */
export async function startTemplateServer(
  cleanups: Array<() => void>,
): Promise<{ info: ServerInfo; version: string; port: number; ms: number } | null> {
  if (!installedPostgres()) return null;
  const started = Date.now();
  const cluster = await startCluster();
  cleanups.push(() => cluster.stop());
  const admin = connect(cluster, "postgres");
  await admin.unsafe(`create database ${template}`);
  await admin.end();
  const sql = connect(cluster, template);
  try {
    for (const [file, text] of supabaseScripts())
      await applyScript({ exec: async (s) => void (await sql.unsafe(s)) }, file, text);
  } finally {
    await sql.end();
  }
  const info: ServerInfo = {
    host: cluster.host,
    port: cluster.port,
    user: cluster.user,
    version: cluster.version,
    template,
  };
  return { info, version: cluster.version, port: cluster.port, ms: Date.now() - started };
}
