// Measures the public pages of the built Worker in workerd (scripts/worker-in-process.mjs) on a
// fresh state directory with the demo content, and prints (docs/benchmarks.md):
//   - the upload a deploy sends (wrangler deploy --dry-run), and the cold start: a fresh workerd
//     to its first public page, against a Worker that does nothing started the same way;
//   - per page type, the HTML and the JavaScript a browser gets (KB gzip) and the time to first
//     byte over HTTP (workerd's own server) of a cache hit and of a render, with every call to
//     the store `--db-latency` ms away, as a database in another region is; a render's time over
//     the latency is how many round trips it waited for one after another;
//   - per page type, what a hit and a render cost the Worker itself (no HTTP server, no latency,
//     one request after another), each against robots.txt's: the cheapest route;
//   - beside the public pages' JavaScript, the admin's rich-text editor chunk (decision 057), which
//     only the page and project dialogs load.
// A render is what a cache miss and an admin get: the bench sends a session cookie, which makes
// the Worker render afresh (and read the content version at once, as an admin's request does).
//   npm run bench:pages                                build, then measure (the store at no distance)
//   npm run bench:pages -- --db-latency 100            every store call 100 ms away
//   npm run bench:pages -- --no-build --requests 30 --worker-requests 200 --port 8912
//   npm run bench:pages -- --no-build --state .wrangler/state   an existing state directory, as it is
//   npm run bench:pages -- --backend supabase          BACKEND=supabase, on the Supabase stand-in
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

import { percentiles, root } from "./bench-support.mjs";
import { coldStarts, startWorkerInProcess } from "./worker-in-process.mjs";

const { values } = parseArgs({
  options: {
    build: { type: "boolean", default: true },
    "no-build": { type: "boolean", default: false },
    "db-latency": { type: "string", default: "0" },
    requests: { type: "string", default: "20" },
    "worker-requests": { type: "string", default: "100" },
    "cold-starts": { type: "string", default: "5" },
    port: { type: "string", default: "8799" },
    // A state directory prepared before (npm run db:migrate -- --persist-to DIR), served as it is.
    state: { type: "string" },
    backend: { type: "string", default: "d1" },
  },
});
const latency = Number(values["db-latency"]);
const requests = Number(values.requests);
// The issue's targets (issue 39): a hit within 10 ms of robots.txt's time to first byte, a render
// at most one round trip after the version's; in the Worker, a render ≤ 2× robots.txt's, a hit ≤ 1.1×.
const hitTtfbMarginMs = 10;
const renderRatioTarget = 2;
const hitRatioTarget = 1.1;

const pageTypes = [
  ["home", "/tr/"],
  ["content page", "/en/corporate/about"],
  ["section overview", "/ru/activities"],
  ["project list", "/tr/projeler"],
  ["project detail", "/uz/projeler/ankara-cevre-yolu-viyadugu"],
  ["machine park", "/en/machine-park"],
  ["contact", "/tr/contact"],
  ["media placeholder", "/tr/media/haberler"],
  ["not found", "/tr/olmayan-sayfa"],
  ["sitemap", "/sitemap.xml"],
  // The cheapest route (entry, config, backend, router; no React render): the reference.
  ["robots.txt", "/robots.txt"],
];
const renderAfresh = "__Host-sid=bench-renders-afresh";

if (values.build && !values["no-build"]) {
  const build = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const upload = uploadSize();
const stateDir = values.state ?? ".wrangler/bench-state";
// BACKEND=supabase: the demo content on the Supabase stand-in (PGlite in this process), as the
// Supabase smoke run serves it; its fetches are what the latency delays.
const supabase = values.backend === "supabase" ? await startSupabase() : null;
const bindings = supabase?.bindings ?? {};
if (!values.state && !supabase) {
  rmSync(path.join(root, stateDir), { recursive: true, force: true });
  execFileSync(process.execPath, ["scripts/prepare-local.mjs", "--persist-to", stateDir], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CI: "1" },
  });
}
const cold = await coldStarts({ stateDir, bindings, pagePath: "/tr/", runs: Number(values["cold-starts"]) });

// Over HTTP, the store at its distance: each page warmed (read twice, so the cache holds it).
const served = await startWorkerInProcess({ stateDir, bindings, dbLatencyMs: latency, port: values.port });
const base = served.url.href.replace(/\/$/, "");
const rows = [];
for (const [name, pagePath] of pageTypes) {
  for (let i = 0; i < 2; i++) await fetch(base + pagePath).then((r) => r.arrayBuffer());
  const sizes = await sizesOf(base, pagePath);
  const hit = await timeToFirstByte(base + pagePath, {});
  const render = await timeToFirstByte(base + pagePath, { Cookie: renderAfresh });
  // The same render with the store near: what the render takes besides its round trips.
  const nearRender =
    latency > 0 ? await timeToFirstByte(base + pagePath, { Cookie: renderAfresh, "X-Bench-Db-Latency": "0" }) : render;
  rows.push({ name, path: pagePath, ...sizes, hit, render, nearRender });
}
await served.stop();

