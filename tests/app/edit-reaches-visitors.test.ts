import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { contentVersionBoundMs } from "~/lib/kept-content-version.server";

import { appFetch, freshAdminCookie } from "./app-support";

// How fast an edit reaches visitors now that a cache hit waits for no database read (decision
// 050), in real time on the built Worker: an edit written straight to the database, as one made
// through another location's Worker (or an operator's SQL) is for this isolate, reaches a visitor
// within the bound; the editor, whose requests read the version at once, sees it on the next one.
// tests/e2e-supabase/smoke.spec.ts holds the Supabase backend to the same bound.

const cacheState = (response: Response) => response.headers.get("X-Page-Cache");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setCompanyName(name: string) {
  await env.DB.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('companyName', ?1)")
    .bind(JSON.stringify(name))
    .run();
}

/** Reads `path` as a visitor every 100 ms until it shows `text`; the time it took, in ms (or fails past `limitMs`). */
async function timeUntilShown(path: string, text: string, since: number, limitMs: number): Promise<number> {
  for (;;) {
    const body = await (await appFetch(path)).text();
    const elapsed = Date.now() - since;
    if (body.includes(text)) return elapsed;
    if (elapsed > limitMs) throw new Error(`${path} did not show "${text}" within ${limitMs} ms`);
    await sleep(100);
  }
}

describe("an edit made elsewhere", () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = await freshAdminCookie();
  });

  it("reaches a visitor within the bound, the cache answering meanwhile without a read", async () => {
    const path = "/en/machine-park?edit-reaches=visitor";
    const name = `Sınır Deneme ${Date.now().toString(36)} A.Ş.`;
    await (await appFetch(path)).arrayBuffer();
    expect(cacheState(await appFetch(path))).toBe("hit");

    const written = Date.now();
    await setCompanyName(name);
    // At once, the page this isolate's version keys: a hit, the edit not yet in it.
    const right = await appFetch(path);
    expect([cacheState(right), (await right.text()).includes(name)]).toEqual(["hit", false]);
    // Within the bound (and the time a request takes), every visitor's page shows it.
    expect(await timeUntilShown(path, name, written, contentVersionBoundMs + 1_500)).toBeLessThanOrEqual(
      contentVersionBoundMs + 500,
    );
  });

  it("shows on the editor's very next request, and a visitor's after it", async () => {
    const path = "/ru/machine-park?edit-reaches=editor";
    const name = `Editör Deneme ${Date.now().toString(36)} A.Ş.`;
    await (await appFetch(path)).arrayBuffer();
    expect(cacheState(await appFetch(path))).toBe("hit");

    await setCompanyName(name);
    const editor = await appFetch(path, { cookie });
    expect(await editor.text()).toContain(name);
    // The editor's request read the version: this isolate's visitors get the new page too.
    const visitor = await appFetch(path);
    expect([cacheState(visitor), (await visitor.text()).includes(name)]).toEqual(["miss", true]);
  });
});
