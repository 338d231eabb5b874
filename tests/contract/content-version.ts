import { beforeEach, describe, expect, it } from "vitest";

import type { Backend } from "~/backend/port";

import { testAdmin } from "../fixtures/accounts";
import { tinyPng, upload } from "../fixtures/images";
import { freshAdminAndVisitor, type ContractHarness } from "./harness";
import { equipmentInput, menuInput, pageInput, projectInput, replace, saveSettings, slideInput } from "./inputs";
import { messageInput } from "./messages";

// The content version the public page cache keys pages by (docs/decisions/020-public-page-cache.md):
// every write of the port that the public site can show changes it; reads and sign-ins do not.
// Part of the contract, so every adapter keeps the cache honest.

export function describeContentVersionContract(makeHarness: () => ContractHarness) {
  const h = makeHarness();

  describe(`content version (${h.name})`, () => {
    let admin: Backend;
    let visitor: Backend;

    beforeEach(async () => {
      ({ admin, visitor } = await freshAdminAndVisitor(h));
    });

    /** Runs a write and says whether the content version moved. */
    async function moves(write: () => Promise<unknown>): Promise<boolean> {
      const before = await visitor.site.contentVersion();
      await write();
      return (await visitor.site.contentVersion()) !== before;
    }

    it("changes with every write the public site can show", async () => {
      const changed: Record<string, boolean> = {};
      const record = async (name: string, write: () => Promise<unknown>) => {
        changed[name] = await moves(write);
      };

      await record("settings.save", () => saveSettings(admin, { companyName: "Sürüm A.Ş." }));
      const slide = await admin.slides.save(slideInput(), replace("slayt.png"));
      const other = await admin.slides.save(slideInput({ orderIndex: 1 }), replace("slayt-2.png"));
      await record("slides.save", () =>
        admin.slides.save({ ...slideInput({ isActive: false }), id: slide.id, version: slide.version }),
      );
      await record("slides.reorder", () => admin.slides.reorder([other.id, slide.id]));
      await record("slides.delete", () => admin.slides.delete(slide.id));
      const project = await admin.projects.save(projectInput(), replace("proje.png"));
      await record("projects.save", () =>
        admin.projects.save({ ...projectInput({ title: "Yeni Başlık" }), id: project.id, version: project.version }),
      );
      await record("projects.delete", () => admin.projects.delete(project.id));
      const page = await admin.pages.save(pageInput());
      await record("pages.save", () =>
        admin.pages.save({ ...pageInput({ isPublished: false }), id: page.id, version: page.version }),
      );
      await record("pages.delete", () => admin.pages.delete(page.id));
      const item = await admin.menu.save(menuInput());
      const second = await admin.menu.save(menuInput({ path: "/projeler", slug: "projeler", orderIndex: 1 }));
      await record("menu.save", () =>
        admin.menu.save({ ...menuInput({ isActive: false }), id: item.id, version: item.version }),
      );
      await record("menu.reorder", () =>
        admin.menu.reorder([
          { id: second.id, parentId: null, orderIndex: 0 },
          { id: item.id, parentId: null, orderIndex: 1 },
        ]),
      );
      await record("menu.delete", () => admin.menu.delete(item.id));
      const machine = await admin.equipment.save(equipmentInput());
      await record("equipment.save", () =>
        admin.equipment.save({ ...equipmentInput({ isVisible: false }), id: machine.id, version: machine.version }),
      );
      await record("equipment.delete", () => admin.equipment.delete(machine.id));
      let files: Awaited<ReturnType<Backend["media"]["upload"]>> = [];
      await record("media.upload", async () => (files = await admin.media.upload([upload("kutuphane.png", tinyPng)])));
      await record("media.updateText", () =>
        admin.media.updateText(files[0]!.id, { altText: { tr: "Şantiye" }, version: files[0]!.version }),
      );
      await record("media.delete", () => admin.media.delete(files[0]!.path));

      expect(
        Object.entries(changed)
          .filter(([, moved]) => !moved)
          .map(([name]) => name),
      ).toEqual([]);
      expect(Object.keys(changed)).toHaveLength(16);
    });

    it("never comes back to a version a restore abandoned: pages cached under it would return", async () => {
      const restored = await visitor.site.contentVersion();
      const seen = new Set([restored]);
      for (const title of ["Birinci", "İkinci"]) {
        await admin.projects.save(projectInput({ title }));
        seen.add(await visitor.site.contentVersion());
      }
      // The database is restored to the point before those writes, then edited again.
      await h.restoreContentVersion(restored);
      await admin.projects.save(projectInput({ title: "Üçüncü" }));
      expect(seen.has(await visitor.site.contentVersion())).toBe(false);
    });

    it("stays put for reads, sign-ins and refused writes", async () => {
      const project = await admin.projects.save(projectInput());
      expect(await moves(() => visitor.site.home("tr"))).toBe(false);
      expect(await moves(() => visitor.site.projectBySlug("en", project.slug))).toBe(false);
      expect(await moves(() => admin.projects.list())).toBe(false);
      expect(await moves(() => h.open().backend.auth.signIn(testAdmin.email, testAdmin.password))).toBe(false);
      expect(await moves(() => visitor.projects.delete(project.id).catch(() => undefined))).toBe(false);
      expect(await moves(() => admin.pages.save(pageInput({ slug: "" })).catch(() => undefined))).toBe(false);
    });

    it("stays put for contact messages and the inbox: nothing of them is on the site", async () => {
      let id = "";
      expect(await moves(async () => ({ id } = await visitor.messages.submit(messageInput())))).toBe(false);
      expect(await moves(() => admin.messages.open(id))).toBe(false);
      expect(await moves(() => admin.messages.setState(id, "archived"))).toBe(false);
      expect(await moves(() => admin.messages.delete(id))).toBe(false);
      expect(await moves(() => admin.messages.saveSettings({ notifyEmail: "", retentionMonths: 6, version: 1 }))).toBe(
        false,
      );
    });
  });
}
