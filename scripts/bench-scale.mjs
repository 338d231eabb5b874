// How the server time of every public page type and every admin list grows with the content:
// measured on the demo content, then on a LOCAL database holding the demo content plus
// 10 000 projects, 2 000 pages, 5 000 media rows and 300 menu items (generated, every language),
// each in a state directory of its own under .wrangler/ (never the dev one, .wrangler/state).
// Both are served at once and timed alternately, a request on each in turn, so a ratio compares
// times taken side by side. Prints the median and p99 time of each page at each size and their
// ratio (issue 12: ≤ 1.5×), and how many list rows the scaled pages show (no page shows more than
// its page size). Every public page renders the whole menu, so it is measured at scale twice:
// with the 300 generated menu items, and with them removed again (the demo's menu), which
// separates the menu's cost from the cost of the rest of the content.
//   npm run bench:scale                      build, seed, measure
//   npm run bench:scale -- --no-build --requests 60
//   npm run bench:scale -- --no-build --admin-only   the admin lists only (same seed, same table)
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import { load, percentiles, root, startWorker } from "./bench-support.mjs";
import { d1Execute } from "./d1-execute.mjs";

const { values } = parseArgs({
  options: {
    build: { type: "boolean", default: true },
    "no-build": { type: "boolean", default: false },
    requests: { type: "string", default: "30" },
    port: { type: "string", default: "8798" },
    "admin-only": { type: "boolean", default: false },
  },
});
// One request at a time: the time of one request is the server's time, not a queue's.
const timing = { requests: Number(values.requests), concurrency: 1 };
const scale = { projects: 10_000, pages: 2_000, media: 5_000, menuItems: 300 };
const langs = ["tr", "en", "ru", "uz"];
const demoState = ".wrangler/bench-scale-demo";
const scaledState = ".wrangler/bench-scale-big";
const renderAfresh = { Cookie: "__Host-sid=bench-renders-afresh" };
const demoAdmin = { email: "admin@ornek-insaat.example", password: "OrnekDemo!2026" };

const allPublicPages = [
  ["home", "/tr/"],
  ["content page", "/en/corporate/about"],
  ["section overview", "/ru/activities"],
  ["project list", "/tr/projeler"],
  ["ongoing projects", "/uz/projeler/davom-etayotgan"],
  ["project detail", "/uz/projeler/ankara-cevre-yolu-viyadugu"],
  ["machine park", "/en/machine-park"],
  ["contact", "/tr/contact"],
  ["not found", "/tr/olmayan-sayfa"],
  ["sitemap.xml", "/sitemap.xml"],
];
const adminLists = [
  ["admin pages", "/admin/pages"],
  ["admin projects", "/admin/projects"],
  ["admin projects, search", "/admin/projects?q=k%C3%B6pr%C3%BC"],
  ["admin media", "/admin/media"],
  ["admin users", "/admin/users"],
  ["admin menu", "/admin/menu"],
];
// Later pages of the project list exist only at scale (the demo's 9 projects fit on one page, so
// its page 2 is a 404): measured there, against the demo's first page of the same list.
const allScaledOnly = [
  ["project list, page 2", "/en/projects?page=2", "/en/projects"],
  ["project list, page 500", "/tr/projeler?page=500", "/tr/projeler"],
];
const publicPages = values["admin-only"] ? [] : allPublicPages;
const scaledOnly = values["admin-only"] ? [] : allScaledOnly;

if (values.build && !values["no-build"]) {
  const build = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(
  `Seeding ${scaledState}: the demo content, then ${Object.entries(scale)
    .map(([k, n]) => `${n} ${k}`)
    .join(", ")}…`,
);
rmSync(path.join(root, scaledState), { recursive: true, force: true });
mkdirSync(path.join(root, scaledState), { recursive: true });
execFileSync(process.execPath, ["scripts/prepare-local.mjs", "--persist-to", scaledState], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});
const seeded = performance.now();
const sqlFile = path.join(root, scaledState, "scale.sql");
writeFileSync(sqlFile, scaleSql());
d1Execute(["--local", "--persist-to", scaledState, "--file", sqlFile], { quiet: true });
console.log(
  `Seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s. Measuring the demo and the scale side by side…`,
);
const withMenu = await measurePair();
console.log("Removing the generated menu items and measuring again…");
d1Execute(
  ["--local", "--persist-to", scaledState, "--command", "DELETE FROM menu_items WHERE id LIKE 'scale-menu-%'"],
  { quiet: true },
);
const withDemoMenu = await measurePair();

