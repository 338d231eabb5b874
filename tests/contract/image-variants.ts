import { beforeEach, describe, expect, it } from "vitest";

import type { Backend } from "~/backend/port";
import { imageVariants, sizeInName } from "~/lib/image-variants";

import { tinyGif, tinyPng, upload, widePng } from "../fixtures/images";
import { freshAdminAndVisitor, type ContractHarness } from "./harness";
import { projectInput, replace } from "./inputs";

// Responsive images (docs/decisions/023-responsive-images.md): every stored image that decodes
// gets WebP variants beside it, under the names its own URL derives, and they live and die with
// it. Part of the contract, so every adapter stores, serves and removes them alike.

const isWebp = (bytes: Uint8Array | null) =>
  bytes !== null &&
  new TextDecoder().decode(bytes.slice(0, 4)) === "RIFF" &&
  new TextDecoder().decode(bytes.slice(8, 12)) === "WEBP";

export function describeImageVariantsContract(makeHarness: () => ContractHarness) {
  const h = makeHarness();

  describe(`image variants (${h.name})`, () => {
    let admin: Backend;
    let visitor: Backend;

    beforeEach(async () => {
      ({ admin, visitor } = await freshAdminAndVisitor(h));
    });

    /** The original and every variant its URL names, as stored URLs. */
    const filesOf = (url: string) => [url, ...imageVariants(url).map((v) => v.url)];

    it("stores WebP variants beside an uploaded image, at the widths its URL names, and serves them", async () => {
      const saved = await admin.projects.save(projectInput(), replace("Geniş Görsel.png", widePng));
      const url = saved.imageUrl!;
      expect(url).toMatch(/-genis-gorsel\.png$/);
      expect(sizeInName(url)).toEqual({ width: 640, height: 256 });
      expect(imageVariants(url).map((v) => v.width)).toEqual([480, 640]);
      expect(await h.readStoredFile(url)).toEqual(widePng);
      for (const variant of imageVariants(url))
        expect(isWebp(await h.readStoredFile(variant.url)), variant.url).toBe(true);
      expect((await h.storedFileUrls()).sort()).toEqual(filesOf(url).sort());

      const [bucket, key] = imageVariants(url)[0]!.url.split("/").slice(-2);
      const served = await visitor.files.read(bucket as "project-images", key!);
      expect(served?.contentType).toBe("image/webp");
      await served?.body.cancel();
    });

    it("removes the variants with the image it replaces, removes and deletes", async () => {
      const first = await admin.projects.save(projectInput(), replace("ilk.png", widePng));
      const second = await admin.projects.save(
        { ...projectInput(), id: first.id, version: first.version },
        replace("ikinci.png", widePng),
      );
      expect((await h.storedFileUrls()).sort()).toEqual(filesOf(second.imageUrl!).sort());
      const removed = await admin.projects.save(
        { ...projectInput(), id: first.id, version: second.version },
        { kind: "remove" },
      );
      expect(removed.imageUrl).toBeNull();
      expect(await h.countStoredFiles()).toBe(0);

      const third = await admin.projects.save(projectInput({ title: "Üçüncü" }), replace("ucuncu.png", widePng));
      expect(await h.countStoredFiles()).toBe(3);
      await admin.projects.delete(third.id);
      expect(await h.countStoredFiles()).toBe(3);
      await admin.trash.purge((await admin.trash.list()).items[0]!.id);
      expect(await h.countStoredFiles()).toBe(0);
    });

    it("leaves no variant behind when the save fails", async () => {
      const undo = await h.failInsertsInto("project_translations");
      await expect(admin.projects.save(projectInput(), replace("yarim.png", widePng))).rejects.toMatchObject({
        code: "unavailable",
      });
      await undo();
      expect(await h.countStoredFiles()).toBe(0);
    });

    it("gives media files variants, removes them with the file and when the batch fails", async () => {
      const [file] = await admin.media.upload([upload("Kütüphane.png", widePng)]);
      expect(file!.path).toMatch(/_640x256p-kutuphane\.png$/);
      expect((await h.storedFileUrls()).sort()).toEqual(filesOf(file!.publicUrl).sort());
      await admin.media.delete(file!.path);
      expect(await h.countStoredFiles()).toBe(0);

      const undo = await h.failInsertsInto("media_library");
      await expect(admin.media.upload([upload("a.png", widePng), upload("b.png", widePng)])).rejects.toMatchObject({
        code: "unavailable",
      });
      await undo();
      expect(await h.countStoredFiles()).toBe(0);
    });

    it("stores a GIF and an image no wider than the narrowest variant as they are", async () => {
      const gif = await admin.projects.save(projectInput(), replace("hareketli.gif", tinyGif));
      const small = await admin.projects.save(projectInput({ title: "Küçük" }), replace("kucuk.png", tinyPng));
      expect(sizeInName(gif.imageUrl!)).toBeNull();
      expect(sizeInName(small.imageUrl!)).toBeNull();
      expect((await h.storedFileUrls()).sort()).toEqual([gif.imageUrl, small.imageUrl].sort());
    });
  });
}
