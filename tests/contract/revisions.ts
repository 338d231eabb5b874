import { beforeEach, describe, expect, it } from "vitest";

import { keptRevisions, type HistoryKind } from "~/backend/history";
import type { Backend, Id } from "~/backend/port";

import { testAdmin, testMember } from "../fixtures/accounts";
import { freshAdminAndVisitor, type ContractHarness } from "./harness";
import {
  allLangs,
  equipmentInput,
  menuInput,
  pageInput,
  projectInput,
  rejection,
  replace,
  saveSettings,
  slideInput,
} from "./inputs";

// The port's contract for revisions (docs/decisions/046-revisions-as-snapshots.md): every save of
// a page, project, slide, machine, menu item or the settings keeps the whole record, who saved it
// and when, in the save's own transaction; a restore saves an old revision as a new one, through
// the record's own save and its version check.

/** One kind of record with revisions, as a test drives it: `mark` goes into its Turkish and English texts. */
interface RevisedKind {
  kind: HistoryKind;
  create(admin: Backend): Promise<{ id: Id; version: number }>;
  edit(admin: Backend, id: Id, version: number, mark: string): Promise<{ version: number }>;
  /** The field an edit changes, as a revision's `changed` names it. */
  changed: string;
}

const revisedKinds: RevisedKind[] = [
  {
    kind: "project",
    create: (admin) => admin.projects.save(projectInput()),
    edit: (admin, id, version, mark) => admin.projects.save({ ...projectInput({ title: mark }), id, version }),
    changed: "translations.en.title",
  },
  {
    kind: "page",
    create: (admin) => admin.pages.save(pageInput()),
    edit: (admin, id, version, mark) =>
      admin.pages.save({
        ...pageInput({ translations: allLangs((l) => ({ title: `${mark} ${l}`, content: "<p>x</p>", slug: "" })) }),
        id,
        version,
      }),
    changed: "translations.en.title",
  },
  {
    kind: "slide",
    create: (admin) => admin.slides.save(slideInput()),
    edit: (admin, id, version, mark) =>
      admin.slides.save({
        ...slideInput({ translations: allLangs((l) => ({ title: `${mark} ${l}`, description: "", buttonText: "" })) }),
        id,
        version,
      }),
    changed: "translations.en.title",
  },
  {
    kind: "equipment",
    create: (admin) => admin.equipment.save(equipmentInput()),
    edit: (admin, id, version, mark) => admin.equipment.save({ ...equipmentInput({ modelName: mark }), id, version }),
    changed: "row.model_name",
  },
  {
    kind: "menuItem",
    create: (admin) => admin.menu.save(menuInput()),
    edit: (admin, id, version, mark) =>
      admin.menu.save({
        ...menuInput({ translations: allLangs((l) => ({ label: `${mark} ${l}`, description: "" })) }),
        id,
        version,
      }),
    changed: "translations.en.label",
  },
];