const pad = (text, width) => String(text).padEnd(width);
const ms = (t) => `${t.p50.toFixed(1)}/${t.p99.toFixed(1)}`.padStart(15);
console.log(
  `\nServer time (ms, median/p99 of ${timing.requests} requests, one at a time, uncompressed; public pages rendered, not from the page cache)`,
);
console.log(
  "scale = demo + 10 000 projects, 2 000 pages, 5 000 media rows; with the 300 menu items, and with the demo's menu",
);
console.log(
  "Each pass times the demo and the scale alternately, one request each in turn; a ratio compares the two of its pass (the demo column shows the first pass)\n",
);
console.log(
  `${pad("page", 24)}${pad("path", 38)}${"demo".padStart(15)}${"scale, 300 menu".padStart(17)}${"×".padStart(7)}${"scale, demo menu".padStart(17)}${"×".padStart(7)}${"rows shown".padStart(13)}`,
);
const measured = [...publicPages, ...adminLists, ...scaledOnly];
const worst = [0, 0];
for (const [name, scaledPath, demoPath = scaledPath] of measured) {
  // Each ratio is against the demo timed alongside, in the same pass.
  const passes = [withMenu, withDemoMenu].map((pass) => ({
    demo: pass.demo.get(demoPath).time,
    scaled: pass.scaled.get(scaledPath),
  }));
  const ratios = passes.map(({ demo, scaled }) => scaled.time.p50 / demo.p50);
  ratios.forEach((ratio, i) => (worst[i] = Math.max(worst[i], ratio)));
  console.log(
    `${pad(name, 24)}${pad(scaledPath, 38)}${ms(passes[0].demo)}${ms(passes[0].scaled.time).padStart(17)}${ratios[0].toFixed(2).padStart(7)}` +
      `${ms(passes[1].scaled.time).padStart(17)}${ratios[1].toFixed(2).padStart(7)}${String(passes[0].scaled.rows ?? "").padStart(13)}`,
  );
}
console.log(
  `\nLargest ratio: ${worst[0].toFixed(2)}× with the 300 menu items, ${worst[1].toFixed(2)}× with the demo's menu (target ≤ 1.5×)`,
);
process.exit(0);

/**
 * Serves the demo and the scaled state side by side and times every page on both, alternately,
 * one request at a time: whatever else the machine does falls on both sides alike, so the ratio
 * holds still where two runs minutes apart moved by a third. Also counts the list rows each
 * scaled page shows.
 */
async function measurePair() {
  const [demoServer, scaledServer] = await Promise.all([
    startWorker({ port: values.port, stateDir: demoState }),
    startWorker({ port: String(Number(values.port) + 1), stateDir: scaledState, keepState: true }),
  ]);
  try {
    const sides = await Promise.all(
      [
        [demoServer, false],
        [scaledServer, true],
      ].map(async ([server, scaled]) => {
        const cookie = await signIn(server.base);
        const pages = [
          ...publicPages.map(([, p]) => [p, renderAfresh]),
          ...adminLists.map(([, p]) => [p, { Cookie: cookie }]),
        ];
        pages.push(...scaledOnly.map(([, scaledPath, demoPath]) => [scaled ? scaledPath : demoPath, renderAfresh]));
        return { base: server.base, pages };
      }),
    );
    // Every page a few times before any is timed: right after a large seed the database (and a
    // new Worker) is still settling, which would otherwise land on whichever pages come first.
    const rows = new Map();
    for (const { base, pages } of sides) {
      for (const [pagePath, headers] of pages) {
        const response = await fetch(base + pagePath, { headers });
        const html = await response.text();
        if (response.status >= 500) throw new Error(`${pagePath} answered ${response.status}`);
        if (base === scaledServer.base) rows.set(pagePath, rowsShown(pagePath, html));
        await load(base + pagePath, { requests: 5, concurrency: 1, headers });
      }
    }
    const [demo, scaledTimes] = [new Map(), new Map()];
    for (let i = 0; i < sides[0].pages.length; i++) {
      const [demoPage, scaledPage] = [sides[0].pages[i], sides[1].pages[i]];
      const times = await alternately(
        () => load(sides[0].base + demoPage[0], { requests: 1, concurrency: 1, headers: demoPage[1] }),
        () => load(sides[1].base + scaledPage[0], { requests: 1, concurrency: 1, headers: scaledPage[1] }),
      );
      demo.set(demoPage[0], { time: times[0] });
      scaledTimes.set(scaledPage[0], { time: times[1], rows: rows.get(scaledPage[0]) });
    }
    return { demo, scaled: scaledTimes };
  } finally {
    await Promise.all([demoServer.stop(), scaledServer.stop()]);
  }
}

/** `timing.requests` rounds of one request on each side in turn; the median and p99 of each side. */
async function alternately(...sides) {
  const times = sides.map(() => []);
  for (let round = 0; round < timing.requests; round++) {
    for (const [i, once] of sides.entries()) times[i].push((await once()).p50);
  }
  return times.map(percentiles);
}

async function signIn(base) {
  const response = await fetch(`${base}/admin/login`, {
    method: "POST",
    body: new URLSearchParams(demoAdmin),
    headers: { Origin: base },
    redirect: "manual",
  });
  const sid = response.headers.getSetCookie().find((c) => c.startsWith("__Host-sid="));
  if (!sid) throw new Error(`sign-in failed: ${response.status}`);
  return sid.split(";")[0];
}

