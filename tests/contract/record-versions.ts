import { beforeEach, describe, expect, it } from "vitest";

import type { Backend, Id } from "~/backend/port";

import { testMember } from "../fixtures/accounts";
import { tinyGif, tinyPng, upload } from "../fixtures/images";
import { freshAdminAndVisitor, type ContractHarness } from "./harness";
import { allLangs, equipmentInput, menuInput, pageInput, projectInput, rejection, replace, slideInput } from "./inputs";

// The port's contract for edits that do not clobber (docs/decisions/017-record-versions.md):
// every admin-edited record has a version, an update names the one it was loaded at, and a save
// against a newer one is refused whole: no field, translation or file of it is kept, and no
// file a row points at is ever deleted.

/** One kind of versioned record, as a test drives it: `mark` goes into its texts. */
interface VersionedKind {
  name: string;
  create(admin: Backend): Promise<{ id: Id; version: number }>;
  get(admin: Backend, id: Id): Promise<unknown>;
  save(admin: Backend, id: Id, version: number | undefined, mark: string): Promise<{ version: number }>;
}

const kinds: VersionedKind[] = [
  {
    name: "project",
    create: (admin) => admin.projects.save(projectInput()),
    get: (admin, id) => admin.projects.get(id),
    save: (admin, id, version, mark) => admin.projects.save({ ...projectInput({ title: mark }), id, version }),
  },
  {
    name: "page",
    create: (admin) => admin.pages.save(pageInput()),
    get: (admin, id) => admin.pages.get(id),
    save: (admin, id, version, mark) =>
      admin.pages.save({
        ...pageInput({
          translations: allLangs((l) => ({ title: `${mark} ${l}`, content: `<p>${mark}</p>`, slug: "" })),
        }),
        id,
        version,
      }),
  },
  {
    name: "menu item",
    create: (admin) => admin.menu.save(menuInput()),
    get: (admin, id) => admin.menu.get(id),
    save: (admin, id, version, mark) =>
      admin.menu.save({
        ...menuInput({ translations: allLangs((l) => ({ label: `${mark} ${l}`, description: mark })) }),
        id,
        version,
      }),
  },
  {
    name: "slide",
    create: (admin) => admin.slides.save(slideInput()),
    get: (admin, id) => admin.slides.get(id),
    save: (admin, id, version, mark) =>
      admin.slides.save({
        ...slideInput({
          translations: allLangs((l) => ({ title: `${mark} ${l}`, description: mark, buttonText: mark })),
        }),
        id,
        version,
      }),
  },
  {
    name: "machine",
    create: (admin) => admin.equipment.save(equipmentInput()),
    get: (admin, id) => admin.equipment.get(id),
    save: (admin, id, version, mark) =>
      admin.equipment.save({
        ...equipmentInput({ translations: allLangs((l) => ({ name: `${mark} ${l}`, description: mark })) }),
        id,
        version,
      }),
  },
  {
    name: "media file's texts",
    create: async (admin) => (await admin.media.upload([upload("vinc.png", tinyPng)]))[0]!,
    get: (admin, id) => admin.media.get(id),
    save: (admin, id, version, mark) =>
      admin.media.updateText(id, { altText: { tr: mark }, caption: { en: mark }, version }),
  },
];

