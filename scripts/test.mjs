// `npm test`: every layer in turn, stopping at the first failure.
//   `npm start` checked (scripts/check-start.mjs: the real npm start serves the demo content,
//   then stops; its build is the one tested next); unit + worker + app (vitest: Node, then
//   workerd with real D1/R2, the app's layer running the build); then end-to-end (the built
//   Worker served by wrangler, Playwright).
//   node scripts/test.mjs e2e   only the end-to-end layer
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const onlyE2e = process.argv[2] === "e2e";
const extraArgs = process.argv.slice(onlyE2e ? 3 : 2);

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Debian's Chromium is what runs the browser tests here; install it when missing and root. */
function ensureChromium() {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH || existsSync("/usr/bin/chromium")) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("\nChromium is missing: installing Debian's chromium package...");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  } else {
    console.log("\n/usr/bin/chromium not found: Playwright will use its own Chromium (npx playwright install chromium).");
  }
}

run(process.execPath, ["scripts/check-start.mjs"]);
// The app layer runs on its own: sharing one vitest run with the worker layer leaves React's
// CommonJS unconverted in the worker layer ("exports is not defined"; docs/toolchain.md).
if (!onlyE2e) {
  run("npx", ["vitest", "run", "--project", "unit", "--project", "worker"]);
  run("npx", ["vitest", "run", "--project", "app"]);
  run("npx", ["vitest", "run", "--project", "postgres"]); // supabase/ on PGlite + PostgreSQL 15 (docs/decisions/019)
}
ensureChromium();
run("npx", ["playwright", "test", ...extraArgs]);
