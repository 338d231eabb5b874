import { beforeEach, describe, expect, it } from "vitest";

import { trashDays } from "~/backend/history";
import type { Backend } from "~/backend/port";

import { testAdmin, testMember } from "../fixtures/accounts";
import { upload, tinyPng } from "../fixtures/images";
import { freshAdminAndVisitor, type ContractHarness } from "./harness";
import { equipmentInput, menuInput, pageInput, projectInput, rejection, replace, slideInput } from "./inputs";

// The port's contract for the trash (docs/decisions/047-trash-as-moved-rows.md): a deleted
// page, project, slide, machine or menu item (with its subtree) waits there, unseen by the public
// site, with its image still stored; a restore brings it back whole, unless its address was taken
// meanwhile; a purge, or the scheduled job after trashDays, deletes it and its files for good.

const day = 24 * 60 * 60 * 1000;
const pause = () => new Promise((resolve) => setTimeout(resolve, 10));

export function describeTrashContract(makeHarness: () => ContractHarness) {
  const h = makeHarness();

  describe(`trash (${h.name})`, () => {
    let admin: Backend;
    let visitor: Backend;

    beforeEach(async () => {
      ({ admin, visitor } = await freshAdminAndVisitor(h, [testMember]));
    });

    it("keeps a deleted project out of sight, its image stored, and brings it back whole", async () => {
      const first = await admin.projects.save(projectInput({ title: "Liman Projesi" }), replace("liman.png"));
      const saved = await admin.projects.save({
        ...projectInput({ title: "Liman Projesi" }),
        id: first.id,
        version: first.version,
      });
      await admin.projects.delete(saved.id);

      expect(await admin.projects.get(saved.id)).toBeNull();
      expect(await visitor.site.projectBySlug("tr", saved.slug)).toBeNull();
      expect((await visitor.site.projects("tr")).items).toEqual([]);
      expect(await h.readStoredFile(saved.imageUrl!)).not.toBeNull();
      const { items, total } = await admin.trash.list();
      expect(total).toBe(1);
      expect(items[0]).toMatchObject({ kind: "project", recordId: saved.id, label: "Liman Projesi", itemCount: 1 });
      expect(items[0]!.deletedBy.email).toBe(testAdmin.email);
      expect(await admin.trash.get(items[0]!.id)).toEqual(items[0]);

      expect(await admin.trash.restore(items[0]!.id)).toEqual({
        kind: "project",
        recordId: saved.id,
        movedToTop: false,
      });
      const back = await admin.projects.get(saved.id);
      expect(back).toMatchObject({ slug: saved.slug, imageUrl: saved.imageUrl, translations: saved.translations });
      expect(back!.version).toBe(saved.version + 1);
      expect((await visitor.site.projectBySlug("en", saved.slug))?.title).toBe("Liman Projesi (en)");
      expect(await h.readStoredFile(saved.imageUrl!)).not.toBeNull();
      const revisions = await admin.history.list("project", saved.id);
      expect(revisions.map((r) => r.action)).toEqual(["untrash", "update", "create"]);
      expect((await admin.trash.list()).total).toBe(0);
      // Saved again from the version it came back at.
      await admin.projects.save({ ...projectInput({ title: "Liman Projesi" }), id: saved.id, version: back!.version });
    });

    it("does the same for a page, a slide and a machine", async () => {
      const page = await admin.pages.save(pageInput());
      const slide = await admin.slides.save(slideInput(), replace("slayt.png"));
      const machine = await admin.equipment.save(equipmentInput(), replace("makine.png"));
      await admin.pages.delete(page.id);
      await admin.slides.delete(slide.id);
      await admin.equipment.delete(machine.id);
      expect(await visitor.site.pageBySlug("tr", "hakkimizda")).toEqual({ kind: "missing" });
      expect((await visitor.site.home("tr")).slides).toEqual([]);
      expect(await visitor.site.equipment("tr")).toEqual([]);
      const { items } = await admin.trash.list();
      expect(items.map((e) => e.kind).sort()).toEqual(["equipment", "page", "slide"]);
      for (const entry of items) await admin.trash.restore(entry.id);
      expect(await visitor.site.pageBySlug("tr", "hakkimizda")).toMatchObject({
        kind: "page",
        page: { title: "Hakkımızda tr" },
      });
      expect((await visitor.site.home("tr")).slides.map((s) => s.imageUrl)).toEqual([slide.imageUrl]);
      expect((await visitor.site.equipment("tr")).map((e) => e.imageUrl)).toEqual([machine.imageUrl]);
    });

    it("refuses to restore a record whose address another record took, and restores nothing", async () => {
      const project = await admin.projects.save(projectInput({ title: "Baraj" }));
      await admin.projects.delete(project.id);
      const taker = await admin.projects.save(projectInput({ title: "Baraj" }));
      expect(taker.slug).toBe(project.slug);
      const [entry] = (await admin.trash.list()).items;
      const refused = await rejection(() => admin.trash.restore(entry!.id), "conflict");
      expect(refused.refusal).toEqual({ code: "slugTakenOnRestore", slug: "baraj" });
      expect(refused.message).toContain("“baraj”");
      expect((await admin.projects.list()).total).toBe(1);
      expect((await admin.trash.list()).total).toBe(1);

      const page = await admin.pages.save(pageInput({ slug: "kalite" }));
      await admin.pages.delete(page.id);
      await admin.pages.save(
        pageInput({
          slug: "kalite-politikasi",
          translations: { ...pageInput().translations, en: { title: "Quality", content: "", slug: "kalite" } },
        }),
      );
      const pageEntry = (await admin.trash.list({ kind: "page" })).items[0]!;
      expect((await rejection(() => admin.trash.restore(pageEntry.id), "conflict")).refusal).toEqual({
        code: "slugTakenOnRestore",
        slug: "kalite",
      });
    });

    it("moves a menu item with its subtree, and brings a child back at the top once its parent is gone", async () => {
      const parent = await admin.menu.save(menuInput({ slug: "kurumsal" }));
      const child = await admin.menu.save(menuInput({ slug: "hakkimizda", parentId: parent.id }));
      const grandchild = await admin.menu.save(menuInput({ slug: "tarihce", parentId: child.id, orderIndex: 4 }));
      await admin.menu.delete(parent.id);
      expect(await admin.menu.list()).toEqual([]);
      const [entry] = (await admin.trash.list()).items;
      expect(entry).toMatchObject({ kind: "menuItem", recordId: parent.id, itemCount: 3 });
      await admin.trash.restore(entry!.id);
      const restored = await admin.menu.list();
      expect(restored.map((i) => [i.id, i.parentId, i.orderIndex]).sort()).toEqual(
        [
          [parent.id, null, 0],
          [child.id, parent.id, 0],
          [grandchild.id, child.id, 4],
        ].sort(),
      );

      await admin.menu.delete(grandchild.id);
      await admin.menu.delete(parent.id);
      const entries = (await admin.trash.list({ kind: "menuItem" })).items;
      const parentEntry = entries.find((e) => e.recordId === parent.id)!;
      const grandchildEntry = entries.find((e) => e.recordId === grandchild.id)!;
      await admin.trash.purge(parentEntry.id);
      expect(await admin.trash.restore(grandchildEntry.id)).toMatchObject({ movedToTop: true });
      expect(await admin.menu.get(grandchild.id)).toMatchObject({ parentId: null, orderIndex: 4 });
    });

    it("purges an entry for good: its rows, its revisions and its image files", async () => {
      const project = await admin.projects.save(projectInput(), replace("silinecek.png"));
      await admin.projects.delete(project.id);
      const [entry] = (await admin.trash.list()).items;
      await admin.trash.purge(entry!.id);
      expect((await admin.trash.list()).total).toBe(0);
      expect(await h.readStoredFile(project.imageUrl!)).toBeNull();
      expect(await admin.history.list("project", project.id)).toEqual([]);
      await rejection(() => admin.trash.restore(entry!.id), "not_found");
      await rejection(() => admin.trash.purge(entry!.id), "not_found");
      await rejection(() => admin.projects.delete(project.id), "not_found");
    });

    it("counts a media file used by a record in the trash as used", async () => {
      const [file] = await admin.media.upload([upload("plan.png", tinyPng)]);
      const page = await admin.pages.save(
        pageInput({
          translations: {
            ...pageInput().translations,
            tr: { title: "Planlar", content: `<p><img src="${file!.publicUrl}" alt="plan"></p>`, slug: "" },
          },
        }),
      );
      await admin.pages.delete(page.id);
      expect(await admin.media.uses(file!.path)).toEqual([{ kind: "trash", name: "Planlar" }]);
      const refused = await rejection(() => admin.media.delete(file!.path), "in_use");
      expect(refused.message).toContain("çöp kutusundaki “Planlar”");
      await admin.trash.purge((await admin.trash.list()).items[0]!.id);
      await admin.media.delete(file!.path);
    });

    it("lists the trash newest first, by kind, in windows", async () => {
      for (const title of ["Bir", "İki", "Üç"]) {
        const p = await admin.projects.save(projectInput({ title }));
        await admin.projects.delete(p.id);
        await pause();
      }
      const slide = await admin.slides.save(slideInput());
      await admin.slides.delete(slide.id);
      expect((await admin.trash.list()).items.map((e) => e.label)).toEqual(["Slayt tr", "Üç", "İki", "Bir"]);
      expect(await admin.trash.list({ kind: "project", offset: 1, limit: 1 })).toMatchObject({
        total: 3,
        items: [{ label: "İki" }],
      });
    });

    it(`empties what has waited ${trashDays} days, and only that, in the scheduled job`, async () => {
      const old = await admin.projects.save(projectInput({ title: "Eski" }), replace("eski.png"));
      await admin.projects.delete(old.id);
      await pause();
      const recent = await admin.projects.save(projectInput({ title: "Yeni" }), replace("yeni.png"));
      await admin.projects.delete(recent.id);
      const entries = (await admin.trash.list()).items;
      const recentEntry = entries.find((e) => e.recordId === recent.id)!;
      // As the job would run the moment the recent one has waited exactly trashDays: it stays.
      const now = new Date(Date.parse(recentEntry.deletedAt) + trashDays * day);
      expect(await h.maintenance().emptyTrash(now)).toBe(1);
      expect((await admin.trash.list()).items.map((e) => e.recordId)).toEqual([recent.id]);
      expect(await h.readStoredFile(old.imageUrl!)).toBeNull();
      expect(await h.readStoredFile(recent.imageUrl!)).not.toBeNull();
      expect(await h.maintenance().emptyTrash(now)).toBe(0);
      expect(await h.maintenance().emptyTrash(new Date(now.getTime() + 1))).toBe(1);
      expect((await admin.trash.list()).total).toBe(0);
    });

    it("is the admins' alone", async () => {
      await rejection(() => visitor.trash.list(), "forbidden");
      await rejection(() => visitor.trash.restore("x"), "forbidden");
      await rejection(() => visitor.trash.purge("x"), "forbidden");
    });
  });
}
