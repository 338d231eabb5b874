// `npm start`: the production build served by wrangler on a local database. One state directory
// for all three steps, so the server reads the data the migrations and the seed wrote:
//   1. scripts/prepare-local.mjs migrates it and loads the demo content while it is empty
//      (and writes .dev.vars with a COOKIE_SECRET, which the build copies next to its config);
//   2. `npm run build`;
//   3. `wrangler dev --config build/server/wrangler.json --persist-to <the same directory>`.
//   npm start                                          .wrangler/state, http://localhost:8787
//   npm start -- --persist-to DIR [wrangler dev options]   another directory (npm test's start check)
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(root, "node_modules/.bin");
// The project's tools on the project's Node (node_modules/.bin first, as npm run does).
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };

let stateDir = ".wrangler/state";
const wranglerOptions = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--persist-to") stateDir = args[++i] ?? stateDir;
  else if (args[i].startsWith("--persist-to=")) stateDir = args[i].slice("--persist-to=".length);
  else wranglerOptions.push(args[i]);
}

execFileSync(process.execPath, [path.join(root, "scripts/prepare-local.mjs"), "--persist-to", stateDir], {
  cwd: root,
  stdio: "inherit",
  env,
});
execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit", env, shell: process.platform === "win32" });

const server = spawn(
  path.join(bin, "wrangler"),
  ["dev", "--config", "build/server/wrangler.json", "--persist-to", stateDir, ...wranglerOptions],
  {
    cwd: root,
    stdio: "inherit",
    env,
    shell: process.platform === "win32",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
