import type { TestProject } from "vitest/node";

import { preparePostgres } from "./postgres/global-setup";
import { startSupabaseStandins } from "./supabase/global-setup";

// The one global setup of every vitest run (vitest.config.ts), in Node: what the selected
// projects need, made once for all of them. The Postgres layer and the supabase layer share one
// PGlite template and one PostgreSQL cluster; the supabase layer gets its stand-ins. A run of
// other projects only (unit, worker, app) starts nothing.

export default async function setup(project: TestProject) {
  const selected = new Set(project.vitest.projects.map((p) => p.name));
  project.provide("pgliteTemplate", "");
  project.provide("postgresServer", null);
  project.provide("supabaseStandins", []);
  if (!selected.has("postgres") && !selected.has("supabase")) return;

  const cleanups: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.toReversed()) await cleanup();
  };
  try {
    const { templateFile, server } = await preparePostgres(cleanups as Array<() => void>);
    project.provide("pgliteTemplate", templateFile);
    project.provide("postgresServer", server);
    if (selected.has("supabase"))
      project.provide("supabaseStandins", await startSupabaseStandins(templateFile, server, cleanups));
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