export function describeRevisionsContract(makeHarness: () => ContractHarness) {
  const h = makeHarness();

  describe(`revisions (${h.name})`, () => {
    let admin: Backend;
    let visitor: Backend;

    beforeEach(async () => {
      ({ admin, visitor } = await freshAdminAndVisitor(h, [testMember]));
    });

    for (const kind of revisedKinds) {
      it(`keeps every save of a ${kind.kind} whole, with who saved it and what changed`, async () => {
        const created = await kind.create(admin);
        const edited = await kind.edit(admin, created.id, created.version, "İkinci");
        const [second, first] = await admin.history.list(kind.kind, created.id);
        expect(first).toMatchObject({ revision: 1, action: "create", changed: null, restoredFrom: null });
        expect(second).toMatchObject({ revision: 2, action: "update", restoredFrom: null });
        expect(second!.changed).toContain(kind.changed);
        expect(second!.changed).not.toContain("row.version");
        for (const revision of [first!, second!]) {
          expect(revision.actor.email).toBe(testAdmin.email);
          expect(revision.actor.id).toEqual(expect.any(String));
          expect(Date.parse(revision.createdAt)).toBeGreaterThan(Date.now() - 60_000);
        }
        const snapshot = (await admin.history.get(kind.kind, created.id, 1))!.snapshot;
        expect(snapshot.row.id).toBe(created.id);
        expect(Object.keys(snapshot.translations).sort()).toEqual(["en", "ru", "tr", "uz"]);
        expect(edited.version).toBe(created.version + 1);
      });
    }

    it("keeps the settings' saves as revisions of one record", async () => {
      await saveSettings(admin, { companyName: "Örnek A.Ş." });
      await saveSettings(admin, { companyName: "Örnek İnşaat A.Ş.", about_summary_title: { tr: "Biz", en: "Us" } });
      const [second, first] = await admin.history.list("settings", "site");
      // The settings always exist (their defaults): every save of them is an update.
      expect(first).toMatchObject({ revision: 1, action: "update", changed: null });
      expect(second!.changed).toEqual(expect.arrayContaining(["row.companyName", "row.about_summary_title"]));
      expect((await admin.history.get("settings", "site", 1))!.snapshot.row.companyName).toBe("Örnek A.Ş.");
    });

    it("writes no revision and no audit entry for a refused or failing save", async () => {
      const project = await admin.projects.save(projectInput());
      const counts = async () => [await h.countRows("record_revisions"), await h.countRows("audit_log")];
      const before = await counts();
      await rejection(
        () => admin.projects.save({ ...projectInput({ title: "Eski" }), id: project.id, version: 99 }),
        "stale",
      );
      await rejection(
        () => admin.projects.save({ ...projectInput({ title: "" }), id: project.id, version: 1 }),
        "validation",
      );
      const undo = await h.failInsertsInto("project_translations");
      try {
        await rejection(() => admin.projects.save(projectInput({ title: "Yarım Kalan" })), "unavailable");
      } finally {
        await undo();
      }
      await rejection(() => visitor.projects.save({ ...projectInput(), id: project.id, version: 1 }), "forbidden");
      expect(await counts()).toEqual(before);
      expect(await admin.history.list("project", project.id)).toHaveLength(1);
    });

    it("restores an old revision as a new one, on the public site at once", async () => {
      const v1 = await admin.projects.save(projectInput({ title: "Birinci Başlık" }));
      const v2 = await admin.projects.save({
        ...projectInput({ title: "İkinci Başlık" }),
        id: v1.id,
        version: v1.version,
      });
      const v3 = await admin.projects.save({
        ...projectInput({ title: "Üçüncü Başlık" }),
        id: v1.id,
        version: v2.version,
      });
      const outcome = await admin.history.restore("project", v1.id, 1, v3.version);
      expect(outcome).toEqual({ version: v3.version + 1, imageMissing: false });
      const restored = await admin.projects.get(v1.id);
      expect(restored?.translations.en?.title).toBe("Birinci Başlık (en)");
      expect(restored?.slug).toBe(v1.slug);
      const [latest] = await admin.history.list("project", v1.id);
      expect(latest).toMatchObject({ revision: 4, action: "restore", restoredFrom: 1 });
      expect((await visitor.site.projectBySlug("en", v1.slug))?.title).toBe("Birinci Başlık (en)");
    });

    it("refuses a restore over a newer save, and writes nothing", async () => {
      const v1 = await admin.pages.save(pageInput());
      const v2 = await admin.pages.save({ ...pageInput({ slug: "yeni-adres" }), id: v1.id, version: v1.version });
      await rejection(() => admin.history.restore("page", v1.id, 1, v1.version), "stale");
      expect((await admin.pages.get(v1.id))?.slug).toBe("yeni-adres");
      expect(await admin.history.list("page", v1.id)).toHaveLength(2);
      await rejection(() => admin.history.restore("page", v1.id, 7, v2.version), "not_found");
      await rejection(() => admin.history.restore("page", "no-such-page", 1, v2.version), "not_found");
    });

    it("restores a revision whose image was deleted without it, and says so", async () => {
      const first = await admin.projects.save(projectInput({ title: "Görselli" }), replace("bir.png"));
      const second = await admin.projects.save(
        { ...projectInput({ title: "Görseli Değişen" }), id: first.id, version: first.version },
        replace("iki.png"),
      );
      // The replaced file is gone (docs/decisions/017-record-versions.md): revision 1's image cannot come back.
      expect(await h.readStoredFile(first.imageUrl!)).toBeNull();
      const outcome = await admin.history.restore("project", first.id, 1, second.version);
      expect(outcome.imageMissing).toBe(true);
      const restored = await admin.projects.get(first.id);
      expect(restored?.translations.tr?.title).toBe("Görselli");
      expect(restored?.imageUrl).toBe(second.imageUrl);
      expect(await h.readStoredFile(second.imageUrl!)).not.toBeNull();
    });

    it("records a machine's category per language and restores it", async () => {
      const first = await admin.equipment.save(equipmentInput());
      const texts = equipmentInput().translations!;
      const second = await admin.equipment.save({
        ...equipmentInput(),
        id: first.id,
        version: first.version,
        translations: { ...texts, uz: { ...texts.uz!, category: "Qazish mashinasi" } },
      });
      const latest = (await admin.history.list("equipment", first.id))[0]!;
      expect(latest.changed).toEqual(["translations.uz.category"]);
      expect((await admin.history.get("equipment", first.id, 1))?.snapshot.translations.uz).toMatchObject({
        category: texts.uz!.category,
      });
      await admin.history.restore("equipment", first.id, 1, second.version);
      expect((await admin.equipment.get(first.id))?.translations.uz?.category).toBe(texts.uz!.category);
    });

    it("restores a revision without an image by removing the current one", async () => {
      const first = await admin.equipment.save(equipmentInput({ modelName: "Görselsiz" }));
      const second = await admin.equipment.save(
        { ...equipmentInput({ modelName: "Görselli" }), id: first.id, version: first.version },
        replace("makine.png"),
      );
      const outcome = await admin.history.restore("equipment", first.id, 1, second.version);
      expect(outcome.imageMissing).toBe(false);
      const restored = await admin.equipment.get(first.id);
      expect(restored).toMatchObject({ modelName: "Görselsiz", imageUrl: null });
      expect(await h.readStoredFile(second.imageUrl!)).toBeNull();
    });

    it("restores a menu item's texts and leaves it where it now is", async () => {
      const parent = await admin.menu.save(menuInput({ slug: "ust", path: "/ust" }));
      const item = await admin.menu.save(menuInput({ slug: "alt", path: "/alt" }));
      const edited = await admin.menu.save({
        ...menuInput({
          slug: "alt",
          path: "/alt",
          parentId: parent.id,
          translations: allLangs((l) => ({ label: `Yeni ${l}`, description: "" })),
        }),
        id: item.id,
        version: item.version,
      });
      await admin.history.restore("menuItem", item.id, 1, edited.version);
      expect(await admin.menu.get(item.id)).toMatchObject({ parentId: parent.id, label: "Kurumsal tr" });
    });

    it("restores the settings as they were", async () => {
      await saveSettings(admin, { companyName: "Eski Ad" });
      await saveSettings(admin, { companyName: "Yeni Ad" });
      const { version } = await admin.settings.edit();
      await admin.history.restore("settings", "site", 1, version);
      expect((await admin.settings.get()).companyName).toBe("Eski Ad");
      await rejection(() => admin.history.restore("settings", "site", 1, version), "stale");
    });

    it(`keeps the newest ${keptRevisions} revisions of a record`, async () => {
      let slide = await admin.slides.save(slideInput());
      for (let i = 0; i < keptRevisions + 1; i++)
        slide = await admin.slides.save({
          ...slideInput({ buttonLink: `/s/${i}` }),
          id: slide.id,
          version: slide.version,
        });
      const kept = await admin.history.list("slide", slide.id);
      expect(kept).toHaveLength(keptRevisions);
      expect(kept[0]!.revision).toBe(keptRevisions + 2);
      expect(kept.at(-1)!.revision).toBe(3);
      expect(await admin.history.get("slide", slide.id, 2)).toBeNull();
    });

    it("is the admins' alone", async () => {
      const project = await admin.projects.save(projectInput());
      await rejection(() => visitor.history.list("project", project.id), "forbidden");
      await rejection(() => visitor.history.get("project", project.id, 1), "forbidden");
      await rejection(() => visitor.history.restore("project", project.id, 1, 1), "forbidden");
    });
  });
}
