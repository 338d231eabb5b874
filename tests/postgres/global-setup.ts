import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startCluster, installedPostgres } from "./cluster";
import { applyScript, buildPglite, connect, supabaseScripts } from "./databases";

// Builds the Postgres layer's two templates once for all its test files, each holding the
// Supabase stand-in, every migration and seed.sql: a PGlite data directory (dumped to a temp
// file each file loads) and, when the machine has PostgreSQL, a throw-away cluster with a
// template database each file copies. Without PostgreSQL the layer runs on PGlite only and says so.

const template = "supabase_template";

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "pglite-template-"));
  const cleanups: Array<() => void> = [() => rmSync(dir, { recursive: true, force: true })];
  const teardown = () => cleanups.reverse().forEach((cleanup) => cleanup());
  try {
    const [pgliteMs, server] = await Promise.all([buildPgliteTemplate(project, dir), startServer(project, cleanups)]);
    console.log(`\n[postgres layer] PGlite template built in ${pgliteMs} ms.`);
    console.log(
      server
        ? `[postgres layer] ${server.version} started on port ${server.port} in ${server.ms} ms (removed at the end).\n`
        : "[postgres layer] PostgreSQL is not installed (initdb, pg_ctl, postgres not on PATH): the PostgreSQL 15 runs are SKIPPED; PGlite runs.\n",
    );
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}

async function buildPgliteTemplate(project: TestProject, dir: string): Promise<number> {
  const started = Date.now();
  const db = await buildPglite();
  const file = path.join(dir, "template.tar");
  writeFileSync(file, new Uint8Array(await (await db.dumpDataDir("none")).arrayBuffer()));
  await db.close();
  project.provide("pgliteTemplate", file);
  return Date.now() - started;
}

async function startServer(project: TestProject, cleanups: Array<() => void>) {
  if (!installedPostgres()) {
    project.provide("postgresServer", null);
    return null;
  }
  const started = Date.now();
  const cluster = await startCluster();
  cleanups.push(() => cluster.stop());
  const admin = connect(cluster, "postgres");
  await admin.unsafe(`create database ${template}`);
  await admin.end();
  const sql = connect(cluster, template);
  try {
    for (const [file, text] of supabaseScripts()) await applyScript({ exec: async (s) => void (await sql.unsafe(s)) }, file, text);
  } finally {
    await sql.end();
  }
  project.provide("postgresServer", { host: cluster.host, port: cluster.port, user: cluster.user, version: cluster.version, template });
  return { version: cluster.version, port: cluster.port, ms: Date.now() - started };
}
