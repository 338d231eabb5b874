import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { signalGroup, spawnGroup, stopGroup, type GroupChild } from "../../scripts/process-group.mjs";
import { demoAdmin } from "../fixtures/accounts";
import { openPgliteFrom } from "../postgres/databases";
import { pgliteTemplate } from "../postgres/global-setup";
import { startStandin, type Standin } from "../supabase-standin";
import { standinAnonKeyVariable, standinUrlVariable, supabasePort } from "./address";

// The smoke run's server side (playwright.supabase.config.ts): the Postgres layer's PGlite
// template (every supabase/migrations/*.sql and seed.sql, the demo content) opened in this
// process, the Supabase stand-in over it (PostgREST rpc, Storage, Auth over HTTP), the demo admin
// provisioned as an operator would, then the BUILT Worker under wrangler dev with BACKEND=supabase
// pointed at the stand-in, in a process group of its own. The returned teardown stops the Worker's
// whole process tree, then closes the stand-in and the database.

const root = path.resolve(import.meta.dirname, "../..");
const builtConfig = "build/server/wrangler.json";
const logFile = path.join(root, "test-results/e2e-supabase-server.log");
const startTimeoutMs = 120_000;

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now();
  if (!existsSync(path.join(root, builtConfig))) {
    throw new Error(
      `No build found (${builtConfig}): the Supabase smoke runs the built Worker. Run "npm run build" first.`,
    );
  }
  const base = `http://127.0.0.1:${supabasePort}`;
  // Never test against a server someone else left running.
  if (
    await fetch(base).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(
      `Port ${supabasePort} is already in use: stop that server, or set E2E_SUPABASE_PORT to a free port.`,
    );
  }

  const cleanups: Array<() => Promise<void> | void> = [];
  const teardown = async () => {
    for (const cleanup of cleanups.toReversed()) await cleanup();
    cleanups.length = 0;
  };
  try {
    const template = await pgliteTemplate();
    const database = await openPgliteFrom(template.file);
    cleanups.push(() => database.close());
    const standin = await startStandin(database);
    cleanups.push(() => standin.close());
    await provisionDemoAdmin(standin);
    const databaseReady = seconds(started);

    const stateDir = mkdtempSync(path.join(tmpdir(), "e2e-supabase-state-"));
    cleanups.push(() => rmSync(stateDir, { recursive: true, force: true }));
    const worker = startWorker(stateDir, standin);
    cleanups.push(async () => {
      const stopped = await stopGroup(worker);
      // One that outlived SIGTERM would keep the port, and the next run would test against it.
      if (stopped.leftOver.length > 0)
        console.error(
          `[supabase smoke] the Worker left processes running after SIGTERM (killed now): ${stopped.leftOver.join(", ")}`,
        );
    });
    await waitUntilAnswering(base, worker);
    // The specs find the stand-in (its Storage's public URLs) here; workers inherit this process's env.
    process.env[standinUrlVariable] = standin.url;
    process.env[standinAnonKeyVariable] = standin.anonKey;
    console.log(
      `\n[supabase smoke] PGlite template ${template.cached ? "loaded from the cache" : "built"}, stand-in at ${standin.url} after ${databaseReady} s; ` +
        `Worker (BACKEND=supabase) answering at ${base} after ${seconds(started)} s. Its log: ${path.relative(root, logFile)}\n`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/**
 * The demo admin, as an operator makes one (app_metadata.role admin, confirmed), through the
 * stand-in's control SQL: seed.sql already has the account, so this sets it again (a cheap
 * bcrypt cost, so signing in stays quick), or creates it if the seed ever stops doing so.
 */
async function provisionDemoAdmin(standin: Standin) {
  const sql = async (text: string, params: unknown[]) => {
    const response = await fetch(`${standin.url}/__standin/sql`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-standin-control": standin.secretKey },
      body: JSON.stringify({ sql: text, params }),
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`provisioning the demo admin failed (${response.status}): ${body}`);
    return (JSON.parse(body) as { rows: Array<{ id: string }> }).rows;
  };
  const values = [demoAdmin.email.toLowerCase(), demoAdmin.password, demoAdmin.fullName];
  const set = `encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 4)), email_confirmed_at = now(),
    raw_app_meta_data = jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', 'admin'),
    raw_user_meta_data = jsonb_build_object('full_name', $3::text), banned_until = null, updated_at = now()`;
  if ((await sql(`update auth.users set ${set} where email = $1 returning id::text`, values)).length > 0) return;
  await sql(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
       extensions.crypt($2, extensions.gen_salt('bf', 4)), now(),
       jsonb_build_object('provider', 'email', 'providers', jsonb_build_array('email'), 'role', 'admin'),
       jsonb_build_object('full_name', $3::text), now(), now())
     returning id::text`,
    values,
  );
}

/** wrangler dev on the built Worker, BACKEND=supabase, in a process group of its own; output to the log file. */
function startWorker(stateDir: string, standin: Standin): GroupChild {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, "w");
  const vars = {
    BACKEND: "supabase",
    SUPABASE_URL: standin.url,
    SUPABASE_ANON_KEY: standin.anonKey,
    SUPABASE_SECRET_KEY: standin.secretKey,
    // A fresh secret for the flash cookie each run (the Worker refuses to start without one).
    COOKIE_SECRET: randomBytes(32).toString("hex"),
    // Both projects sign in with a wrong password on purpose; the throttle has its own tests.
    SIGN_IN_MAX_FAILURES: "1000",
  };
  const worker = spawnGroup(
    "npx",
    [
      "wrangler",
      "dev",
      "--config",
      builtConfig,
      "--port",
      String(supabasePort),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      stateDir,
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
      "--show-interactive-dev-session=false",
    ],
    { cwd: root, stdio: ["ignore", log, log], env: { ...process.env, CI: "1" } },
  );
  closeSync(log);
  // Whatever way this process ends, the Worker's group is told to stop too.
  process.on("exit", () => signalGroup(worker));
  return worker;
}

/** Resolves once /robots.txt answers 200; fails with the Worker's log if it exits, answers otherwise, or takes too long. */
async function waitUntilAnswering(base: string, worker: GroupChild) {
  const state: { exited: Awaited<GroupChild["exited"]> | null } = { exited: null };
  void worker.exited.then((how) => (state.exited = how));
  const fail = async (reason: string) => {
    // A moment for the Worker's own report of the failure (it logs after answering) to reach the log.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return new Error(
      `The Worker (BACKEND=supabase) did not start: ${reason}.\n--- ${path.relative(root, logFile)} ---\n${readFileSync(logFile, "utf8").trim()}\n---`,
    );
  };
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    const { exited } = state;
    if (exited) throw await fail(`wrangler exited (code ${exited.code}, signal ${exited.signal}) before answering`);
    const response = await fetch(`${base}/robots.txt`).catch(() => null);
    if (response) {
      const body = await response.text();
      if (response.ok) return;
      // A configuration the Worker refuses (a 503 naming the request) does not get better by waiting.
      throw await fail(`GET /robots.txt answered ${response.status}: ${body.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw await fail(`no answer within ${startTimeoutMs / 1000} s`);
}
