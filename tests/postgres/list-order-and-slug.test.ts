import { describe, expect, it } from "vitest";

import { testDatabases, type TestDatabase } from "./databases";
import { claims } from "./fixtures";
import { rpc, withFixtureDatabase } from "./support";

// supabase/migrations/20261127090000_list_order_and_slug_lookup.sql on each database: the lists'
// order indexes (as d1's migrations/0007), and site_page finding a page by any language's slug
// through the slug indexes with the same answers as before.

type PageRow = { id: string; slug: string; type: string };

describe.each(testDatabases())("list order indexes and the page lookup by slug on $name", ({ open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));

  it.skipIf(!open)("has an index holding each list's order, and none left of the one they replace", async () => {
    const indexes = await db.query<{ indexname: string; indexdef: string }>(
      "select indexname, indexdef from pg_indexes where schemaname = 'public' and tablename in ('projects', 'pages') order by indexname",
    );
    const byName = new Map(indexes.map((i) => [i.indexname, i.indexdef]));
    expect(byName.get("projects_published_order")).toContain("(status, order_index, created_at, id)");
    expect(byName.get("projects_progress_order")).toContain("(status, progress, order_index, created_at, id)");
    expect(byName.get("projects_order")).toContain("(order_index, created_at, id)");
    expect(byName.get("pages_newest")).toContain("(created_at DESC, slug)");
    expect(byName.has("projects_status_order")).toBe(false);
  });

  it.skipIf(!open)(
    "finds a published page by its own slug or any language's, within its type, for anyone",
    async () => {
      const save = (slug: string, enSlug: string, isPublished: boolean) =>
        rpc<PageRow>(db, claims.admin, "save_page", {
          slug,
          categoryId: "kurumsal",
          isPublished,
          translations: { tr: { title: "T", content: "", slug: "" }, en: { title: "T", content: "", slug: enSlug } },
        });
      const page = await save("arama-sayfasi", "lookup-page", true);
      await save("gizli-sayfa", "hidden-page", false);
      const ids = async (slug: string, type: string | null = null) =>
        (await rpc<PageRow[]>(db, null, "site_page", slug, type)).map((p) => p.id);
      expect(await ids("arama-sayfasi")).toEqual([page.id]);
      expect(await ids("lookup-page")).toEqual([page.id]);
      expect(await ids("lookup-page", "kurumsal")).toEqual([page.id]);
      expect(await ids("lookup-page", "faaliyetler")).toEqual([]);
      expect(await ids("hidden-page")).toEqual([]);
      expect(await ids("gizli-sayfa")).toEqual([]);
      expect(await ids("olmayan")).toEqual([]);
    },
  );
});
