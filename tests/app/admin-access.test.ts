import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { adminCookie, appFetch, member, origin, postForm, provisionAccounts } from "./app-support";

// The admin's doors, tried without a key: every loader and action under /admin refuses a
// request without an admin session (a redirect to the login page, never data), a member cannot
// sign in, and writes from another site are refused.

const pageId = "page-access-test";
const projectId = "project-access-test";
const menuId = "menu-access-test";
const secretTitle = "Gizli Taslak Başlığı";

async function seedRecords() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM pages WHERE id = ?1").bind(pageId),
    env.DB.prepare("DELETE FROM projects WHERE id = ?1").bind(projectId),
    env.DB.prepare("DELETE FROM menu_items WHERE id = ?1").bind(menuId),
    env.DB.prepare("INSERT INTO pages (id, slug, category_id, is_published) VALUES (?1, 'gizli-taslak', 'kurumsal', 0)").bind(pageId),
    env.DB.prepare("INSERT INTO page_translations (page_id, lang_code, title, slug) VALUES (?1, 'tr', ?2, 'gizli-taslak')").bind(pageId, secretTitle),
    env.DB.prepare("INSERT INTO projects (id, slug, category, status) VALUES (?1, 'gizli-proje', 'altyapi', 'draft')").bind(projectId),
    env.DB.prepare("INSERT INTO project_translations (project_id, lang_code, title) VALUES (?1, 'tr', ?2)").bind(projectId, secretTitle),
    env.DB.prepare("INSERT INTO menu_items (id, path, slug) VALUES (?1, '/gizli', 'gizli')").bind(menuId),
    env.DB.prepare("INSERT INTO menu_item_translations (item_id, lang_code, label) VALUES (?1, 'tr', ?2)").bind(menuId, secretTitle),
  ]);
}

const adminPages = [
  "/admin",
  "/admin/dashboard",
  "/admin/pages",
  "/admin/pages/new",
  `/admin/pages/${pageId}`,
  `/admin/pages/${pageId}/delete`,
  "/admin/projects",
  "/admin/projects/new",
  `/admin/projects/${projectId}`,
  `/admin/projects/${projectId}/delete`,
  "/admin/menu",
  "/admin/menu/new",
  `/admin/menu/${menuId}`,
  `/admin/menu/${menuId}/delete`,
  "/admin/olmayan-sayfa",
];

const adminActions: Array<[string, Record<string, string>]> = [
  ["/admin/pages/new", { slug: "yeni", categoryId: "kurumsal", "translations.tr.title": "x" }],
  [`/admin/pages/${pageId}`, { slug: "degisti", categoryId: "kurumsal" }],
  [`/admin/pages/${pageId}/delete`, {}],
  ["/admin/projects/new", { category: "altyapi", "translations.tr.title": "x" }],
  [`/admin/projects/${projectId}`, { category: "enerji" }],
  [`/admin/projects/${projectId}/delete`, {}],
  ["/admin/menu", { intent: "reorder", order: JSON.stringify([{ id: menuId, parentId: null, orderIndex: 5 }]) }],
  ["/admin/menu", { intent: "move", id: menuId, direction: "up" }],
  ["/admin/menu/new", { path: "/x", slug: "x" }],
  [`/admin/menu/${menuId}`, { path: "/degisti", slug: "x" }],
  [`/admin/menu/${menuId}/delete`, {}],
];

async function recordsUntouched() {
  const page = await env.DB.prepare("SELECT slug FROM pages WHERE id = ?1").bind(pageId).first<{ slug: string }>();
  const project = await env.DB.prepare("SELECT category FROM projects WHERE id = ?1").bind(projectId).first<{ category: string }>();
  const menu = await env.DB.prepare("SELECT path, order_index FROM menu_items WHERE id = ?1").bind(menuId).first<{ path: string; order_index: number }>();
  const counts = await env.DB.prepare("SELECT (SELECT COUNT(*) FROM pages) AS pages, (SELECT COUNT(*) FROM projects) AS projects, (SELECT COUNT(*) FROM menu_items) AS menu").first();
  return { page, project, menu, counts };
}

