// Prepares a local database for `npm run dev`, `npm start` and the end-to-end tests: applies the
// migrations, then loads the demo content (demo-content/) when the database is empty. The seed
// is started from here, never by the app's Worker, and saves through the backend port
// (app/backend/seed/seed-d1.ts). The state directory is the one `react-router dev` and `wrangler dev --persist-to` read.
//   node scripts/prepare-local.mjs                      migrate and seed .wrangler/state
//   node scripts/prepare-local.mjs --reset              delete the local state first (fresh demo content)
//   node scripts/prepare-local.mjs --persist-to <dir>   another state directory (the e2e server's)
import { execFileSync } from "node:child_process";
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { ensureLocalCookieSecret } from "./dev-vars.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: { reset: { type: "boolean", default: false }, "persist-to": { type: "string", default: ".wrangler/state" } },
});
const stateDir = values["persist-to"];

if (values.reset) {
  await rm(path.resolve(root, stateDir), { recursive: true, force: true });
  console.log(`Removed ${stateDir}: fresh demo content follows.`);
}

ensureLocalCookieSecret();

// The project's wrangler, on the project's Node (node_modules/.bin first, as npx would, without
// npx's own start-up time).
const bin = path.join(root, "node_modules/.bin");
execFileSync(path.join(bin, "wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
  cwd: root,
  stdio: "inherit",
  // CI=1 keeps wrangler from asking for confirmation in a terminal.
  env: { ...process.env, CI: "1", PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` },
});

await seed();

async function seed() {
  const started = performance.now();
  const { unstable_startWorker: startWorker } = await import("wrangler");
  // The seed runs in the same runtime as the app, with wrangler.toml's bindings on the same state
  // directory, as a Worker of its own (app/backend/seed/seed-worker.ts) that gets one request.
  // Driving the port from Node through getPlatformProxy costs a round trip per statement, about
  // twenty times slower (docs/decisions/010-demo-content-as-data.md).
  const worker = await startWorker({
    config: path.join(root, "wrangler.toml"),
    entrypoint: path.join(root, "app/backend/seed/seed-worker.ts"),
    dev: {
      persist: path.resolve(root, stateDir),
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      watch: false,
      logLevel: "error",
    },
  });
  try {
    const form = new FormData();
    const images = path.join(root, "demo-content/images");
    for (const name of await readdir(images))
      form.append(name, new Blob([await readFile(path.join(images, name))], { type: "image/webp" }), name);
    const response = await fetch(await worker.url, { method: "POST", body: form });
    const result = await response.json();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (result.error) {
      console.error(`Demo seed failed: ${result.error}`);
      process.exitCode = 1;
    } else if (result.outcome === "seeded") console.log(`Demo content loaded into ${stateDir} (${seconds} s).`);
    else if (result.outcome === "already-seeded") console.log(`Demo content already in ${stateDir}.`);
    else console.log(`${stateDir} already holds accounts or content: the demo seed leaves it as it is.`);
  } finally {
    await worker.dispose();
  }
}
