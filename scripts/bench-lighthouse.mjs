// Runs Lighthouse (mobile, simulated throttling: its defaults) against the built Worker, served
// locally by wrangler on a fresh state directory (scripts/bench-support.mjs), on the home page, a
// content page and a project page in every language, and prints each category's score and the
// page's LCP, FCP, CLS and TBT. The browser is the machine's Chromium (CHROME_PATH, default
// /usr/bin/chromium, installed from Debian when missing and root), headless, started once for all
// pages and stopped with the Worker. Each page is measured `--runs` times (3) and its median run
// printed.
//   npm run bench:lighthouse                     build, then measure
//   npm run bench:lighthouse -- --no-build --port 8791 --runs 5
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

import { root, startWorker } from "./bench-support.mjs";
import { debianBrowsers, ensureDebianBrowser } from "./debian-browser.mjs";
import { spawnGroup, stopGroup } from "./process-group.mjs";

const { values } = parseArgs({
  options: {
    build: { type: "boolean", default: true },
    "no-build": { type: "boolean", default: false },
    port: { type: "string", default: "8797" },
    "debugging-port": { type: "string", default: "9227" },
    runs: { type: "string", default: "3" },
  },
});
const chromePath = process.env.CHROME_PATH ?? debianBrowsers.chromium.path;
if (!process.env.CHROME_PATH && !ensureDebianBrowser(debianBrowsers.chromium)) {
  console.error(
    `${chromePath} not found: install Debian's chromium package (as root) or set CHROME_PATH to a Chromium.`,
  );
  process.exit(1);
}
const debuggingPort = Number(values["debugging-port"]);

// One page of each kind in Turkish; the other languages' addresses are its hreflang alternates.
const pageKinds = [
  ["home", "/tr/"],
  ["content page", "/tr/kurumsal/hakkimizda"],
  ["project page", "/tr/projeler/ankara-cevre-yolu-viyadugu"],
];
const categories = [
  ["performance", "perf"],
  ["accessibility", "a11y"],
  ["best-practices", "best"],
  ["seo", "seo"],
];
const metrics = [
  ["largest-contentful-paint", "LCP s", (v) => (v / 1000).toFixed(2)],
  ["first-contentful-paint", "FCP s", (v) => (v / 1000).toFixed(2)],
  ["cumulative-layout-shift", "CLS", (v) => v.toFixed(3)],
  ["total-blocking-time", "TBT ms", (v) => v.toFixed(0)],
];

if (values.build && !values["no-build"]) {
  const build = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { base, stop } = await startWorker({ port: values.port, stateDir: ".wrangler/bench-lighthouse-state" });
const profile = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
const chrome = spawnGroup(
  chromePath,
  [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    `--remote-debugging-port=${debuggingPort}`,
    `--user-data-dir=${profile}`,
    "--no-first-run",
    "about:blank",
  ],
  { stdio: "ignore" },
);
const rows = [];
try {
  await chromeReady();
  const pages = [];
  for (const [kind, path] of pageKinds) {
    for (const [lang, url] of await languageVersions(path)) pages.push({ kind, lang, url });
  }
  // Every page once before measuring: the first request loads the demo content, the next ones
  // fill the page cache, which is what a visitor meets.
  for (const { url } of pages) await fetch(url).then((r) => r.arrayBuffer());
  // Runs thrown away, one per page kind: a fresh browser's first audits pay one-time costs of
  // their own (main-thread time still falling over its first three or four runs: the first page
  // measured after a single warm-up run scored 96 with 244 ms of blocking time, 100 a run later).
  for (const [, path] of pageKinds) await audit(base + path);
  // Each page `runs` times, keeping the median run (Lighthouse's own choice of it, by FCP and
  // TIMING): single runs of the same page moved by several points on this machine.
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < Number(values.runs); i++) runs.push(await audit(page.url));
    rows.push({ ...page, path: new URL(page.url).pathname, lhr: computeMedianRun(runs) });
  }
} finally {
  await stopGroup(chrome);
  await stop();
  rmSync(profile, { recursive: true, force: true });
}

const pad = (text, width) => String(text).padEnd(width);
console.log(
  `\n\nLighthouse ${rows[0]?.lhr.lighthouseVersion ?? ""} on the built Worker (wrangler dev, local D1), mobile, simulated throttling, ${chromePath}; the median of ${values.runs} runs per page\n`,
);
console.log(
  pad("page", 14) +
    pad("lang", 5) +
    pad("path", 46) +
    categories.map(([, short]) => short.padStart(6)).join("") +
    metrics.map(([, label]) => label.padStart(8)).join(""),
);
for (const row of rows) {
  const scores = categories.map(([id]) => {
    const score = row.lhr.categories[id]?.score;
    return (score == null ? "–" : String(Math.round(score * 100))).padStart(6);
  });
  const figures = metrics.map(([id, , format]) => {
    const value = row.lhr.audits[id]?.numericValue;
    return (value == null ? "–" : format(value)).padStart(8);
  });
  console.log(pad(row.kind, 14) + pad(row.lang, 5) + pad(row.path, 46) + scores.join("") + figures.join(""));
}
const worst = (id) => Math.min(...rows.map((row) => row.lhr.categories[id]?.score ?? 0)) * 100;
const largest = (id) => Math.max(...rows.map((row) => row.lhr.audits[id]?.numericValue ?? Infinity));
console.log(
  `\nLowest performance ${worst("performance").toFixed(0)} (target ≥ 98), highest LCP ${(largest("largest-contentful-paint") / 1000).toFixed(2)} s (≤ 1.8), ` +
    `highest CLS ${largest("cumulative-layout-shift").toFixed(3)} (≤ 0.02)`,
);
process.exit(0);

/** One Lighthouse run of `url` in the shared browser. */
async function audit(url) {
  const result = await lighthouse(url, { port: debuggingPort, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  process.stderr.write(".");
  return lhr;
}

/** The page's address in every language, from its hreflang alternates (its own first). */
async function languageVersions(path) {
  const html = await (await fetch(base + path)).text();
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([a-z]{2})" href="([^"]+)"/g)].map(
    ([, lang, href]) => [lang, base + new URL(href).pathname],
  );
  if (alternates.length === 0) throw new Error(`${path} names no language versions`);
  return alternates;
}

/** Resolves once Chromium's DevTools endpoint answers; fails if it exits or takes 30 s. */
async function chromeReady() {
  let exited = false;
  chrome.exited.then(() => (exited = true));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${chromePath} exited before it answered`);
    if (
      await fetch(`http://127.0.0.1:${debuggingPort}/json/version`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${chromePath} did not open its DevTools port within 30 s`);
}
