import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { wholeTreeLimit } from "~/features/admin/menu";

import { languages } from "../fixtures/languages";
import { appFetch, freshAdminCookie, postForm } from "./app-support";

// The menu manager of a large menu through the built Worker: past `wholeTreeLimit` items the tree
// shows its top level and the one branch opened with ?open=, as plain links and forms that work
// without JavaScript (docs/decisions/024-pagination-and-bounded-reads.md).

const roots = 10;
const childrenEach = 8; // 10 + 80 items: past the limit

/** Replaces the menu with `roots` top-level items ("kok-0"…), each with `childrenEach` children ("kok-0-0"…). */
async function largeMenu() {
  const statements = [env.DB.prepare("DELETE FROM menu_items")];
  const item = (id: string, parentId: string | null, orderIndex: number) => [
    env.DB.prepare("INSERT INTO menu_items (id, path, slug, order_index, parent_id) VALUES (?1, ?2, ?1, ?3, ?4)").bind(
      id,
      `/${id}`,
      orderIndex,
      parentId,
    ),
    ...languages.map((lang) =>
      env.DB.prepare("INSERT INTO menu_item_translations (item_id, lang_code, label) VALUES (?1, ?2, ?3)").bind(
        id,
        lang,
        `Öğe ${id} ${lang}`,
      ),
    ),
  ];
  for (let r = 0; r < roots; r++) {
    statements.push(...item(`kok-${r}`, null, r));
    for (let c = 0; c < childrenEach; c++) statements.push(...item(`kok-${r}-${c}`, `kok-${r}`, c));
  }
  await env.DB.batch(statements);
}

/** The ids of the rows the page renders, in order. */
const shownRows = (html: string) => [...html.matchAll(/data-menu-item="([^"]+)"/g)].map((m) => m[1]);

describe("a large menu in the menu manager", () => {
  let cookie: string;
  beforeAll(async () => {
    if (roots + roots * childrenEach <= wholeTreeLimit)
      throw new Error("the test menu must be larger than wholeTreeLimit");
    await largeMenu();
    cookie = await freshAdminCookie();
  });

  it("shows the top level with a link to each branch, and says why", async () => {
    const response = await appFetch("/admin/menu", { cookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(shownRows(html)).toEqual(Array.from({ length: roots }, (_, r) => `kok-${r}`));
    expect(html).toContain(`Menüde ${roots + roots * childrenEach} öğe var`);
    expect(html).toMatch(
      /href="\/admin\/menu\?open=kok-3"[^>]*>Alt öğeler \(8\)<span class="sr-only">, Öğe kok-3 tr<\/span>/,
    );
  });

  it("opens one branch under its parent, with a link that closes it", async () => {
    const html = await (await appFetch("/admin/menu?open=kok-3", { cookie })).text();
    const rows = shownRows(html);
    expect(rows).toHaveLength(roots + childrenEach);
    expect(rows.slice(3, 4 + childrenEach)).toEqual([
      "kok-3",
      ...Array.from({ length: childrenEach }, (_, c) => `kok-3-${c}`),
    ]);
    expect(html).toMatch(/href="\/admin\/menu"[^>]*>Alt öğeleri gizle/);
    // A child's own forms lead back to the open branch.
    expect(html).toContain('action="/admin/menu?open=kok-3"');
  });

  it("ignores an unknown or oversized branch id", async () => {
    for (const open of ["yok", "x".repeat(500)]) {
      const response = await appFetch(`/admin/menu?open=${open}`, { cookie });
      expect(response.status).toBe(200);
      expect(shownRows(await response.text())).toHaveLength(roots);
    }
  });

  it("moves a child one step without JavaScript and leads back to its open branch", async () => {
    const response = await postForm(
      "/admin/menu?open=kok-3",
      { intent: "move", id: "kok-3-2", direction: "up" },
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/menu?open=kok-3");
    const html = await (await appFetch("/admin/menu?open=kok-3", { cookie })).text();
    expect(shownRows(html).slice(4, 7)).toEqual(["kok-3-0", "kok-3-2", "kok-3-1"]);
  });
});
