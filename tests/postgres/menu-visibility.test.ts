import { describe, expect, it } from "vitest";

import { testDatabases, type Claims, type TestDatabase } from "./databases";
import { claims } from "./fixtures";
import { rpc, translationsOf, withFixtureDatabase } from "./support";

// A hidden (inactive) menu item hides its whole subtree from visitors, in the tables themselves
// (supabase/migrations/20261205100100_hidden_menu_subtrees.sql), as menu_records always did for
// the site's own reads: what a visitor or a member reads straight from the tables over REST
// (as PostgREST runs it: their role and claims) is the subtree's visible part only.

describe.each(testDatabases())("hidden menu subtrees on $name", ({ open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));

  const admin = claims.admin;
  const item = (slug: string, parentId: string | null, isActive = true, extra: object = {}) => ({
    path: `/${slug}`,
    slug,
    parentId,
    isActive,
    orderIndex: 0,
    translations: translationsOf({ label: slug, description: "" }),
    ...extra,
  });
  /** Of `ids`, the items and the items' texts `who` reads from the tables. */
  const readable = async (who: Claims | null, ids: string[]) =>
    await db.as(who, async (q) => ({
      items: (await q<{ id: string }>("select id from public.menu_items where id = any($1) order by id", [ids])).map(
        (r) => r.id,
      ),
      texts: (
        await q<{ item_id: string }>(
          "select distinct item_id from public.menu_item_translations where item_id = any($1) order by item_id",
          [ids],
        )
      ).map((r) => r.item_id),
    }));
  const both = (ids: string[]) => ({ items: [...ids].sort(), texts: [...ids].sort() });

  it.skipIf(!open)("hides an active child of a hidden parent from visitors and members, not from admins", async () => {
    const ids = ["m-pub", "m-hid", "m-hid-child"];
    expect(await readable(null, ids)).toEqual(both(["m-pub"]));
    expect(await readable(claims.member, ids)).toEqual(both(["m-pub"]));
    expect(await readable(claims.demoted, ids)).toEqual(both(["m-pub"]));
    expect(await readable(admin, ids)).toEqual(both(ids));
  });

  it.skipIf(!open)("follows every change of the tree: (de)activation, moves, new items, direct writes", async () => {
    const top = await rpc<{ id: string }>(db, admin, "save_menu_item", item("vis-top", null));
    const middle = await rpc<{ id: string }>(db, admin, "save_menu_item", item("vis-middle", top.id));
    const leaf = await rpc<{ id: string }>(db, admin, "save_menu_item", item("vis-leaf", middle.id));
    const ids = [top.id, middle.id, leaf.id];
    expect(await readable(null, ids)).toEqual(both(ids));

    // Hiding the top hides the whole branch.
    await rpc(db, admin, "save_menu_item", item("vis-top", null, false, { id: top.id }));
    expect(await readable(null, ids)).toEqual(both([]));
    // A new item beneath a hidden one is hidden from the start.
    const late = await rpc<{ id: string }>(db, admin, "save_menu_item", item("vis-late", middle.id));
    expect(await readable(null, [...ids, late.id])).toEqual(both([]));
    // Moved out to the top level, the leaf is shown again; its old branch stays hidden.
    await rpc(db, admin, "reorder_menu", [{ id: leaf.id, parentId: null, orderIndex: 9 }]);
    expect(await readable(null, [...ids, late.id])).toEqual(both([leaf.id]));
    // An admin's direct table write (over REST) is followed too, and a direct write of the
    // column itself cannot show what is hidden.
    await db.as(admin, (q) => q("update public.menu_items set is_active = true where id = $1", [top.id]));
    expect(await readable(null, [...ids, late.id])).toEqual(both([...ids, late.id]));
    await db.as(admin, (q) => q("update public.menu_items set is_active = false where id = $1", [middle.id]));
    await db.as(admin, (q) => q("update public.menu_items set shown = true where id = $1", [late.id]));
    expect(await readable(null, [...ids, late.id])).toEqual(both([top.id, leaf.id]));
    // The site's own read agrees with the tables.
    const chrome = await rpc<{ menu: Array<{ id: string }> }>(db, null, "site_chrome");
    const shown = chrome.menu.map((m) => m.id);
    expect([top.id, middle.id, leaf.id, late.id].filter((id) => shown.includes(id)).sort()).toEqual(
      [top.id, leaf.id].sort(),
    );
  });
});
