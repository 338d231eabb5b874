import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { adminCookie, appFetch, origin, provisionAccounts } from "./app-support";

// Whatever arrives at an admin action (missing fields, wrong types, repeated keys, oversized
// values, unknown ids, bodies that are not forms at all), the answer is never a 5xx, and the
// store is not left half-written.

const pageId = "page-malformed-test";
const projectId = "project-malformed-test";
const menuId = "menu-malformed-test";

const actions = [
  "/admin/login",
  "/admin/logout",
  "/admin/pages/new",
  `/admin/pages/${pageId}`,
  `/admin/pages/${pageId}/delete`,
  "/admin/pages/olmayan-kimlik",
  "/admin/pages/olmayan-kimlik/delete",
  "/admin/projects/new",
  `/admin/projects/${projectId}`,
  `/admin/projects/${projectId}/delete`,
  "/admin/projects/olmayan-kimlik",
  "/admin/projects/olmayan-kimlik/delete",
  "/admin/menu",
  "/admin/menu/new",
  `/admin/menu/${menuId}`,
  `/admin/menu/${menuId}/delete`,
  "/admin/menu/olmayan-kimlik",
  "/admin/menu/olmayan-kimlik/delete",
];

const huge = "x".repeat(300_000);
const fields = [
  "email",
  "password",
  "slug",
  "categoryId",
  "category",
  "isPublished",
  "isActive",
  "status",
  "progress",
  "orderIndex",
  "path",
  "parentId",
  "intent",
  "id",
  "direction",
  "order",
  "removeImage",
  ...["tr", "en", "ru", "uz"].flatMap((l) => [`translations.${l}.title`, `translations.${l}.content`, `translations.${l}.slug`, `translations.${l}.label`, `translations.${l}.description`]),
];

/** Form bodies that are well-formed HTTP but wrong in every other way. */
function malformedForms(): Array<[string, URLSearchParams | FormData]> {
  const wrongTypes = new URLSearchParams({
    orderIndex: "üç",
    isPublished: "belki",
    isActive: "2",
    status: "gizli",
    progress: "yarım",
    categoryId: "' OR 1=1 --",
    parentId: menuId,
    intent: "reorder",
    order: "{not json",
    direction: "sideways",
    id: "olmayan",
    email: "not-an-email",
  });
  const repeated = new URLSearchParams();
  for (const f of fields) {
    repeated.append(f, "a");
    repeated.append(f, "b");
  }
  const oversized = new URLSearchParams(Object.fromEntries(fields.map((f) => [f, huge])));
  const unknownIntent = new URLSearchParams({ intent: "drop-table", id: menuId });
  const orderOfStrangers = new URLSearchParams({ intent: "reorder", order: JSON.stringify([{ id: "olmayan", parentId: "baska", orderIndex: -5 }, { nope: true }]) });
  const cyclicOrder = new URLSearchParams({ intent: "reorder", order: JSON.stringify([{ id: menuId, parentId: menuId, orderIndex: 0 }]) });
  const moveUnknown = new URLSearchParams({ intent: "move", id: "olmayan", direction: "up" });
  const multipartWithFakeImage = new FormData();
  multipartWithFakeImage.set("category", "altyapi");
  multipartWithFakeImage.set("image", new File(["<svg onload=alert(1)>"], "resim.png", { type: "image/png" }));
  for (const lang of ["tr", "en", "ru", "uz"]) multipartWithFakeImage.set(`translations.${lang}.title`, "Başlık");
  return [
    ["empty", new URLSearchParams()],
    ["wrong types", wrongTypes],
    ["repeated keys", repeated],
    ["oversized values", oversized],
    ["unknown intent", unknownIntent],
    ["order of unknown ids", orderOfStrangers],
    ["cyclic order", cyclicOrder],
    ["move of unknown id", moveUnknown],
    ["fake image", multipartWithFakeImage],
  ];
}

