// Prepares the local D1 database for `npm run dev`: applies migrations (idempotent). The demo
// content itself is loaded by the Worker on its first request (DEMO_SEED=true in wrangler.toml).
//   node scripts/prepare-local.mjs          apply pending migrations
//   node scripts/prepare-local.mjs --reset  delete the local state first (fresh demo content)
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { ensureLocalCookieSecret } from "./dev-vars.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const stateDir = ".wrangler/state";

if (process.argv.includes("--reset")) {
  rmSync(new URL(`../${stateDir}`, import.meta.url), { recursive: true, force: true });
  console.log(`Removed ${stateDir}: the next start loads fresh demo content.`);
}

ensureLocalCookieSecret();

execFileSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local"], {
  cwd: root,
  stdio: "inherit",
  // CI=1 keeps wrangler from asking for confirmation in a terminal.
  env: { ...process.env, CI: "1" },
});
