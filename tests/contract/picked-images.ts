import { beforeEach, describe, expect, it } from "vitest";

import type { Backend } from "~/backend/port";

import { tinyGif, tinyPng, upload } from "../fixtures/images";
import type { ContractContext } from "./harness";
import { equipmentInput, projectInput, rejection, replace, slideInput } from "./inputs";

// The backend contract on images picked from the media library (docs/decisions/053): a record
// points at the library's file, which the library owns: the record's saves never delete it, the
// library refuses to delete it while picked (028), and a pick of a file the library no longer
// has is refused on the image field with nothing saved.

const missingMessage = "Seçilen görsel medya kütüphanesinde yok (silinmiş olabilir); başka bir görsel seçin.";

export function describePickedImagesContract(ctx: ContractContext) {
  const { h } = ctx;
  let admin: Backend;
  let visitor: Backend;

  describe("images picked from the media library", () => {
    beforeEach(() => {
      ({ admin, visitor } = ctx);
    });

    it("points a project at a library file and keeps the file when the image is replaced or removed", async () => {
      const [picked] = await admin.media.upload([upload("kopru.png", tinyPng)]);
      const saved = await admin.projects.save(projectInput(), { kind: "pick", url: picked!.publicUrl });
      expect(saved.imageUrl).toBe(picked!.publicUrl);
      expect((await admin.projects.get(saved.id))?.imageUrl).toBe(picked!.publicUrl);

      // Picked, the file is used: the library refuses to delete it and says where (028).
      const inUse = await rejection(() => admin.media.delete(picked!.path), "in_use");
      expect(inUse.message).toBe("Bu dosya kullanılıyor (“Ankara Köprüsü” projesi); önce oradan kaldırın.");

      const replaced = await admin.projects.save(
        { ...projectInput(), id: saved.id, version: saved.version },
        replace("yeni.gif", tinyGif),
      );
      expect(replaced.imageUrl).not.toBe(picked!.publicUrl);
      expect(await h.readStoredFile(picked!.publicUrl)).toEqual(tinyPng);
      expect(await admin.media.get(picked!.id)).toMatchObject({ id: picked!.id });

      const repicked = await admin.projects.save(
        { ...projectInput(), id: saved.id, version: replaced.version },
        { kind: "pick", url: picked!.publicUrl },
      );
      // The record's own upload it replaced goes; the library file it picked again is the record's image.
      expect(await h.readStoredFile(replaced.imageUrl!)).toBeNull();
      const removed = await admin.projects.save(
        { ...projectInput(), id: saved.id, version: repicked.version },
        { kind: "remove" },
      );
      expect(removed.imageUrl).toBeNull();
      expect(await h.readStoredFile(picked!.publicUrl)).toEqual(tinyPng);
      // No longer picked, the library may delete it.
      await admin.media.delete(picked!.path);
      expect(await h.readStoredFile(picked!.publicUrl)).toBeNull();
    });

    it("refuses a pick of a file deleted from the library, on the image field, saving nothing", async () => {
      const [gone] = await admin.media.upload([upload("silinen.png", tinyPng)]);
      await admin.media.delete(gone!.path);
      const pick = { kind: "pick", url: gone!.publicUrl } as const;

      const error = await rejection(() => admin.projects.save(projectInput({ title: "Yeni" }), pick), "validation");
      expect(error.message).toBe(missingMessage);
      expect(error.fieldErrors.image).toEqual([missingMessage]);
      expect((await admin.projects.list()).total).toBe(0);

      const project = await admin.projects.save(projectInput(), replace("kendi.png"));
      await rejection(
        () =>
          admin.projects.save(
            { ...projectInput({ title: "Değişti" }), id: project.id, version: project.version },
            pick,
          ),
        "validation",
      );
      const unchanged = await admin.projects.get(project.id);
      expect(unchanged).toMatchObject({ imageUrl: project.imageUrl, version: project.version });
      expect(await h.readStoredFile(project.imageUrl!)).toEqual(tinyPng);

      await rejection(() => admin.slides.save(slideInput(), pick), "validation");
      await rejection(() => admin.equipment.save(equipmentInput(), pick), "validation");
      expect(await admin.slides.list()).toHaveLength(0);
      expect(await admin.equipment.list()).toHaveLength(0);
    });

    it("refuses a pick of an address that is not the library's", async () => {
      const project = await admin.projects.save(projectInput(), replace("kendi.png"));
      for (const url of [project.imageUrl!, "https://example.com/media-library/x.png", "/files/media-library/../x"]) {
        const error = await rejection(
          () => admin.projects.save(projectInput({ title: "Başka" }), { kind: "pick", url }),
          "validation",
        );
        expect(error.fieldErrors.image, url).toEqual([missingMessage]);
      }
    });

    it("finds a library file by the key its URL names, for the image fields' alt texts", async () => {
      const [file] = await admin.media.upload([upload("anahtar.png", tinyPng)]);
      expect(await admin.media.getByPath(file!.path)).toEqual(file);
      expect(await admin.media.getByPath(`${file!.path}x`)).toBeNull();
      await admin.media.delete(file!.path);
      expect(await admin.media.getByPath(file!.path)).toBeNull();
    });

    it("picks a library file for a slide and a machine", async () => {
      const [picked] = await admin.media.upload([upload("ortak.png", tinyPng)]);
      const pick = { kind: "pick", url: picked!.publicUrl } as const;
      expect((await admin.slides.save(slideInput(), pick)).imageUrl).toBe(picked!.publicUrl);
      expect((await admin.equipment.save(equipmentInput(), pick)).imageUrl).toBe(picked!.publicUrl);
      await rejection(() => admin.media.delete(picked!.path), "in_use");
    });

    it("hands visitors the picked file's alt text in the page's language, then Turkish; none for a draft's", async () => {
      const [picked, unused] = await admin.media.upload([upload("vinc.png", tinyPng), upload("bos.png", tinyPng)]);
      await admin.media.updateAltTexts({
        files: [{ id: picked!.id, version: picked!.version, altText: { tr: "Kule vinç", en: "Tower crane" } }],
      });
      const pick = { kind: "pick", url: picked!.publicUrl } as const;
      const project = await admin.projects.save(projectInput(), pick);
      await admin.slides.save(slideInput(), pick);
      await admin.equipment.save(equipmentInput(), pick);
      const draft = await admin.projects.save(projectInput({ title: "Taslak", status: "draft" }), {
        kind: "pick",
        url: unused!.publicUrl,
      });

      for (const [lang, alt] of [
        ["en", "Tower crane"],
        ["ru", "Kule vinç"],
      ] as const) {
        expect((await visitor.site.projectBySlug(lang, project.slug))?.imageAlt, lang).toBe(alt);
        const home = await visitor.site.home(lang);
        expect(home.slides.map((s) => s.imageAlt)).toEqual([alt]);
        expect(home.featuredProjects.map((p) => p.imageAlt)).toEqual([alt]);
        expect((await visitor.site.projects(lang)).items.map((p) => p.imageAlt)).toEqual([alt]);
        expect((await visitor.site.equipment(lang)).map((m) => m.imageAlt)).toEqual([alt]);
      }
      expect(await visitor.site.projectBySlug("en", draft.slug)).toBeNull();

      // The words are the library row's: edited there, every record showing the file says them.
      const [edited] = await admin.media.updateAltTexts({
        files: [{ id: picked!.id, version: (await admin.media.get(picked!.id))!.version, altText: { tr: "Vinç" } }],
      });
      expect(edited?.altText).toMatchObject({ tr: "Vinç" });
      expect((await visitor.site.equipment("en")).map((m) => m.imageAlt)).toEqual(["Vinç"]);
    });
  });
}
