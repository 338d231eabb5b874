import { openPgliteFrom, openServerDatabase, type ServerInfo, type TestDatabase } from "../postgres/databases";
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

/**
 * A stand-in per database (PGlite from the template, and the PostgreSQL server's copy when there
 * is one), plus the live project when its variables are set; closed by `cleanups`.
 */
export async function startSupabaseStandins(
  templateFile: string,
  server: ServerInfo | null,
  cleanups: Array<() => Promise<void> | void>,
): Promise<StandinAddress[]> {
  const databases: TestDatabase[] = [await openPgliteFrom(templateFile)];
  if (server) databases.push(await openServerDatabase(server));
  else
    console.log(
      "\n[supabase layer] PostgreSQL is not installed: the adapter's PostgreSQL 15 run is SKIPPED; PGlite runs.\n",
    );
  const standins: StandinAddress[] = [];
  for (const database of databases) {
    cleanups.push(() => database.close());
    const standin = await startStandin(database);
    cleanups.push(() => standin.close());
    standins.push({
      database: database.name,
      url: standin.url,
      controlUrl: standin.url,
      anonKey: standin.anonKey,
      secretKey: standin.secretKey,
      live: false,
    });
  }
  const live = liveProjectFromEnv();
  if (live) {
    const control = await startLiveControl(live);
    cleanups.push(() => control.close());
    standins.push({
      database: "a live project",
      url: live.url,
      controlUrl: control.url,
      anonKey: live.anonKey,
      secretKey: live.secretKey,
      live: true,
    });
    console.log(
      `\n[supabase layer] The contract suite also runs on the live project ${live.url} (every row and file in it is deleted).\n`,
    );
  } else {
    console.log(
      `\n[supabase layer] ${liveProjectVariables.join(", ")} are not set: the contract suite's run on a live Supabase project is SKIPPED.\n`,
    );
  }
  return standins;
}