/** Bodies that are not forms, or not what their headers say. */
const rawBodies: Array<[string, { body: BodyInit; headers: Record<string, string> }]> = [
  ["JSON", { body: JSON.stringify({ slug: "x" }), headers: { "Content-Type": "application/json" } }],
  ["multipart without boundary", { body: "--x\r\nbroken", headers: { "Content-Type": "multipart/form-data" } }],
  ["broken percent-encoding", { body: "slug=%E0%A4%A&title=%", headers: { "Content-Type": "application/x-www-form-urlencoded" } }],
  ["binary", { body: new Uint8Array([0, 255, 1, 254, 2, 253]), headers: { "Content-Type": "application/octet-stream" } }],
  ["declared too large", { body: "slug=x", headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(50 * 1024 * 1024) } }],
];

describe("malformed posts to the admin's actions", () => {
  let cookie: string;

  beforeAll(async () => {
    await provisionAccounts();
    await env.DB.batch([
      env.DB.prepare("INSERT OR REPLACE INTO pages (id, slug, category_id, is_published) VALUES (?1, 'bozuk-test', 'kurumsal', 1)").bind(pageId),
      env.DB.prepare("INSERT OR REPLACE INTO projects (id, slug, category, status) VALUES (?1, 'bozuk-test', 'altyapi', 'published')").bind(projectId),
      env.DB.prepare("INSERT OR REPLACE INTO menu_items (id, path, slug) VALUES (?1, '/bozuk', 'bozuk')").bind(menuId),
    ]);
    cookie = await adminCookie();
  });

  it("never answer with a server error", async () => {
    const failures: string[] = [];
    for (const path of actions) {
      if (path === "/admin/logout") continue; // signs the test out; covered below
      for (const [name, body] of malformedForms()) {
        const response = await appFetch(path, { method: "POST", body, cookie, headers: { Origin: origin } });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${path} ${name}: ${response.status}`);
      }
      for (const [name, init] of rawBodies) {
        const response = await appFetch(path, { method: "POST", ...init, cookie, headers: { ...init.headers, Origin: origin } });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${path} ${name}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answer invalid saves with 400 and the form's messages", async () => {
    const response = await appFetch("/admin/pages/new", { method: "POST", body: new URLSearchParams({ slug: "Büyük Harf!", "translations.tr.title": huge }), cookie, headers: { Origin: origin } });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Kategori seçimi zorunludur.");
    expect(html).toContain("Başlık zorunludur.");
    expect(html).toContain("Yalnızca küçük harf, rakam ve tire kullanılabilir.");
  });

  it("answer an unreadable body with 400 and a clear message", async () => {
    const response = await appFetch("/admin/pages/new", { method: "POST", body: "x", cookie, headers: { Origin: origin, "Content-Type": "multipart/form-data" } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Form okunamadı");
  });

  it("leave the store whole: no half-saved records", async () => {
    const orphans = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM pages p WHERE NOT EXISTS (SELECT 1 FROM page_translations t WHERE t.page_id = p.id) AND p.id <> ?1) +
              (SELECT COUNT(*) FROM projects p WHERE NOT EXISTS (SELECT 1 FROM project_translations t WHERE t.project_id = p.id) AND p.id <> ?2) +
              (SELECT COUNT(*) FROM menu_items m WHERE NOT EXISTS (SELECT 1 FROM menu_item_translations t WHERE t.item_id = m.id) AND m.id <> ?3) AS n`,
    )
      .bind(pageId, projectId, menuId)
      .first<{ n: number }>();
    expect(orphans?.n).toBe(0);
  });

  it("sign out on a malformed logout post without an error", async () => {
    for (const [, init] of rawBodies) {
      const response = await appFetch("/admin/logout", { method: "POST", ...init, cookie, headers: { ...init.headers, Origin: origin } });
      expect(response.status).toBeLessThan(500);
    }
  });
});
