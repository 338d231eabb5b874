import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { languages } from "../fixtures/languages";
import { appFetch, freshAdminCookie, postForm } from "./app-support";

// The menu screen marks the items the public footer shows too ("Altbilgide"), by the footer's own
// rules (app/features/site/frame.server.ts): the first four top-level items that are not home and
// have no children, and the first four under the corporate item. Adding an item that pushes
// another out of the footer shows on the screen (issue 35).

/** Replaces the menu: home, five plain items, a passive one first, and Kurumsal with five children. */
async function footerMenu() {
  const statements = [env.DB.prepare("DELETE FROM menu_items")];
  const item = (id: string, path: string, slug: string, orderIndex: number, parentId: string | null, active = 1) => [
    env.DB.prepare(
      "INSERT INTO menu_items (id, path, slug, order_index, parent_id, is_active) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    ).bind(id, path, slug, orderIndex, parentId, active),
    ...languages.map((lang) =>
      env.DB.prepare("INSERT INTO menu_item_translations (item_id, lang_code, label) VALUES (?1, ?2, ?3)").bind(
        id,
        lang,
        `Öğe ${id}`,
      ),
    ),
  ];
  statements.push(...item("ana", "/", "home", 0, null));
  statements.push(...item("pasif", "/iletisim", "pasif", 1, null, 0));
  for (let n = 0; n < 5; n++) statements.push(...item(`duz-${n}`, "/projeler", `duz-${n}`, 2 + n, null));
  statements.push(...item("kurumsal", "/kurumsal", "kurumsal", 10, null));
  for (let n = 0; n < 5; n++) statements.push(...item(`kur-${n}`, "/kurumsal", `kur-${n}`, 1 + n, "kurumsal"));
  await env.DB.batch(statements);
}

/** The ids of the rows marked "Altbilgide" on the menu screen. */
async function markedInFooter(cookie: string): Promise<string[]> {
  const response = await appFetch("/admin/menu", { cookie });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("işaretli öğeler sitenin altbilgisinde de görünür");
  return html
    .split('data-menu-item="')
    .slice(1)
    .filter((row) => /data-in-footer[^>]*>Altbilgide</.test(row.split("data-menu-item=")[0]!))
    .map((row) => row.slice(0, row.indexOf('"')));
}

describe("the menu screen's footer marks", () => {
  let cookie: string;
  beforeAll(async () => {
    await footerMenu();
    cookie = await freshAdminCookie();
  });

  it("marks what the footer shows: four plain top-level items and Kurumsal's first four", async () => {
    expect((await markedInFooter(cookie)).sort()).toEqual(
      ["duz-0", "duz-1", "duz-2", "duz-3", "kur-0", "kur-1", "kur-2", "kur-3"].sort(),
    );
    // The public footer says the same.
    const footer = (await (await appFetch("/tr/")).text()).split("<footer")[1] ?? "";
    expect(footer).toContain("Öğe kur-3");
    expect(footer).not.toContain("Öğe kur-4");
    expect(footer).not.toContain("Öğe duz-4");
  });

  it("moves the mark when a new item under Kurumsal pushes the fourth out of the footer", async () => {
    const created = await postForm(
      "/admin/menu/new",
      {
        path: "/kurumsal",
        slug: "yeni",
        orderIndex: "0",
        parentId: "kurumsal",
        isActive: "on",
        ...Object.fromEntries(languages.map((lang) => [`translations.${lang}.label`, `Yeni ${lang}`])),
      },
      cookie,
    );
    expect(created.status).toBe(302);
    const marked = await markedInFooter(cookie);
    expect(marked).not.toContain("kur-3");
    expect(marked).toContain("kur-0");
    expect(marked.filter((id) => !id.startsWith("duz-") && !id.startsWith("kur-"))).toHaveLength(1);
  });
});
