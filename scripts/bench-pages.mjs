// Measures the public pages of the built Worker, served locally by wrangler on a fresh state
// directory (as the end-to-end tests do), and prints per page type:
//   - the HTML document and the JavaScript a browser gets with it (every module script,
//     modulepreload and inline script), gzip
//   - server response times under a fixed concurrency (p50 / p99, requests per second), side by
//     side: from the page cache (what a visitor gets) and rendered (what a cache miss or an
//     admin costs: the request carries a session cookie, which makes the Worker render afresh)
//   npm run bench:pages                      build, then measure
//   npm run bench:pages -- --no-build --requests 400 --concurrency 8
//   npm run bench:pages -- --gzip          ask for gzip, as browsers do (workerd compresses locally)
// Then the same load on a Worker that does nothing: the local server's floor, which no page,
// cached or not, can pass. And, in the Worker itself (scripts/worker-in-process.mjs: no HTTP
// server, one request after another), the time each page costs the Worker, cached and rendered:
// under wrangler dev a hit answers near that floor, which hides how much cheaper it is than a
// render.
import { spawnSync } from "node:child_process";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

import { load as loadUrl, root, startNoopWorker, startWorker } from "./bench-support.mjs";
import { startWorkerInProcess } from "./worker-in-process.mjs";

const { values } = parseArgs({
  options: {
    build: { type: "boolean", default: true },
    "no-build": { type: "boolean", default: false },
    requests: { type: "string", default: "300" },
    concurrency: { type: "string", default: "8" },
    port: { type: "string", default: "8799" },
    gzip: { type: "boolean", default: false },
    "worker-requests": { type: "string", default: "100" },
  },
});
const port = values.port;
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
// The issue's target (issue 12); docs/decisions/027 says how public pages meet it.
const homeBudgetKb = 100;

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
  // The cheapest route (entry, config, backend, router; no React render): the reference.
  ["robots.txt", "/robots.txt"],
];

