import { beforeEach, describe, expect, it } from "vitest";

import type { Backend } from "~/backend/port";

import { freshAdminAndVisitor, type ContractHarness } from "./harness";
import { allLangs, pageInput, projectInput, rejection } from "./inputs";

// The port's contract for redirects (docs/decisions/059-redirects.md): a slug change keeps the
// old path one hop from the record's newest, whatever wrote the slug; renaming back leaves no
// loop; a record taking an old slug takes it over; an admin adds and deletes manual ones, never
// from a live page's path and never into a chain or a loop; a visitor only finds them.

const aboutIn = (en: string) =>
  pageInput({
    slug: "hakkimizda",
    translations: allLangs((l) => ({ title: `Hakkımızda ${l}`, content: "<p>x</p>", slug: l === "en" ? en : "" })),
  });

export function describeRedirectsContract(makeHarness: () => ContractHarness) {
  const h = makeHarness();

  describe(`redirects (${h.name})`, () => {
    let admin: Backend;
    let visitor: Backend;

    beforeEach(async () => {
      ({ admin, visitor } = await freshAdminAndVisitor(h));
    });

    const renamePage = async (id: string, en: string) => {
      const current = (await admin.pages.get(id))!;
      return admin.pages.save({ ...aboutIn(en), id, version: current.version });
    };
    const findPage = (slug: string) => visitor.redirects.find("en", `corporate/${slug}`, { kind: "page", slug });

    it("leads every old slug of a page one hop to its newest, and renaming back leaves no loop", async () => {
      const page = await admin.pages.save(aboutIn("about"));
      await renamePage(page.id, "about-us");
      await renamePage(page.id, "who-we-are");
      const newest = { kind: "page", type: "kurumsal", slug: "who-we-are" };
      expect(await findPage("about")).toEqual(newest);
      expect(await findPage("about-us")).toEqual(newest);
      // Only the language whose slug changed: the Turkish path is the page's own.
      expect(
        await visitor.redirects.find("tr", "kurumsal/hakkimizda", { kind: "page", slug: "hakkimizda" }),
      ).toBeNull();

      await renamePage(page.id, "about");
      expect(await findPage("about")).toBeNull();
      expect(await findPage("about-us")).toEqual({ ...newest, slug: "about" });
      expect(await findPage("who-we-are")).toEqual({ ...newest, slug: "about" });
      const { items, total } = await admin.redirects.list({ lang: "en" });
      expect(total).toBe(2);
      // No redirect leads from the path it leads to.
      for (const r of items) expect(r).toMatchObject({ automatic: true, live: true, to: { slug: "about" } });
      expect(items.map((r) => (r.from.kind === "path" ? r.from.path : r.from.slug)).toSorted()).toEqual([
        "about-us",
        "who-we-are",
      ]);
    });

    it("lets a new page take over an old slug, and a deleted page's redirects go with it", async () => {
      const page = await admin.pages.save(aboutIn("about"));
      await renamePage(page.id, "about-us");
      expect(await findPage("about")).not.toBeNull();
      const other = await admin.pages.save(
        pageInput({
          slug: "baska",
          translations: allLangs((l) => ({ title: `Başka ${l}`, content: "", slug: l === "en" ? "about" : "" })),
        }),
      );
      expect(await findPage("about")).toBeNull();
      expect((await admin.redirects.list({ lang: "en" })).total).toBe(0);

      await renamePage(page.id, "story");
      expect(await findPage("about-us")).toMatchObject({ slug: "story" });
      await admin.pages.delete(page.id);
      expect(await findPage("about-us")).toBeNull();
      expect((await admin.redirects.list()).items.filter((r) => r.automatic)).toEqual([]);
      expect(other.id).not.toBe(page.id);
    });

    it("keeps a redirect through a revision restore, and serves none to an unpublished page", async () => {
      const page = await admin.pages.save(aboutIn("about"));
      const renamed = await renamePage(page.id, "about-us");
      const revisions = await admin.history.list("page", page.id);
      const first = revisions.at(-1)!;
      await admin.history.restore("page", page.id, first.revision, renamed.version);
      expect(await findPage("about")).toBeNull();
      expect(await findPage("about-us")).toMatchObject({ slug: "about" });

      const current = (await admin.pages.get(page.id))!;
      await admin.pages.save({ ...aboutIn("about"), id: page.id, version: current.version, isPublished: false });
      expect(await findPage("about-us")).toBeNull();
    });

    it("leads a project's old slug to its newest in every language", async () => {
      const project = await admin.projects.save(projectInput({ title: "Eski Köprü", status: "published" }));
      const first = project.slug;
      const renamed = await admin.projects.save({
        ...projectInput({ title: "Yeni Köprü", status: "published" }),
        id: project.id,
        version: project.version,
      });
      expect(renamed.slug).not.toBe(first);
      for (const lang of ["tr", "en", "ru", "uz"] as const)
        expect(await visitor.redirects.find(lang, `x/${first}`, { kind: "project", slug: first })).toEqual({
          kind: "project",
          slug: renamed.slug,
        });
    });

    it("adds a manual redirect with its audit entry, and deletes it", async () => {
      const start = (await admin.audit.list()).total;
      const made = await admin.redirects.create({ from: "/en/old/place", to: "/en/corporate" });
      expect(made).toMatchObject({
        lang: "en",
        automatic: false,
        from: { kind: "path", path: "old/place" },
        to: { kind: "path", path: "/en/corporate" },
      });
      expect(await visitor.redirects.find("en", "/old/place/")).toEqual({ kind: "path", path: "/en/corporate" });
      expect(await admin.redirects.get(made.id)).toEqual(made);
      expect(await visitor.redirects.find("tr", "old/place")).toBeNull();
      await admin.redirects.delete(made.id);
      expect(await visitor.redirects.find("en", "old/place")).toBeNull();
      await rejection(() => admin.redirects.delete(made.id), "not_found");
      const { items, total } = await admin.audit.list({ limit: 10 });
      expect(
        items
          .slice(0, total - start)
          .toReversed()
          .map((e) => [e.action, e.recordType, e.label]),
      ).toEqual([
        ["create", "redirect", "/en/old/place → /en/corporate"],
        ["delete", "redirect", "/en/old/place → /en/corporate"],
      ]);
    });

    it("refuses a manual redirect from a live page's path, a second one from a path, and any loop; a chain is collapsed", async () => {
      await admin.pages.save(aboutIn("about"));
      const live = await rejection(
        () => admin.redirects.create({ from: "/en/corporate/about", to: "/en/" }),
        "validation",
      );
      expect(live.fieldErrors).toHaveProperty("from");
      await rejection(() => admin.redirects.create({ from: "/en/a", to: "/en/a" }), "validation");

      await admin.redirects.create({ from: "/en/b", to: "/en/c" });
      await rejection(() => admin.redirects.create({ from: "/en/b", to: "/en/d" }), "conflict");
      // c → b would loop through b → c: refused, nothing stored.
      await rejection(() => admin.redirects.create({ from: "/en/c", to: "/en/b" }), "validation");
      // x → b is collapsed to where b leads; a new source that others led to passes them on.
      expect((await admin.redirects.create({ from: "/en/x", to: "/en/b" })).to).toEqual({
        kind: "path",
        path: "/en/c",
      });
      await admin.redirects.create({ from: "/en/c", to: "/en/e" });
      expect(await visitor.redirects.find("en", "b")).toEqual({ kind: "path", path: "/en/e" });
      expect(await visitor.redirects.find("en", "x")).toEqual({ kind: "path", path: "/en/e" });
      expect((await admin.redirects.list({ lang: "en" })).total).toBe(3);
      expect((await admin.redirects.list({ lang: "en", search: "/en/e" })).total).toBe(3);
      expect((await admin.redirects.list({ lang: "tr" })).total).toBe(0);

      for (const input of [
        { from: "en/no-slash", to: "/en/" },
        { from: "/xx/a", to: "/en/" },
        { from: "/en/a", to: "https://elsewhere.example/" },
        { from: "/en/a", to: "//elsewhere.example/" },
        { from: "/en/a", to: "/en/a b" },
      ])
        await rejection(() => admin.redirects.create(input), "validation");
    });

    it("lets nobody but an admin list, add or delete one", async () => {
      const made = await admin.redirects.create({ from: "/tr/eski", to: "/tr/" });
      await rejection(() => visitor.redirects.list(), "forbidden");
      await rejection(() => visitor.redirects.get(made.id), "forbidden");
      await rejection(() => visitor.redirects.create({ from: "/tr/baska", to: "/tr/" }), "forbidden");
      await rejection(() => visitor.redirects.delete(made.id), "forbidden");
      expect(await visitor.redirects.find("tr", "eski")).toEqual({ kind: "path", path: "/tr/" });
    });
  });
}
