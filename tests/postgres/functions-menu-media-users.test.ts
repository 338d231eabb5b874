import { describe, expect, it } from "vitest";

import { testDatabases, type TestDatabase } from "./databases";
import { claims, secondAdminClaims, testUsers } from "./fixtures";
import { rpc, rpcFailure, translationsOf, withFixtureDatabase } from "./support";

// The port's operations as Postgres functions, each one rpc and one transaction, on each database:
// the menu, the settings, the media library, the dashboard and the users (functions.test.ts has
// the public reads, the refusals, and the saves of slides, projects, machines and pages).

const admin = claims.admin;
type Row = Record<string, unknown> & { id: string; version: number };

describe.each(testDatabases())("port functions on $name", ({ name, open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));

  it.skipIf(!open)("keep the menu a tree: no item beneath itself, deleting an item deletes its subtree", async () => {
    const item = (slug: string, parentId: string | null, extra: object = {}) => ({
      path: `/${slug}`,
      slug,
      parentId,
      orderIndex: 0,
      translations: translationsOf({ label: slug, description: "" }),
      ...extra,
    });
    const top = await rpc<Row>(db, admin, "save_menu_item", item("ust", null));
    const child = await rpc<Row>(db, admin, "save_menu_item", item("alt", top.id));
    const grandchild = await rpc<Row>(db, admin, "save_menu_item", item("en-alt", child.id));
    expect(await rpcFailure(db, admin, "save_menu_item", item("ust", grandchild.id, { id: top.id }))).toMatchObject({
      code: "PT422",
      message: "invalid_parent",
    });
    expect(await rpcFailure(db, admin, "save_menu_item", item("x", "no-such-item"))).toMatchObject({
      code: "PT422",
      message: "parent_not_found",
    });
    const cycle = [{ id: top.id, parentId: grandchild.id, orderIndex: 0 }];
    expect(await rpcFailure(db, admin, "reorder_menu", cycle)).toMatchObject({
      code: "PT422",
      message: "invalid_parent",
    });
    expect((await rpc<Row[]>(db, admin, "list_menu_items", top.id))[0]).toMatchObject({ parent_id: null });
    await rpc(db, admin, "reorder_menu", [{ id: grandchild.id, parentId: top.id, orderIndex: 1 }]);
    expect((await rpc<Row[]>(db, admin, "list_menu_items", grandchild.id))[0]).toMatchObject({
      parent_id: top.id,
      order_index: 1,
    });
    await rpc(db, admin, "delete_menu_item", top.id);
    const left = await db.query("select id from public.menu_items where id in ($1, $2, $3)", [
      top.id,
      child.id,
      grandchild.id,
    ]);
    expect(left).toEqual([]);
    expect(await rpcFailure(db, admin, "delete_menu_item", top.id)).toMatchObject({
      code: "PT404",
      message: "menu_item",
    });
  });

  it.skipIf(!open)("upsert settings as one record, skipping nulls, refusing a stale version", async () => {
    const read = () => rpc<Array<{ key: string; value: unknown; version: number }>>(db, null, "site_settings_read");
    const versionOf = async () => Math.max(1, ...(await read()).map((r) => r.version));
    const loaded = await versionOf();
    await rpc(db, admin, "save_settings_at", { companyName: "Yeni Ad", contact: null }, loaded);
    const rows = await read();
    expect(rows.find((r) => r.key === "companyName")).toMatchObject({ value: "Yeni Ad", version: loaded + 1 });
    expect(rows.find((r) => r.key === "contact")?.value).not.toBeNull();
    // A second save from the same loaded version is refused whole, whichever keys it writes.
    expect(await rpcFailure(db, admin, "save_settings_at", { brandNew: 1 }, loaded)).toMatchObject({ code: "PT409" });
    expect((await read()).map((r) => r.key)).not.toContain("brandNew");
    await rpc(db, admin, "save_settings_at", { brandNew: 1 }, loaded + 1);
    expect(await versionOf()).toBe(loaded + 2);
    expect(await rpcFailure(db, null, "save_settings_at", { companyName: "Ziyaretçi" }, loaded + 2)).toMatchObject({
      code: "42501",
    });
  });

  it.skipIf(!open)("record media files all or none, edit their texts, delete by path", async () => {
    const file = (path: string) => ({
      fileName: path,
      filePath: path,
      fileType: "image/webp",
      sizeKb: 3,
      altText: { en: path },
      caption: {},
    });
    const added = await rpc<Row[]>(db, admin, "add_media", [file("fn-a.webp"), file("fn-b.webp")]);
    expect(added.map((f) => f.file_path)).toEqual(["fn-a.webp", "fn-b.webp"]);
    const before = await db.query("select count(*)::int as n from public.media_library");
    expect(await rpcFailure(db, admin, "add_media", [file("fn-c.webp"), file("fn-a.webp")])).toMatchObject({
      code: "23505",
    });
    expect(await db.query("select count(*)::int as n from public.media_library")).toEqual(before);
    const newest = await rpc<{ items: Row[] }>(db, admin, "list_media", null, 0, 1);
    expect(newest.items.map((f) => f.file_path)).toEqual(["fn-b.webp"]);
    const edited = await rpc<Row>(
      db,
      admin,
      "update_media_text",
      added[0]!.id,
      { tr: "Görsel" },
      { tr: "Alt yazı" },
      1,
    );
    expect(edited).toMatchObject({ alt_text: { tr: "Görsel" }, caption: { tr: "Alt yazı" }, version: 2 });
    expect(await rpcFailure(db, admin, "update_media_text", added[0]!.id, {}, {}, 1)).toMatchObject({ code: "PT409" });
    expect(await rpc<Row>(db, admin, "delete_media", "fn-a.webp")).toMatchObject({ id: added[0]!.id });
    expect(await rpcFailure(db, admin, "delete_media", "fn-a.webp")).toMatchObject({ code: "PT404", message: "media" });
  });

  it.skipIf(!open)("save the alt texts of a batch of files all or nothing, at each file's version", async () => {
    const file = (path: string) => ({ fileName: path, filePath: path, fileType: "image/webp", sizeKb: 1 });
    const [a, b] = await rpc<Row[]>(db, admin, "add_media", [file("fn-alt-a.webp"), file("fn-alt-b.webp")]);
    const saved = await rpc<Row[]>(db, admin, "update_media_alt_texts", [
      { id: a!.id, version: 1, altText: { tr: "Vinç", en: "Crane" } },
      { id: b!.id, version: 1, altText: { tr: "Kepçe" } },
    ]);
    expect(saved.map((f) => [f.id, f.alt_text, f.version])).toEqual([
      [a!.id, { tr: "Vinç", en: "Crane" }, 2],
      [b!.id, { tr: "Kepçe" }, 2],
    ]);
    const altTexts = () =>
      db.query(
        "select id, alt_text, version from public.media_library where file_path like 'fn-alt-%' order by file_path",
      );
    const before = await altTexts();
    // The second file is stale: the first one's update is rolled back with it.
    expect(
      await rpcFailure(db, admin, "update_media_alt_texts", [
        { id: a!.id, version: 2, altText: { tr: "Yeni" } },
        { id: b!.id, version: 1, altText: { tr: "Eski" } },
      ]),
    ).toMatchObject({ code: "PT409", message: "stale" });
    expect(
      await rpcFailure(db, admin, "update_media_alt_texts", [
        { id: a!.id, version: 2, altText: { tr: "Yeni" } },
        { id: "no-such-file", version: 1, altText: {} },
      ]),
    ).toMatchObject({ code: "PT404", message: "media", detail: "no-such-file" });
    expect(await rpcFailure(db, admin, "update_media_alt_texts", {})).toMatchObject({ code: "PT422" });
    for (const caller of [null, claims.member])
      expect(
        await rpcFailure(db, caller, "update_media_alt_texts", [{ id: a!.id, version: 2, altText: {} }]),
      ).toMatchObject({ code: caller ? "PT403" : "42501" });
    expect(await altTexts()).toEqual(before);
  });

  it.skipIf(!open)(
    "refuse to delete a media file that is still used, naming the uses, and delete it once it is not",
    async () => {
      const file = {
        fileName: "fn-used.webp",
        filePath: "fn-used.webp",
        fileType: "image/webp",
        sizeKb: 3,
        altText: {},
        caption: {},
      };
      const [added] = await rpc<Row[]>(db, admin, "add_media", [file]);
      await db.exec(
        `insert into public.site_settings (key, value) values ('fn_media_use', '{"url": "https://x.supabase.co/storage/v1/object/public/media-library/fn-used.webp"}')`,
      );
      const uses = [
        {
          kind: "setting",
          detail: "fn_media_use",
          value: { url: "https://x.supabase.co/storage/v1/object/public/media-library/fn-used.webp" },
        },
      ];
      expect(await rpc(db, admin, "media_uses", "fn-used.webp")).toEqual(uses);
      const refused = await rpcFailure(db, admin, "delete_media", "fn-used.webp");
      expect(refused).toMatchObject({ code: "PT422", message: "media_in_use" });
      expect(JSON.parse(refused.detail!)).toEqual(uses);
      expect(await db.query("select id from public.media_library where file_path = 'fn-used.webp'")).toEqual([
        { id: added!.id },
      ]);
      for (const caller of [null, claims.member])
        expect(await rpcFailure(db, caller, "media_uses", "fn-used.webp")).toMatchObject({
          code: caller ? "PT403" : "42501",
        });
      await db.exec("delete from public.site_settings where key = 'fn_media_use'");
      expect(await rpc(db, admin, "media_uses", "fn-used.webp")).toEqual([]);
      expect(await rpc<Row>(db, admin, "delete_media", "fn-used.webp")).toMatchObject({ id: added!.id });
    },
  );

  it.skipIf(!open)("count the dashboard's figures", async () => {
    const counts = await rpc<Record<string, number>>(db, admin, "admin_counts");
    const [expected] = await db.query<Record<string, number>>(
      "select (select count(*)::int from public.projects where status = 'published') as published, (select count(*)::int from public.user_profiles where role = 'admin') as admins",
    );
    expect(counts).toMatchObject({ publishedProjects: expected!.published, admins: expected!.admins });
  });

  it.skipIf(!open)("change roles through app_metadata and end a demoted user's sessions", async () => {
    const extra = "20000000-0000-4000-8000-000000000001";
    await db.exec(`insert into auth.sessions (id, user_id) values ('${extra}', '${testUsers.member}')`);
    const sessions = async () =>
      (await db.query<{ id: string }>("select id::text from auth.sessions where user_id = $1", [testUsers.member])).map(
        (s) => s.id,
      );
    await rpc(db, admin, "set_user_role", testUsers.member, "admin");
    const [promoted] = await db.query("select raw_app_meta_data ->> 'role' as role from auth.users where id = $1", [
      testUsers.member,
    ]);
    expect(promoted).toEqual({ role: "admin" });
    expect(await sessions()).toContain(extra);
    await rpc(db, admin, "set_user_role", testUsers.member, "member");
    expect(await sessions()).toEqual([]);
    expect(
      (await rpc<{ items: Array<{ role: string }> }>(db, admin, "list_users", testUsers.member)).items,
    ).toMatchObject([{ role: "member" }]);
    expect(await rpcFailure(db, admin, "set_user_role", "not-a-uuid", "admin")).toMatchObject({
      code: "PT404",
      message: "user",
    });
  });

  // Down to two admins (the fixture's), then each tries to demote the other.
  const downToTwoAdmins = async () => {
    const others = await db.query<{ id: string }>(
      "select id::text from public.user_profiles where role = 'admin' and id not in ($1, $2)",
      [testUsers.admin, testUsers.secondAdmin],
    );
    for (const other of others) await rpc(db, admin, "set_user_role", other.id, "member");
  };
  const adminsLeft = async () =>
    (await db.query<{ n: number }>("select count(*)::int as n from public.user_profiles where role = 'admin'"))[0]!.n;

  // Nobody changes their own role, so one after the other the last admin cannot be demoted at
  // all: only by another admin, and then they were not the last. The race is the case to hold.
  it.skipIf(!open || name !== "pglite")(
    "keep the last admin (one connection: one demotion after the other)",
    async () => {
      await downToTwoAdmins();
      await rpc(db, admin, "set_user_role", testUsers.secondAdmin, "member");
      expect(await rpcFailure(db, admin, "set_user_role", testUsers.admin, "member")).toMatchObject({
        code: "PT422",
        message: "own_role",
      });
      expect(await rpcFailure(db, secondAdminClaims, "set_user_role", testUsers.admin, "member")).toMatchObject({
        code: "PT403",
      });
      expect(await adminsLeft()).toBe(1);
    },
  );

  it.skipIf(!open || name === "pglite")("keep the last admin when two demotions race", async () => {
    await downToTwoAdmins();
    const first = db.as(admin, async (q) => {
      await q("select public.set_user_role($1, 'member')", [testUsers.secondAdmin]);
      // Hold the transaction open while the other demotion arrives.
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = db.as(secondAdminClaims, (q) => q("select public.set_user_role($1, 'member')", [testUsers.admin]));
    const outcomes = await Promise.allSettled([first, second]);
    const failures = outcomes.flatMap((o) =>
      o.status === "rejected" ? [o.reason as { code: string; message: string }] : [],
    );
    expect(failures.map((f) => ({ code: f.code, message: f.message }))).toEqual([
      { code: "PT422", message: "last_admin" },
    ]);
    expect(await adminsLeft()).toBe(1);
  });
});
