import { describe, expect, it } from "vitest";

import { signInThrottle } from "~/backend/port";
import { homeLinkedPageSlugs } from "~/lib/activity-areas";

import { testDatabases, type Claims, type TestDatabase } from "./databases";
import { claims } from "./fixtures";
import { rpc, rpcFailure, translationsOf, withFixtureDatabase } from "./support";

// supabase/migrations/20261124090000_windows_versions_throttle.sql on each database: lists in
// windows with totals and search, the page slug index of linked pages only, the content version,
// and the sign-in throttle only the server's key may use. (Search folds case for ASCII letters on
// every database; beyond ASCII it follows the database's locale, as the port allows.)

const admin = claims.admin;
/** The Worker's server key (SUPABASE_SECRET_KEY) calls as service_role. */
const server: Claims = { sub: "", role: "service_role", app_metadata: {}, user_metadata: {} };
type Row = Record<string, unknown> & { id: string };
type Slice = { items: Row[]; total: number };

describe.each(testDatabases())("windows, versions and throttle on $name", ({ name, open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));

  it.skipIf(!open)("read a public list in windows, with the whole list's total and the limit clamped", async () => {
    const all = await rpc<Slice>(db, null, "site_projects", null, 0, 100);
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThan(3);
    const second = await rpc<Slice>(db, null, "site_projects", null, 1, 2);
    expect(second).toEqual({ items: all.items.slice(1, 3), total: all.total });
    // A limit under 1 reads one row, a limit over 100 reads 100 at most; a negative offset is 0.
    expect((await rpc<Slice>(db, null, "site_projects", null, -5, 0)).items.map((p) => p.id)).toEqual([
      all.items[0]!.id,
    ]);
    expect((await rpc<Slice>(db, admin, "list_projects", null, 0, 100_000)).items.length).toBeLessThanOrEqual(100);
    const ongoing = await rpc<Slice>(db, null, "site_projects", "ongoing");
    expect(ongoing.total).toBe(all.items.filter((p) => p.progress === "ongoing").length);

    const pages = await rpc<Slice>(db, null, "site_pages", "kurumsal", 0, 2);
    expect(pages.items.length).toBeLessThanOrEqual(2);
    expect(pages.total).toBeGreaterThanOrEqual(pages.items.length);
    // An overview carries titles and slugs, not the pages' content.
    expect(Object.values(pages.items[0]!.translations as Record<string, object>).every((t) => !("content" in t))).toBe(
      true,
    );
  });

  it.skipIf(!open)(
    "search the admin's lists by title in any language, slug, file name, name or e-mail, taking % and _ literally",
    async () => {
      await rpc(db, admin, "save_project", {
        slugBase: "arama-deneme",
        reservedSlugs: [],
        category: "altyapi",
        status: "draft",
        progress: "ongoing",
        orderIndex: 0,
        translations: {
          ...translationsOf({ title: "Arama Deneme", description: "", content: "" }),
          ru: { title: "Поисковый объект", description: "", content: "" },
        },
      });
      const titles = (slice: Slice) => slice.items.map((p) => p.slug);
      expect(titles(await rpc<Slice>(db, admin, "list_projects", null, 0, 100, "Поисковый"))).toEqual(["arama-deneme"]);
      expect(titles(await rpc<Slice>(db, admin, "list_projects", null, 0, 100, "ARAMA-den"))).toEqual(["arama-deneme"]);
      expect(await rpc<Slice>(db, admin, "list_projects", null, 0, 100, "%")).toEqual({ items: [], total: 0 });
      expect((await rpc<Slice>(db, admin, "list_projects", null, 0, 100, "   ")).total).toBeGreaterThan(1);
      expect((await rpc<Slice>(db, admin, "list_projects", "m-hid")).items.map((p) => p.id)).toEqual(["m-hid"]);
      expect(await rpc<Slice>(db, admin, "list_projects", "yok")).toEqual({ items: [], total: 0 });

      expect((await rpc<Slice>(db, admin, "list_pages", null, 0, 100, "m-pub")).items.map((p) => p.id)).toEqual([
        "m-pub",
      ]);
      expect((await rpc<Slice>(db, admin, "list_pages", "m-pub")).items[0]!.translations).toMatchObject({
        tr: { content: expect.any(String) },
      });
      await rpc(db, admin, "add_media", [
        { fileName: "vinc_100%.webp", filePath: "s-vinc.webp", fileType: "image/webp", sizeKb: 1 },
      ]);
      expect((await rpc<Slice>(db, admin, "list_media", null, 0, 100, "_100%")).items.map((m) => m.file_path)).toEqual([
        "s-vinc.webp",
      ]);
      expect(
        (await rpc<Slice>(db, admin, "list_users", null, 0, 100, "MATRIX-MEMBER@")).items.map((u) => u.email),
      ).toEqual(["matrix-member@example.test"]);
      expect(
        (await rpc<Slice>(db, admin, "list_users", null, 0, 100, "matrix admin")).items.map((u) => u.full_name),
      ).toEqual(["Matrix Admin"]);
      for (const list of ["list_projects", "list_pages", "list_media", "list_users"]) {
        expect(await rpcFailure(db, claims.member, list, null)).toMatchObject({ code: "PT403" });
      }
    },
  );

  it.skipIf(!open)("window the sitemap over the published pages, then the projects", async () => {
    const whole = await rpc<{ pages: Row[]; projects: Row[]; total: number }>(db, null, "site_sitemap");
    expect(whole.total).toBe(whole.pages.length + whole.projects.length);
    const across = await rpc<typeof whole>(db, null, "site_sitemap", whole.pages.length - 1, 2);
    expect(across).toEqual({ pages: whole.pages.slice(-1), projects: whole.projects.slice(0, 1), total: whole.total });
    expect(whole.pages.map((p) => p.slug)).not.toContain("m-hid");
  });

  it.skipIf(!open)(
    "index only the pages the menu (chrome), the slides (home) or the caller's list link to",
    async () => {
      await db.query(
        "insert into public.pages (id, slug, category_id, is_published) values ('s-lone', 's-lone', 'generic', true), ('s-slide', 's-slide', 'generic', true)",
      );
      await db.query(
        "insert into public.homepage_sliders (id, button_link, is_active) values ('s-slide', '/genel/s-slide', true)",
      );
      const chrome = await rpc<{ page_slugs: Array<{ slug: string; type: string }> }>(db, null, "site_chrome", [
        ...homeLinkedPageSlugs,
      ]);
      const indexed = chrome.page_slugs.map((p) => p.slug);
      expect(indexed).toContain("m-pub"); // the menu's /kurumsal/m-pub?x#y
      expect(indexed).toEqual(expect.arrayContaining(homeLinkedPageSlugs.filter((s) => indexed.includes(s))));
      expect(indexed).toContain(homeLinkedPageSlugs[0]);
      expect(indexed).not.toContain("s-lone");
      expect(indexed).not.toContain("s-slide");
      const home = await rpc<{ page_slugs: Array<{ slug: string }> }>(db, null, "site_home", 6, []);
      // The home page's own index follows its slides; the frame localizes the menu from the chrome.
      expect(home.page_slugs.map((p) => p.slug)).toContain("s-slide");
      expect(home.page_slugs.map((p) => p.slug)).not.toContain("m-pub");
      expect(home.page_slugs.map((p) => p.slug)).not.toContain("s-lone");
    },
  );

  it.skipIf(!open)(
    "move the content version with every write the site shows, in the write's transaction, and not on reads",
    async () => {
      const version = () => rpc<string>(db, null, "content_version");
      let last = await version();
      const seen = new Set([last]);
      // Every write gives a value never given before (a random one: a restore cannot bring back a
      // value whose cached pages show another history).
      const moves = async (what: string, write: () => Promise<unknown>) => {
        await write();
        const now = await version();
        expect(seen.has(now), what).toBe(false);
        seen.add(now);
        last = now;
      };
      const saveSettings = async (values: Record<string, unknown>) => {
        const stored = await rpc<Array<{ version: number }>>(db, null, "site_settings_read");
        return rpc(db, admin, "save_settings_at", values, Math.max(1, ...stored.map((r) => r.version)));
      };
      await moves("settings", () => saveSettings({ companyName: "Sürüm" }));
      await moves("project", () =>
        rpc(db, admin, "save_project", { slugBase: "surum", reservedSlugs: [], category: "altyapi", translations: {} }),
      );
      await moves("slide", () => rpc(db, admin, "save_slide", { orderIndex: 9, translations: {} }));
      await moves("machine", () => rpc(db, admin, "save_equipment", { modelName: "V", translations: {} }));
      await moves("media", () =>
        rpc(db, admin, "add_media", [{ fileName: "v.webp", filePath: "s-v.webp", fileType: "image/webp", sizeKb: 1 }]),
      );
      await moves("menu", () =>
        rpc(db, admin, "save_menu_item", {
          path: "/x",
          slug: "surum",
          orderIndex: 9,
          isActive: true,
          translations: {},
        }),
      );
      await moves("page translation", () =>
        db.query("update public.page_translations set title = title || '.' where page_id = 'm-pub'"),
      );
      // A version row someone deleted starts again with the next write, with a value never seen
      // (a cached page keyed by an old value must not come back).
      await moves("emptied counter", () => db.query("delete from public.content_versions"));
      await moves("write after emptying", () => saveSettings({ companyName: "Yeniden" }));

      for (const read of [
        () => rpc(db, null, "site_home", 6, []),
        () => rpc(db, admin, "list_projects"),
        () => rpc(db, null, "site_sitemap"),
      ])
        await read();
      expect(await version()).toBe(last);
      // A refused write changes nothing, the version included.
      expect(await rpcFailure(db, admin, "save_slide", { id: "yok", translations: {} })).toMatchObject({
        code: "PT404",
      });
      expect(await version()).toBe(last);
    },
  );

  it.skipIf(!open)("let only the server's key use the throttle", async () => {
    for (const caller of [null, claims.member, admin]) {
      expect(
        await rpcFailure(db, caller, "sign_in_attempt", "a@example.test", "192.0.2.9", null, 10, 20, 30, 10, 15, 60),
      ).toMatchObject({ code: "42501" });
      expect(await rpcFailure(db, caller, "sign_in_succeeded", "a@example.test", "192.0.2.9", null)).toMatchObject({
        code: "42501",
      });
    }
    expect(
      await rpc(db, server, "sign_in_attempt", "a@example.test", "192.0.2.9", null, 10, 20, 30, 10, 15, 60),
    ).toEqual({ allowed: true, previous: 0 });
  });

  it.skipIf(!open)(
    "admit at most the limit per e-mail and address, twice that per address, and forget a pair on success",
    async () => {
      const { maxFailures, windowMinutes } = signInThrottle;
      const attempt = (email: string, address: string) =>
        rpc<{ allowed: boolean; previous: number }>(
          db,
          server,
          "sign_in_attempt",
          email,
          address,
          null,
          maxFailures,
          maxFailures * 2,
          maxFailures * 3,
          maxFailures,
          windowMinutes,
          60,
        );
      const admitted = async (email: string, address: string, times: number) => {
        let n = 0;
        for (let i = 0; i < times; i++) if ((await attempt(email, address)).allowed) n++;
        return n;
      };
      expect(await admitted("victim@example.test", "198.51.100.1", maxFailures + 5)).toBe(maxFailures);
      // The e-mail from elsewhere is still admitted, counting the earlier attempts for its slow-down.
      expect(await attempt("victim@example.test", "198.51.100.2")).toEqual({
        allowed: true,
        previous: maxFailures,
      });
      // One address spraying e-mails: twice the pair limit in all.
      expect(await admitted("other@example.test", "198.51.100.1", maxFailures + 5)).toBe(maxFailures);
      expect(await attempt("third@example.test", "198.51.100.1")).toMatchObject({ allowed: false });
      await rpc(db, server, "sign_in_succeeded", "victim@example.test", "198.51.100.1", null);
      expect(await attempt("victim@example.test", "198.51.100.1")).toMatchObject({ allowed: true });
      expect(
        (await db.query("select count(*)::int as n from public.sign_in_attempts where address = '198.51.100.2'"))[0],
      ).toEqual({ n: 1 });
    },
  );

  it.skipIf(!open || name === "pglite")("admit exactly the limit of 60 attempts made at once", async () => {
    const { maxFailures, windowMinutes } = signInThrottle;
    // Each attempt holds its transaction open a moment, as a slow request would: without the
    // per-address lock, attempts in flight together would all count the same rows.
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, () =>
        db.as(server, async (q) => {
          const [row] = await q<{ r: { allowed: boolean } }>(
            "select public.sign_in_attempt($1, $2, null, $3, $4, $5, $3, $6, 60) as r",
            ["flood@example.test", "203.0.113.7", maxFailures, maxFailures * 2, maxFailures * 3, windowMinutes],
          );
          await new Promise((resolve) => setTimeout(resolve, 20));
          return row!.r.allowed;
        }),
      ),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(maxFailures);
  });
});
