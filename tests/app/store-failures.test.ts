import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { projectMessages } from "~/features/admin/texts/projects";
import { uiStrings } from "~/i18n/ui";

import { adminCookie, appFetch, origin, pastTheBound, provisionAccounts } from "./app-support";

// The store failing for real: a table of this file's D1 is renamed away (and put back after
// each test), and the built Worker is asked for pages. Data a page needs → 503 with
// Retry-After, the localized "temporarily unavailable" page and the request's id, never the
// error; the spec's fallbacks (docs/product.md §7, §4.1, §8) where it names them.

const company = "Sağlam Yapı Test A.Ş.";
const menuLabel = "Menüdeki Kurumsal";
const slideTitle = "Depolanmış Slayt Başlığı";
const projectId = "failure-project";

const hidden: string[] = [];

/** Makes the table unreadable as a missing table, as a failed migration or an outage would. */
async function hideTable(table: string): Promise<void> {
  // The content version goes with it: a store that fails cannot say its version either, so the
  // page cache steps aside and these tests see the render's own answer (tests/app/page-cache.test.ts
  // covers the cache when the store fails).
  for (const name of hidden.includes("app_meta") ? [table] : ["app_meta", table]) {
    await env.DB.prepare(`ALTER TABLE ${name} RENAME TO ${name}_hidden`).run();
    hidden.push(name);
  }
}

afterEach(async () => {
  for (const table of hidden.splice(0)) await env.DB.prepare(`ALTER TABLE ${table}_hidden RENAME TO ${table}`).run();
});

