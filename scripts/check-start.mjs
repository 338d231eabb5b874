// `npm test`'s first step: runs the real `npm start` (migrate + seed, build, wrangler dev) on a
// free port and a fresh state directory of its own, checks that it serves the demo content,
// then stops it with its whole process tree (npm, wrangler, workerd). The build it leaves in
// build/ is the one the rest of the suite tests. Fails with a message saying what was wrong.
//   node scripts/check-start.mjs
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { spawnGroup, stopGroup } from "./process-group.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const startTimeoutMs = 300_000;
const stopTimeoutMs = 20_000;
const companyName = JSON.parse(readFileSync(path.join(root, "demo-content/settings.json"), "utf8")).companyName;

const started = performance.now();
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);

// A port the system hands out (never one of the fixed ports the other servers use).
const port = await new Promise((resolve, reject) => {
  const probe = createServer().once("error", reject);
  probe.listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const stateDir = mkdtempSync(path.join(tmpdir(), "npm-start-check-"));

console.log(`\nnpm start check: npm start -- --persist-to ${stateDir} --port ${port}`);
// Its own process group, so the whole tree can be stopped at once.
const server = spawnGroup(
  "npm",
  ["start", "--", "--persist-to", stateDir, "--port", String(port), "--ip", "127.0.0.1"],
  {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, CI: "1" },
  },
);
let exited = null;
server.exited.then((how) => (exited = how));

let failure = null;
const checked = [];
let readyAfter = "";
try {
  await waitUntilServing();
  readyAfter = seconds(started);
  await checkAll();
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
}
const stopped = await stopGroup(server, stopTimeoutMs);
rmSync(stateDir, { recursive: true, force: true });
if (stopped.leftOver.length > 0)
  failure ??= `npm start left processes running after SIGTERM (killed now): ${stopped.leftOver.join(", ")}`;

if (failure) {
  console.error(`\nnpm start check FAILED after ${seconds(started)} s: ${failure}`);
  process.exit(1);
}
console.log(
  `\nnpm start check passed in ${seconds(started)} s (serving after ${readyAfter} s: prepare-local, build, wrangler start-up):`,
);
for (const line of checked) console.log(`  ${line}`);
console.log(`  stopped: ${stopped.count} processes (${stopped.commands}) ended on SIGTERM, none left`);

async function waitUntilServing() {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`npm start exited before serving (code ${exited.code}, signal ${exited.signal})`);
    try {
      await fetch(`${base}/tr/`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.body?.cancel());
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`npm start was not serving on port ${port} after ${startTimeoutMs / 1000} s`);
}

async function get(pathname) {
  const response = await fetch(`${base}${pathname}`, { redirect: "manual" });
  return { status: response.status, type: response.headers.get("Content-Type") ?? "", body: await response.text() };
}

function expectThat(ok, message) {
  if (!ok) throw new Error(message);
}

async function checkAll() {
  const home = await get("/tr/");
  expectThat(
    home.status === 200,
    `GET /tr/ answered ${home.status}, not 200: npm start does not serve the migrated, seeded database`,
  );
  expectThat(
    home.body.includes(companyName),
    `GET /tr/ does not show the demo company name "${companyName}": the demo content is missing`,
  );
  checked.push(`GET /tr/ 200 with the demo company name "${companyName}"`);

  const login = await get("/admin/login");
  expectThat(
    login.status === 200 && /type="password"/.test(login.body),
    `GET /admin/login answered ${login.status}${login.status === 200 ? " without a password field" : ""}, not the sign-in page`,
  );
  checked.push("GET /admin/login 200 with the sign-in form");

  const image = home.body.match(/\/files\/[a-z-]+\/[A-Za-z0-9._-]+\.webp/)?.[0];
  expectThat(image, "GET /tr/ links no /files/… demo image: the demo images were not stored");
  const file = await get(image);
  expectThat(
    file.status === 200 && file.type === "image/webp",
    `GET ${image} answered ${file.status} ${file.type}, not 200 image/webp`,
  );
  checked.push(`GET ${image} 200 image/webp`);
}
