import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { languages } from "../fixtures/languages";
import { adminActionPaths, adminRouteTemplates, fillTemplate, fixtureIds, seedAdminFixtures } from "./admin-fixtures";
import { adminCookie, appFetch, origin, provisionAccounts } from "./app-support";

// Whatever arrives at an admin action (missing fields, wrong types, repeated keys, oversized
// values, unknown ids, bodies that are not forms at all), the answer is never a 5xx, and the
// store is not left half-written.

const { pages: pageId, projects: projectId, menu: menuId } = fixtureIds;

/** Login, logout, and every admin route from the route config: with a real record and a missing one. */
async function actions(): Promise<string[]> {
  const templates = adminRouteTemplates();
  const missing = await Promise.all(
    templates.filter((t) => t.includes(":")).map((t) => fillTemplate(t, "olmayan-kimlik")),
  );
  return [...(await adminActionPaths()), ...missing];
}

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
  "role",
  "files",
  "image",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "buttonLink",
  "modelName",
  "isVisible",
  "companyName",
  "contact.phone",
  "contact.email",
  "socialMedia[0].url",
  "client_logos[0].imageUrl",
  "state",
  "notifyEmail",
  "retentionMonths",
  ...languages.flatMap((l) => [
    `translations.${l}.title`,
    `translations.${l}.content`,
    `translations.${l}.slug`,
    `translations.${l}.label`,
    `translations.${l}.description`,
  ]),
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
  const orderOfStrangers = new URLSearchParams({
    intent: "reorder",
    order: JSON.stringify([{ id: "olmayan", parentId: "baska", orderIndex: -5 }, { nope: true }]),
  });
  const cyclicOrder = new URLSearchParams({
    intent: "reorder",
    order: JSON.stringify([{ id: menuId, parentId: menuId, orderIndex: 0 }]),
  });
  const moveUnknown = new URLSearchParams({ intent: "move", id: "olmayan", direction: "up" });
  const multipartWithFakeImage = new FormData();
  multipartWithFakeImage.set("category", "altyapi");
  multipartWithFakeImage.set("image", new File(["<svg onload=alert(1)>"], "resim.png", { type: "image/png" }));
  for (const lang of languages) multipartWithFakeImage.set(`translations.${lang}.title`, "Başlık");
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
  [
    "broken percent-encoding",
    { body: "slug=%E0%A4%A&title=%", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
  ],
  [
    "binary",
    { body: new Uint8Array([0, 255, 1, 254, 2, 253]), headers: { "Content-Type": "application/octet-stream" } },
  ],
  [
    "declared too large",
    {
      body: "slug=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(50 * 1024 * 1024) },
    },
  ],
];

describe("malformed posts to the admin's actions", () => {
  let cookie: string;

  beforeAll(async () => {
    await provisionAccounts();
    await seedAdminFixtures();
    cookie = await adminCookie();
  });

  it("never answer with a server error", async () => {
    const failures: string[] = [];
    for (const path of await actions()) {
      if (path === "/admin/logout") continue; // signs the test out; covered below
      for (const [name, body] of malformedForms()) {
        const response = await appFetch(path, { method: "POST", body, cookie, headers: { Origin: origin } });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${path} ${name}: ${response.status}`);
      }
      for (const [name, init] of rawBodies) {
        const response = await appFetch(path, {
          method: "POST",
          ...init,
          cookie,
          headers: { ...init.headers, Origin: origin },
        });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${path} ${name}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it("answer invalid saves with 400 and the form's messages", async () => {
    const response = await appFetch("/admin/pages/new", {
      method: "POST",
      body: new URLSearchParams({ slug: "!!!", "translations.tr.title": huge }),
      cookie,
      headers: { Origin: origin },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Kategori seçimi zorunludur.");
    expect(html).toContain("Başlık zorunludur.");
    expect(html).toContain("Bu metinden URL oluşturulamadı: en az bir harf veya rakam yazın.");
  });

  it("answer an unreadable body with 400 and a clear message", async () => {
    const response = await appFetch("/admin/pages/new", {
      method: "POST",
      body: "x",
      cookie,
      headers: { Origin: origin, "Content-Type": "multipart/form-data" },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Form okunamadı");
  });

  it("leave the store whole: no half-saved records", async () => {
    const orphans = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM pages p WHERE NOT EXISTS (SELECT 1 FROM page_translations t WHERE t.page_id = p.id) AND p.id <> ?1) +
              (SELECT COUNT(*) FROM projects p WHERE NOT EXISTS (SELECT 1 FROM project_translations t WHERE t.project_id = p.id) AND p.id <> ?2) +
              (SELECT COUNT(*) FROM menu_items m WHERE NOT EXISTS (SELECT 1 FROM menu_item_translations t WHERE t.item_id = m.id) AND m.id <> ?3) +
              (SELECT COUNT(*) FROM homepage_sliders e WHERE NOT EXISTS (SELECT 1 FROM slider_translations t WHERE t.slider_id = e.id)) +
              (SELECT COUNT(*) FROM equipment e WHERE NOT EXISTS (SELECT 1 FROM equipment_translations t WHERE t.equipment_id = e.id)) AS n`,
    )
      .bind(pageId, projectId, menuId)
      .first<{ n: number }>();
    expect(orphans?.n).toBe(0);
  });

  it("sign out on a malformed logout post without an error", async () => {
    for (const [, init] of rawBodies) {
      const response = await appFetch("/admin/logout", {
        method: "POST",
        ...init,
        cookie,
        headers: { ...init.headers, Origin: origin },
      });
      expect(response.status).toBeLessThan(500);
    }
  });
});
