import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

import { demoAccounts } from "~/backend/seed/demo-accounts";

import { appFetch, origin, postForm } from "./app-support";

// A production build can never seed (decision 010): the built Worker has no seed code and no
// demo account in it, and whatever variables it is given, its requests leave an empty database
// empty. (This file's D1 and R2 start with the migrations only.)

type BuiltWorker = { fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> };
const builtEntry = Object.values(
  import.meta.glob("../../build/server/index.js", { eager: true, import: "default" }),
)[0] as BuiltWorker;
const builtCode = import.meta.glob<string>("../../build/server/**/*.js", {
  eager: true,
  query: "?raw",
  import: "default",
});

const contentTables = [
  "users",
  "sessions",
  "site_settings",
  "pages",
  "menu_items",
  "projects",
  "homepage_sliders",
  "equipment",
  "media_library",
  "app_meta",
];

async function storedRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of contentTables) {
    // The migrations start the content version (app_meta's one row before any seed); a seed marker would be another.
    const where = table === "app_meta" ? " WHERE key <> 'content_version'" : "";
    counts[table] = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}${where}`).first<{ n: number }>())!.n;
  }
  counts.files = (await env.FILES.list()).objects.length;
  return counts;
}

const nothingStored = { ...Object.fromEntries(contentTables.map((t) => [t, 0])), files: 0 };

const variableSets: Array<Record<string, string>> = [
  {},
  { DEMO_SEED: "true" },
  {
    DEMO_SEED: "1",
    SEED: "true",
    SEED_DEMO: "true",
    DEMO: "true",
    NODE_ENV: "development",
    ENVIRONMENT: "development",
    MODE: "development",
  },
];
const paths = [
  "/",
  "/tr/",
  "/en/projects",
  "/tr/kurumsal/hakkimizda",
  "/admin/login",
  "/admin/dashboard",
  "/sitemap.xml",
];

describe("the production build", () => {
  it("starts from an empty database here", async () => {
    expect(await storedRows()).toEqual(nothingStored);
  });

  it("leaves an empty database empty, whatever variables it runs with", async () => {
    for (const variables of variableSets) {
      for (const path of paths) {
        const response = await builtEntry.fetch(
          new Request(new URL(path, origin)),
          { ...env, ...variables },
          createExecutionContext(),
        );
        await response.arrayBuffer();
      }
    }
    expect(await storedRows()).toEqual(nothingStored);
  });

  it("refuses the demo accounts' sign-in: they do not exist", async () => {
    for (const account of demoAccounts) {
      const response = await postForm("/admin/login", { email: account.email, password: account.password });
      expect(response.headers.getSetCookie().some((c) => c.startsWith("sid="))).toBe(false);
    }
    const home = await appFetch("/tr/");
    expect(await home.text()).not.toContain("Örnek İnşaat");
  });

  it("carries neither the seed nor a demo account in its code", () => {
    const files = Object.entries(builtCode);
    expect(files.length).toBeGreaterThan(0);
    for (const [file, code] of files) {
      for (const account of demoAccounts) {
        expect(code.includes(account.email), `${file} names ${account.email}`).toBe(false);
        expect(code.includes(account.password), `${file} holds a demo password`).toBe(false);
      }
      expect(code.includes("demo_seed"), `${file} holds the seed's marker`).toBe(false);
    }
  });
});
