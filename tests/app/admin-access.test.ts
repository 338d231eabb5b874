import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";

import { sessionCookieName } from "~/lib/cookie-names";

import {
  adminPaths,
  adminRouteTemplates,
  fillTemplate,
  fixtureIds,
  secretTitle,
  seedAdminFixtures,
  storeSnapshot,
} from "./admin-fixtures";
import { adminCookie, admin, appFetch, member, origin, postForm, provisionAccounts } from "./app-support";

// The admin's doors, tried without a key: every loader and action under /admin refuses a
// request without an admin session (a redirect to the login page, never data), a member cannot
// sign in, and writes from another site are refused.

const { menu: menuId, slider: slideId } = fixtureIds;

/**
 * Posts whose fields would change something if they were accepted, by route template (each one
 * must be a route of app/routes.ts: the test below fails when one is renamed or removed).
 */
const richPosts: Array<[string, Record<string, string>]> = [
  ["/admin/pages/new", { slug: "yeni", categoryId: "kurumsal", "translations.tr.title": "x" }],
  ["/admin/pages/:id", { slug: "degisti", categoryId: "kurumsal" }],
  ["/admin/projects/new", { category: "altyapi", "translations.tr.title": "x" }],
  ["/admin/projects/:id", { category: "enerji" }],
  ["/admin/menu", { intent: "reorder", order: JSON.stringify([{ id: menuId, parentId: null, orderIndex: 5 }]) }],
  ["/admin/menu", { intent: "move", id: menuId, direction: "up" }],
  ["/admin/menu/new", { path: "/x", slug: "x" }],
  ["/admin/menu/:id", { path: "/degisti", slug: "x" }],
  ["/admin/slider", { intent: "reorder", order: JSON.stringify([slideId]) }],
  ["/admin/site-settings/:section", { "contact.phone": "+90 555 000 00 00", version: "1" }],
  ["/admin/messages/:id", { state: "archived" }],
  ["/admin/messages/settings", { notifyEmail: "ele@gecirildi.example", retentionMonths: "1", version: "1" }],
  [
    "/admin/password",
    { currentPassword: admin.password, newPassword: "Ele-Gecirildi-2026", confirmPassword: "Ele-Gecirildi-2026" },
  ],
];

/** Every admin route (from the route config) with a generic body, and the rich posts above. */
async function adminPosts(): Promise<Array<[string, Record<string, string>]>> {
  const generic = {
    role: "admin",
    "translations.tr.title": secretTitle,
    "translations.tr.name": secretTitle,
    orderIndex: "1",
    intent: "move",
    direction: "up",
  };
  const rich = await Promise.all(
    richPosts.map(async ([template, fields]): Promise<[string, Record<string, string>]> => [
      await fillTemplate(template),
      fields,
    ]),
  );
  return [...(await adminPaths()).map((path): [string, Record<string, string>] => [path, generic]), ...rich];
}

describe("the admin without an admin session", () => {
  beforeEach(async () => {
    await provisionAccounts();
    await seedAdminFixtures();
  });

  it("reads the admin's routes from the route config, every section included", () => {
    const sections = new Set(adminRouteTemplates().map((t) => t.split("/")[2]));
    for (const section of [
      "dashboard",
      "pages",
      "projects",
      "menu",
      "slider",
      "machine-park",
      "media",
      "site-settings",
      "users",
      "messages",
    ])
      expect(sections).toContain(section);
    for (const [template] of richPosts) expect(adminRouteTemplates()).toContain(template);
  });

  it("sends every admin page to the login page and shows no data", async () => {
    for (const path of [...(await adminPaths()), "/admin/olmayan-sayfa"]) {
      const response = await appFetch(path);
      const body = await response.text();
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toMatch(/^\/admin\/login/);
      expect(body, path).not.toContain(secretTitle);
    }
  });

  it("answers data requests (client navigation) with a redirect, never the data", async () => {
    for (const path of (await adminPaths()).filter((p) => p !== "/admin")) {
      const response = await appFetch(`${path}.data`);
      const body = await response.text();
      expect(response.status, path).not.toBe(200);
      expect(body, path).not.toContain(secretTitle);
      expect(body, path).toContain("/admin/login");
    }
  });

  it("refuses every admin action and changes nothing", async () => {
    const before = await storeSnapshot();
    for (const [path, fields] of await adminPosts()) {
      const response = await postForm(path, fields);
      // A form's post goes on to the sign-in page with its body (307), to come back as typed.
      expect([302, 307], path).toContain(response.status);
      expect(response.headers.get("Location"), path).toMatch(/^\/admin\/login/);
    }
    expect(await storeSnapshot()).toEqual(before);
  });

  it("refuses a forged session cookie", async () => {
    const response = await appFetch("/admin/pages", { cookie: `${sessionCookieName}=forged` });
    expect(response.status).toBe(302);
  });

  it("refuses a member's session on every page and action (a demoted admin's stale cookie)", async () => {
    const token = "uye-oturumu-test-jetonu";
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
    const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    const memberRow = await env.DB.prepare("SELECT id FROM users WHERE email = ?1")
      .bind(member.email)
      .first<{ id: string }>();
    await env.DB.prepare("INSERT OR REPLACE INTO sessions (id, user_id, expires_at) VALUES (?1, ?2, ?3)")
      .bind(hash, memberRow!.id, new Date(Date.now() + 3_600_000).toISOString())
      .run();
    const cookie = `${sessionCookieName}=${token}`;
    const before = await storeSnapshot();
    for (const path of await adminPaths()) {
      const response = await appFetch(path, { cookie });
      expect(response.status, path).toBe(302);
      expect(await response.text(), path).not.toContain(secretTitle);
    }
    for (const [path, fields] of await adminPosts()) {
      const response = await appFetch(path, {
        method: "POST",
        cookie,
        body: new URLSearchParams(fields),
        headers: { Origin: origin },
      });
      expect([302, 307], path).toContain(response.status);
      expect(response.headers.get("Location"), path).toMatch(/^\/admin\/login/);
    }
    expect(await storeSnapshot()).toEqual(before);
  });
});

