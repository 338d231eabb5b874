import { beforeEach, describe, expect, it } from "vitest";

import type { Backend } from "~/backend/port";

import { fakePng, jpegHeader, sidewaysJpeg, tinyGif, tinyPng, webpHeader } from "../fixtures/images";
import type { ContractContext } from "./harness";
import { allLangs, cleanedContent, projectInput, rejection, replace, unsafeContent } from "./inputs";

// The backend contract on projects: saving with every language, slugs, validation, the image
// stored, replaced and removed with them, writes that fail midway, and what visitors are shown.

export function describeProjectsContract(ctx: ContractContext) {
  const { h } = ctx;
  let admin: Backend;
  let visitor: Backend;

  describe("projects", () => {
    beforeEach(() => {
      ({ admin, visitor } = ctx);
    });

    it("creates a project with all its languages and reads it back", async () => {
      const saved = await admin.projects.save(projectInput({ title: "Ankara Çevre Yolu Viyadüğü" }));
      expect(saved.slug).toBe("ankara-cevre-yolu-viyadugu");
      expect(saved.translations.en?.title).toBe("Ankara Çevre Yolu Viyadüğü (en)");
      expect(await admin.projects.get(saved.id)).toEqual(saved);
      expect((await admin.projects.list()).items.map((p) => p.id)).toEqual([saved.id]);
      expect(await h.countRows("project_translations")).toBe(4);
    });

    it("lists projects without their content, which only the project itself carries", async () => {
      const longContent = `<p>${"Rıhtım ve dalgakıran imalatı. ".repeat(3_000)}</p>`;
      const input = projectInput({ title: "Uzun İçerikli Liman" });
      const saved = await admin.projects.save({
        ...input,
        translations: {
          ...input.translations,
          tr: { title: "Uzun İçerikli Liman", description: "Açıklama tr", content: longContent },
        },
      });
      const [listed] = (await admin.projects.list()).items;
      const { translations, ...fields } = saved;
      expect(listed).toEqual({
        ...fields,
        translations: Object.fromEntries(
          Object.entries(translations).map(([lang, t]) => [lang, { title: t.title, description: t.description }]),
        ),
      });
      expect(JSON.stringify(listed).length).toBeLessThan(2_000);
      expect((await admin.projects.get(saved.id))?.translations.tr?.content).toBe(longContent);
    });

    it("defaults a new project to draft, ongoing, order 0", async () => {
      const { status: _s, progress: _p, orderIndex: _o, ...bare } = projectInput();
      const saved = await admin.projects.save(bare);
      expect(saved).toMatchObject({ status: "draft", progress: "ongoing", orderIndex: 0 });
    });

    it("makes slugs unique with -1, -2 ... and never takes a reserved one", async () => {
      const a = await admin.projects.save(projectInput({ title: "Liman Projesi" }));
      const b = await admin.projects.save(projectInput({ title: "Liman Projesi" }));
      const c = await admin.projects.save(projectInput({ title: "Liman  projesi!" }));
      expect([a.slug, b.slug, c.slug]).toEqual(["liman-projesi", "liman-projesi-1", "liman-projesi-2"]);
      for (const reserved of ["Devam Eden", "Tamamlanan", "Ongoing", "Completed", "Davom etayotgan", "Tugallangan"]) {
        const p = await admin.projects.save(projectInput({ title: reserved }));
        expect(p.slug).toMatch(/-1$/);
      }
      // A long title's slug is past D1's 50-byte limit on LIKE patterns, which the check once used.
      const long = "Ankara Çevre Yolu Doğu Kesimi Viyadük ve Bağlantı Kavşakları Yapım İşi";
      const first = await admin.projects.save(projectInput({ title: long }));
      const second = await admin.projects.save(projectInput({ title: long }));
      expect(second.slug).toBe(`${first.slug}-1`);
    });

    it("keeps the slug on edit unless the Turkish title changes, excluding itself", async () => {
      const saved = await admin.projects.save(projectInput({ title: "Baraj" }));
      const edited = await admin.projects.save({
        ...projectInput({ title: "Baraj" }),
        id: saved.id,
        version: saved.version,
        category: "enerji",
      });
      expect(edited.slug).toBe("baraj");
      expect(edited.category).toBe("enerji");
      const renamedEn = await admin.projects.save({
        ...projectInput({ title: "Baraj" }),
        id: saved.id,
        version: edited.version,
        translations: { ...projectInput({ title: "Baraj" }).translations, en: { title: "The Dam" } },
      });
      expect(renamedEn.slug).toBe("baraj");
      const renamed = await admin.projects.save({
        ...projectInput({ title: "Yeni Baraj" }),
        id: saved.id,
        version: renamedEn.version,
      });
      expect(renamed.slug).toBe("yeni-baraj");
    });

    it("generates proje-<random> when the Turkish title has no usable letters", async () => {
      const saved = await admin.projects.save(projectInput({ title: "!!!" }));
      expect(saved.slug).toMatch(/^proje-[a-z0-9]+$/);
    });

    it("requires a category and a title in every language, with the spec's messages", async () => {
      const error = await rejection(
        () =>
          admin.projects.save({
            ...projectInput(),
            category: "",
            translations: { ...projectInput().translations, ru: { title: "  " } },
          }),
        "validation",
      );
      expect(error.fieldErrors.category).toEqual(["Kategori zorunludur"]);
      expect(error.fieldErrors["translations.ru.title"]).toEqual(["Başlık zorunludur"]);
      const missingLang = await rejection(
        () => admin.projects.save({ ...projectInput(), translations: { tr: { title: "Sadece Türkçe" } } as never }),
        "validation",
      );
      expect(missingLang.fieldErrors["translations.en.title"]).toEqual(["Başlık zorunludur"]);
      expect(await h.countRows("projects")).toBe(0);
    });

    it("refuses a non-numeric order and an unknown status", async () => {
      const error = await rejection(
        () => admin.projects.save({ ...projectInput(), orderIndex: "üç" as never, status: "gizli" as never }),
        "validation",
      );
      expect(Object.keys(error.fieldErrors).sort()).toEqual(["orderIndex", "status"]);
    });

    it("stores an image, replaces it (removing the old file) and removes it", async () => {
      const saved = await admin.projects.save(projectInput(), replace("Şantiye Fotoğrafı.PNG"));
      expect(saved.imageUrl).toMatch(/santiye-fotografi\.png$/);
      expect(await h.readStoredFile(saved.imageUrl!)).toEqual(tinyPng);

      const replaced = await admin.projects.save(
        { ...projectInput(), id: saved.id, version: saved.version },
        replace("yeni.gif", tinyGif),
      );
      expect(replaced.imageUrl).not.toBe(saved.imageUrl);
      expect(await h.readStoredFile(replaced.imageUrl!)).toEqual(tinyGif);
      expect(await h.readStoredFile(saved.imageUrl!)).toBeNull();

      const kept = await admin.projects.save({ ...projectInput(), id: saved.id, version: replaced.version });
      expect(kept.imageUrl).toBe(replaced.imageUrl);

      const removed = await admin.projects.save(
        { ...projectInput(), id: saved.id, version: kept.version },
        { kind: "remove" },
      );
      expect(removed.imageUrl).toBeNull();
      expect(await h.readStoredFile(replaced.imageUrl!)).toBeNull();
    });

    it("accepts JPEG, PNG, GIF and WebP by their bytes and refuses anything else", async () => {
      for (const [name, bytes] of [
        ["a.jpg", sidewaysJpeg],
        ["b.png", tinyPng],
        ["c.gif", tinyGif],
        ["d.webp", webpHeader],
      ] as const) {
        const saved = await admin.projects.save(projectInput({ title: name }), replace(name, bytes));
        expect(saved.imageUrl).not.toBeNull();
      }
      const error = await rejection(
        () => admin.projects.save(projectInput({ title: "Sahte" }), replace("sahte.png", fakePng)),
        "validation",
      );
      expect(error.message).toMatch(/^Görsel yüklenemedi: /);
      const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
      tooBig.set(tinyPng);
      await rejection(
        () => admin.projects.save(projectInput({ title: "Büyük" }), replace("buyuk.png", tooBig)),
        "validation",
      );
      expect((await admin.projects.list()).items.map((p) => p.translations.tr?.title)).not.toContain("Sahte");
    });

    it("refuses a damaged image whose size cannot be read (it would be published broken), storing nothing", async () => {
      const before = await h.countStoredFiles();
      const error = await rejection(
        () => admin.projects.save(projectInput({ title: "Bozuk" }), replace("bozuk.jpg", jpegHeader)),
        "validation",
      );
      expect(error.message).toBe("Görsel yüklenemedi: Dosya bozuk ya da eksik: görsel okunamadı.");
      expect(await h.countStoredFiles()).toBe(before);
      expect((await admin.projects.list()).items.map((p) => p.translations.tr?.title)).not.toContain("Bozuk");
    });

    it("leaves nothing behind when the write fails midway, and removes the uploaded file", async () => {
      const undo = await h.failInsertsInto("project_translations");
      await expect(admin.projects.save(projectInput(), replace("yarim.png"))).rejects.toMatchObject({
        code: "unavailable",
      });
      await undo();
      expect(await h.countRows("projects")).toBe(0);
      expect(await h.countRows("project_translations")).toBe(0);
      expect(await h.countStoredFiles()).toBe(0);
    });

    it("rolls back an edit whose translations fail, keeping the old values", async () => {
      const saved = await admin.projects.save(projectInput({ title: "Eski" }));
      const undo = await h.failInsertsInto("project_translations");
      await expect(
        admin.projects.save({
          ...projectInput({ title: "Yeni" }),
          id: saved.id,
          version: saved.version,
          category: "enerji",
        }),
      ).rejects.toMatchObject({ code: "unavailable" });
      await undo();
      const after = await admin.projects.get(saved.id);
      expect(after).toMatchObject({ slug: "eski", category: "altyapi" });
      expect(after?.translations.tr?.title).toBe("Eski");
    });

    it("deletes a project with its translations, its image once the trash lets it go; unknown ids are not found", async () => {
      const saved = await admin.projects.save(projectInput(), replace("sil.png"));
      await admin.projects.delete(saved.id);
      expect(await admin.projects.get(saved.id)).toBeNull();
      expect(await h.countRows("project_translations")).toBe(0);
      // The image waits with the project in the trash, and goes when the trash entry does.
      expect(await h.readStoredFile(saved.imageUrl!)).not.toBeNull();
      await admin.trash.purge((await admin.trash.list()).items[0]!.id);
      expect(await h.readStoredFile(saved.imageUrl!)).toBeNull();
      await rejection(() => admin.projects.delete(saved.id), "not_found");
      await rejection(() => admin.projects.save({ ...projectInput(), id: "yok" }), "not_found");
    });

    it("shows only published projects publicly, by progress and by slug, in the visitor's language", async () => {
      const ongoing = await admin.projects.save(projectInput({ title: "Yol", orderIndex: 2 }));
      const completed = await admin.projects.save(
        projectInput({ title: "Köprü", progress: "completed", orderIndex: 1 }),
      );
      await admin.projects.save(projectInput({ title: "Taslak", status: "draft" }));
      await admin.projects.save(projectInput({ title: "Arşiv", status: "archived", progress: "completed" }));

      const listed = (await visitor.site.projects("en")).items;
      expect(listed.map((p) => p.title)).toEqual(["Köprü (en)", "Yol (en)"]);
      // A list's cards show no content: it is not read for them.
      expect(listed.map((p) => ({ ...p, id: "" }))).toEqual([
        {
          id: "",
          slug: "kopru",
          imageUrl: null,
          imageAlt: "",
          category: "altyapi",
          status: "published",
          progress: "completed",
          orderIndex: 1,
          contentLang: "en",
          title: "Köprü (en)",
          description: "Açıklama en",
        },
        {
          id: "",
          slug: "yol",
          imageUrl: null,
          imageAlt: "",
          category: "altyapi",
          status: "published",
          progress: "ongoing",
          orderIndex: 2,
          contentLang: "en",
          title: "Yol (en)",
          description: "Açıklama en",
        },
      ]);
      expect((await visitor.site.projects("tr", "ongoing")).items.map((p) => p.id)).toEqual([ongoing.id]);
      expect((await visitor.site.projects("tr", "completed")).items.map((p) => p.id)).toEqual([completed.id]);
      expect(await visitor.site.projectBySlug("ru", "yol")).toMatchObject({
        title: "Yol (ru)",
        description: "Açıklama ru",
        content: "<p>İçerik ru</p>",
      });
      expect(await visitor.site.projectBySlug("tr", "taslak")).toBeNull();
      expect(await visitor.site.projectBySlug("tr", "arsiv")).toBeNull();
      expect(await visitor.site.projectBySlug("tr", "yok")).toBeNull();
    });

    it("stores only clean HTML content, whoever calls the port", async () => {
      const saved = await admin.projects.save({
        ...projectInput({ title: "Temiz" }),
        translations: allLangs(() => ({ title: "Temiz", content: unsafeContent })),
      });
      expect(saved.translations.en?.content).toBe(cleanedContent);
      expect((await admin.projects.get(saved.id))?.translations.tr?.content).toBe(cleanedContent);
      expect((await visitor.site.projectBySlug("uz", "temiz"))?.content).toBe(cleanedContent);
    });
  });
}