beforeAll(async () => {
  await provisionAccounts();
  await env.DB.batch([
    env.DB.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('companyName', ?1)").bind(
      JSON.stringify(company),
    ),
    env.DB.prepare(
      "INSERT OR REPLACE INTO menu_items (id, path, slug, order_index, is_active) VALUES ('failure-menu', '/kurumsal', 'kurumsal', 0, 1)",
    ),
    env.DB.prepare(
      "INSERT OR REPLACE INTO menu_item_translations (item_id, lang_code, label) VALUES ('failure-menu', 'tr', ?1)",
    ).bind(menuLabel),
    env.DB.prepare(
      "INSERT OR REPLACE INTO homepage_sliders (id, button_link, order_index, is_active) VALUES ('failure-slide', '/projeler', 0, 1)",
    ),
    env.DB.prepare(
      "INSERT OR REPLACE INTO slider_translations (slider_id, lang_code, title) VALUES ('failure-slide', 'tr', ?1)",
    ).bind(slideTitle),
    env.DB.prepare(
      "INSERT OR REPLACE INTO projects (id, slug, category, status) VALUES (?1, 'saglam-proje', 'altyapi', 'published')",
    ).bind(projectId),
    env.DB.prepare(
      "INSERT OR REPLACE INTO project_translations (project_id, lang_code, title) VALUES (?1, 'tr', 'Sağlam Proje')",
    ).bind(projectId),
  ]);
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The page is the honest 503: retry later, in its language, with the id to quote and no error. */
async function expectUnavailable(response: Response, lang: keyof typeof uiStrings, path: string): Promise<string> {
  const body = await response.text();
  expect(response.status, path).toBe(503);
  expect(response.headers.get("Retry-After"), path).toBe("120");
  const requestId = response.headers.get("X-Request-Id") ?? "";
  expect(requestId, path).toMatch(uuid);
  expect(body, path).toContain(uiStrings[lang].unavailable.title);
  expect(body, path).toContain(uiStrings[lang].unavailable.reference.replace("{{id}}", requestId));
  expect(body, path).toContain(`<html lang="${lang}"`);
  expect(body, path).not.toMatch(/no such table|D1_ERROR|SQLITE|at \S+ \(/i);
  return body;
}

describe("a public page whose data cannot be read", () => {
  it("answers 503 in its language, standalone when the site's frame cannot be read either", async () => {
    await hideTable("pages");
    const paths: Array<[keyof typeof uiStrings, string]> = [
      ["tr", "/tr/"],
      ["en", "/en/"],
      ["ru", "/ru/"],
      ["uz", "/uz/"],
      ["tr", "/tr/projeler"],
      ["en", "/en/corporate/about"],
      ["tr", "/tr/makine-parki"],
    ];
    for (const [lang, path] of paths) {
      const body = await expectUnavailable(await appFetch(path), lang, path);
      expect(body, path).not.toContain(menuLabel);
    }
  });

  it("answers 503 inside the site's frame when only the page's own data fails", async () => {
    await hideTable("projects");
    for (const path of ["/tr/", "/tr/projeler", "/tr/projeler/saglam-proje"]) {
      const body = await expectUnavailable(await appFetch(path), "tr", path);
      expect(body, path).toContain(menuLabel);
    }
  });

  it("answers the sitemap with 503, not an error or an empty list", async () => {
    await hideTable("projects");
    const response = await appFetch("/sitemap.xml");
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("120");
    expect(await response.text()).not.toMatch(/no such table/i);
  });

  it("gives each request its own reference", async () => {
    await hideTable("projects");
    const first = await appFetch("/tr/projeler");
    const second = await appFetch("/tr/projeler");
    expect(first.headers.get("X-Request-Id")).not.toBe(second.headers.get("X-Request-Id"));
  });

  it("stays a 404 when the page really does not exist", async () => {
    expect((await appFetch("/tr/projeler/olmayan-proje")).status).toBe(404);
    await hideTable("projects");
    expect((await appFetch("/tr/bilinmeyen/yol")).status).toBe(404);
  });
});

describe("the spec's fallbacks", () => {
  it("settings that cannot be read: the built-in defaults, the pages still render", async () => {
    expect(await (await appFetch("/tr/")).text()).toContain(company);
    await hideTable("site_settings");
    for (const path of ["/tr/", "/en/", "/tr/projeler", "/tr/contact"]) {
      // Past the kept version's bound: the isolate asks the store again, which cannot answer.
      const response = await pastTheBound(() => appFetch(path));
      const body = await response.text();
      expect(response.status, path).toBe(200);
      expect(body, path).not.toContain(company);
      expect(body, path).toContain(menuLabel);
    }
  });

  it("slides that cannot be read: the home page with the built-in hero", async () => {
    expect(await (await appFetch("/tr/")).text()).toContain(slideTitle);
    await hideTable("homepage_sliders");
    const response = await pastTheBound(() => appFetch("/tr/"));
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain(uiStrings.tr.home.heroTitle);
    expect(body).not.toContain(slideTitle);
    expect(body).toContain(company);
  });

  it("a session check that fails: signed out on public pages, 503 in the admin (not let in, not sent to sign in)", async () => {
    const cookie = await adminCookie();
    expect((await appFetch("/admin/dashboard", { cookie })).status).toBe(200);
    await hideTable("sessions");

    const home = await appFetch("/tr/", { cookie });
    expect(home.status).toBe(200);

    for (const path of ["/admin/dashboard", "/admin/projects", "/admin/dashboard.data"]) {
      const response = await appFetch(path, { cookie });
      const body = await response.text();
      expect(response.status, path).toBe(503);
      expect(response.headers.get("Location"), path).toBeNull();
      expect(response.headers.get("Retry-After"), path).toBe("120");
      expect(body, path).not.toContain("Ayşe");
      expect(body, path).not.toMatch(/no such table/i);
    }
    const login = await appFetch("/admin/login", { cookie });
    expect(login.status).toBe(200);
  });
});

describe("admin screens whose data cannot be read", () => {
  it("a list still renders, empty, with its load-failed message", async () => {
    const cookie = await adminCookie();
    await hideTable("projects");
    const response = await appFetch("/admin/projects", { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(projectMessages.listFailed("").trim().replace(/:$/, ""));
  });

  it("a record answers 503 with its load-failed message, not 404", async () => {
    const cookie = await adminCookie();
    await hideTable("projects");
    const response = await appFetch(`/admin/projects/${projectId}`, { cookie });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain(projectMessages.detailsFailed("").trim().replace(/:$/, ""));
  });
});

describe("a configuration error", () => {
  type BuiltWorker = { fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> };
  const builtEntry = Object.values(
    import.meta.glob("../../build/server/index.js", { eager: true, import: "default" }),
  )[0] as BuiltWorker;

  it("answers 503 with a generic text and a reference, never the reason", async () => {
    const response = await builtEntry.fetch(
      new Request(new URL("/tr/", origin)),
      { ...env, COOKIE_SECRET: "" },
      createExecutionContext(),
    );
    const body = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("120");
    const requestId = response.headers.get("X-Request-Id") ?? "";
    expect(requestId).toMatch(uuid);
    expect(body).toContain(requestId);
    expect(body).not.toMatch(/COOKIE_SECRET|environment variable|Configuration/i);
  });

  it("names a missing Supabase variable in the log when BACKEND=supabase, and starts once they are set", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const missing = await builtEntry.fetch(
        new Request(new URL("/tr/", origin)),
        { ...env, BACKEND: "supabase", SUPABASE_URL: "https://x.supabase.co" },
        createExecutionContext(),
      );
      expect(missing.status).toBe(503);
      expect(await missing.text()).not.toMatch(/SUPABASE/);
      expect(logged.mock.calls.flat().map(String).join("\n")).toMatch(
        /Missing environment variable SUPABASE_ANON_KEY.*Missing environment variable SUPABASE_SECRET_KEY/s,
      );
    } finally {
      logged.mockRestore();
    }
    // Configured, it serves (the project, here unreachable, is not needed for robots.txt; the
    // page cache's version read fails and is logged, and the page is rendered uncached).
    const configured = {
      ...env,
      BACKEND: "supabase",
      SUPABASE_URL: "http://127.0.0.1:9",
      SUPABASE_ANON_KEY: "anon",
      SUPABASE_SECRET_KEY: "sb_secret_x",
    };
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const robots = await builtEntry
      .fetch(new Request(new URL("/robots.txt", origin)), configured, createExecutionContext())
      .finally(() => quiet.mockRestore());
    expect(robots.status).toBe(200);
  });
});
