import { describe, expect, it } from "vitest";

import { reservedProjectSlugs } from "~/lib/slug";

import { testDatabases, type TestDatabase } from "./databases";
import { claims, testUsers } from "./fixtures";
import { rpc, rpcFailure, translationsOf, withFixtureDatabase } from "./support";

// The port's operations as Postgres functions, each one rpc and one transaction, on each database:
// the public reads, the refusals, and the saves of slides, projects, machines and pages
// (functions-menu-media-users.test.ts has the rest).

const admin = claims.admin;
type Row = Record<string, unknown> & { id: string; version: number };

describe.each(testDatabases())("port functions on $name", ({ open }) => {
  let db!: TestDatabase;
  withFixtureDatabase(open, (opened) => (db = opened));

  it.skipIf(!open)("answer a visitor's page in one call each, with public rows only", async () => {
    const chrome = await rpc<{
      settings: Array<{ key: string }>;
      menu: Row[];
      page_slugs: Array<{ slug: string; slugs: Record<string, string> }>;
    }>(db, null, "site_chrome");
    expect(chrome.settings.map((s) => s.key)).toContain("companyName");
    expect(chrome.menu.map((m) => m.id)).toContain("m-pub");
    expect(chrome.menu.map((m) => m.id)).not.toContain("m-hid");
    expect(chrome.menu.every((m) => m.is_active)).toBe(true);
    expect(chrome.page_slugs.find((p) => p.slug === "m-pub")?.slugs).toEqual({
      tr: "m-pub",
      en: "m-pub",
      ru: "m-pub",
      uz: "m-pub",
    });
    expect(chrome.page_slugs.map((p) => p.slug)).not.toContain("m-hid");

    const home = await rpc<{ slides: Row[]; featured_projects: Array<Row & { status: string }> }>(
      db,
      null,
      "site_home",
      6,
    );
    expect(home.slides.map((s) => s.id)).toContain("m-pub");
    expect(home.slides.map((s) => s.id)).not.toContain("m-hid");
    expect(home.featured_projects.length).toBe(6);
    expect(home.featured_projects.every((p) => p.status === "published")).toBe(true);
    // The cards show no content, so the home page and the lists do not read it.
    const texts = (rows: Row[]) =>
      rows.flatMap((p) => Object.values(p.translations as Record<string, Record<string, unknown>>));
    expect(texts(home.featured_projects).length).toBeGreaterThan(0);
    expect(texts(home.featured_projects).every((t) => "title" in t && "description" in t && !("content" in t))).toBe(
      true,
    );

    expect(await rpc(db, null, "site_project", "m-hid")).toBeNull();
    expect(await rpc<Row>(db, null, "site_project", "m-pub")).toMatchObject({
      id: "m-pub",
      translations: { tr: { title: "P" } },
    });
    const equipment = await rpc<Row[]>(db, null, "site_equipment");
    expect(equipment.map((e) => e.id)).toContain("m-pub");
    expect(equipment.map((e) => e.id)).not.toContain("m-hid");
    const sitemap = await rpc<{ projects: Array<{ slug: string }> }>(db, null, "site_sitemap");
    expect(sitemap.projects.map((p) => p.slug)).toContain("m-pub");
    expect(sitemap.projects.map((p) => p.slug)).not.toContain("m-hid");
  });

  it.skipIf(!open)("find a published page by any language's slug, never a draft", async () => {
    const [page] = await db.query<{ page_id: string; slug: string }>(
      "select t.page_id, t.slug from public.page_translations t join public.pages p on p.id = t.page_id where p.is_published and t.lang_code = 'en' and t.slug <> p.slug limit 1",
    );
    const found = await rpc<Row[]>(db, null, "site_page", page!.slug, null);
    expect(found.map((p) => p.id)).toEqual([page!.page_id]);
    expect(await rpc(db, null, "site_page", "m-hid", null)).toEqual([]);
  });

  it.skipIf(!open)("refuse every admin operation without an admin JWT (user_metadata does not count)", async () => {
    for (const caller of [null, claims.member, claims.fakeAdmin]) {
      expect(await rpcFailure(db, caller, "list_slides", null)).toMatchObject({ code: caller ? "PT403" : "42501" });
      expect(await rpcFailure(db, caller, "save_slide", { orderIndex: 0, translations: {} })).toMatchObject({
        code: caller ? "PT403" : "42501",
      });
      expect(await rpcFailure(db, caller, "set_user_role", testUsers.member, "admin")).toMatchObject({
        code: caller ? "PT403" : "42501",
      });
    }
  });

  it.skipIf(!open)("save a slide with its texts, guard its version, and hand back the replaced image", async () => {
    const texts = translationsOf({ title: "Başlık", description: "", buttonText: "" });
    const created = await rpc<{ record: Row }>(db, admin, "save_slide", {
      orderIndex: 3,
      isActive: false,
      imageUrl: "https://x.example/a.webp",
      translations: texts,
    });
    expect(created.record).toMatchObject({
      order_index: 3,
      is_active: false,
      version: 1,
      image_url: "https://x.example/a.webp",
    });
    expect(Object.keys(created.record.translations as object).sort()).toEqual(["en", "ru", "tr", "uz"]);

    const id = created.record.id;
    const edit = {
      id,
      version: 1,
      orderIndex: 4,
      isActive: true,
      imageUrl: "https://x.example/b.webp",
      translations: { ...texts, en: { title: "Title" } },
    };
    const updated = await rpc<{ record: Row; previous_image_url: string }>(db, admin, "save_slide", edit);
    expect(updated.previous_image_url).toBe("https://x.example/a.webp");
    expect(updated.record).toMatchObject({
      version: 2,
      order_index: 4,
      translations: { en: { title: "Title" }, tr: { title: "Başlık" } },
    });
    // Someone saved meanwhile: the same edit (read at version 1) is refused, nothing changes.
    expect(await rpcFailure(db, admin, "save_slide", { ...edit, orderIndex: 9 })).toMatchObject({
      code: "PT409",
      message: "stale",
    });
    const kept = await rpc<{ record: Row }>(db, admin, "save_slide", { id, orderIndex: 4, translations: {} });
    expect(kept.record).toMatchObject({ version: 3, image_url: "https://x.example/b.webp" });
    expect(await rpcFailure(db, admin, "save_slide", { id: "no-such-slide", translations: {} })).toMatchObject({
      code: "PT404",
      message: "slide",
    });
  });

  it.skipIf(!open)("write an entity and its translations all or nothing", async () => {
    const before = await db.query<{ n: number }>("select count(*)::int as n from public.homepage_sliders");
    const broken = { orderIndex: 1, translations: { tr: { title: "ok" }, xx: { title: "unknown language" } } };
    expect(await rpcFailure(db, admin, "save_slide", broken)).toMatchObject({ code: "23514" });
    expect(await db.query("select count(*)::int as n from public.homepage_sliders")).toEqual(before);
  });

  it.skipIf(!open)("save and delete machines, pages and slides, handing back the image to remove", async () => {
    const machine = {
      modelName: "X1",
      orderIndex: 2,
      isVisible: false,
      imageUrl: "https://x.example/m.webp",
      translations: translationsOf({ name: "Makine", description: "" }),
    };
    const saved = await rpc<{ record: Row }>(db, admin, "save_equipment", machine);
    expect(saved.record).toMatchObject({ model_name: "X1", is_visible: false, version: 1 });
    expect((await rpc<Row[]>(db, null, "site_equipment")).map((e) => e.id)).not.toContain(saved.record.id);
    const stale = { ...machine, id: saved.record.id, version: 5 };
    expect(await rpcFailure(db, admin, "save_equipment", stale)).toMatchObject({ code: "PT409", message: "stale" });
    expect(await rpc(db, admin, "delete_equipment", saved.record.id)).toEqual({
      image_url: "https://x.example/m.webp",
    });
    expect(await rpcFailure(db, admin, "delete_equipment", saved.record.id)).toMatchObject({
      code: "PT404",
      message: "equipment",
    });

    const slide = await rpc<{ record: Row }>(db, admin, "save_slide", {
      orderIndex: 0,
      imageUrl: "https://x.example/s.webp",
      translations: {},
    });
    expect(await rpc(db, admin, "delete_slide", slide.record.id)).toEqual({ image_url: "https://x.example/s.webp" });
    expect(await db.query("select 1 from public.slider_translations where slider_id = $1", [slide.record.id])).toEqual(
      [],
    );

    const categories = await rpc<Array<{ id: string; name_key: string }>>(db, admin, "list_page_categories");
    expect(categories.map((c) => c.name_key)).toEqual(["faaliyetler", "generic", "kurumsal", "media"]);
    const page = await rpc<Row>(db, admin, "save_page", {
      slug: "silinecek",
      categoryId: "media",
      isPublished: true,
      translations: { tr: { title: "S", content: "" } },
    });
    expect((await rpc<{ items: Row[] }>(db, null, "site_pages", "media")).items.map((p) => p.id)).toContain(page.id);
    expect((await rpc<{ items: Row[] }>(db, admin, "list_pages", null)).items.map((p) => p.id)).toContain(page.id);
    await rpc(db, admin, "delete_page", page.id);
    expect(await rpcFailure(db, admin, "delete_page", page.id)).toMatchObject({ code: "PT404", message: "page" });

    const ongoing = (
      await rpc<{ items: Array<Row & { progress: string; status: string }> }>(db, null, "site_projects", "ongoing")
    ).items;
    expect(ongoing.length).toBeGreaterThan(0);
    expect(ongoing.every((p) => p.progress === "ongoing" && p.status === "published")).toBe(true);
    expect(
      ongoing
        .flatMap((p) => Object.values(p.translations as Record<string, object>))
        .every((t) => "title" in t && !("content" in t)),
    ).toBe(true);
    expect((await rpc<{ items: Row[] }>(db, admin, "list_projects", null)).items.map((p) => p.id)).toContain("m-hid");
  });

  it.skipIf(!open)("reorder slides to their positions, refusing a list that is not the stored one", async () => {
    const slides = await rpc<Row[]>(db, admin, "list_slides", null);
    const ids = slides.map((s) => s.id).toReversed();
    await rpc(db, admin, "reorder_slides", ids);
    expect((await rpc<Row[]>(db, admin, "list_slides", null)).map((s) => [s.id, s.order_index])).toEqual(
      ids.map((id, i) => [id, i]),
    );
    expect(await rpcFailure(db, admin, "reorder_slides", ids.slice(1))).toMatchObject({
      code: "PT422",
      message: "reorder_stale",
    });
    expect(await rpcFailure(db, admin, "reorder_slides", [...ids.slice(1), ids[1]])).toMatchObject({
      code: "PT422",
      message: "reorder_stale",
    });
  });

  it.skipIf(!open)("give projects the first free slug of their Turkish title, kept while the title is", async () => {
    const project = (title: string, extra: object = {}) => ({
      category: "altyapi",
      slugBase: title === "Devam Eden" ? "devam-eden" : "kopru",
      reservedSlugs: [...reservedProjectSlugs],
      translations: translationsOf({ title, description: "", content: "" }),
      ...extra,
    });
    const first = await rpc<{ record: Row }>(db, admin, "save_project", project("Köprü"));
    const second = await rpc<{ record: Row }>(db, admin, "save_project", project("Köprü!"));
    expect([first.record.slug, second.record.slug]).toEqual(["kopru", "kopru-1"]);
    const edited = await rpc<{ record: Row }>(
      db,
      admin,
      "save_project",
      project("Köprü!", { id: second.record.id, status: "published" }),
    );
    expect(edited.record).toMatchObject({ slug: "kopru-1", status: "published", version: 2 });
    const reserved = await rpc<{ record: Row }>(db, admin, "save_project", project("Devam Eden"));
    expect(reserved.record.slug).toBe("devam-eden-1");
    const deleted = await rpc<{ image_url: string | null }>(db, admin, "delete_project", first.record.id);
    expect(deleted).toEqual({ image_url: null });
    expect(await rpcFailure(db, admin, "delete_project", first.record.id)).toMatchObject({
      code: "PT404",
      message: "project",
    });
  });

  it.skipIf(!open)("refuse a page slug another page uses, naming the fields", async () => {
    const page = (slug: string, enSlug: string) => ({
      slug,
      categoryId: "generic",
      isPublished: true,
      translations: { tr: { title: "T", content: "", slug: "" }, en: { title: "T", content: "", slug: enSlug } },
    });
    const saved = await rpc<Row>(db, admin, "save_page", page("yeni-sayfa", "new-page"));
    expect(saved).toMatchObject({
      slug: "yeni-sayfa",
      type: "generic",
      translations: { tr: { slug: "yeni-sayfa" }, en: { slug: "new-page" } },
    });
    const clash = await rpcFailure(db, admin, "save_page", page("yeni-sayfa", "new-page"));
    expect(clash).toMatchObject({ code: "23505", message: "page_slug_taken" });
    expect(JSON.parse(clash.detail!).sort()).toEqual(["slug", "translations.en.slug"]);
    // The offer is the page's slug's first free "-2", "-3", ... (another page holds "-2").
    expect(clash.hint).toBe("yeni-sayfa-2");
    await rpc<Row>(db, admin, "save_page", page("baska-sayfa", "yeni-sayfa-2"));
    expect(await rpcFailure(db, admin, "save_page", page("yeni-sayfa", ""))).toMatchObject({
      hint: "yeni-sayfa-3",
    });
    expect(
      await rpc<Row>(db, admin, "save_page", { ...page("yeni-sayfa", "new-page"), id: saved.id, version: 1 }),
    ).toMatchObject({ version: 2 });
    expect(await rpcFailure(db, admin, "save_page", { ...page("baska", ""), categoryId: "nope" })).toMatchObject({
      code: "PT422",
      message: "category_not_found",
    });
  });
});