export function describeRecordVersionsContract(makeHarness: () => ContractHarness) {
  const h = makeHarness();

  describe(`record versions (${h.name})`, () => {
    let admin: Backend;

    beforeEach(async () => {
      ({ admin } = await freshAdminAndVisitor(h, [testMember]));
    });

    /** The row's image is there to serve, and the store holds no file that no row points at. */
    async function expectOnlyServableImage(imageUrl: string | null, bytes: Uint8Array) {
      expect(imageUrl).not.toBeNull();
      expect(await h.readStoredFile(imageUrl!)).toEqual(bytes);
      expect(await h.storedFileUrls()).toEqual([imageUrl]);
    }

    it.each(kinds)(
      "keeps the first of two saves of a $name from one loaded version and refuses the second as stale",
      async (kind) => {
        const loaded = await kind.create(admin);
        expect(loaded.version).toBe(1);
        const first = await kind.save(admin, loaded.id, loaded.version, "Birinci");
        expect(first.version).toBe(loaded.version + 1);
        await rejection(() => kind.save(admin, loaded.id, loaded.version, "İkinci"), "stale");
        const stored = await kind.get(admin, loaded.id);
        // The whole record is the first save's, its translations included; nothing of the second.
        expect(stored).toEqual(first);
        expect(JSON.stringify(stored)).toContain("Birinci");
        expect(JSON.stringify(stored)).not.toContain("İkinci");
        // Loaded again, the record saves.
        expect((await kind.save(admin, loaded.id, first.version, "Üçüncü")).version).toBe(first.version + 1);
      },
    );

    it.each(kinds)("refuses an update of a $name that names no version, changing nothing", async (kind) => {
      const loaded = await kind.create(admin);
      const before = await kind.get(admin, loaded.id);
      await rejection(() => kind.save(admin, loaded.id, undefined, "Sürümsüz"), "validation");
      expect(await kind.get(admin, loaded.id)).toEqual(before);
    });

    it("lets exactly one of two concurrent saves from one version through", async () => {
      const loaded = await admin.projects.save(projectInput());
      const outcomes = await Promise.allSettled(
        ["Birinci", "İkinci"].map((title) =>
          admin.projects.save({ ...projectInput({ title }), id: loaded.id, version: loaded.version }),
        ),
      );
      const saved = outcomes.filter((o) => o.status === "fulfilled");
      const refused = outcomes.filter((o) => o.status === "rejected");
      expect([saved.length, refused.length]).toEqual([1, 1]);
      expect(refused[0]!.reason).toMatchObject({ code: "stale" });
      expect(await admin.projects.get(loaded.id)).toEqual(saved[0]!.value);
    });

    it("keeps the winner's new image servable and removes the refused save's upload and the replaced file", async () => {
      const created = await admin.projects.save(projectInput(), replace("ilk.png"));
      const first = await admin.projects.save(
        { ...projectInput({ title: "Birinci" }), id: created.id, version: created.version },
        replace("birinci.gif", tinyGif),
      );
      await rejection(
        () =>
          admin.projects.save(
            { ...projectInput({ title: "İkinci" }), id: created.id, version: created.version },
            replace("ikinci.png"),
          ),
        "stale",
      );
      const stored = await admin.projects.get(created.id);
      expect(stored).toEqual(first);
      await expectOnlyServableImage(stored!.imageUrl, tinyGif);
    });

    it("never deletes the current image for a stale removal", async () => {
      const created = await admin.projects.save(projectInput(), replace("ilk.png"));
      const first = await admin.projects.save(
        { ...projectInput({ title: "Birinci" }), id: created.id, version: created.version },
        replace("birinci.gif", tinyGif),
      );
      await rejection(
        () => admin.projects.save({ ...projectInput(), id: created.id, version: created.version }, { kind: "remove" }),
        "stale",
      );
      expect((await admin.projects.get(created.id))?.imageUrl).toBe(first.imageUrl);
      await expectOnlyServableImage(first.imageUrl, tinyGif);
    });

    it("leaves the row pointing at a servable image, and no orphan, when two image replacements race", async () => {
      const created = await admin.projects.save(projectInput(), replace("ilk.png"));
      const outcomes = await Promise.allSettled(
        [tinyGif, tinyPng].map((bytes, i) =>
          admin.projects.save(
            { ...projectInput({ title: `Yarış ${i}` }), id: created.id, version: created.version },
            replace(`yaris-${i}.img`, bytes),
          ),
        ),
      );
      const saved = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []));
      expect(saved).toHaveLength(1);
      expect(outcomes.find((o) => o.status === "rejected")).toMatchObject({ reason: { code: "stale" } });
      const stored = await admin.projects.get(created.id);
      expect(stored?.imageUrl).toBe(saved[0]!.imageUrl);
      await expectOnlyServableImage(
        stored!.imageUrl,
        saved[0]!.translations.tr?.title === "Yarış 0" ? tinyGif : tinyPng,
      );
    });

    it("answers a save whose record cannot be read back honestly, and never deletes the file the row points at", async () => {
      const created = await admin.projects.save(projectInput(), replace("ilk.png"));
      const undo = await h.failReadsOf("project_translations");
      const outcome = await admin.projects
        .save(
          { ...projectInput({ title: "Yeni" }), id: created.id, version: created.version },
          replace("yeni.gif", tinyGif),
        )
        .then(
          (record) => ({ saved: true as const, record }),
          (error: unknown) => ({ saved: false as const, error }),
        );
      await undo();
      const stored = await admin.projects.get(created.id);
      // Answered as saved: the row has the new image. Answered as not saved (a store failure):
      // nothing of it is stored and the old image is still served. Either way nothing is lost.
      const expected = outcome.saved
        ? { answer: "saved", version: created.version + 1, imageUrl: outcome.record.imageUrl, bytes: tinyGif }
        : {
            answer: (outcome.error as { code?: string }).code,
            version: created.version,
            imageUrl: created.imageUrl,
            bytes: tinyPng,
          };
      expect(expected.answer).toMatch(/^(saved|unavailable)$/);
      expect(stored).toMatchObject({ version: expected.version, imageUrl: expected.imageUrl });
      await expectOnlyServableImage(stored!.imageUrl, expected.bytes);
    });

    it("keeps the first of two settings saves from one loaded version and refuses the second as stale", async () => {
      const loaded = await admin.settings.edit();
      expect(loaded.version).toBe(1);
      await admin.settings.save({ companyName: "Birinci A.Ş.", about_summary_title: { tr: "Biz" } }, loaded.version);
      await rejection(
        () =>
          admin.settings.save({ companyName: "İkinci A.Ş.", activityAreasTitle: { tr: "Alanlar" } }, loaded.version),
        "stale",
      );
      const after = await admin.settings.edit();
      expect(after.version).toBe(loaded.version + 1);
      expect(after.settings.companyName).toBe("Birinci A.Ş.");
      expect(after.settings.about_summary_title).toEqual({ tr: "Biz" });
      expect(after.settings.activityAreasTitle).toEqual(loaded.settings.activityAreasTitle);
      await admin.settings.save({ companyName: "Üçüncü A.Ş." }, after.version);
      expect((await admin.settings.edit()).settings.companyName).toBe("Üçüncü A.Ş.");
    });
  });
}
