// `npm test`: every layer in turn, stopping at the first failure.
//   `npm start` checked (scripts/check-start.mjs: the real npm start serves the demo content,
//   then stops; its build is the one tested next); unit + worker + app (vitest: Node, then
//   workerd with real D1/R2, the app's layer running the build); then end-to-end (the built
//   Worker served by wrangler, Playwright), and its smoke subset with BACKEND=supabase against
//   the Supabase stand-in (playwright.supabase.config.ts).
//   node scripts/test.mjs e2e   only the end-to-end layer
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { portAnswers, root, startBuiltWorker } from "./built-worker.mjs";
import { debianBrowsers, ensureDebianBrowser } from "./debian-browser.mjs";
const startedAt = performance.now();
const onlyE2e = process.argv[2] === "e2e";
const extraArgs = process.argv.slice(onlyE2e ? 3 : 2);

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Debian's Chromium headless shell is what runs the browser tests here (tests/e2e/browsers.ts):
 * installed when missing and root. Without it the full Chromium is used, then Playwright's own.
 */
function ensureChromium() {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH || ensureDebianBrowser(debianBrowsers.headlessShell)) return;
  if (existsSync(debianBrowsers.chromium.path)) {
    console.log(
      `\n${debianBrowsers.headlessShell.path} not found: the browser tests use ${debianBrowsers.chromium.path} (slower; as root: apt-get install chromium-headless-shell).`,
    );
  } else {
    console.log("\nNo Debian Chromium found: Playwright will use its own (npx playwright install chromium).");
  }
}

/**
 * The end-to-end layer's server (scripts/built-worker.mjs: migrations, demo content, wrangler),
 * started in the background while the vitest layers run, so its ~15 s of preparation overlap
 * theirs. Playwright then finds it answering and uses it (E2E_REUSE_SERVER). Its output goes to
 * test-results/e2e-server.log.
 */
async function startE2eServer() {
  const port = process.env.E2E_PORT ?? "8788";
  // Never test against a server someone else left running (another checkout's build).
  if (await portAnswers(port)) {
    console.error(`\nPort ${port} is already in use: stop that server, or set E2E_PORT to a free port.`);
    process.exit(1);
  }
  mkdirSync(new URL("../test-results", import.meta.url), { recursive: true });
  return startBuiltWorker({ port, logFile: fileURLToPath(new URL("../test-results/e2e-server.log", import.meta.url)) });
}

run(process.execPath, ["scripts/check-start.mjs"]);
const e2eServer = onlyE2e ? null : await startE2eServer();
// The app layer runs on its own: sharing one vitest run with the worker layer leaves React's
// CommonJS unconverted in the worker layer ("exports is not defined"; docs/toolchain.md).
if (!onlyE2e) {
  // supabase/ on PGlite + PostgreSQL 15 (docs/decisions/019) and the supabase adapter's contract
  // against the Supabase stand-in (decision 021) run beside the unit and worker layers.
  run("npx", [
    "vitest",
    "run",
    "--project",
    "unit",
    "--project",
    "postgres",
    "--project",
    "worker",
    "--project",
    "supabase",
  ]);
  run("npx", ["vitest", "run", "--project", "app"]);
}
ensureChromium();
if (e2eServer) {
  await e2eServer.ready().catch((error) => {
    console.error(`\nThe end-to-end server did not start (${error.message}): see test-results/e2e-server.log`);
    process.exit(1);
  });
  process.env.E2E_REUSE_SERVER = "1";
}
run("npx", ["playwright", "test", ...extraArgs]);
// Stopped with its whole process tree; one that outlives SIGTERM would keep the port, and a
// later run would test against it.
const stopped = await e2eServer?.stop();
if (stopped && stopped.leftOver.length > 0) {
  console.error(
    `\nThe end-to-end server left processes running after SIGTERM (killed now): ${stopped.leftOver.join(", ")}`,
  );
  process.exit(1);
}
// The smoke subset once more with BACKEND=supabase: the built Worker against the Supabase stand-in
// on PGlite (playwright.supabase.config.ts; its global setup starts and stops both). The extra
// arguments are the main run's (its files, its greps), so they are not passed on.
run("npx", ["playwright", "test", "-c", "playwright.supabase.config.ts"]);
// Issue 9 bounds the whole of `npm test` (10 minutes on a 2-core machine): say what it took.
console.log(
  `\n${onlyE2e ? "end-to-end layer" : "npm test: every layer"} passed in ${((performance.now() - startedAt) / 60000).toFixed(1)} min`,
);
process.exit(0);