describe("the admin without an admin session", () => {
  beforeEach(async () => {
    await provisionAccounts();
    await seedRecords();
  });

  it("sends every admin page to the login page and shows no data", async () => {
    for (const path of adminPages) {
      const response = await appFetch(path);
      const body = await response.text();
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toMatch(/^\/admin\/login/);
      expect(body, path).not.toContain(secretTitle);
    }
  });

  it("answers data requests (client navigation) with a redirect, never the data", async () => {
    for (const path of adminPages.filter((p) => p !== "/admin")) {
      const response = await appFetch(`${path}.data`);
      const body = await response.text();
      expect(response.status, path).not.toBe(200);
      expect(body, path).not.toContain(secretTitle);
      expect(body, path).toContain("/admin/login");
    }
  });

  it("refuses every admin action and changes nothing", async () => {
    const before = await recordsUntouched();
    for (const [path, fields] of adminActions) {
      const response = await postForm(path, fields);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toMatch(/^\/admin\/login/);
    }
    expect(await recordsUntouched()).toEqual(before);
  });

  it("refuses a forged session cookie", async () => {
    const response = await appFetch("/admin/pages", { cookie: "sid=forged" });
    expect(response.status).toBe(302);
  });
});

describe("signing in", () => {
  beforeEach(provisionAccounts);

  it("gives an admin a session cookie and the dashboard", async () => {
    const cookie = await adminCookie();
    const response = await appFetch("/admin/dashboard", { cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Kontrol Paneli");
  });

  it("never lets a member in: the spec's message, no session", async () => {
    const response = await postForm("/admin/login", member);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Bu hesaba yönetici yetkisi verilmemiş");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("sid=") && !/Max-Age=0/.test(c))).toBe(false);
  });

  it("says the same for a wrong password and an unknown e-mail", async () => {
    const wrong = await (await postForm("/admin/login", { email: "yonetici@example.com", password: "yanlis" })).text();
    const unknown = await (await postForm("/admin/login", { email: "kimse@example.com", password: "yanlis" })).text();
    const message = "E-posta veya şifre hatalı. Lütfen bilgilerinizi kontrol edip tekrar deneyin.";
    expect(wrong).toContain(message);
    expect(unknown).toContain(message);
  });

  it("throttles repeated failures with a clear message", async () => {
    for (let i = 0; i < 10; i++) await postForm("/admin/login", { email: "yonetici@example.com", password: `yanlis-${i}` });
    const response = await postForm("/admin/login", { email: "yonetici@example.com", password: "dogru-sifre-123" });
    expect(response.status).toBe(429);
    expect(await response.text()).toContain("Çok fazla başarısız giriş denemesi");
  });

  it("only redirects inside the admin after signing in", async () => {
    const response = await postForm("/admin/login?redirectTo=https%3A%2F%2Fevil.example%2F", { email: "yonetici@example.com", password: "dogru-sifre-123" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
  });

  it("signs out with a POST only", async () => {
    const cookie = await adminCookie();
    expect((await appFetch("/admin/logout", { cookie })).headers.get("Location")).toBe("/admin/dashboard");
    const response = await appFetch("/admin/logout", { method: "POST", cookie, headers: { Origin: origin } });
    expect(response.headers.get("Location")).toBe("/admin/login");
    expect((await appFetch("/admin/dashboard", { cookie })).status).toBe(302);
  });
});

describe("writes from another site", () => {
  beforeEach(async () => {
    await provisionAccounts();
    await seedRecords();
  });

  it("are refused even with a valid admin session", async () => {
    const cookie = await adminCookie();
    const before = await recordsUntouched();
    for (const [path, fields] of adminActions) {
      const crossOrigin = await appFetch(path, { method: "POST", cookie, body: new URLSearchParams(fields), headers: { Origin: "https://evil.example" } });
      expect([400, 403], `${path} (Origin)`).toContain(crossOrigin.status);
      const crossSite = await appFetch(path, { method: "POST", cookie, body: new URLSearchParams(fields), headers: { "Sec-Fetch-Site": "cross-site" } });
      expect([400, 403], `${path} (Sec-Fetch-Site)`).toContain(crossSite.status);
    }
    expect(await recordsUntouched()).toEqual(before);
  });

  it("include a cross-site sign-in attempt", async () => {
    const response = await appFetch("/admin/login", { method: "POST", body: new URLSearchParams({ email: "yonetici@example.com", password: "dogru-sifre-123" }), headers: { Origin: "https://evil.example" } });
    expect([400, 403]).toContain(response.status);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("sid="))).toBe(false);
  });
});