describe("signing in", () => {
  beforeEach(provisionAccounts);

  it("gives an admin a session cookie and the dashboard", async () => {
    const cookie = await adminCookie();
    await seedAdminFixtures();
    const response = await appFetch("/admin/dashboard", { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Kontrol Paneli");
    // The cards count what is stored now.
    const counts = await env.DB.prepare(
      "SELECT (SELECT COUNT(*) FROM projects WHERE status = 'draft') AS drafts, (SELECT COUNT(*) FROM media_library) AS files, (SELECT COUNT(*) FROM users WHERE role = 'admin') AS admins",
    ).first<{ drafts: number; files: number; admins: number }>();
    expect(counts!.drafts).toBeGreaterThan(0);
    expect(html).toContain(`${counts!.drafts} taslak`);
    expect(html).toContain(`${counts!.files} dosya`);
    expect(html).toContain(`${counts!.admins} yönetici`);
  });

  it("keeps every admin, sign-in and sign-out answer out of shared and back/forward caches", async () => {
    const cookie = await adminCookie();
    await seedAdminFixtures();
    const answers: Array<[string, Response]> = [];
    for (const path of [...(await adminPaths()), "/admin/olmayan-sayfa", "/admin/login", "/admin/logout"]) {
      answers.push(
        [path, await appFetch(path, { cookie })],
        [`${path}.data`, await appFetch(`${path}.data`, { cookie })],
        [`${path} (signed out)`, await appFetch(path)],
      );
    }
    answers.push(["POST /admin/login", await postForm("/admin/login", { email: "x@example.com", password: "yanlis" })]);
    const open = answers
      .filter(([, r]) => r.headers.get("Cache-Control") !== "private, no-store")
      .map(([path, r]) => `${path}: ${r.status} ${r.headers.get("Cache-Control")}`);
    expect(open).toEqual([]);
    expect(answers.some(([, r]) => r.status === 200)).toBe(true);
  });

  it("never lets a member in: the spec's message, no session", async () => {
    const response = await postForm("/admin/login", member);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Bu hesaba yönetici yetkisi verilmemiş");
    expect(
      response.headers.getSetCookie().some((c) => c.startsWith(`${sessionCookieName}=`) && !/Max-Age=0/.test(c)),
    ).toBe(false);
  });

  it("says the same for a wrong password and an unknown e-mail", async () => {
    const wrong = await (await postForm("/admin/login", { email: admin.email, password: "yanlis" })).text();
    const unknown = await (await postForm("/admin/login", { email: "kimse@example.com", password: "yanlis" })).text();
    const message = "E-posta veya şifre hatalı. Lütfen bilgilerinizi kontrol edip tekrar deneyin.";
    expect(wrong).toContain(message);
    expect(unknown).toContain(message);
  });

  it("throttles repeated failures with a clear message", async () => {
    for (let i = 0; i < 10; i++) await postForm("/admin/login", { email: admin.email, password: `yanlis-${i}` });
    const response = await postForm("/admin/login", admin);
    expect(response.status).toBe(429);
    expect(await response.text()).toContain("Çok fazla başarısız giriş denemesi");
  });

  it("only redirects inside the admin after signing in", async () => {
    const response = await postForm("/admin/login?redirectTo=https%3A%2F%2Fevil.example%2F", admin);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
    // A path that leaves the admin once resolved, as a browser resolves it.
    const outside = await postForm(`/admin/login?redirectTo=${encodeURIComponent("/admin/../tr/")}`, admin);
    expect(outside.headers.get("Location")).toBe("/admin/dashboard");
    // Control characters (a header injection attempt) never reach the Location header: no 500
    // after the session was made.
    for (const odd of ["/admin/\r\nX-Injected:1", "/admin/a\u0000b"]) {
      const signedIn = await postForm(`/admin/login?redirectTo=${encodeURIComponent(odd)}`, admin);
      expect(signedIn.status, JSON.stringify(odd)).toBe(302);
      const location = signedIn.headers.get("Location")!;
      expect(location).toMatch(/^\/admin\/\S*$/);
      expect(location.includes("\0")).toBe(false);
      expect(signedIn.headers.get("X-Injected")).toBeNull();
    }
  });

  it("sends a signed-out visitor back to the same list page and search after signing in", async () => {
    const asked = await appFetch("/admin/pages?q=altyap%C4%B1&page=2");
    expect(asked.status).toBe(302);
    const login = asked.headers.get("Location")!;
    expect(login).toBe(`/admin/login?redirectTo=${encodeURIComponent("/admin/pages?q=altyap%C4%B1&page=2")}`);
    const signedIn = await postForm(login, admin);
    expect(signedIn.headers.get("Location")).toBe("/admin/pages?q=altyap%C4%B1&page=2");
  });

  it("signs out with a POST only", async () => {
    const cookie = await adminCookie();
    expect((await appFetch("/admin/logout", { cookie })).headers.get("Location")).toBe("/admin/dashboard");
    const response = await appFetch("/admin/logout", { method: "POST", cookie, headers: { Origin: origin } });
    expect(response.headers.get("Location")).toBe("/admin/login");
    expect((await appFetch("/admin/dashboard", { cookie })).status).toBe(302);
  });

  it("signs out everywhere: both sessions end, the sign-in page greets with the toast", async () => {
    const [here, elsewhere] = [await adminCookie(), await adminCookie()];
    const response = await appFetch("/admin/logout?everywhere", {
      method: "POST",
      cookie: here,
      headers: { Origin: origin },
    });
    expect(response.headers.get("Location")).toBe("/admin/login");
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith(`${sessionCookieName}=;`))).toBe(true);
    for (const cookie of [here, elsewhere]) expect((await appFetch("/admin/dashboard", { cookie })).status).toBe(302);
    const flash = cookies.find((c) => c.startsWith("admin_flash="))!.split(";")[0]!;
    expect(await (await appFetch("/admin/login", { cookie: flash })).text()).toContain(
      "Tüm cihazlardaki oturumlarınız kapatıldı.",
    );
    // Without a session it is a plain sign-out: back to the sign-in page, no toast.
    const anonymous = await appFetch("/admin/logout?everywhere", { method: "POST", headers: { Origin: origin } });
    expect(anonymous.headers.get("Location")).toBe("/admin/login");
    expect(anonymous.headers.getSetCookie().some((c) => c.startsWith("admin_flash="))).toBe(false);
  });
});

describe("writes from another site", () => {
  beforeEach(async () => {
    await provisionAccounts();
    await seedAdminFixtures();
  });

  it("are refused even with a valid admin session", async () => {
    const cookie = await adminCookie();
    const before = await storeSnapshot();
    for (const [path, fields] of await adminPosts()) {
      const crossOrigin = await appFetch(path, {
        method: "POST",
        cookie,
        body: new URLSearchParams(fields),
        headers: { Origin: "https://evil.example" },
      });
      expect([400, 403], `${path} (Origin)`).toContain(crossOrigin.status);
      const crossSite = await appFetch(path, {
        method: "POST",
        cookie,
        body: new URLSearchParams(fields),
        headers: { "Sec-Fetch-Site": "cross-site" },
      });
      expect([400, 403], `${path} (Sec-Fetch-Site)`).toContain(crossSite.status);
    }
    expect(await storeSnapshot()).toEqual(before);
  });

  it("include a cross-site sign-in attempt", async () => {
    const response = await appFetch("/admin/login", {
      method: "POST",
      body: new URLSearchParams(admin),
      headers: { Origin: "https://evil.example" },
    });
    expect([400, 403]).toContain(response.status);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${sessionCookieName}=`))).toBe(false);
  });
});
