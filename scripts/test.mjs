// `npm test`: every layer, stopping at the first failure.
//   the build, and meanwhile the unit and worker layers (vitest: Node, then workerd with real
//   D1/R2), which do not need it; then the app layer (the built Worker in workerd); then
//   end-to-end (the built Worker served by wrangler, Playwright).
//   node scripts/test.mjs e2e   only the end-to-end layer
import { execFileSync, spawn, spawnSync } from "node:child_process";
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

/** `run` without blocking, so a command started alongside keeps streaming its output meanwhile. */
async function runAwaited(command, args) {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  const child = spawn(command, args, { cwd: root, stdio: "inherit" });
  const code = await new Promise((resolve) => child.on("close", (status) => resolve(status ?? 1)));
  if (code !== 0) process.exit(code);
}

/** Starts a command alongside; its output is held back and printed whole by `finish`. */
function runAlongside(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: "1" } });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  const done = new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
  return {
    async finish() {
      const code = await done;
      console.log(`\n$ ${command} ${args.join(" ")}`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) process.exit(code);
    },
  };
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

const fastLayers = onlyE2e ? null : runAlongside("npx", ["vitest", "run", "--project", "unit", "--project", "worker"]);
await runAwaited("npx", ["react-router", "build"]);
if (fastLayers) {
  await fastLayers.finish();
  run("npx", ["vitest", "run", "--project", "app"]);
}
ensureChromium();
run("npx", ["playwright", "test", ...extraArgs]);