// In the Worker: the median of three rounds, in ms per request, after a warm-up.
const inWorker = await startWorkerInProcess({ stateDir, bindings });
const perRequest = async (pagePath, cookie) => {
  const n = Number(values["worker-requests"]);
  await inWorker.loop(pagePath, 20, cookie);
  const rounds = [];
  for (let round = 0; round < 3; round++) rounds.push((await inWorker.loop(pagePath, n, cookie)).ms / n);
  return rounds.sort((a, b) => a - b)[1];
};
for (const row of rows)
  row.worker = { hit: await perRequest(row.path, ""), render: await perRequest(row.path, renderAfresh) };
await inWorker.stop();
await supabase?.close();

const pad = (text, width) => String(text).padEnd(width);
const right = (text, width) => String(text).padStart(width);
const robots = rows.find((row) => row.name === "robots.txt");

console.log(
  `\nThe built Worker with BACKEND=${values.backend}${supabase ? " (the Supabase stand-in over PGlite, in this process)" : " (local D1)"}.`,
);
console.log(
  `\nUpload (wrangler deploy --dry-run): ${upload.kib.toFixed(0)} KiB, ${upload.gzipKib.toFixed(0)} KiB gzip.` +
    `\nCold start (a fresh workerd, median of ${values["cold-starts"]}): the site ${cold.site.readyMs.toFixed(0)} ms to start, ` +
    `${cold.site.firstMs.toFixed(0)} ms to its first page (/tr/); a Worker that does nothing ${cold.noop.readyMs.toFixed(0)} + ` +
    `${cold.noop.firstMs.toFixed(0)} ms: the site adds ${(cold.site.readyMs + cold.site.firstMs - cold.noop.readyMs - cold.noop.firstMs).toFixed(0)} ms.`,
);

console.log(
  `\nTime to first byte over HTTP (workerd's own server, uncompressed), every store call ${latency} ms away, median of ${requests} (p99 after /);` +
    `\n"in a row": the most store calls one request waited for one after another (a render's first is the content version);` +
    `\n"near": the render with the store at no distance, in the same run; "waited ÷ latency": (render − near) ÷ latency, its round trips by the clock\n`,
);
console.log(
  `${pad("page type", 20)}${pad("path", 42)}${right("HTML KB gz", 11)}${right("JS KB gz", 9)}` +
    `${right("hit ms", 14)}${right("− robots", 9)}${right("in a row", 9)}${right("render ms", 14)}${right("in a row", 9)}${right("near ms", 9)}${right("waited ÷ latency", 17)}`,
);
for (const row of rows) {
  const { hit, render, nearRender } = row;
  const overRobots = hit.p50 - robots.hit.p50;
  console.log(
    `${pad(row.name, 20)}${pad(row.path, 42)}${right(row.htmlKb.toFixed(1), 11)}${right(row.jsKb.toFixed(1), 9)}` +
      `${right(`${hit.p50.toFixed(1)}/${hit.p99.toFixed(0)}`, 14)}${right(`${overRobots >= 0 ? "+" : ""}${overRobots.toFixed(1)}`, 9)}` +
      `${right(latency > 0 ? hit.roundTrips : "–", 9)}` +
      `${right(`${render.p50.toFixed(1)}/${render.p99.toFixed(0)}`, 14)}${right(latency > 0 ? render.roundTrips : "–", 9)}` +
      right(latency > 0 ? nearRender.p50.toFixed(1) : "–", 9) +
      right(latency > 0 ? ((render.p50 - nearRender.p50) / latency).toFixed(2) : "–", 17),
  );
}
const editor = editorChunk();
console.log(
  editor
    ? `\nThe admin's rich-text editor (${editor.file}, loaded by the page and project dialogs only, never by a public page): ` +
        `${editor.kb.toFixed(0)} KB, ${editor.gzipKb.toFixed(0)} KB gzip.`
    : "\nThe admin's rich-text editor chunk was not found in build/client/assets.",
);
if (latency > 0) {
  const slowHits = rows.filter((row) => row.hit.p50 - robots.hit.p50 > hitTtfbMarginMs).map((row) => row.name);
  // The version and one more round trip, and the render's own time besides: counted by the
  // bench's module, and by the clock (what the distance added, to the nearest round trip).
  const slowRenders = rows
    .filter((row) => row.render.roundTrips > 2 || Math.round((row.render.p50 - row.nearRender.p50) / latency) > 2)
    .map((row) => row.name);
  console.log(
    `\nHits within ${hitTtfbMarginMs} ms of robots.txt's: ${slowHits.length ? `NOT ${slowHits.join(", ")}` : "all"}. ` +
      `Renders within 2 round trips (the version's and one) and their own time: ${slowRenders.length ? `NOT ${slowRenders.join(", ")}` : "all"}.`,
  );
}