if (values.build && !values["no-build"]) {
  const build = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const stateDir = ".wrangler/bench-state";
const renderAfresh = "__Host-sid=bench-renders-afresh";
const { base, stop } = await startWorker({ port, stateDir });
// The first request loads the demo content; warm every page once before measuring.
for (const [, path] of pageTypes) await fetch(base + path).then((r) => r.arrayBuffer());

const rows = [];
for (const [name, path] of pageTypes) {
  const js = await javascriptOf(path);
  const cached = await load(path);
  const rendered = await load(path, { Cookie: renderAfresh });
  rows.push({ name, path, ...js, cached, rendered });
}
await stop();

// The local server's floor, measured the same way: a Worker that does nothing.
const noop = await startNoopWorker({ port: Number(port) + 1 });
await loadUrl(noop.base, { requests: 50, concurrency });
const floor = await loadUrl(noop.base, { requests, concurrency });
await noop.stop();

const pad = (text, width) => String(text).padEnd(width);
const num = (value, digits = 1) => value.toFixed(digits).padStart(8);
// The issue's reference (issue 12): each page's throughput as a share of the cheapest route's,
// cached against its cached answers and rendered against its rendered ones.
const trivial = rows.find((row) => row.name === "robots.txt");
console.log(
  `\nPublic pages of the built Worker (wrangler dev, local D1), ${requests} requests at concurrency ${concurrency}, ` +
    `${values.gzip ? "gzip-compressed by workerd" : "uncompressed (compression is the edge's in production; --gzip to include it)"}\n`,
);
console.log(
  `${pad("page type", 20)}${pad("path", 44)}${"HTML KB gz".padStart(11)}${"JS files".padStart(9)}${"JS KB gz".padStart(10)}` +
    `${"cached p50/p99 ms".padStart(19)}${"req/s".padStart(7)}${"÷ trivial".padStart(10)}${"rendered p50/p99 ms".padStart(21)}${"req/s".padStart(7)}${"÷ trivial".padStart(10)}${"hit ×".padStart(7)}`,
);
for (const row of rows) {
  const { cached, rendered } = row;
  console.log(
    `${pad(row.name, 20)}${pad(row.path, 44)}${num(row.htmlKb).padStart(11)}${String(row.files).padStart(9)}${num(row.kb).padStart(10)}` +
      `${`${cached.p50.toFixed(1)}/${cached.p99.toFixed(1)}`.padStart(19)}${cached.rps.toFixed(0).padStart(7)}${(cached.rps / trivial.cached.rps).toFixed(2).padStart(10)}` +
      `${`${rendered.p50.toFixed(1)}/${rendered.p99.toFixed(1)}`.padStart(21)}${rendered.rps.toFixed(0).padStart(7)}${(rendered.rps / trivial.rendered.rps).toFixed(2).padStart(10)}` +
      `${(cached.rps / rendered.rps).toFixed(1).padStart(7)}`,
  );
}

console.log(
  `\nThe local server's floor, a Worker that does nothing under wrangler dev: ${floor.p50.toFixed(1)}/${floor.p99.toFixed(1)} ms, ${floor.rps.toFixed(0)} req/s. ` +
    `robots.txt reaches ${((trivial.cached.rps / floor.rps) * 100).toFixed(0)} % of it, the home page from the cache ${((rows[0].cached.rps / floor.rps) * 100).toFixed(0)} %: ` +
    `through this server no answer can be more than ${(floor.rps / trivial.rendered.rps).toFixed(1)}× the rendered robots.txt's throughput.`,
);

// In the Worker: the median of three rounds, in ms per request, after a warm-up.
const inWorker = await startWorkerInProcess({ stateDir });
const perRequest = async (path, cookie) => {
  const n = Number(values["worker-requests"]);
  await inWorker.loop(path, 20, cookie);
  const rounds = [];
  for (let round = 0; round < 3; round++) rounds.push((await inWorker.loop(path, n, cookie)).ms / n);
  return rounds.sort((a, b) => a - b)[1];
};
for (const row of rows)
  row.worker = { cached: await perRequest(row.path, ""), rendered: await perRequest(row.path, renderAfresh) };
await inWorker.stop();
const trivialWorker = rows.find((row) => row.name === "robots.txt").worker;
console.log(
  `\nIn the Worker (workerd without an HTTP server, one request after another; local D1 and cache in the same process), ms per request, median of 3 × ${values["worker-requests"]}\n`,
);
console.log(
  `${pad("page type", 20)}${"cached ms".padStart(11)}${"÷ trivial".padStart(10)}${"rendered ms".padStart(13)}${"÷ trivial".padStart(10)}${"hit ×".padStart(7)}`,
);
for (const { name, worker } of rows) {
  console.log(
    `${pad(name, 20)}${worker.cached.toFixed(2).padStart(11)}${(trivialWorker.cached / worker.cached).toFixed(2).padStart(10)}` +
      `${worker.rendered.toFixed(2).padStart(13)}${(trivialWorker.rendered / worker.rendered).toFixed(2).padStart(10)}${(worker.rendered / worker.cached).toFixed(1).padStart(7)}`,
  );
}

const home = rows[0];
console.log(
  `\nHome page JavaScript: ${home.kb.toFixed(1)} KB gzip (target ≤ ${homeBudgetKb} KB): ${home.kb <= homeBudgetKb ? "within target" : "OVER TARGET"}`,
);
process.exit(0);

/**
 * The document's size and its JavaScript: every script it makes the browser load (module scripts,
 * modulepreloads, imports) plus its inline scripts, each counted gzipped on its own.
 */
async function javascriptOf(path) {
  const html = await (await fetch(base + path)).text();
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
    const body = new Uint8Array(await (await fetch(new URL(url, base))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).byteLength;
  }
  return { htmlKb, files: urls.size + inline.length, kb: bytes / 1024 };
}

/** Response times of `requests` GETs of a page, `concurrency` at a time, with `headers`. */
function load(path, headers = {}) {
  return loadUrl(base + path, { requests, concurrency, headers, gzip: values.gzip });
}
