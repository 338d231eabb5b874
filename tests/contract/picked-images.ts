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

  describe("images picked from the media library", () => {
    beforeEach(() => {
      ({ admin } = ctx);
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

    it("picks a library file for a slide and a machine", async () => {
      const [picked] = await admin.media.upload([upload("ortak.png", tinyPng)]);
      const pick = { kind: "pick", url: picked!.publicUrl } as const;
      expect((await admin.slides.save(slideInput(), pick)).imageUrl).toBe(picked!.publicUrl);
      expect((await admin.equipment.save(equipmentInput(), pick)).imageUrl).toBe(picked!.publicUrl);
      await rejection(() => admin.media.delete(picked!.path), "in_use");
    });
  });
}
