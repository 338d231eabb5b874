import { beforeEach, describe, expect, it } from "vitest";

import type { Backend } from "~/backend/port";
import type { Lang } from "~/i18n/languages";

import type { ContractContext } from "./harness";
import { equipmentInput, machineCategories, rejection, replace, slideInput } from "./inputs";

// The backend contract on the home page slides and the machine park (equipment): images, texts
// per language, order (the media library's is ./media.ts).

export function describeSlidesEquipmentContract(ctx: ContractContext) {
  const { h } = ctx;
  let admin: Backend;
  let visitor: Backend;

  describe("slides", () => {
    beforeEach(() => {
      ({ admin, visitor } = ctx);
    });

    it("creates, edits, lists in order, reorders and deletes slides", async () => {
      const a = await admin.slides.save(slideInput({ orderIndex: 0 }), replace("a.png"));
      const b = await admin.slides.save(slideInput({ orderIndex: 1, isActive: false }));
      const c = await admin.slides.save(slideInput({ orderIndex: 2 }));
      expect((await admin.slides.list()).map((s) => s.id)).toEqual([a.id, b.id, c.id]);
      expect(a.translations.uz).toEqual({ title: "Slayt uz", description: "Açıklama uz", buttonText: "Düğme uz" });

      await admin.slides.reorder([c.id, a.id, b.id]);
      const list = await admin.slides.list();
      expect(list.map((s) => [s.id, s.orderIndex])).toEqual([
        [c.id, 0],
        [a.id, 1],
        [b.id, 2],
      ]);
      await rejection(() => admin.slides.reorder([c.id, a.id]), "validation");

      const edited = await admin.slides.save({
        ...slideInput({ orderIndex: 1 }),
        id: a.id,
        version: a.version,
        buttonLink: "/contact",
      });
      expect(edited).toMatchObject({ buttonLink: "/contact", imageUrl: a.imageUrl });

      await admin.slides.delete(a.id);
      expect(await h.readStoredFile(a.imageUrl!)).not.toBeNull();
      await admin.trash.purge((await admin.trash.list()).items[0]!.id);
      expect(await h.readStoredFile(a.imageUrl!)).toBeNull();
      expect(await admin.slides.get(a.id)).toBeNull();
      await rejection(() => admin.slides.delete(a.id), "not_found");
    });

    it("requires a numeric order and a safe button link", async () => {
      await rejection(() => admin.slides.save({ ...slideInput(), orderIndex: undefined as never }), "validation");
      const error = await rejection(
        () => admin.slides.save(slideInput({ buttonLink: "javascript:alert(1)" })),
        "validation",
      );
      expect(error.fieldErrors.buttonLink).toEqual(["Bağlantı / ile ya da http(s):// ile başlamalıdır."]);
    });

    it("shows active slides on the home page, in the language, with Turkish fallback", async () => {
      const active = await admin.slides.save(slideInput({ orderIndex: 1 }));
      await admin.slides.save(slideInput({ orderIndex: 0, isActive: false }));
      const home = await visitor.site.home("en");
      expect(home.slides).toEqual([
        {
          id: active.id,
          imageUrl: null,
          imageAlt: "",
          buttonLink: "/projeler",
          title: "Slayt en",
          description: "Açıklama en",
          buttonText: "Düğme en",
        },
      ]);
    });
  });

  describe("equipment", () => {
    beforeEach(() => {
      ({ admin, visitor } = ctx);
    });

    it("creates, edits, lists, deletes; shows visible ones publicly", async () => {
      const shown = await admin.equipment.save(equipmentInput({ orderIndex: 1 }), replace("ekskavator.png"));
      const hidden = await admin.equipment.save(
        equipmentInput({ orderIndex: 0, isVisible: false, modelName: "GIZLI" }),
      );
      expect((await admin.equipment.list()).map((e) => e.id)).toEqual([hidden.id, shown.id]);
      expect(await visitor.site.equipment("uz")).toEqual([
        {
          id: shown.id,
          category: "Ekskavator",
          modelName: "EX-100",
          imageUrl: shown.imageUrl,
          imageAlt: "",
          name: "Ekskavatör uz",
          description: "Güçlü uz",
        },
      ]);
      const edited = await admin.equipment.save(
        { ...equipmentInput(), id: shown.id, version: shown.version, modelName: "EX-200" },
        { kind: "remove" },
      );
      expect(edited).toMatchObject({ modelName: "EX-200", imageUrl: null });
      expect(await h.readStoredFile(shown.imageUrl!)).toBeNull();
      await admin.equipment.delete(hidden.id);
      expect(await admin.equipment.get(hidden.id)).toBeNull();
      await rejection(() => admin.equipment.delete(hidden.id), "not_found");
    });

    it("shows a category per language; an empty one falls back to the Turkish, else the first there is", async () => {
      const texts = equipmentInput().translations!;
      const saved = await admin.equipment.save(
        equipmentInput({ translations: { ...texts, ru: { ...texts.ru!, category: "" } } }),
      );
      expect(saved.translations.en?.category).toBe(machineCategories.en);
      const categoryIn = async (lang: Lang) =>
        (await visitor.site.equipment(lang)).find((m) => m.id === saved.id)?.category;
      expect(await categoryIn("en")).toBe(machineCategories.en);
      expect(await categoryIn("uz")).toBe(machineCategories.uz);
      expect(await categoryIn("ru")).toBe(machineCategories.tr);

      const withoutTurkish = await admin.equipment.save({
        ...equipmentInput(),
        id: saved.id,
        version: saved.version,
        translations: { ...texts, tr: { ...texts.tr!, category: "" }, ru: { ...texts.ru!, category: "" } },
      });
      expect(withoutTurkish.translations.tr?.category).toBe("");
      expect(await categoryIn("ru")).toBe(machineCategories.en);
    });

    it("refuses a category over its limit, saving nothing", async () => {
      const texts = equipmentInput().translations!;
      const long = { ...texts, en: { ...texts.en!, category: "x".repeat(10_000) } };
      await rejection(
        () => admin.equipment.save(equipmentInput({ translations: long, modelName: "UZUN" })),
        "validation",
      );
      expect((await admin.equipment.list()).map((m) => m.modelName)).not.toContain("UZUN");
    });

    it("requires a numeric order", async () => {
      await rejection(() => admin.equipment.save(equipmentInput({ orderIndex: Number.NaN })), "validation");
    });
  });
}
