import type { TestProject } from "vitest/node";
import { openPgliteFrom, openServerDatabase, type TestDatabase } from "../postgres/databases";
import { pgliteTemplate, startTemplateServer } from "../postgres/global-setup";
import { startStandin } from "../supabase-standin";
import { liveProjectFromEnv, liveProjectVariables, startLiveControl } from "./live-project";

// The supabase adapter's layer: the adapter runs inside workerd as in production and talks HTTP
// to the test stand-in for Supabase's API (tests/supabase-standin), one per database the
// Postgres layer runs on: PGlite always, the machine's PostgreSQL when installed.

export interface StandinAddress {
  database: string;
  /** The Supabase API (the stand-in's, or a live project's). */
  url: string;
  /** Where the harness's test-only SQL endpoint (/__standin/sql) answers. */
  controlUrl: string;
  anonKey: string;
  secretKey: string;
  /** A real Supabase project: files are removed through Storage's API, not by deleting rows. */
  live: boolean;
}

declare module "vitest" {
  export interface ProvidedContext {
    supabaseStandins: StandinAddress[];
  }
}

export default async function setup(project: TestProject) {
  // Only when the supabase layer runs (the root's setup runs for every selection of projects).
  if (!project.vitest.projects.some((p) => p.name === "supabase")) {
    project.provide("supabaseStandins", []);
    return;
  }
  const cleanups: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.toReversed()) await cleanup();
  };
  try {
    const [pglite, server] = await Promise.all([pgliteTemplate(), startTemplateServer(cleanups as Array<() => void>)]);
    const databases: TestDatabase[] = [await openPgliteFrom(pglite.file)];
    if (server) databases.push(await openServerDatabase(server.info));
    else console.log("\n[supabase layer] PostgreSQL is not installed: the adapter's PostgreSQL 15 run is SKIPPED; PGlite runs.\n");
    const standins: StandinAddress[] = [];
    for (const database of databases) {
      cleanups.push(() => database.close());
      const standin = await startStandin(database);
      cleanups.push(() => standin.close());
      standins.push({ database: database.name, url: standin.url, controlUrl: standin.url, anonKey: standin.anonKey, secretKey: standin.secretKey, live: false });
    }
    const live = liveProjectFromEnv();
    if (live) {
      const control = await startLiveControl(live);
      cleanups.push(() => control.close());
      standins.push({ database: "a live project", url: live.url, controlUrl: control.url, anonKey: live.anonKey, secretKey: live.secretKey, live: true });
      console.log(`\n[supabase layer] The contract suite also runs on the live project ${live.url} (every row and file in it is deleted).\n`);
    } else {
      console.log(`\n[supabase layer] ${liveProjectVariables.join(", ")} are not set: the contract suite's run on a live Supabase project is SKIPPED.\n`);
    }
    project.provide("supabaseStandins", standins);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
