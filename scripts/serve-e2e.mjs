// Serves the built Worker for end-to-end tests on a fresh, isolated state directory, so tests
// never touch the developer's local data: migrations applied and demo content loaded (by
// prepare-local.mjs) before wrangler starts. Used by playwright.config.ts as its web server.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = process.env.E2E_PORT ?? "8788";
const stateDir = process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state";
const builtConfig = `${process.env.BUILD_DIR ?? "build"}/server/wrangler.json`;

if (!existsSync(new URL(`../${builtConfig}`, import.meta.url))) {
  console.error(`No build found (${builtConfig}). Run "npm run build" first.`);
  process.exit(1);
}

// E2E_KEEP_STATE=1 serves the directory as it is (the scale bench fills it beforehand).
if (process.env.E2E_KEEP_STATE !== "1")
  rmSync(new URL(`../${stateDir}`, import.meta.url), { recursive: true, force: true });
mkdirSync(new URL(`../${stateDir}`, import.meta.url), { recursive: true });

const env = { ...process.env, CI: "1" };
execFileSync(process.execPath, ["scripts/prepare-local.mjs", "--persist-to", stateDir], {
  cwd: root,
  stdio: "inherit",
  env,
});

const server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--config",
    builtConfig,
    "--persist-to",
    stateDir,
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    // Many browser projects sign in with wrong passwords from one address on purpose; the
    // throttle itself is tested in the worker tests with the real limit.
    "--var",
    "SIGN_IN_MAX_FAILURES:1000",
    // A fresh secret for the flash cookie each run (the Worker refuses to start without one).
    "--var",
    `COOKIE_SECRET:${randomBytes(32).toString("hex")}`,
    "--show-interactive-dev-session=false",
  ],
  { cwd: root, stdio: "inherit", env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
