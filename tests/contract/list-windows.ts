import { beforeEach, describe, expect, it } from "vitest";

import { maxListLimit, maxSitemapEntries, type Backend } from "~/backend/port";

import { tinyPng, upload } from "../fixtures/images";
import { freshAdminAndVisitor, type ContractHarness } from "./harness";
import { pageInput, projectInput, rejection } from "./inputs";

// Bounded reads (docs/decisions/024-pagination-and-bounded-reads.md): every paged list of the
// port returns the window asked for, never more than maxListLimit rows, the size of the whole
// (searched) list beside it, and the admin lists search by title or name.

export function describeListWindowsContract(makeHarness: () => ContractHarness) {
  const h = makeHarness();

  describe(`list windows (${h.name})`, () => {
    let admin: Backend;
    let visitor: Backend;

    beforeEach(async () => {
      ({ admin, visitor } = await freshAdminAndVisitor(h));
    });

    /** Saves projects "Proje 00".."Proje nn" in that order, every third one completed. */
    async function saveProjects(count: number) {
      for (let i = 0; i < count; i++) {
        const title = `Proje ${String(i).padStart(2, "0")}`;
        await admin.projects.save(
          projectInput({ title, orderIndex: i, progress: i % 3 === 2 ? "completed" : "ongoing" }),
        );
      }
    }

    it("pages the public project list in order, per progress, with the total", async () => {
      await saveProjects(7);
      await admin.projects.save(projectInput({ title: "Taslak", orderIndex: 99, status: "draft" }));
      const first = await visitor.site.projects("tr", undefined, { offset: 0, limit: 3 });
      expect(first.items.map((p) => p.title)).toEqual(["Proje 00", "Proje 01", "Proje 02"]);
      expect(first.total).toBe(7);
      const last = await visitor.site.projects("en", undefined, { offset: 6, limit: 3 });
      expect(last.items.map((p) => p.title)).toEqual(["Proje 06 (en)"]);
      const past = await visitor.site.projects("tr", undefined, { offset: 30, limit: 3 });
      expect(past).toEqual({ items: [], total: 7 });
      const completed = await visitor.site.projects("tr", "completed", { offset: 1, limit: 1 });
      expect(completed.items.map((p) => p.title)).toEqual(["Proje 05"]);
      expect(completed.total).toBe(2);
    });

    it("answers offsets past any list, and searches holding a NUL, as the caller's matter, never an outage", async () => {
      await saveProjects(2);
      for (const offset of [3_000_000_000, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
        expect(await visitor.site.projects("tr", undefined, { offset, limit: 3 }), String(offset)).toEqual({
          items: [],
          total: 2,
        });
        expect(await admin.projects.list({ offset, limit: 3 }), String(offset)).toEqual({ items: [], total: 2 });
        expect((await visitor.site.sitemap({ offset, limit: 3 })).projects, String(offset)).toEqual([]);
      }
      // A NUL is in no stored text: it is dropped from the search, not sent to the store.
      expect(
        (await admin.projects.list({ search: "proje 01\u0000" })).items.map((p) => p.translations.tr?.title),
      ).toEqual(["Proje 01"]);
      expect((await admin.projects.list({ search: "\u0000" })).total).toBe(2);
      expect((await admin.media.list({ search: "x\u0000" })).total).toBe(0);
      // ... and from what is saved; a version past any a record can have is refused as invalid.
      const saved = await admin.projects.save(projectInput({ title: "Köp\u0000rü" }));
      expect(saved.translations.tr?.title).toBe("Köprü");
      await rejection(
        () => admin.projects.save({ ...projectInput({ title: "Köprü" }), id: saved.id, version: 3_000_000_000 }),
        "validation",
      );
    });

    it("never returns more than the largest window, whatever the limit asked for", async () => {
      await saveProjects(maxListLimit + 2);
      const asked = await visitor.site.projects("tr", undefined, { offset: 0, limit: 10_000 });
      expect(asked.items).toHaveLength(maxListLimit);
      expect(asked.total).toBe(maxListLimit + 2);
      expect((await visitor.site.projects("tr")).items).toHaveLength(maxListLimit);
      expect((await admin.projects.list()).items).toHaveLength(maxListLimit);
      // Nonsense bounds are read as the nearest sensible ones, never as "everything".
      expect((await admin.projects.list({ offset: -5, limit: 0 })).items.map((p) => p.translations.tr?.title)).toEqual([
        "Proje 00",
      ]);
      expect((await admin.projects.list({ offset: Number.NaN, limit: 2.7 })).items).toHaveLength(2);
    }, 120_000);

    it("searches the admin's projects by title in any language or slug", async () => {
      await saveProjects(3);
      await admin.projects.save(projectInput({ title: "Köprü %_ Yapımı", orderIndex: 5 }));
      const byTitle = await admin.projects.list({ search: "köprü" });
      expect(byTitle.items.map((p) => p.translations.tr?.title)).toEqual(["Köprü %_ Yapımı"]);
      expect(byTitle.total).toBe(1);
      expect((await admin.projects.list({ search: "(uz)" })).total).toBe(4);
      expect((await admin.projects.list({ search: "proje-01" })).items.map((p) => p.slug)).toEqual(["proje-01"]);
      // LIKE's wildcards are searched for as themselves.
      expect((await admin.projects.list({ search: "%_" })).total).toBe(1);
      expect((await admin.projects.list({ search: "yok böyle" })).total).toBe(0);
      const paged = await admin.projects.list({ search: "proje", offset: 2, limit: 2 });
      expect(paged).toMatchObject({ total: 3 });
      expect(paged.items.map((p) => p.translations.tr?.title)).toEqual(["Proje 02"]);
    });

    it("finds titles and names whatever their case, Turkish marks or the apostrophe typed", async () => {
      // Each search below misses the slugs ("celik-kopru", …), so what it finds, it finds in a title.
      await admin.projects.save(projectInput({ title: "Çelik Köprü", orderIndex: 1 }));
      await admin.projects.save(projectInput({ title: "İstanbul Metrosu", orderIndex: 2 }));
      await admin.projects.save(projectInput({ title: "ISPARTA Barajı", orderIndex: 3 }));
      await admin.projects.save(projectInput({ title: "Blok [A*] etabı?", orderIndex: 4 }));
      const found = async (search: string) =>
        (await admin.projects.list({ search })).items.map((p) => p.translations.tr?.title);
      expect(await found("ÇELİK")).toEqual(["Çelik Köprü"]);
      expect(await found("celik kopru")).toEqual(["Çelik Köprü"]);
      expect(await found("ıstanbul metrosu")).toEqual(["İstanbul Metrosu"]);
      expect(await found("ısparta barajı")).toEqual(["ISPARTA Barajı"]);
      expect(await found("isparta baraji")).toEqual(["ISPARTA Barajı"]);
      // Wildcards of any kind are searched for as themselves.
      expect(await found("[a*]")).toEqual(["Blok [A*] etabı?"]);
      expect(await found("*")).toEqual(["Blok [A*] etabı?"]);
      expect(await found("etabi?")).toEqual(["Blok [A*] etabı?"]);
      expect(await found("?")).toEqual(["Blok [A*] etabı?"]);
      expect(await found("çelikk")).toEqual([]);
      // As long as the admin's search box allows (100 letters), two bytes each: D1 refused such LIKE patterns.
      expect(await found(`${"ş".repeat(95)}çelik`)).toEqual([]);

      await admin.pages.save(
        pageInput({
          slug: "hacim",
          translations: { ...pageInput().translations, ru: { title: "Объёмы работ", content: "", slug: "" } },
        }),
      );
      await admin.pages.save(
        pageInput({
          slug: "ozbek",
          translations: { ...pageInput().translations, uz: { title: "Oʻzbekiston loyihalari", content: "", slug: "" } },
        }),
      );
      expect((await admin.pages.list({ search: "ОБЪЕМЫ" })).items.map((p) => p.slug)).toEqual(["hacim"]);
      expect((await admin.pages.list({ search: "o'zbekiston" })).items.map((p) => p.slug)).toEqual(["ozbek"]);

      // A title pasted decomposed (o + U+0308) is stored composed, and a decomposed search finds a composed title.
      const decomposed = "Beton Ko\u0308pru\u0308su\u0308";
      const saved = await admin.projects.save(projectInput({ title: decomposed, orderIndex: 5 }));
      expect(saved.translations.tr?.title).toBe("Beton Köprüsü");
      expect(await found("köprüsü")).toEqual(["Beton Köprüsü"]);
      expect(await found("Çelik Ko\u0308pru\u0308")).toEqual(["Çelik Köprü"]);

      await h.provisionUser({
        email: "ayse@example.com",
        password: "sifre-12345",
        role: "member",
        fullName: "Ayşe Yılmaz",
      });
      expect((await admin.users.list({ search: "AYSE YILMAZ" })).items.map((u) => u.email)).toEqual([
        "ayse@example.com",
      ]);
      expect((await admin.users.list({ search: "ayşe@" })).items.map((u) => u.fullName)).toEqual(["Ayşe Yılmaz"]);
    });

    it("counts a search's matches once each, in any window, even one past the last match", async () => {
      // Every project below matches "proje" by its slug and by its title in all four languages.
      await saveProjects(5);
      await admin.projects.save(projectInput({ title: "Köprü", orderIndex: 9 }));
      const last = await admin.projects.list({ search: "PROJE", offset: 4, limit: 2 });
      expect(last.items.map((p) => p.translations.tr?.title)).toEqual(["Proje 04"]);
      expect(last.total).toBe(5);
      expect(await admin.projects.list({ search: "proje", offset: 7, limit: 2 })).toEqual({ items: [], total: 5 });
      expect(await admin.projects.list({ search: "yok", offset: 7 })).toEqual({ items: [], total: 0 });
      // Searches of one or two characters match as longer ones do.
      expect((await admin.projects.list({ search: "4" })).items.map((p) => p.slug)).toEqual(["proje-04"]);
      expect((await admin.projects.list({ search: "kö" })).total).toBe(1);

      await admin.pages.save(
        pageInput({
          slug: "bir",
          translations: { ...pageInput().translations, ru: { title: "Политика качества", content: "", slug: "" } },
        }),
      );
      await admin.pages.save(
        pageInput({
          slug: "iki",
          translations: { ...pageInput().translations, uz: { title: "Sifat siyosati", content: "", slug: "" } },
        }),
      );
      expect((await admin.pages.list({ search: "качества" })).items.map((p) => p.slug)).toEqual(["bir"]);
      expect(await admin.pages.list({ search: "hakkımızda", offset: 1, limit: 1 })).toMatchObject({ total: 2 });
      expect(await admin.pages.list({ search: "hakkımızda", offset: 5 })).toEqual({ items: [], total: 2 });
    });

    it("pages and searches the admin's pages, files and users", async () => {
      for (const slug of ["bir", "iki", "uc"]) {
        await admin.pages.save(pageInput({ slug, translations: pageInput().translations, categoryId: "kurumsal" }));
      }
      await admin.pages.save(
        pageInput({
          slug: "ozel",
          translations: { ...pageInput().translations, en: { title: "Quality Policy", content: "", slug: "" } },
        }),
      );
      const pages = await admin.pages.list({ offset: 0, limit: 2 });
      expect(pages.total).toBe(4);
      expect(pages.items).toHaveLength(2);
      expect((await admin.pages.list({ search: "quality" })).items.map((p) => p.slug)).toEqual(["ozel"]);
      expect((await admin.pages.list({ search: "iki" })).items.map((p) => p.slug)).toEqual(["iki"]);
      const overview = await visitor.site.pages("tr", "kurumsal", { offset: 1, limit: 2 });
      expect(overview.total).toBe(4);
      expect(overview.items).toHaveLength(2);

      await admin.media.upload([
        upload("santiye.png", tinyPng),
        upload("kopru.png", tinyPng),
        upload("ofis.png", tinyPng),
      ]);
      const files = await admin.media.list({ limit: 2 });
      expect(files.total).toBe(3);
      expect(files.items).toHaveLength(2);
      expect((await admin.media.list({ search: "KOPRU" })).items.map((f) => f.name)).toEqual(["kopru.png"]);

      await h.provisionUser({
        email: "ayse@example.com",
        password: "sifre-12345",
        role: "member",
        fullName: "Ayşe Yılmaz",
      });
      await h.provisionUser({
        email: "mehmet@example.com",
        password: "sifre-12345",
        role: "member",
        fullName: "Mehmet Kaya",
      });
      expect((await admin.users.list()).total).toBe(3);
      expect((await admin.users.list({ search: "kaya" })).items.map((u) => u.email)).toEqual(["mehmet@example.com"]);
      expect((await admin.users.list({ search: "ayse@" })).items.map((u) => u.fullName)).toEqual(["Ayşe Yılmaz"]);
      expect((await admin.users.list({ offset: 1, limit: 1 })).items).toHaveLength(1);
    });

    it("reads the sitemap in windows over pages, then projects", async () => {
      await admin.pages.save(pageInput({ slug: "bir" }));
      await admin.pages.save(pageInput({ slug: "iki" }));
      await admin.pages.save(pageInput({ slug: "taslak", isPublished: false }));
      await saveProjects(3);
      const whole = await visitor.site.sitemap();
      expect(whole.total).toBe(5);
      expect(whole.pages.map((p) => p.slugs.tr)).toEqual(["bir", "iki"]);
      expect(whole.projects.map((p) => p.slug)).toEqual(["proje-00", "proje-01", "proje-02"]);
      const middle = await visitor.site.sitemap({ offset: 1, limit: 2 });
      expect(middle.pages.map((p) => p.slugs.tr)).toEqual(["iki"]);
      expect(middle.projects.map((p) => p.slug)).toEqual(["proje-00"]);
      const tail = await visitor.site.sitemap({ offset: 3, limit: 10 });
      expect(tail.pages).toEqual([]);
      expect(tail.projects.map((p) => p.slug)).toEqual(["proje-01", "proje-02"]);
      expect((await visitor.site.sitemap({ offset: 0, limit: maxSitemapEntries * 10 })).total).toBe(5);
    });
  });
}
