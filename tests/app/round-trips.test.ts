import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { appFetch, freshAdminCookie, pastTheBound } from "./app-support";

// How many round trips to the database an uncached public page waits for, one after another
// (decision 050): deployed, each is a trip to the database's region. At most one after the
// content version, whether the isolate keeps the site's frame or reads it with the page. The
// D1 binding's calls are counted here (each is one round trip); the contract suite holds each
// public read to one call on both adapters (tests/contract/users-dashboard-public.ts).

/** Per call, how deep in a chain of calls it is: a call that starts once another has ended is one deeper. */
const chain = { ended: 0, deepest: 0 };
const statementMethods = ["first", "all", "run", "raw"] as const;
const databaseMethods = ["batch", "exec"] as const;
const restores: Array<() => void> = [];

function counted<T extends object>(target: T, name: string) {
  const original = (target as Record<string, (...args: unknown[]) => Promise<unknown>>)[name]!;
  (target as Record<string, unknown>)[name] = async function (this: unknown, ...args: unknown[]) {
    const depth = chain.ended + 1;
    try {
      return await original.apply(this, args);
    } finally {
      chain.ended = Math.max(chain.ended, depth);
      chain.deepest = Math.max(chain.deepest, depth);
    }
  };
  restores.push(() => ((target as Record<string, unknown>)[name] = original));
}

/** The most calls to the store `path`'s answer waited for one after another. */
async function roundTrips(path: string, cookie?: string): Promise<{ status: number; roundTrips: number }> {
  chain.ended = 0;
  chain.deepest = 0;
  const response = await appFetch(path, { cookie });
  await response.arrayBuffer();
  return { status: response.status, roundTrips: chain.deepest };
}

const newVersion = () =>
  env.DB.prepare("UPDATE app_meta SET value = lower(hex(randomblob(8))) WHERE key = 'content_version'").run();

// Every public page type, with a published page and project of its own; a fresh query string
// each time makes the request a cache miss, rendered.
const pageTypes: Array<[name: string, path: string, status: number]> = [
  ["home", "/tr/", 200],
  ["content page", "/en/corporate/tur-olcusu", 200],
  ["section overview", "/ru/activities", 200],
  ["project list", "/tr/projeler", 200],
  ["project detail", "/uz/projeler/tur-olcusu-projesi", 200],
  ["machine park", "/en/machine-park", 200],
  ["contact", "/tr/contact", 200],
  ["media placeholder", "/tr/media/haberler", 200],
  ["not found", "/tr/olmayan-sayfa", 404],
  ["another language's slug", "/tr/corporate/tur-olcusu", 301],
  ["robots.txt", "/robots.txt", 200],
  ["sitemap", "/sitemap.xml", 200],
];
let asked = 0;
const fresh = (path: string) => `${path}?tur=${++asked}`;

describe("an uncached public page", () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = await freshAdminCookie();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT OR REPLACE INTO pages (id, slug, category_id, is_published) VALUES ('tur-sayfa', 'tur-olcusu', 'kurumsal', 1)",
      ),
      env.DB.prepare(
        "INSERT OR REPLACE INTO page_translations (page_id, lang_code, title, slug, content) VALUES ('tur-sayfa', 'tr', 'Tur Ölçüsü', 'tur-olcusu', '<p>Sayfa</p>')",
      ),
      env.DB.prepare(
        "INSERT OR REPLACE INTO projects (id, slug, category, status) VALUES ('tur-proje', 'tur-olcusu-projesi', 'altyapi', 'published')",
      ),
      env.DB.prepare(
        "INSERT OR REPLACE INTO project_translations (project_id, lang_code, title) VALUES ('tur-proje', 'tr', 'Tur Ölçüsü Projesi')",
      ),
    ]);
    const D1Statement = Object.getPrototypeOf(env.DB.prepare("SELECT 1")) as object;
    for (const name of statementMethods) counted(D1Statement, name);
    for (const name of databaseMethods) counted(Object.getPrototypeOf(env.DB) as object, name);
  });

  afterAll(() => {
    for (const restore of restores.splice(0)) restore();
  });

  it("counts each call to the store once", async () => {
    chain.ended = 0;
    chain.deepest = 0;
    await env.DB.prepare("SELECT 1").first();
    await Promise.all([env.DB.prepare("SELECT 1").all(), env.DB.batch([env.DB.prepare("SELECT 1")])]);
    expect(chain.deepest).toBe(2);
  });

  it.each(pageTypes)(
    "%s waits for at most one round trip while the isolate keeps the version and the frame",
    async (_name, path, status) => {
      await (await appFetch(fresh(path))).arrayBuffer();
      expect(await roundTrips(fresh(path))).toEqual({ status, roundTrips: expect.any(Number) });
      expect((await roundTrips(fresh(path))).roundTrips).toBeLessThanOrEqual(1);
    },
  );

  it.each(pageTypes)(
    "%s waits for the content version and at most one round trip more after an edit, frame and page read side by side",
    async (_name, path, status) => {
      await newVersion();
      const first = await pastTheBound(() => roundTrips(fresh(path)));
      expect(first.status).toBe(status);
      expect(first.roundTrips).toBeLessThanOrEqual(2);
    },
  );

  it.each(pageTypes)(
    "%s waits for the content version and at most one round trip more for an admin",
    async (_name, path, status) => {
      await newVersion();
      expect((await roundTrips(path, cookie)).status).toBe(status);
      await newVersion();
      expect((await roundTrips(path, cookie)).roundTrips).toBeLessThanOrEqual(2);
    },
  );
});
