import { beforeEach, describe, expect, it } from "vitest";

import type { Backend } from "~/backend/port";

import { fakePng, tinyGif, tinyPng, upload, webpHeader } from "../fixtures/images";
import type { ContractContext } from "./harness";
import { pageInput, projectInput, rejection, saveSettings } from "./inputs";

// The backend contract on the media library: uploading under clean unique names, alt texts per
// language (one file, or a batch all or nothing), deleting while used or not, serving files.

export function describeMediaContract(ctx: ContractContext) {
  const { h } = ctx;
  let admin: Backend;
  let visitor: Backend;

  describe("media library", () => {
    beforeEach(() => {
      ({ admin, visitor } = ctx);
    });

    it("refuses to delete a file that is still used, saying where, and keeps the file and its row", async () => {
      const [logo, client, about, inPage, inProject, unused] = await admin.media.upload(
        ["logo.png", "musteri.png", "hakkimizda.png", "sayfa.png", "proje.png", "bos.png"].map((name) =>
          upload(name, tinyPng),
        ),
      );
      await saveSettings(admin, {
        general: { siteName: "Örnek", logoUrl: logo!.publicUrl, description: {} },
        client_logos: [{ name: "Acme", imageUrl: client!.publicUrl, altText: { tr: "Acme" } }],
        about_summary_image_url: about!.publicUrl,
      });
      const image = (url: string) => `<p>Metin</p><p><img src="${url}" alt="Görsel"></p>`;
      await admin.pages.save(
        pageInput({
          translations: {
            ...pageInput().translations,
            en: { title: "About", content: image(inPage!.publicUrl), slug: "" },
          },
        }),
      );
      await admin.projects.save(
        projectInput({
          status: "draft",
          translations: {
            ...projectInput().translations,
            tr: { title: "Ankara Köprüsü", description: "", content: image(inProject!.publicUrl) },
          },
        }),
      );

      expect(await admin.media.uses(logo!.path)).toEqual([{ kind: "siteLogo" }]);
      expect(await admin.media.uses(unused!.path)).toEqual([]);
      const refusals: Array<[typeof logo, string]> = [
        [logo, "site logosu"],
        [client, "referans logosu “Acme”"],
        [about, "ana sayfa hakkımızda görseli"],
        [inPage, "“Hakkımızda tr” sayfası"],
        [inProject, "“Ankara Köprüsü” projesi"],
      ];
      for (const [file, where] of refusals) {
        const error = await rejection(() => admin.media.delete(file!.path), "in_use");
        expect(error.message).toBe(`Bu dosya kullanılıyor (${where}); önce oradan kaldırın.`);
        expect(await admin.media.get(file!.id)).toMatchObject({ id: file!.id });
        expect(await h.readStoredFile(file!.publicUrl)).toEqual(tinyPng);
      }
      // A visitor is refused as before, and learns nothing of the uses.
      await rejection(() => visitor.media.uses(logo!.path), "forbidden");

      await admin.media.delete(unused!.path);
      expect(await h.readStoredFile(unused!.publicUrl)).toBeNull();
      // Once the setting no longer shows it, the file can go.
      await saveSettings(admin, { general: { siteName: "Örnek", logoUrl: "", description: {} } });
      await admin.media.delete(logo!.path);
      expect(await admin.media.get(logo!.id)).toBeNull();
      expect(await h.readStoredFile(logo!.publicUrl)).toBeNull();
    });

    it("uploads under clean unique names, never overwriting, lists newest first, deletes", async () => {
      const [first] = await admin.media.upload([upload("Şantiye Görseli (1).PNG", tinyPng)]);
      const [second] = await admin.media.upload([upload("Şantiye Görseli (1).PNG", tinyGif, "image/gif")]);
      expect(first!.path).toMatch(/santiye-gorseli-1\.png$/);
      expect(second!.path).not.toBe(first!.path);
      expect(second!.path).toMatch(/santiye-gorseli-1\.gif$/);
      expect(await h.readStoredFile(first!.publicUrl)).toEqual(tinyPng);
      expect(await h.readStoredFile(second!.publicUrl)).toEqual(tinyGif);
      expect(first).toMatchObject({
        name: "Şantiye Görseli (1).PNG",
        fileType: "image/png",
        sizeKb: 0,
        altText: { en: "Şantiye Görseli (1).PNG" },
        caption: { en: "" },
      });

      const list = (await admin.media.list()).items;
      expect(list.map((f) => f.id)).toEqual([second!.id, first!.id]);

      await admin.media.delete(first!.path);
      expect((await admin.media.list()).items.map((f) => f.id)).toEqual([second!.id]);
      expect(await h.readStoredFile(first!.publicUrl)).toBeNull();
      await rejection(() => admin.media.delete(first!.path), "not_found");
    });

    it("keeps the key of a file with a ~250-character name within 128 characters, serves it and deletes it", async () => {
      const longName = `${"Şantiye Çalışması Gün Batımı Görüntüsü ".repeat(6)}İğüşöç Son.PNG`;
      expect(longName.length).toBeGreaterThanOrEqual(240);
      const [file] = await admin.media.upload([upload(longName, tinyPng)]);
      expect(file!.name).toBe(longName);
      expect(file!.path.length).toBeLessThanOrEqual(128);
      expect(file!.path).toMatch(/-santiye-calismasi-gun-batimi-[a-z-]*\.png$/);

      const served = await visitor.files.read("media-library", file!.path);
      expect(served?.contentType).toBe("image/png");
      await served?.body.cancel();
      expect(await h.readStoredFile(file!.publicUrl)).toEqual(tinyPng);

      await admin.media.delete(file!.path);
      expect(await visitor.files.read("media-library", file!.path)).toBeNull();
      expect(await h.readStoredFile(file!.publicUrl)).toBeNull();
      expect((await admin.media.list()).items.map((f) => f.id)).not.toContain(file!.id);
    });

    it("refuses a file whose name passes 255 letters, naming it cut short, and stores none of the batch", async () => {
      const crafted = `${"ş".repeat(254)}.png`;
      const error = await rejection(
        () => admin.media.upload([upload("iyi.png", tinyPng), upload(crafted, tinyPng)]),
        "validation",
      );
      expect(error.message).toBe(
        `${"ş".repeat(60)}…: Dosya adı en fazla 255 karakter olabilir. Diğer 1 dosya da yüklenmedi; bu dosyayı çıkarıp yeniden deneyin.`,
      );
      expect(error.fieldErrors.files).toEqual([error.message]);
      expect(await h.countRows("media_library")).toBe(0);
      // 255 letters (510 bytes in UTF-8) are kept whole.
      const [kept] = await admin.media.upload([upload(`${"ş".repeat(251)}.png`, tinyPng)]);
      expect([...kept!.name]).toHaveLength(255);
    });

    it("keeps a file's name without the NUL characters a crafted upload may carry", async () => {
      const [file] = await admin.media.upload([upload("şantiye\u0000 görseli.png", tinyPng)]);
      expect(file!.name).toBe("şantiye görseli.png");
      expect((await admin.media.list()).items.map((f) => f.name)).toContain("şantiye görseli.png");
    });

    it("refuses a batch with a non-image without storing any of it", async () => {
      const error = await rejection(
        () => admin.media.upload([upload("iyi.png", tinyPng), upload("kotu.png", fakePng)]),
        "validation",
      );
      expect(error.message).toMatch(/^kotu\.png: /);
      expect(error.fieldErrors.files).toEqual([error.message]);
      expect(await h.countRows("media_library")).toBe(0);
    });

    it("removes stored files again when recording the batch fails", async () => {
      const undo = await h.failInsertsInto("media_library");
      await expect(admin.media.upload([upload("a.png", tinyPng), upload("b.gif", tinyGif)])).rejects.toMatchObject({
        code: "unavailable",
      });
      await undo();
      expect(await h.countRows("media_library")).toBe(0);
      expect(await h.countStoredFiles()).toBe(0);
    });

    it("edits a file's alt text and caption per language, and reads a file by id", async () => {
      const [file] = await admin.media.upload([upload("vinc.png", tinyPng)]);
      const updated = await admin.media.updateText(file!.id, {
        altText: { tr: "Kule vinç", en: "Tower crane", ru: "" },
        caption: { uz: "Kran" },
        version: file!.version,
      });
      expect(updated.altText).toEqual({ tr: "Kule vinç", en: "Tower crane" });
      expect(updated.caption).toEqual({ uz: "Kran" });
      expect(await admin.media.get(file!.id)).toMatchObject({
        id: file!.id,
        path: file!.path,
        altText: { tr: "Kule vinç", en: "Tower crane" },
      });
      expect(await admin.media.get("yok")).toBeNull();
      await rejection(() => admin.media.updateText("yok", { altText: { tr: "x" } }), "not_found");
      const tooLong = await rejection(
        () => admin.media.updateText(file!.id, { altText: { tr: "x".repeat(201) }, version: updated.version }),
        "validation",
      );
      expect(tooLong.fieldErrors["altText.tr"]).toEqual(["En fazla 200 karakter olabilir."]);
    });

    it("saves the alt texts of a batch of files together, all or nothing", async () => {
      const [a, b, c] = await admin.media.upload([
        upload("a.png", tinyPng),
        upload("b.gif", tinyGif, "image/gif"),
        upload("c.png", tinyPng),
      ]);
      const saved = await admin.media.updateAltTexts({
        files: [
          { id: a!.id, version: a!.version, altText: { tr: "Vinç", en: "Crane" } },
          { id: b!.id, version: b!.version, altText: { tr: "Kepçe", en: "Excavator", ru: "" } },
          { id: c!.id, version: c!.version, altText: { tr: "Şantiye", en: "Site", uz: "Qurilish" } },
        ],
      });
      expect(saved.map((f) => [f.id, f.altText, f.version])).toEqual([
        [a!.id, { tr: "Vinç", en: "Crane" }, a!.version + 1],
        [b!.id, { tr: "Kepçe", en: "Excavator" }, b!.version + 1],
        [c!.id, { tr: "Şantiye", en: "Site", uz: "Qurilish" }, c!.version + 1],
      ]);
      expect((await admin.media.get(b!.id))?.altText).toEqual({ tr: "Kepçe", en: "Excavator" });

      // One file saved elsewhere meanwhile: the whole batch is refused, the other file unchanged.
      const moved = await admin.media.updateText(c!.id, { altText: { tr: "Başka" }, version: saved[2]!.version });
      await rejection(
        () =>
          admin.media.updateAltTexts({
            files: [
              { id: a!.id, version: saved[0]!.version, altText: { tr: "Yeni" } },
              { id: c!.id, version: saved[2]!.version, altText: { tr: "Eski" } },
            ],
          }),
        "stale",
      );
      expect(await admin.media.get(a!.id)).toMatchObject({
        altText: { tr: "Vinç", en: "Crane" },
        version: saved[0]!.version,
      });
      expect((await admin.media.get(c!.id))?.altText).toEqual({ tr: "Başka" });

      // A file deleted meanwhile is named by its row; a text over its limit by its field; nothing saved.
      await admin.media.delete(b!.path);
      const gone = await rejection(
        () =>
          admin.media.updateAltTexts({
            files: [
              { id: a!.id, version: saved[0]!.version, altText: { tr: "Yeni" } },
              { id: b!.id, version: saved[1]!.version, altText: { tr: "Yok" } },
            ],
          }),
        "not_found",
      );
      expect(Object.keys(gone.fieldErrors)).toEqual(["files[1]"]);
      const tooLong = await rejection(
        () =>
          admin.media.updateAltTexts({
            files: [
              { id: a!.id, version: saved[0]!.version, altText: { tr: "Yeni" } },
              { id: c!.id, version: moved.version, altText: { en: "x".repeat(201) } },
            ],
          }),
        "validation",
      );
      expect(tooLong.fieldErrors["files.1.altText.en"]).toEqual(["En fazla 200 karakter olabilir."]);
      await rejection(() => admin.media.updateAltTexts({ files: [{ id: a!.id, altText: { tr: "x" } }] }), "validation");
      expect((await admin.media.get(a!.id))?.altText).toEqual({ tr: "Vinç", en: "Crane" });
      await rejection(
        () => visitor.media.updateAltTexts({ files: [{ id: a!.id, version: saved[0]!.version, altText: {} }] }),
        "forbidden",
      );
    });

    it("serves stored files back with their type", async () => {
      const [file] = await admin.media.upload([upload("resim.webp", webpHeader, "image/webp")]);
      const stored = await visitor.files.read("media-library", file!.path);
      expect(stored?.contentType).toBe("image/webp");
      expect(stored?.size).toBe(webpHeader.byteLength);
      await stored?.body.cancel();
      expect(await visitor.files.read("media-library", "yok.png")).toBeNull();
      expect(await visitor.files.read("media-library", "../x")).toBeNull();
    });
  });
}