/** List rows a page shows: project cards, the admin pager's range ("N kayıttan a–b arası"), sitemap URLs. */
function rowsShown(pagePath, html) {
  if (pagePath.startsWith("/sitemap"))
    return html.includes("<sitemapindex")
      ? `${(html.match(/<sitemap>/g) ?? []).length} files`
      : (html.match(/<url>/g) ?? []).length;
  const range = /(\d+) kayıttan (\d+)–(\d+) arası/.exec(html);
  if (range) return `${Number(range[3]) - Number(range[2]) + 1} of ${range[1]}`;
  const cards = (html.match(/<li class="flex">/g) ?? []).length;
  return cards || "";
}

/** The generated rows as SQL: multi-row inserts, every text in every language. */
function scaleSql() {
  const q = (text) => `'${String(text).replace(/'/g, "''")}'`;
  // D1 refuses statements over 100 KB: each insert takes rows up to about 80 KB.
  const insert = (table, columns, rows) => {
    const statements = [];
    let rowValues = [];
    let bytes = 0;
    const flush = () => {
      if (rowValues.length > 0) statements.push(`INSERT INTO ${table} (${columns}) VALUES\n${rowValues.join(",\n")};`);
      rowValues = [];
      bytes = 0;
    };
    for (const row of rows) {
      const value = `(${row.join(", ")})`;
      if (bytes + value.length > 80_000) flush();
      rowValues.push(value);
      bytes += Buffer.byteLength(value);
    }
    flush();
    return statements;
  };
  const paragraph = (lang, i) =>
    `<p>${"Genel açıklama metni, ölçek denemesi için üretildi. ".repeat(8)} (${lang} ${i})</p>`;
  const sql = [];
  const areas = ["altyapi", "ustyapi", "restorasyon", "enerji", "endustriyel", "tarimsal"];

  const projects = [];
  const projectTexts = [];
  for (let i = 0; i < scale.projects; i++) {
    const id = `scale-project-${i}`;
    projects.push([
      q(id),
      q(`olcek-projesi-${i}`),
      q(areas[i % areas.length]),
      q(i % 10 === 9 ? "draft" : "published"),
      q(i % 3 === 0 ? "completed" : "ongoing"),
      String(100 + i),
    ]);
    for (const lang of langs)
      projectTexts.push([
        q(id),
        q(lang),
        q(`Ölçek Projesi ${i} (${lang})`),
        q(`Üretilmiş proje ${i}, ${lang}.`),
        q(paragraph(lang, i)),
      ]);
  }
  sql.push(...insert("projects", "id, slug, category, status, progress, order_index", projects));
  sql.push(...insert("project_translations", "project_id, lang_code, title, description, content", projectTexts));

  const types = ["kurumsal", "faaliyetler", "media", "generic"];
  const pages = [];
  const pageTexts = [];
  for (let i = 0; i < scale.pages; i++) {
    const id = `scale-page-${i}`;
    pages.push([q(id), q(`olcek-sayfasi-${i}`), q(types[i % types.length]), i % 5 === 4 ? "0" : "1"]);
    for (const lang of langs)
      pageTexts.push([
        q(id),
        q(lang),
        q(`Ölçek Sayfası ${i} (${lang})`),
        q(paragraph(lang, i)),
        q(`olcek-sayfasi-${i}-${lang}`),
      ]);
  }
  sql.push(...insert("pages", "id, slug, category_id, is_published", pages));
  sql.push(...insert("page_translations", "page_id, lang_code, title, content, slug", pageTexts));

  const media = [];
  for (let i = 0; i < scale.media; i++) {
    const alt = JSON.stringify(Object.fromEntries(langs.map((l) => [l, `Görsel ${i} ${l}`])));
    media.push([
      q(`scale-media-${i}`),
      q(`olcek-gorsel-${i}.webp`),
      q(`olcek/olcek-gorsel-${i}.webp`),
      q("image/webp"),
      "42",
      q(alt),
      q("{}"),
    ]);
  }
  sql.push(...insert("media_library", "id, file_name, file_path, file_type, size_kb, alt_text, caption", media));

  // Thirty top-level entries with nine children each, linking generated pages.
  const menu = [];
  const menuTexts = [];
  for (let i = 0; i < scale.menuItems; i++) {
    const id = `scale-menu-${i}`;
    const parent = i < 30 ? "NULL" : q(`scale-menu-${i % 30}`);
    const type = types[i % 3];
    menu.push([
      q(id),
      q(i < 30 ? "" : `/${type}/olcek-sayfasi-${i * 4 + (i % 3)}`),
      q(`olcek-menu-${i}`),
      String(100 + i),
      parent,
    ]);
    for (const lang of langs) menuTexts.push([q(id), q(lang), q(`Menü ${i} ${lang}`), q(`Açıklama ${i}`)]);
  }
  sql.push(...insert("menu_items", "id, path, slug, order_index, parent_id", menu));
  sql.push(...insert("menu_item_translations", "item_id, lang_code, label, description", menuTexts));
  return `${sql.join("\n")}\n`;
}
