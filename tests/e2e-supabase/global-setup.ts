import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { signalGroup, spawnGroup, stopGroup, type GroupChild } from "../../scripts/process-group.mjs";
import type { Standin } from "../supabase-standin";
import { standinAnonKeyVariable, standinControlVariable, standinUrlVariable, supabasePort } from "./address";
import { startDemoStandin } from "./demo-standin";

// The smoke run's server side (playwright.supabase.config.ts): the demo content on the Supabase
// stand-in (./demo-standin.ts: PGlite, every supabase/migrations/*.sql and seed.sql, the demo
// admin), then the BUILT Worker under wrangler dev with BACKEND=supabase
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
    const demo = await startDemoStandin();
    cleanups.push(() => demo.close());
    const { standin } = demo;
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
    // The specs find the stand-in (its Storage's public URLs, its control SQL) here; workers
    // inherit this process's env.
    process.env[standinUrlVariable] = standin.url;
    process.env[standinAnonKeyVariable] = standin.anonKey;
    process.env[standinControlVariable] = standin.secretKey;
    console.log(
      `\n[supabase smoke] PGlite template ${demo.templateCached ? "loaded from the cache" : "built"}, stand-in at ${standin.url} after ${databaseReady} s; ` +
        `Worker (BACKEND=supabase) answering at ${base} after ${seconds(started)} s. Its log: ${path.relative(root, logFile)}\n`,
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
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
