import { beforeEach, describe, expect, it } from "vitest";

import type { Backend } from "~/backend/port";
import { localizedText } from "~/lib/translations";

import { testAdmin, testMember } from "../fixtures/accounts";
import { tinyGif, tinyPng, upload } from "../fixtures/images";
import { cookieHeaderFrom, type ContractContext } from "./harness";
import {
  allLangs,
  equipmentInput,
  menuInput,
  pageInput,
  projectInput,
  rejection,
  saveSettings,
  slideInput,
} from "./inputs";

// The backend contract on users and their roles (always one admin left, nobody changing their
// own), changing one's own password, the dashboard's counts, and the public reads: the site frame, the home page, the
// language fallback and the sitemap.

export function describeUsersDashboardPublicContract(ctx: ContractContext) {
  const { h } = ctx;
  let admin: Backend;
  let visitor: Backend;

  /** Signs in with whichever account is admin now (the roles move in the user tests). */
  async function signedInAnyAdmin(): Promise<Backend> {
    for (const account of [testAdmin, testMember]) {
      const { backend, setCookies } = h.open();
      if ((await backend.auth.signIn(account.email, account.password)).ok)
        return h.open(cookieHeaderFrom(setCookies)).backend;
    }
    throw new Error("no admin could sign in");
  }

  describe("users", () => {
    beforeEach(() => {
      ({ admin } = ctx);
    });

    it("lists profiles and changes roles, never one's own", async () => {
      const users = (await admin.users.list()).items;
      expect(users.map((u) => `${u.email}:${u.role}`).sort()).toEqual(
        [`${testMember.email}:member`, `${testAdmin.email}:admin`].sort(),
      );
      const member = users.find((u) => u.role === "member")!;
      const me = users.find((u) => u.role === "admin")!;

      for (const role of ["member", "admin"] as const)
        expect((await rejection(() => admin.users.setRole(me.id, role), "validation")).refusal).toEqual({
          code: "ownRole",
        });
      expect((await admin.users.get(me.id))?.role).toBe("admin");
      await admin.users.setRole(member.id, "admin");
      expect((await admin.users.list()).items.find((u) => u.id === member.id)?.role).toBe("admin");
      await rejection(() => admin.users.setRole(member.id, "owner" as never), "validation");
      await rejection(() => admin.users.setRole("yok", "admin"), "not_found");
    });

    it("keeps the last admin even when two admins demote each other at once", async () => {
      const users = (await admin.users.list()).items;
      const member = users.find((u) => u.role === "member")!;
      const me = users.find((u) => u.role === "admin")!;
      await admin.users.setRole(member.id, "admin");
      const { backend, setCookies } = h.open();
      expect((await backend.auth.signIn(testMember.email, testMember.password)).ok).toBe(true);
      const other = h.open(cookieHeaderFrom(setCookies)).backend;
      const outcomes = await Promise.allSettled([
        other.users.setRole(me.id, "member"),
        admin.users.setRole(member.id, "member"),
      ]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      // The later one finds one admin left, or (when the earlier had ended its session first) no
      // admin session at all.
      const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected")!;
      expect(["lastAdmin", "forbidden"]).toContain(refused.reason.refusal?.code);
      expect(await h.countRows("users")).toBe(2);
      const remaining = await signedInAnyAdmin();
      expect((await remaining.users.list()).items.filter((u) => u.role === "admin")).toHaveLength(1);
      expect(await remaining.users.get("yok")).toBeNull();
      expect(await remaining.users.get(member.id)).toMatchObject({ id: member.id, email: testMember.email });
    });

    it("ends a demoted admin's session", async () => {
      const users = (await admin.users.list()).items;
      const member = users.find((u) => u.role === "member")!;
      await admin.users.setRole(member.id, "admin");
      const { backend, setCookies } = h.open();
      expect((await backend.auth.signIn(testMember.email, testMember.password)).ok).toBe(true);
      const cookie = cookieHeaderFrom(setCookies);
      await admin.users.setRole(member.id, "member");
      const user = await h.open(cookie).backend.auth.currentUser();
      expect(user === null || user.role === "member").toBe(true);
      await rejection(() => h.open(cookie).backend.projects.list(), "forbidden");
    });
  });

  describe("own password", () => {
    beforeEach(() => {
      ({ admin } = ctx);
    });

    it("changes the password after checking the current one, ending every other session", async () => {
      const signIn = h.open();
      expect((await signIn.backend.auth.signIn(testAdmin.email, testAdmin.password)).ok).toBe(true);
      // A Backend is one request: each look at the other session is a new one.
      const other = () => h.open(cookieHeaderFrom(signIn.setCookies)).backend;
      const change = {
        currentPassword: testAdmin.password,
        newPassword: "Yeni-Sifre-2026",
        confirmPassword: "Yeni-Sifre-2026",
      };
      const wrong = await rejection(
        () => admin.auth.changePassword({ ...change, currentPassword: "yanlis" }),
        "validation",
      );
      expect(wrong.fieldErrors.currentPassword).toEqual(["Mevcut şifre hatalı."]);
      const weak = await rejection(
        () => admin.auth.changePassword({ ...change, newPassword: "kisa-1", confirmPassword: "kisa-1" }),
        "validation",
      );
      expect(weak.fieldErrors.newPassword).toEqual(["Yeni şifre en az 12 karakter olmalıdır."]);
      // 37 Turkish letters are 74 bytes: more than bcrypt reads, refused in Turkish on both backends.
      const long = `${"ş".repeat(37)}-1`;
      const tooLong = await rejection(
        () => admin.auth.changePassword({ ...change, newPassword: long, confirmPassword: long }),
        "validation",
      );
      expect(tooLong.fieldErrors.newPassword).toEqual([
        "Yeni şifre en fazla 72 bayt olabilir (ç, ğ, ı, İ, ö, ş, ü ikişer bayt sayılır).",
      ]);
      const mismatch = await rejection(
        () => admin.auth.changePassword({ ...change, confirmPassword: "Baska-Sifre-2026" }),
        "validation",
      );
      expect(mismatch.fieldErrors.confirmPassword).toEqual(["Şifreler eşleşmiyor."]);
      expect(await other().auth.currentUser()).not.toBeNull();

      await admin.auth.changePassword(change);
      // This session stays, the other one ends; the old password no longer works, the new one does.
      expect((await admin.projects.list()).items.length).toBe(0);
      await rejection(() => other().projects.list(), "forbidden");
      expect((await h.open().backend.auth.signIn(testAdmin.email, testAdmin.password)).ok).toBe(false);
      expect((await h.open().backend.auth.signIn(testAdmin.email, change.newPassword)).ok).toBe(true);
    });

    it("counts a wrong current password as a failed sign-in: past the sign-in's limit the form is refused for a while", async () => {
      const change = {
        currentPassword: testAdmin.password,
        newPassword: "Yeni-Sifre-2026",
        confirmPassword: "Yeni-Sifre-2026",
      };
      // The admin's browser: its session and its device cookie (its own throttle budget).
      const signIn = h.open();
      expect((await signIn.backend.auth.signIn(testAdmin.email, testAdmin.password)).ok).toBe(true);
      const browser = () => h.open(cookieHeaderFrom(signIn.setCookies)).backend;
      for (let i = 0; i < 10; i++)
        await rejection(
          () => browser().auth.changePassword({ ...change, currentPassword: `yanlis-${i}` }),
          "validation",
        );
      // Even the right password now waits: guessing from a session left open is as slow as signing in.
      const refused = await rejection(() => browser().auth.changePassword(change), "throttled");
      expect(refused.fieldErrors.currentPassword).toEqual([
        "Çok fazla hatalı şifre denemesi yapıldı. Lütfen 15 dakika sonra tekrar deneyin.",
      ]);
      // The form and the sign-in share the browser's budget: this browser cannot sign in for a while.
      expect(await browser().auth.signIn(testAdmin.email, testAdmin.password)).toEqual({
        ok: false,
        reason: "throttled",
      });
    });
  });

  describe("dashboard", () => {
    beforeEach(() => {
      ({ admin } = ctx);
    });

    it("counts published and draft projects, pages, active slides, visible machines, files, admins and unread messages", async () => {
      await admin.projects.save(projectInput({ title: "Yayında" }));
      await admin.projects.save(projectInput({ title: "Taslak", status: "draft" }));
      await admin.projects.save(projectInput({ title: "Arşiv", status: "archived" }));
      await admin.pages.save(pageInput());
      await admin.slides.save(slideInput());
      await admin.slides.save(slideInput({ isActive: false }));
      await admin.equipment.save(equipmentInput());
      await admin.equipment.save(equipmentInput({ isVisible: false }));
      await admin.media.upload([upload("a.png", tinyPng), upload("b.gif", tinyGif, "image/gif")]);
      expect(await admin.overview.counts()).toEqual({
        publishedProjects: 1,
        draftProjects: 1,
        pages: 1,
        activeSlides: 1,
        visibleEquipment: 1,
        files: 2,
        admins: 1,
        unreadMessages: 0,
      });
    });
  });

  describe("public reads", () => {
    beforeEach(() => {
      ({ admin, visitor } = ctx);
    });

    it("gives the site frame: settings, menu and page slugs in one call", async () => {
      await saveSettings(admin, { companyName: "Örnek", about_summary_title: { tr: "Hakkımızda", en: "About" } });
      await admin.pages.save(
        pageInput({ translations: { ...pageInput().translations, en: { title: "About", slug: "about" } } }),
      );
      await admin.menu.save(menuInput());
      const chrome = await visitor.site.chrome("en");
      expect(chrome.settings.companyName).toBe("Örnek");
      expect(chrome.settings.about_summary_title).toEqual({ tr: "Hakkımızda", en: "About" });
      expect(chrome.menu).toHaveLength(1);
      expect(chrome.pageSlugs["kurumsal/hakkimizda"]).toEqual({
        tr: "hakkimizda",
        en: "about",
        ru: "hakkimizda",
        uz: "hakkimizda",
      });
    });

    it("features the first published projects on the home page", async () => {
      for (let i = 0; i < 8; i++) await admin.projects.save(projectInput({ title: `Proje ${i}`, orderIndex: 8 - i }));
      await admin.projects.save(projectInput({ title: "Taslak", orderIndex: 0, status: "draft" }));
      const { featuredProjects } = await visitor.site.home("tr");
      expect(featuredProjects.map((p) => p.title)).toEqual([
        "Proje 7",
        "Proje 6",
        "Proje 5",
        "Proje 4",
        "Proje 3",
        "Proje 2",
      ]);
      expect(featuredProjects.every((p) => !("content" in p) && p.description !== "")).toBe(true);
    });

    it("falls back to Turkish, then to the first translation there is", async () => {
      const project = await admin.projects.save(projectInput({ title: "Köprü" }));
      await admin.pages.save(pageInput());
      await admin.slides.save(slideInput());
      await admin.equipment.save(equipmentInput());
      await admin.menu.save(menuInput());
      for (const table of [
        "project_translations",
        "page_translations",
        "slider_translations",
        "equipment_translations",
        "menu_item_translations",
      ]) {
        await h.removeTranslations(table, ["en"]);
      }
      expect((await visitor.site.projectBySlug("en", project.slug))?.title).toBe("Köprü");
      expect(await visitor.site.pageBySlug("en", "hakkimizda", "kurumsal")).toMatchObject({
        kind: "page",
        page: { title: "Hakkımızda tr", contentLang: "tr" },
      });
      expect((await visitor.site.home("en")).slides[0]?.title).toBe("Slayt tr");
      expect((await visitor.site.equipment("en"))[0]?.name).toBe("Ekskavatör tr");
      expect((await visitor.site.chrome("en")).menu[0]?.label).toBe("Kurumsal tr");

      await h.removeTranslations("project_translations", ["tr"]);
      expect((await visitor.site.projectBySlug("en", project.slug))?.title).toBe("Köprü (ru)");
    });

    it("applies the same fallback to per-language settings texts", async () => {
      await saveSettings(admin, {
        about_summary_title: { tr: "Biz kimiz", ru: "Кто мы" },
        activityAreasTitle: { uz: "Faoliyat" },
      });
      const { settings } = await visitor.site.chrome("en");
      expect(localizedText(settings.about_summary_title, "en")).toBe("Biz kimiz");
      expect(localizedText(settings.about_summary_title, "ru")).toBe("Кто мы");
      expect(localizedText(settings.activityAreasTitle, "en")).toBe("Faoliyat");
    });

    it("goes on without the settings or the slides it cannot read, and tells the request its answer is degraded", async () => {
      await saveSettings(admin, { companyName: "Okunur A.Ş." });
      await admin.menu.save(menuInput());
      await admin.slides.save(slideInput());
      await admin.projects.save(projectInput({ title: "Yayında" }));
      // Whether the backend said so since the last look (it may say it once per failed part).
      let degraded = false;
      const reader = h.open(undefined, () => (degraded = true)).backend;
      const saidDegraded = () => [degraded, (degraded = false)][0];
      expect((await reader.site.chrome("tr")).settings.companyName).toBe("Okunur A.Ş.");
      expect((await reader.site.home("tr")).slides).toHaveLength(1);
      expect(saidDegraded()).toBe(false);

      const readableSettings = await h.failAllReadsOf("site_settings");
      try {
        const chrome = await reader.site.chrome("tr");
        // The built-in defaults (no company name), and the rest of the frame as it is.
        expect(chrome.settings.companyName).toBe("");
        expect(chrome.menu.map((item) => item.label)).toEqual(["Kurumsal tr"]);
        expect(saidDegraded()).toBe(true);
      } finally {
        await readableSettings();
      }

      const readableSlides = await h.failAllReadsOf("homepage_sliders");
      try {
        const home = await reader.site.home("tr");
        expect(home.slides).toEqual([]);
        expect(home.featuredProjects.map((project) => project.title)).toEqual(["Yayında"]);
        expect(saidDegraded()).toBe(true);
      } finally {
        await readableSlides();
      }
      expect((await reader.site.home("tr")).slides).toHaveLength(1);
      expect((await reader.site.chrome("tr")).settings.companyName).toBe("Okunur A.Ş.");
      expect(saidDegraded()).toBe(false);
    });

    it("lists every published page and project for the sitemap", async () => {
      await admin.pages.save(pageInput());
      await admin.pages.save(
        pageInput({
          slug: "taslak",
          isPublished: false,
          translations: allLangs((l) => ({ title: `T ${l}`, slug: "" })),
        }),
      );
      await admin.projects.save(projectInput({ title: "Yayında" }));
      await admin.projects.save(projectInput({ title: "Taslak Proje", status: "draft" }));
      const sitemap = await visitor.site.sitemap();
      expect(sitemap.pages.map((p) => p.slugs.tr)).toEqual(["hakkimizda"]);
      expect(sitemap.projects.map((p) => p.slug)).toEqual(["yayinda"]);
    });
  });
}