console.log(
  `\nIn the Worker (workerd without an HTTP server, the store at no distance, one request after another), ms per request, median of 3 × ${values["worker-requests"]}\n`,
);
console.log(
  `${pad("page type", 20)}${right("hit ms", 9)}${right("÷ robots", 10)}${right("render ms", 11)}${right("÷ robots", 10)}`,
);
for (const { name, worker } of rows) {
  console.log(
    `${pad(name, 20)}${right(worker.hit.toFixed(2), 9)}${right((worker.hit / robots.worker.hit).toFixed(2), 10)}` +
      `${right(worker.render.toFixed(2), 11)}${right((worker.render / robots.worker.render).toFixed(2), 10)}`,
  );
}
const over = (key, target) =>
  rows.filter((row) => row.worker[key] / robots.worker[key] > target).map((row) => row.name);
const slowWorkerHits = over("hit", hitRatioTarget);
const slowWorkerRenders = over("render", renderRatioTarget);
console.log(
  `\nHits ≤ ${hitRatioTarget}× robots.txt's: ${slowWorkerHits.length ? `NOT ${slowWorkerHits.join(", ")}` : "all"}. ` +
    `Renders ≤ ${renderRatioTarget}× robots.txt's: ${slowWorkerRenders.length ? `NOT ${slowWorkerRenders.join(", ")}` : "all"}.`,
);
process.exit(0);

/** The built editor chunk's size (decision 057): raw and gzip, in KB. */
function editorChunk() {
  const dir = path.join(root, "build/client/assets");
  let file;
  try {
    file = readdirSync(dir).find((name) => /^rich-text-editor-.*\.js$/.test(name));
  } catch {
    return null;
  }
  if (!file) return null;
  const code = readFileSync(path.join(dir, file));
  return { file, kb: code.byteLength / 1024, gzipKb: gzipSync(code, { level: 9 }).byteLength / 1024 };
}

/** The Supabase stand-in with the demo content, and the Worker's bindings to it. */
async function startSupabase() {
  // Test code in TypeScript (tests/e2e-supabase/demo-standin.ts), loaded through Vite's module runner.
  const { runnerImport } = await import("vite");
  const { module } = await runnerImport(path.join(root, "tests/e2e-supabase/demo-standin.ts"), {
    configFile: false,
    logLevel: "error",
    resolve: { tsconfigPaths: true },
  });
  const demo = await module.startDemoStandin();
  const { url, anonKey, secretKey } = demo.standin;
  return {
    bindings: { BACKEND: "supabase", SUPABASE_URL: url, SUPABASE_ANON_KEY: anonKey, SUPABASE_SECRET_KEY: secretKey },
    close: () => demo.close(),
  };
}

/** What `wrangler deploy` would upload, as it reports it (KiB, and gzip). */
function uploadSize() {
  const outdir = mkdtempSync(path.join(tmpdir(), "bench-upload-"));
  try {
    const report = execFileSync(
      path.join(root, "node_modules/.bin/wrangler"),
      ["deploy", "--dry-run", "--outdir", outdir, "--config", "build/server/wrangler.json"],
      { cwd: root, encoding: "utf8", env: { ...process.env, CI: "1" }, stdio: ["ignore", "pipe", "ignore"] },
    );
    const sizes = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(report);
    if (!sizes) throw new Error(`wrangler deploy --dry-run did not say the upload's size:\n${report}`);
    return { kib: Number(sizes[1]), gzipKib: Number(sizes[2]) };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/**
 * The document's size and its JavaScript: every script it makes the browser load (module scripts,
 * modulepreloads, imports) plus its inline scripts, each counted gzipped on its own.
 */
async function sizesOf(origin, pagePath) {
  const html = await (await fetch(origin + pagePath)).text();
  const htmlKb = gzipSync(html, { level: 9 }).byteLength / 1024;
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .filter(Boolean);
  const urls = new Set();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) urls.add(match[1]);
  let bytes = inline.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).byteLength, 0);
  for (const url of urls) {
    const body = new Uint8Array(await (await fetch(new URL(url, origin))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).byteLength;
  }
  return { htmlKb, jsKb: bytes / 1024 };
}

/**
 * Times to the first byte (the response's headers) of `requests` GETs, one after another, each
 * read to its end; uncompressed, as Cloudflare's edge compresses after the Worker in production.
 */
async function timeToFirstByte(url, headers) {
  const times = [];
  const roundTrips = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { "Accept-Encoding": "identity", ...headers } });
    times.push(performance.now() - started);
    roundTrips.push(Number(response.headers.get("X-Bench-Store-Round-Trips")));
    await response.arrayBuffer();
  }
  return { ...percentiles(times), roundTrips: Math.max(...roundTrips) };
}
