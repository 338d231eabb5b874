import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { publicRouteTable } from "~/features/site/urls";
import { languages } from "~/i18n/languages";

import { appFetch, origin } from "./app-support";

// Whatever path a crawler, a scanner or a broken link sends, the site answers as a client error
// at worst: odd paths built from the real URL table (10 000 with ODD_PATHS=10000), never a 5xx.

/** A small seeded PRNG (mulberry32): the same paths on every run, so a failure repeats. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// 202: React Router's answer to a `.data` request whose page redirects (the redirect rides in the body).
const allowed = new Set([200, 202, 301, 302, 308, 400, 404, 405, 413]);

/** Real paths of every language, with their parameters filled by real-looking slugs. */
const realPaths = [
  "/",
  "/admin",
  "/admin/login",
  "/files/images/x.png",
  "/files/media/a/b.webp",
  "/robots.txt",
  "/sitemap.xml",
  ...languages.map((l) => `/${l}`),
  ...publicRouteTable.map((e) => `/${e.path.replace(/:[A-Za-z]+\??/g, "ankara-koprusu")}`),
];

/** Pieces a path may be broken with. */
const oddPieces = [
  "%E0%A4%A",
  "%",
  "%zz",
  "%C0%AF",
  "%ff%fe",
  "%00",
  "%2e%2e",
  "%2F",
  "%5C",
  "..",
  ".",
  "",
  "\\",
  "\\..\\",
  "\u0000",
  "ğüşıöçĞÜŞİÖÇ",
  "Кириллица",
  "Oʻzbekcha",
  "😀🏗️",
  "\u202e\u200b",
  "<script>",
  "'\"",
  "a".repeat(5000),
  "index.data",
  ".data",
  "?q=%E0",
  "#x",
  ";x=1",
  ...languages,
  ...new Set(publicRouteTable.flatMap((e) => e.path.split("/")).filter((s) => s && !s.startsWith(":"))),
];

function oddPath(random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const segments = pick(realPaths).split("/").slice(1);
  const edits = 1 + Math.floor(random() * 3);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * (segments.length + 1));
    const piece = pick(oddPieces);
    const kind = random();
    if (kind < 0.4) segments.splice(at, 0, piece); // a new segment
    else if (kind < 0.7 && segments.length) segments[at % segments.length] += piece; // glued to one
    else if (kind < 0.85) segments.splice(at, 0, ""); // an empty segment: `//`
    else segments.splice(at, 1, pick(languages)); // another language's prefix
  }
  return `/${segments.join("/")}`;
}

async function statusOf(path: string): Promise<number> {
  // The path goes after the origin as is, so `//x` stays a path and is not read as a host.
  const response = await appFetch(`${origin}${path}`);
  await response.body?.cancel();
  return response.status;
}

describe("odd public paths", () => {
  it("answer a broken percent-encoding with 400, for every kind of route", async () => {
    for (const path of [
      "/files/%E0%A4%A",
      "/files/images/%E0",
      "/tr/%E0%A4%A",
      "/en/projects/%E0%A4%A",
      "/admin/projects/%E0",
      "/%E0%A4%A",
      "/tr/iletisim%ff",
    ]) {
      expect(await statusOf(path), path).toBe(400);
    }
  });

  it("answer a NUL in the path with 400 before any route: no slug or id holds one, and Postgres refuses it", async () => {
    for (const path of [
      "/tr/projeler/a%00b",
      "/en/corporate/%00",
      "/admin/projects/p%00",
      "/files/images/a%00.webp",
      "/tr/%00",
    ]) {
      expect(await statusOf(path), path).toBe(400);
    }
  });

  // 2 000 in `npm test` (about a minute here); ODD_PATHS=10000 for the full figure (docs/testing.md).
  const count = Number((env as unknown as { ODD_PATHS?: string }).ODD_PATHS ?? 2000);
  it(
    `never answer ${count} generated odd paths with a server error`,
    async () => {
      const random = prng(20261123);
      const paths = Array.from({ length: count }, () => oddPath(random));
      const failures: string[] = [];
      const batch = 100;
      for (let i = 0; i < paths.length; i += batch) {
        const statuses = await Promise.all(paths.slice(i, i + batch).map(statusOf));
        statuses.forEach((status, j) => {
          if (!allowed.has(status)) failures.push(`${status} ${paths[i + j]!.slice(0, 200)}`);
        });
      }
      expect(failures).toEqual([]);
      // Up to 150 ms a path on a busy 2-core machine.
    },
    Math.max(300_000, count * 150),
  );
});
