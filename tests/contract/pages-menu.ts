import { beforeEach, describe, expect, it } from "vitest";

import type { Backend } from "~/backend/port";

import type { ContractContext } from "./harness";
import {
  allLangs,
  cleanedContent,
  linkUrlMessage,
  menuInput,
  pageInput,
  rejection,
  safeUrls,
  unsafeContent,
  unsafeUrls,
} from "./inputs";

// The backend contract on pages (categories, per-language slugs and their clashes, what visitors
// find by slug) and on the menu: its tree, paths, deleting with descendants and reordering.

export function describePagesMenuContract(ctx: ContractContext) {
  const { h } = ctx;
  let admin: Backend;
  let visitor: Backend;

  describe("pages", () => {
    beforeEach(() => {
      ({ admin, visitor } = ctx);
    });

    it("offers the page types as categories", async () => {
      const categories = await admin.pages.categories();
      expect(categories.map((c) => c.nameKey).sort()).toEqual(["faaliyetler", "generic", "kurumsal", "media"]);
    });

    it("creates, lists (title preferring Turkish), edits and deletes a page", async () => {
      const saved = await admin.pages.save(
        pageInput({
          translations: { ...pageInput().translations, en: { title: "About", content: "", slug: "about" } },
        }),
      );
      expect(saved).toMatchObject({ slug: "hakkimizda", type: "kurumsal", isPublished: true });
      expect(saved.translations.en).toEqual({ title: "About", content: "", slug: "about" });
      expect(saved.translations.ru?.slug).toBe("hakkimizda");

      const [row] = (await admin.pages.list()).items;
      expect(row).toMatchObject({ id: saved.id, title: "Hakkımızda tr", type: "kurumsal", isPublished: true });

      const edited = await admin.pages.save({
        ...pageInput(),
        id: saved.id,
        version: saved.version,
        isPublished: false,
        categoryId: "faaliyetler",
      });
      expect(edited).toMatchObject({ type: "faaliyetler", isPublished: false });

      await admin.pages.delete(saved.id);
      expect(await admin.pages.get(saved.id)).toBeNull();
      expect(await h.countRows("page_translations")).toBe(0);
      await rejection(() => admin.pages.delete(saved.id), "not_found");
    });

    it("validates with the spec's messages", async () => {
      const error = await rejection(
        () =>
          admin.pages.save({
            ...pageInput(),
            slug: "",
            categoryId: "",
            translations: { ...pageInput().translations, uz: { title: "" } },
          }),
        "validation",
      );
      expect(error.fieldErrors.slug).toEqual(["URL zorunludur."]);
      expect(error.fieldErrors.categoryId).toEqual(["Kategori seçimi zorunludur."]);
      expect(error.fieldErrors["translations.uz.title"]).toEqual(["Başlık zorunludur."]);
      await rejection(() => admin.pages.save(pageInput({ categoryId: "bilinmeyen" })), "validation");
      const nothing = await rejection(() => admin.pages.save(pageInput({ slug: "!!! ???" })), "validation");
      expect(nothing.fieldErrors.slug).toEqual(["Bu metinden URL oluşturulamadı: en az bir harf veya rakam yazın."]);
    });

    it("writes whatever is typed as a slug: Turkish, Russian, Uzbek, capitals and spaces", async () => {
      const saved = await admin.pages.save(
        pageInput({
          slug: "Sürdürülebilirlik Politikası",
          translations: {
            ...pageInput().translations,
            ru: { title: "Политика", slug: "Политика качества" },
            uz: { title: "Siyosat", slug: "Sifat siyosati Oʻzbekiston" },
          },
        }),
      );
      expect(saved.slug).toBe("surdurulebilirlik-politikasi");
      expect(saved.translations.ru?.slug).toBe("politika-kachestva");
      expect(saved.translations.uz?.slug).toBe("sifat-siyosati-ozbekiston");
    });

    it("refuses a slug another page already uses, naming the field", async () => {
      await admin.pages.save(
        pageInput({ translations: { ...pageInput().translations, en: { title: "About", slug: "about" } } }),
      );
      const same = await rejection(() => admin.pages.save(pageInput()), "conflict");
      expect(same.fieldErrors.slug).toEqual([
        "Bu URL başka bir sayfada kullanılıyor. Boşta olan bir URL: hakkimizda-2",
      ]);
      const clash = await rejection(
        () =>
          admin.pages.save(
            pageInput({
              slug: "baska",
              translations: { ...pageInput().translations, en: { title: "Other", slug: "about" } },
            }),
          ),
        "conflict",
      );
      expect(clash.fieldErrors["translations.en.slug"]).toEqual([
        "Bu URL başka bir sayfada kullanılıyor. Boşta olan bir URL: about-2",
      ]);
      expect(await h.countRows("pages")).toBe(1);
    });

    it("leaves no page behind when its translations fail to save", async () => {
      const undo = await h.failInsertsInto("page_translations");
      await expect(admin.pages.save(pageInput())).rejects.toMatchObject({ code: "unavailable" });
      await undo();
      expect(await h.countRows("pages")).toBe(0);
    });

    it("finds published pages by the language's slug, falls back to Turkish, and spots other languages' slugs", async () => {
      await admin.pages.save(
        pageInput({
          translations: {
            tr: { title: "Hakkımızda tr", content: "<p>tr</p>" },
            en: { title: "About us", content: "<p>en</p>", slug: "about" },
            ru: { title: "О нас", slug: "about" },
            uz: { title: "Biz haqimizda", slug: "biz-haqimizda" },
          },
        }),
      );
      const en = await visitor.site.pageBySlug("en", "about", "kurumsal");
      expect(en).toMatchObject({
        kind: "page",
        page: { title: "About us", contentLang: "en", slug: "about", type: "kurumsal" },
      });
      expect(en.kind === "missing" ? null : en.page.slugs).toEqual({
        tr: "hakkimizda",
        en: "about",
        ru: "about",
        uz: "biz-haqimizda",
      });

      const other = await visitor.site.pageBySlug("en", "hakkimizda", "kurumsal");
      expect(other).toMatchObject({ kind: "other-slug", page: { slug: "about" } });

      expect(await visitor.site.pageBySlug("en", "about", "faaliyetler")).toEqual({ kind: "missing" });
      expect(await visitor.site.pageBySlug("en", "yok")).toEqual({ kind: "missing" });

      const list = (await visitor.site.pages("uz", "kurumsal")).items;
      expect(list).toEqual([
        expect.objectContaining({ slug: "biz-haqimizda", title: "Biz haqimizda", type: "kurumsal" }),
      ]);
    });

    it("hides unpublished pages from visitors", async () => {
      await admin.pages.save(pageInput({ isPublished: false }));
      expect(await visitor.site.pageBySlug("tr", "hakkimizda")).toEqual({ kind: "missing" });
      expect((await visitor.site.pages("tr", "kurumsal")).items).toEqual([]);
    });

    it("stores only clean HTML content, whoever calls the port", async () => {
      const saved = await admin.pages.save(
        pageInput({ translations: allLangs((l) => ({ title: `Temiz ${l}`, content: unsafeContent, slug: "" })) }),
      );
      expect(saved.translations.ru?.content).toBe(cleanedContent);
      expect((await admin.pages.get(saved.id))?.translations.tr?.content).toBe(cleanedContent);
      const found = await visitor.site.pageBySlug("en", "hakkimizda", "kurumsal");
      expect(found.kind === "missing" ? null : found.page.content).toBe(cleanedContent);
    });
  });

  describe("menu", () => {
    beforeEach(() => {
      ({ admin, visitor } = ctx);
    });

    it("creates items with translations and builds the active tree in the visitor's language", async () => {
      const root = await admin.menu.save(menuInput({ orderIndex: 1 }));
      const home = await admin.menu.save(
        menuInput({
          path: "/",
          slug: "home",
          orderIndex: 0,
          translations: allLangs((l) => ({ label: `Ana Sayfa ${l}`, description: "" })),
        }),
      );
      const second = await admin.menu.save(
        menuInput({
          path: "/kurumsal/belgeler",
          slug: "belgeler",
          parentId: root.id,
          orderIndex: 2,
          translations: allLangs((l) => ({ label: `Belgeler ${l}`, description: "" })),
        }),
      );
      const first = await admin.menu.save(
        menuInput({
          path: "/kurumsal/hakkimizda",
          slug: "hakkimizda",
          parentId: root.id,
          orderIndex: 1,
          translations: allLangs((l) => ({ label: `Hakkımızda ${l}`, description: "" })),
        }),
      );
      const hidden = await admin.menu.save(
        menuInput({ path: "/gizli", slug: "gizli", isActive: false, orderIndex: 3 }),
      );
      await admin.menu.save(menuInput({ path: "/gizli/alt", slug: "alt", parentId: hidden.id }));

      const { menu } = await visitor.site.chrome("ru");
      expect(menu.map((n) => n.id)).toEqual([home.id, root.id]);
      expect(menu[1]!.label).toBe("Kurumsal ru");
      expect(menu[1]!.children.map((c) => c.id)).toEqual([first.id, second.id]);
      expect(menu[1]!.children[0]!.path).toBe("/kurumsal/hakkimizda");

      const list = await admin.menu.list();
      expect(list).toHaveLength(6);
      expect(list.find((i) => i.id === root.id)?.label).toBe("Kurumsal tr");
    });

    it("validates with the spec's messages and refuses a parent beneath the item", async () => {
      const error = await rejection(
        () =>
          admin.menu.save({
            ...menuInput(),
            path: "",
            slug: " ",
            translations: { ...menuInput().translations, en: { label: "" } },
          }),
        "validation",
      );
      expect(error.fieldErrors.path).toEqual(["Yol zorunludur"]);
      expect(error.fieldErrors.slug).toEqual(["Slug zorunludur"]);
      expect(error.fieldErrors["translations.en.label"]).toEqual(["Etiket zorunludur"]);

      const parent = await admin.menu.save(menuInput());
      const child = await admin.menu.save(menuInput({ slug: "alt", parentId: parent.id }));
      await rejection(
        () => admin.menu.save({ ...menuInput(), id: parent.id, version: parent.version, parentId: child.id }),
        "validation",
      );
      await rejection(
        () => admin.menu.save({ ...menuInput(), id: parent.id, version: parent.version, parentId: parent.id }),
        "validation",
      );
      await rejection(() => admin.menu.save(menuInput({ parentId: "yok" })), "validation");
    });

    it("accepts only http(s), mailto:, tel: and site paths as a menu path", async () => {
      for (const path of unsafeUrls) {
        const error = await rejection(() => admin.menu.save(menuInput({ path })), "validation");
        expect(error.fieldErrors.path, JSON.stringify(path)).toEqual([linkUrlMessage]);
      }
      expect(await admin.menu.list()).toEqual([]);
      for (const [i, path] of safeUrls.entries()) {
        const saved = await admin.menu.save(menuInput({ path, slug: `baglanti-${i}` }));
        expect((await admin.menu.list()).find((item) => item.id === saved.id)?.path).toBe(path);
      }
    });

    it("deletes an item with all its descendants", async () => {
      const parent = await admin.menu.save(menuInput());
      const child = await admin.menu.save(menuInput({ slug: "c", parentId: parent.id }));
      await admin.menu.save(menuInput({ slug: "g", parentId: child.id }));
      const other = await admin.menu.save(menuInput({ slug: "o" }));
      await admin.menu.delete(parent.id);
      expect((await admin.menu.list()).map((i) => i.id)).toEqual([other.id]);
      expect(await h.countRows("menu_item_translations")).toBe(4);
      await rejection(() => admin.menu.delete(parent.id), "not_found");
    });

    it("reorders and re-parents atomically, refusing cycles and unknown ids", async () => {
      const a = await admin.menu.save(menuInput({ slug: "a", orderIndex: 0 }));
      const b = await admin.menu.save(menuInput({ slug: "b", orderIndex: 1 }));
      const c = await admin.menu.save(menuInput({ slug: "c", orderIndex: 0, parentId: a.id }));
      await admin.menu.reorder([
        { id: b.id, parentId: null, orderIndex: 0 },
        { id: a.id, parentId: null, orderIndex: 1 },
        { id: c.id, parentId: b.id, orderIndex: 0 },
      ]);
      const tree = (await visitor.site.chrome("tr")).menu;
      expect(tree.map((n) => n.id)).toEqual([b.id, a.id]);
      expect(tree[0]!.children.map((n) => n.id)).toEqual([c.id]);

      await rejection(() => admin.menu.reorder([{ id: b.id, parentId: c.id, orderIndex: 0 }]), "validation");
      await rejection(() => admin.menu.reorder([{ id: "yok", parentId: null, orderIndex: 0 }]), "not_found");
      const after = await admin.menu.list();
      expect(after.find((i) => i.id === b.id)?.parentId).toBeNull();
    });

    it("stores no cycle when two moves made at the same moment would make one (A under B, B under A)", async () => {
      const a = await admin.menu.save(menuInput({ slug: "a", orderIndex: 0 }));
      const b = await admin.menu.save(menuInput({ slug: "b", orderIndex: 1 }));
      // Each checks the tree it read before the other's write: one must be refused all the same.
      const outcomes = await Promise.allSettled([
        admin.menu.reorder([{ id: a.id, parentId: b.id, orderIndex: 0 }]),
        admin.menu.reorder([{ id: b.id, parentId: a.id, orderIndex: 0 }]),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected")!.reason;
      expect(refused).toMatchObject({
        code: "validation",
        message: "Bir öğe kendisinin veya alt öğesinin altına taşınamaz.",
      });
      const parents = new Map((await admin.menu.list()).map((i) => [i.id, i.parentId]));
      expect(parents.get(a.id) === b.id && parents.get(b.id) === a.id).toBe(false);
      expect([parents.get(a.id), parents.get(b.id)]).toContain(null);
    });

    it("leaves no item behind when its translations fail", async () => {
      const undo = await h.failInsertsInto("menu_item_translations");
      await expect(admin.menu.save(menuInput())).rejects.toMatchObject({ code: "unavailable" });
      await undo();
      expect(await h.countRows("menu_items")).toBe(0);
    });
  });
}
