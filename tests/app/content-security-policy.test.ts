import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { pathFor, type PublicRoute } from "~/features/site/urls";
import { languages } from "~/i18n/languages";

import { adminPaths, seedAdminFixtures } from "./admin-fixtures";
import { adminCookie, appFetch, provisionAccounts } from "./app-support";

// Every HTML document carries a Content-Security-Policy with a nonce of its own, and every
// <script> in it carries that nonce: a script without it would not run in the browser (a broken
// page), and a policy without a nonce would let injected script run.

const publicRoutes: PublicRoute[] = [
  { kind: "home" },
  { kind: "section", type: "kurumsal" },
  { kind: "page", type: "kurumsal", slug: "csp-sayfa" },
  { kind: "media-placeholder", which: "news" },
  { kind: "projects" },
  { kind: "projects", progress: "completed" },
  { kind: "project", slug: "csp-proje" },
  { kind: "machine-park" },
  { kind: "contact" },
];

async function seedPublishedContent() {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR IGNORE INTO pages (id, slug, category_id, is_published) VALUES ('csp-page', 'csp-sayfa', 'kurumsal', 1)",
    ),
    env.DB.prepare(
      "INSERT OR IGNORE INTO projects (id, slug, category, status, progress) VALUES ('csp-project', 'csp-proje', 'altyapi', 'published', 'completed')",
    ),
    ...languages.flatMap((lang) => [
      env.DB.prepare(
        "INSERT OR IGNORE INTO page_translations (page_id, lang_code, title, content, slug) VALUES ('csp-page', ?1, 'CSP', '<p>Metin</p>', 'csp-sayfa')",
      ).bind(lang),
      env.DB.prepare(
        "INSERT OR IGNORE INTO project_translations (project_id, lang_code, title, content) VALUES ('csp-project', ?1, 'CSP', '<p>Metin</p>')",
      ).bind(lang),
    ]),
  ]);
}

/** The nonce of the document's policy, after checking the policy allows nothing else to run. */
function policyNonce(response: Response, path: string): string {
  const policy = response.headers.get("Content-Security-Policy");
  expect(policy, path).toBeTruthy();
  const directives = new Map(
    policy!
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
  const scriptSources = directives.get("script-src") ?? [];
  expect(scriptSources, path).toHaveLength(2);
  expect(scriptSources, path).toContain("'strict-dynamic'");
  expect(directives.get("object-src"), path).toEqual(["'none'"]);
  expect(directives.get("base-uri"), path).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors"), path).toEqual(["'none'"]);
  expect(directives.get("form-action"), path).toEqual(["'self'"]);
  expect(directives.get("default-src"), path).toEqual(["'self'"]);
  const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(scriptSources.find((s) => s.startsWith("'nonce-")) ?? "")?.[1];
  expect(nonce, `${path}: ${scriptSources.join(" ")}`).toBeDefined();
  return nonce!;
}

/** Fetches an HTML document and checks its policy and every <script> tag; returns the nonce. */
async function expectNoncedDocument(path: string, cookie?: string): Promise<string> {
  const response = await appFetch(path, { cookie });
  const html = await response.text();
  expect(response.headers.get("Content-Type"), path).toMatch(/^text\/html/);
  const nonce = policyNonce(response, path);
  const scriptTags = html.match(/<script\b[^>]*>/gi) ?? [];
  // The no-JS class script at least; the admin adds React Router's context and module script,
  // a public page inside the site's frame the site's own script (decision 027).
  expect(scriptTags.length, path).toBeGreaterThanOrEqual(path.startsWith("/admin") ? 3 : 1);
  for (const tag of scriptTags) expect(tag, path).toContain(` nonce="${nonce}"`);
  return nonce;
}

/** Admin routes that answer JSON to the admin's scripts (the editor's images, the menu's targets). */
const dataRoutes = ["/admin/media/picker", "/admin/menu/targets"];

describe("the Content-Security-Policy of HTML documents", () => {
  let cookie: string;
  beforeAll(async () => {
    await provisionAccounts();
    await seedAdminFixtures();
    await seedPublishedContent();
    cookie = await adminCookie();
  });

  it("is on every public page kind, in every language, with the nonce on every script", async () => {
    for (const lang of languages) {
      for (const route of publicRoutes) {
        const path = pathFor(lang, route);
        expect((await appFetch(path)).status, path).toBe(200);
        await expectNoncedDocument(path);
      }
    }
  });

  it("is on every admin page and dialog, signed in, and on the sign-in page", async () => {
    await expectNoncedDocument("/admin/login");
    let documents = 0;
    for (const path of await adminPaths()) {
      const response = await appFetch(path, { cookie });
      await response.arrayBuffer();
      if (response.status !== 200) continue; // the index redirects to the dashboard
      if (dataRoutes.includes(path)) continue; // below
      await expectNoncedDocument(path, cookie);
      documents++;
    }
    expect(documents).toBeGreaterThan(20);
    // Data for the admin's scripts, never a document: JSON, private.
    for (const path of dataRoutes) {
      const response = await appFetch(path, { cookie });
      await response.arrayBuffer();
      expect([response.status, response.headers.get("Content-Type")], path).toEqual([200, "application/json"]);
      expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
    }
  });

  it("is on not-found pages, public and admin", async () => {
    for (const path of ["/tr/olmayan-sayfa", "/en/projects/no-such-project", "/admin/olmayan-sayfa"]) {
      const response = await appFetch(path, { cookie });
      await response.arrayBuffer();
      expect(response.status, path).toBe(404);
      await expectNoncedDocument(path, cookie);
    }
  });

  it("is on the error page when the store fails", async () => {
    await env.DB.prepare("ALTER TABLE projects RENAME TO projects_away").run();
    try {
      // A URL no earlier test asked for: the page cache holds no copy of it to answer with.
      const response = await appFetch("/tr/projeler?fresh=1");
      await response.arrayBuffer();
      expect(response.status).toBeGreaterThanOrEqual(400);
      await expectNoncedDocument("/tr/projeler?fresh=2");
    } finally {
      await env.DB.prepare("ALTER TABLE projects_away RENAME TO projects").run();
    }
  });

  it("gives every response a nonce of its own", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(await expectNoncedDocument("/tr/"));
    nonces.add(await expectNoncedDocument("/admin/dashboard", cookie));
    expect(nonces.size).toBe(6);
  });

  it("leaves data, robots and sitemap responses without a document policy", async () => {
    for (const path of ["/tr/_.data", "/robots.txt", "/sitemap.xml"]) {
      const response = await appFetch(path);
      await response.arrayBuffer();
      expect(response.headers.get("Content-Security-Policy") ?? "", path).not.toContain("nonce-");
    }
  });
});
