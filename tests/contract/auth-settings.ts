import { beforeEach, describe, expect, it } from "vitest";

import { isOpenOperation, type Area } from "~/backend/admin-gate";
import type { BackendError } from "~/backend/errors";
import type { Backend } from "~/backend/port";
import { cookieNames } from "~/lib/cookies.server";

import { testAdmin, testMember } from "../fixtures/accounts";
import { tinyPng, upload } from "../fixtures/images";
import { cookieHeaderFrom, type ContractContext } from "./harness";
import {
  equipmentInput,
  linkUrlMessage,
  menuInput,
  pageInput,
  projectInput,
  rejection,
  safeUrls,
  saveSettings,
  slideInput,
  unsafeUrls,
} from "./inputs";

// The backend contract on signing in and out (sessions, throttling, who may call what) and on
// the site settings: defaults, partial saves, refused shapes and unsafe link URLs.

export function describeAuthSettingsContract(ctx: ContractContext) {
  const { h } = ctx;
  let admin: Backend;
  let visitor: Backend;

  describe("auth", () => {
    beforeEach(() => {
      ({ admin, visitor } = ctx);
    });

    it("signs an admin in with a session the next request recognises, and out again", async () => {
      const { backend, setCookies } = h.open();
      const result = await backend.auth.signIn(testAdmin.email, testAdmin.password);
      expect(result).toMatchObject({
        ok: true,
        user: { email: testAdmin.email, role: "admin", fullName: testAdmin.fullName },
      });
      const cookie = cookieHeaderFrom(setCookies);
      expect(cookie).not.toBe("");

      const next = h.open(cookie);
      expect(await next.backend.auth.currentUser()).toMatchObject({ email: testAdmin.email, role: "admin" });

      await next.backend.auth.signOut();
      expect(await h.open(cookie).backend.auth.currentUser()).toBeNull();
    });

    it("sets a session cookie that is HttpOnly, Secure and SameSite=Lax", async () => {
      const { backend, setCookies } = h.open();
      await backend.auth.signIn(testAdmin.email, testAdmin.password);
      const session = setCookies.find((c) => !/max-age=0/i.test(c));
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/Secure/i);
      expect(session).toMatch(/SameSite=Lax/i);
    });

    it("refuses a wrong password and an unknown email alike", async () => {
      expect(await visitor.auth.signIn(testAdmin.email, "yanlis")).toEqual({
        ok: false,
        reason: "invalid_credentials",
      });
      expect(await visitor.auth.signIn("kimse@example.com", "yanlis")).toEqual({
        ok: false,
        reason: "invalid_credentials",
      });
    });

    it("throttles repeated failures per e-mail, saying the same whether or not it exists", async () => {
      for (let i = 0; i < 10; i++)
        expect((await h.open().backend.auth.signIn(testAdmin.email, "yanlis")).ok).toBe(false);
      expect(await h.open().backend.auth.signIn(testAdmin.email, testAdmin.password)).toEqual({
        ok: false,
        reason: "throttled",
      });
      for (let i = 0; i < 10; i++) await h.open().backend.auth.signIn("kimse@example.com", "yanlis");
      // The address has now failed 20 times: every e-mail from it is refused for a while.
      expect(await h.open().backend.auth.signIn(testMember.email, testMember.password)).toEqual({
        ok: false,
        reason: "throttled",
      });
    });

    it("remembers a browser that signed in with a signed __Host- device cookie, and no other", async () => {
      const { backend, setCookies } = h.open();
      expect((await backend.auth.signIn(testAdmin.email, testAdmin.password)).ok).toBe(true);
      const device = setCookies.find((c) => c.startsWith(`${cookieNames.device}=`));
      expect(cookieNames.device.startsWith("__Host-")).toBe(true);
      expect(device).toMatch(/; Path=\/;/);
      expect(device).not.toMatch(/Domain=/i);
      expect(device).toMatch(/Max-Age=15552000/);
      expect(device).toMatch(/HttpOnly/);
      expect(device).toMatch(/Secure/);
      // A failed or refused sign-in remembers nothing.
      for (const [email, password] of [
        [testAdmin.email, "yanlis"],
        [testMember.email, testMember.password],
      ] as const) {
        const failed = h.open();
        expect((await failed.backend.auth.signIn(email, password)).ok).toBe(false);
        expect(failed.setCookies.some((c) => c.startsWith(`${cookieNames.device}=`))).toBe(false);
      }
    });

    it("gives a browser that signed in before a budget of its own: the others' failures never refuse it", async () => {
      const owner = h.open();
      expect((await owner.backend.auth.signIn(testAdmin.email, testAdmin.password)).ok).toBe(true);
      const ownersBrowser = cookieHeaderFrom(owner.setCookies.filter((c) => c.startsWith(`${cookieNames.device}=`)));
      for (let i = 0; i < 10; i++) await h.open().backend.auth.signIn(testAdmin.email, "yanlis");
      expect(await h.open().backend.auth.signIn(testAdmin.email, testAdmin.password)).toEqual({
        ok: false,
        reason: "throttled",
      });
      expect(await h.open(ownersBrowser).backend.auth.signIn(testAdmin.email, testAdmin.password)).toMatchObject({
        ok: true,
      });
    });

    it("forgets an e-mail's failures after a successful sign-in", async () => {
      for (let i = 0; i < 5; i++) await h.open().backend.auth.signIn(testAdmin.email, "yanlis");
      expect((await h.open().backend.auth.signIn(testAdmin.email, testAdmin.password)).ok).toBe(true);
      for (let i = 0; i < 4; i++) await h.open().backend.auth.signIn(testAdmin.email, "yanlis");
      expect((await h.open().backend.auth.signIn(testAdmin.email, testAdmin.password)).ok).toBe(true);
    });

    it("treats the email case-insensitively", async () => {
      const result = await h.open().backend.auth.signIn(testAdmin.email.toUpperCase(), testAdmin.password);
      expect(result.ok).toBe(true);
    });

    it("never gives a member an admin session", async () => {
      const { backend, setCookies } = h.open();
      expect(await backend.auth.signIn(testMember.email, testMember.password)).toEqual({
        ok: false,
        reason: "not_admin",
      });
      expect(cookieHeaderFrom(setCookies)).toBe("");
      expect(await backend.auth.currentUser()).toBeNull();
    });

    it("reports an unconfirmed email", async () => {
      await h.provisionUser({ email: "yeni@example.com", password: "sifre-12345", role: "admin", confirmed: false });
      expect(await visitor.auth.signIn("yeni@example.com", "sifre-12345")).toEqual({
        ok: false,
        reason: "email_not_confirmed",
      });
    });

    it("ignores a forged session cookie", async () => {
      const { setCookies } = h.open();
      await h.open().backend.auth.signIn(testAdmin.email, testAdmin.password);
      expect(setCookies).toEqual([]);
      const forged = h.open(`${cookieNames.session}=forged-token; sb-access-token=forged`);
      expect(await forged.backend.auth.currentUser()).toBeNull();
    });

    it("signs out everywhere: every session of the admin ends, this one included, other admins' stay", async () => {
      const sessionOf = async (account: { email: string; password: string }) => {
        const { backend, setCookies } = h.open();
        expect((await backend.auth.signIn(account.email, account.password)).ok).toBe(true);
        return cookieHeaderFrom(setCookies);
      };
      const member = (await admin.users.list()).items.find((u) => u.role === "member")!;
      await admin.users.setRole(member.id, "admin");
      const laptop = await sessionOf(testAdmin);
      const phone = await sessionOf(testAdmin);
      const colleague = await sessionOf(testMember);

      const request = h.open(phone);
      await request.backend.auth.signOutEverywhere();
      expect(request.setCookies.some((c) => c.startsWith(`${cookieNames.session}=;`))).toBe(true);
      expect(await request.backend.auth.currentUser()).toBeNull();
      expect(await h.open(phone).backend.auth.currentUser()).toBeNull();
      expect(await h.open(laptop).backend.auth.currentUser()).toBeNull();
      await rejection(() => h.open(laptop).backend.projects.list(), "forbidden");
      expect(await h.open(colleague).backend.auth.currentUser()).toMatchObject({ email: testMember.email });
      // Signing in again works as before.
      expect((await h.open().backend.auth.signIn(testAdmin.email, testAdmin.password)).ok).toBe(true);
    });

    it("refuses to sign out everywhere without a session", async () => {
      await rejection(() => visitor.auth.signOutEverywhere(), "forbidden");
      expect((await admin.projects.list()).items.length).toBe(0);
    });

    it("refuses every admin operation without an admin session", async () => {
      const anId = "does-not-matter";
      const calls: Array<[string, () => Promise<unknown>]> = [
        ["settings.save", () => visitor.settings.save({ companyName: "X" }, 1)],
        ["slides.list", () => visitor.slides.list()],
        ["slides.get", () => visitor.slides.get(anId)],
        ["slides.save", () => visitor.slides.save(slideInput())],
        ["slides.delete", () => visitor.slides.delete(anId)],
        ["slides.reorder", () => visitor.slides.reorder([anId])],
        ["projects.list", () => visitor.projects.list()],
        ["projects.get", () => visitor.projects.get(anId)],
        ["projects.save", () => visitor.projects.save(projectInput())],
        ["projects.delete", () => visitor.projects.delete(anId)],
        ["pages.list", () => visitor.pages.list()],
        ["pages.get", () => visitor.pages.get(anId)],
        ["pages.categories", () => visitor.pages.categories()],
        ["pages.save", () => visitor.pages.save(pageInput())],
        ["pages.delete", () => visitor.pages.delete(anId)],
        ["menu.list", () => visitor.menu.list()],
        ["menu.get", () => visitor.menu.get(anId)],
        ["menu.save", () => visitor.menu.save(menuInput())],
        ["menu.delete", () => visitor.menu.delete(anId)],
        ["menu.reorder", () => visitor.menu.reorder([{ id: anId, parentId: null, orderIndex: 0 }])],
        ["equipment.list", () => visitor.equipment.list()],
        ["equipment.get", () => visitor.equipment.get(anId)],
        ["equipment.save", () => visitor.equipment.save(equipmentInput())],
        ["equipment.delete", () => visitor.equipment.delete(anId)],
        ["media.list", () => visitor.media.list()],
        ["media.upload", () => visitor.media.upload([upload("a.png", tinyPng)])],
        ["media.delete", () => visitor.media.delete("x.png")],
        ["media.get", () => visitor.media.get(anId)],
        ["media.getByPath", () => visitor.media.getByPath("x.png")],
        ["media.updateText", () => visitor.media.updateText(anId, { altText: { tr: "x" } })],
        ["users.list", () => visitor.users.list()],
        ["users.get", () => visitor.users.get(anId)],
        ["users.setRole", () => visitor.users.setRole(anId, "admin")],
        ["overview.counts", () => visitor.overview.counts()],
        [
          "auth.changePassword",
          () =>
            visitor.auth.changePassword({
              currentPassword: "x",
              newPassword: "yeni-sifre-12345",
              confirmPassword: "yeni-sifre-12345",
            }),
        ],
      ];
      const outcomes = await Promise.all(
        calls.map(([name, call]) =>
          call().then(
            () => `${name}: allowed`,
            (e: unknown) => `${name}: ${(e as BackendError).code}`,
          ),
        ),
      );
      expect(outcomes).toEqual(calls.map(([name]) => `${name}: forbidden`));
      expect(await h.countRows("projects")).toBe(0);
      expect(await h.countRows("media_library")).toBe(0);
    });

    it("lets nothing but the open operations through without an admin session, whatever they are given", async () => {
      // Every operation the port has, read from the backend itself: one added later is refused
      // too until the gate names it open (app/backend/admin-gate.ts).
      const calls: Array<[string, () => Promise<unknown>]> = [];
      for (const area of Object.keys(visitor).filter((key): key is Area => key !== "kind")) {
        for (const [name, operation] of Object.entries(visitor[area])) {
          if (typeof operation === "function" && !isOpenOperation(area, name))
            calls.push([`${area}.${name}`, () => Reflect.apply(operation, visitor[area], [])]);
        }
      }
      const outcomes = await Promise.all(
        calls.map(([name, call]) =>
          call().then(
            () => `${name}: allowed`,
            (e: unknown) => `${name}: ${(e as BackendError).code}`,
          ),
        ),
      );
      expect(calls.length).toBeGreaterThanOrEqual(35);
      expect(outcomes).toEqual(calls.map(([name]) => `${name}: forbidden`));
    });
  });

  describe("settings", () => {
    beforeEach(() => {
      ({ admin, visitor } = ctx);
    });

    it("reads built-in defaults when nothing is stored", async () => {
      const settings = await visitor.settings.get();
      expect(settings.companyName).toBe("");
      expect(settings.socialMedia).toEqual([]);
      expect(settings.client_logos).toEqual([]);
      expect(settings.contact).toEqual({ phone: "", email: "", address: "", whatsapp: "" });
    });

    it("saves the given keys, skips null and undefined, and keeps the rest", async () => {
      await saveSettings(admin, {
        companyName: "Örnek A.Ş.",
        contact: { phone: "+90 1", email: "a@b.co", address: "Ankara", whatsapp: "" },
      });
      await saveSettings(admin, {
        companyName: null,
        socialMedia: undefined,
        about_summary_title: { tr: "Biz", en: "Us" },
      });
      const settings = await visitor.settings.get();
      expect(settings.companyName).toBe("Örnek A.Ş.");
      expect(settings.contact.phone).toBe("+90 1");
      expect(settings.about_summary_title).toEqual({ tr: "Biz", en: "Us" });
      expect(await h.countRows("site_settings")).toBe(3);
    });

    it("does nothing when every value is null or undefined", async () => {
      await saveSettings(admin, { companyName: null, general: undefined });
      expect(await h.countRows("site_settings")).toBe(0);
    });

    it("refuses values of the wrong shape and unknown keys, saving none of the patch", async () => {
      await rejection(
        () => saveSettings(admin, { companyName: "Yeni", socialMedia: "not a list" as never }),
        "validation",
      );
      await rejection(() => saveSettings(admin, { nope: "x" } as never), "validation");
      expect(await h.countRows("site_settings")).toBe(0);
    });

    it("refuses every URL that is not http(s), mailto:, tel: or a site path, with the message on its field", async () => {
      const altText = { tr: "Logo" };
      for (const url of unsafeUrls) {
        const patches: Array<[string, Parameters<Backend["settings"]["save"]>[0]]> = [
          ["socialMedia[0].url", { socialMedia: [{ name: "X", url, icon: "Globe" }] }],
          ["client_logos[0].imageUrl", { client_logos: [{ name: "Müşteri", imageUrl: url, altText }] }],
          ["general.logoUrl", { general: { siteName: "Örnek", logoUrl: url, description: {} } }],
          ["about_summary_image_url", { about_summary_image_url: url }],
        ];
        for (const [field, patch] of patches) {
          const error = await rejection(() => saveSettings(admin, patch), "validation");
          expect(error.fieldErrors[field], `${field} = ${JSON.stringify(url)}`).toEqual([linkUrlMessage]);
        }
      }
      expect(await h.countRows("site_settings")).toBe(0);

      for (const url of safeUrls) {
        await saveSettings(admin, {
          socialMedia: [{ name: "X", url, icon: "Globe" }],
          client_logos: [{ name: "Müşteri", imageUrl: url, altText }],
          general: { siteName: "Örnek", logoUrl: url, description: {} },
          about_summary_image_url: url,
        });
        const settings = await visitor.settings.get();
        expect([
          settings.socialMedia[0]?.url,
          settings.client_logos[0]?.imageUrl,
          settings.general.logoUrl,
          settings.about_summary_image_url,
        ]).toEqual([url, url, url, url]);
      }
    });
  });
}
