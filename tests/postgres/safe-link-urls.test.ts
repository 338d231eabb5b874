import { describe, expect, it } from "vitest";

import { linkUrlCases } from "../fixtures/link-urls";
import { testDatabases, type TestDatabase } from "./databases";
import { claims } from "./fixtures";
import { rpc, rpcFailure, translationsOf, withFixtureDatabase } from "./support";

// The database refuses what the Worker refuses in every stored link and image address
// (supabase/migrations/20261205100300_safe_link_urls.sql): its functions give the Worker's answers
// on the shared table (tests/fixtures/link-urls.ts), and every write path an admin's token has
// (the admin's functions and the tables themselves, as PostgREST runs them) is held to them.

const admin = claims.admin;

/** Per checked column: a write under the admin's token that stores `url` there (a direct table write). */
const directWrites: Array<{ column: string; rule: "link" | "web"; sql: string; params: (url: string) => unknown[] }> = [
  {
    column: "menu_items.path",
    rule: "link",
    sql: "update public.menu_items set path = $1 where id = 'm-pub'",
    params: (u) => [u],
  },
  {
    column: "homepage_sliders.button_link",
    rule: "web",
    sql: "update public.homepage_sliders set button_link = $1 where id = 'm-pub'",
    params: (u) => [u],
  },
  {
    column: "homepage_sliders.image_url",
    rule: "web",
    sql: "update public.homepage_sliders set image_url = $1 where id = 'm-pub'",
    params: (u) => [u],
  },
  {
    column: "projects.image_url",
    rule: "web",
    sql: "update public.projects set image_url = $1 where id = 'm-pub'",
    params: (u) => [u],
  },
  {
    column: "equipment.image_url",
    rule: "web",
    sql: "update public.equipment set image_url = $1 where id = 'm-pub'",
    params: (u) => [u],
  },
  {
    column: "site_settings general.logoUrl",
    rule: "link",
    sql: "insert into public.site_settings (key, value) values ('general', jsonb_build_object('siteName', 'X', 'logoUrl', $1::text)) on conflict (key) do update set value = excluded.value",
    params: (u) => [u],
  },
  {
    column: "site_settings socialMedia[].url",
    rule: "link",
    sql: "insert into public.site_settings (key, value) values ('socialMedia', jsonb_build_array(jsonb_build_object('name', 'X', 'url', $1::text))) on conflict (key) do update set value = excluded.value",
    params: (u) => [u],
  },
  {
    column: "site_settings client_logos[].imageUrl",
    rule: "link",
    sql: "insert into public.site_settings (key, value) values ('client_logos', jsonb_build_array(jsonb_build_object('name', 'X', 'imageUrl', $1::text))) on conflict (key) do update set value = excluded.value",
    params: (u) => [u],
  },
  {
    column: "site_settings about_summary_image_url",
    rule: "link",
    sql: "insert into public.site_settings (key, value) values ('about_summary_image_url', to_jsonb($1::text)) on conflict (key) do update set value = excluded.value",
    params: (u) => [u],
  },
];

describe.each(testDatabases())("safe link and image addresses on $name", ({ open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));

  /** The SQLSTATE of a write under the admin's token, or null when it was stored (rolled back either way). */
  const writeAsAdmin = async (sql: string, params: unknown[]): Promise<string | null> => {
    try {
      await db.as(admin, (q) => q(sql, params), { rollback: true });
      return null;
    } catch (error) {
      return (error as { code: string }).code;
    }
  };

  it.skipIf(!open)("answers as the Worker does for every address of the shared table", async () => {
    const answers = [];
    for (const { url } of linkUrlCases) {
      const [row] = await db.query<{ link: boolean; web: boolean }>(
        "select public.is_safe_link_url($1) as link, public.is_safe_web_url($1) as web",
        [url],
      );
      answers.push({ url, ...row! });
    }
    expect(answers).toEqual(linkUrlCases.map(({ url, link, web }) => ({ url, link, web })));
  });

  it.skipIf(!open)("refuses an unsafe address in every checked column written straight to the table", async () => {
    const outcomes: Record<string, Record<string, string | null>> = {};
    const expected: Record<string, Record<string, string | null>> = {};
    for (const write of directWrites) {
      const got: Record<string, string | null> = (outcomes[write.column] = {});
      const want: Record<string, string | null> = (expected[write.column] = {});
      for (const c of linkUrlCases) {
        got[c.url] = await writeAsAdmin(write.sql, write.params(c.url));
        // An empty address is none: every column takes it.
        want[c.url] = c.url === "" || c[write.rule] ? null : "23514";
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it.skipIf(!open)(
    "refuses a javascript: link through every admin function that stores one, storing nothing",
    async () => {
      const js = "javascript:alert(1)";
      const counts = async () =>
        await db.query(
          `select (select count(*)::int from public.menu_items) as menu, (select count(*)::int from public.homepage_sliders) as slides,
           (select count(*)::int from public.projects) as projects, (select count(*)::int from public.equipment) as equipment,
           (select value from public.content_versions) as version`,
        );
      const before = await counts();
      const refusals = [
        await rpcFailure(db, admin, "save_menu_item", {
          path: js,
          slug: "js",
          translations: translationsOf({ label: "JS", description: "" }),
        }),
        await rpcFailure(db, admin, "save_slide", { buttonLink: js, orderIndex: 0, translations: {} }),
        await rpcFailure(db, admin, "save_slide", { imageUrl: js, orderIndex: 0, translations: {} }),
        await rpcFailure(db, admin, "save_project", {
          category: "altyapi",
          slugBase: "js",
          reservedSlugs: [],
          imageUrl: js,
          translations: translationsOf({ title: "JS", description: "", content: "" }),
        }),
        await rpcFailure(db, admin, "save_equipment", { imageUrl: js, translations: translationsOf({ name: "JS" }) }),
        await rpcFailure(
          db,
          admin,
          "save_settings_at",
          { general: { siteName: "X", logoUrl: js, description: {} } },
          1,
        ),
        await rpcFailure(db, admin, "save_settings_at", { socialMedia: [{ name: "X", url: js, icon: "Globe" }] }, 1),
      ];
      expect(refusals.map((r) => r.code)).toEqual(refusals.map(() => "23514"));
      expect(await counts()).toEqual(before);
      // And the same through the rpc with a safe link goes through.
      const saved = await rpc<{ path: string }>(db, admin, "save_menu_item", {
        path: "https://example.com/x",
        slug: "ok",
        translations: translationsOf({ label: "OK", description: "" }),
      });
      expect(saved.path).toBe("https://example.com/x");
    },
  );
});
