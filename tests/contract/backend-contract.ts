import { beforeEach, describe, expect, it } from "vitest";
import { BackendError } from "~/backend/errors";
import type { Backend, ImageChange } from "~/backend/port";
import type { EquipmentInput, MenuItemInput, PageInput, ProjectInput, SlideInput } from "~/backend/schemas";
import { languages, type Lang } from "~/i18n/languages";
import { cookieNames } from "~/lib/cookies.server";
import { localizedText } from "~/lib/translations";
import { fakePng, jpegHeader, tinyGif, tinyPng, upload, webpHeader } from "../fixtures/images";
import { testAdmin, testMember } from "../fixtures/accounts";
import { cookieHeaderFrom, type ContractHarness } from "./harness";

// The backend port's contract: what every adapter must do, written against the interface
// only. Each adapter runs it through its own ContractHarness. Its input makers are shared with
// the other parts of the contract (record-versions.ts).

const adminAccount = testAdmin;
const memberAccount = testMember;

/** Link URLs a browser would run or send elsewhere: every URL field refuses them. */
const unsafeUrls = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "  javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example/x",
  "/\\evil.example/x",
];
const safeUrls = ["https://www.example.com/x?y=1", "http://example.com", "mailto:info@example.com", "tel:+903121234567", "/tr/iletisim"];
const linkUrlMessage = "Bağlantı http(s)://, mailto: ya da tel: ile veya / ile başlayan bir site yolu olmalıdır.";

export const allLangs = <T>(make: (lang: Lang) => T) => Object.fromEntries(languages.map((l) => [l, make(l)])) as Record<Lang, T>;

export function projectInput(overrides: Partial<ProjectInput> & { title?: string } = {}): ProjectInput {
  const { title = "Ankara Köprüsü", ...rest } = overrides;
  return {
    category: "altyapi",
    status: "published",
    progress: "ongoing",
    orderIndex: 0,
    translations: allLangs((l) => ({ title: l === "tr" ? title : `${title} (${l})`, description: `Açıklama ${l}`, content: `<p>İçerik ${l}</p>` })),
    ...rest,
  };
}

export function pageInput(overrides: Partial<PageInput> = {}): PageInput {
  return {
    slug: "hakkimizda",
    categoryId: "kurumsal",
    isPublished: true,
    translations: allLangs((l) => ({ title: `Hakkımızda ${l}`, content: `<p>${l}</p>`, slug: "" })),
    ...overrides,
  };
}

/** Content a caller might save straight through the port, and what may be stored of it. */
const unsafeContent = '<p>a</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript&#0000000058;alert(1)">x</a>';
const cleanedContent = '<p>a</p><img src="x" loading="lazy"><a>x</a>';

export function menuInput(overrides: Partial<MenuItemInput> = {}): MenuItemInput {
  return {
    path: "/kurumsal",
    slug: "kurumsal",
    orderIndex: 0,
    parentId: null,
    isActive: true,
    translations: allLangs((l) => ({ label: `Kurumsal ${l}`, description: "" })),
    ...overrides,
  };
}

export function slideInput(overrides: Partial<SlideInput> = {}): SlideInput {
  return {
    buttonLink: "/projeler",
    orderIndex: 0,
    isActive: true,
    translations: allLangs((l) => ({ title: `Slayt ${l}`, description: `Açıklama ${l}`, buttonText: `Düğme ${l}` })),
    ...overrides,
  };
}

export function equipmentInput(overrides: Partial<EquipmentInput> = {}): EquipmentInput {
  return {
    category: "Ekskavatör",
    modelName: "EX-100",
    orderIndex: 0,
    isVisible: true,
    translations: allLangs((l) => ({ name: `Ekskavatör ${l}`, description: `Güçlü ${l}` })),
    ...overrides,
  };
}

/** Saves settings from their current version, as the settings form loaded just now would. */
export async function saveSettings(backend: Backend, patch: Parameters<Backend["settings"]["save"]>[0]): Promise<void> {
  return backend.settings.save(patch, (await backend.settings.edit()).version);
}

export const replace = (name: string, bytes: Uint8Array = tinyPng): ImageChange => ({ kind: "replace", file: upload(name, bytes) });

/** Runs `fn`, expecting a BackendError with `code`; returns it for further checks. */
export async function rejection(fn: () => Promise<unknown>, code: BackendError["code"]): Promise<BackendError> {
  const outcome = await fn().then(
    () => new Error(`expected a ${code} rejection, but the call succeeded`),
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(BackendError);
  expect((outcome as BackendError).code).toBe(code);
  return outcome as BackendError;
}

export function describeBackendContract(makeHarness: () => ContractHarness) {
  const h = makeHarness();

  describe(`backend contract (${h.name})`, () => {
    let visitor: Backend;
    let admin: Backend;

    async function signedInAdmin(): Promise<Backend> {
      const { backend, setCookies } = h.open();
      const result = await backend.auth.signIn(adminAccount.email, adminAccount.password);
      expect(result.ok).toBe(true);
      return h.open(cookieHeaderFrom(setCookies)).backend;
    }

    /** Signs in with whichever account is admin now (the roles move in the user tests). */
    async function signedInAnyAdmin(): Promise<Backend> {
      for (const account of [adminAccount, memberAccount]) {
        const { backend, setCookies } = h.open();
        if ((await backend.auth.signIn(account.email, account.password)).ok) return h.open(cookieHeaderFrom(setCookies)).backend;
      }
      throw new Error("no admin could sign in");
    }

    beforeEach(async () => {
      await h.reset();
      await h.provisionUser(adminAccount);
      await h.provisionUser(memberAccount);
      visitor = h.open().backend;
      admin = await signedInAdmin();
    });

    describe("auth", () => {
      it("signs an admin in with a session the next request recognises, and out again", async () => {
        const { backend, setCookies } = h.open();
        const result = await backend.auth.signIn(adminAccount.email, adminAccount.password);
        expect(result).toMatchObject({ ok: true, user: { email: adminAccount.email, role: "admin", fullName: adminAccount.fullName } });
        const cookie = cookieHeaderFrom(setCookies);
        expect(cookie).not.toBe("");

        const next = h.open(cookie);
        expect(await next.backend.auth.currentUser()).toMatchObject({ email: adminAccount.email, role: "admin" });

        await next.backend.auth.signOut();
        expect(await h.open(cookie).backend.auth.currentUser()).toBeNull();
      });

      it("sets a session cookie that is HttpOnly, Secure and SameSite=Lax", async () => {
        const { backend, setCookies } = h.open();
        await backend.auth.signIn(adminAccount.email, adminAccount.password);
        const session = setCookies.find((c) => !/max-age=0/i.test(c));
        expect(session).toMatch(/HttpOnly/i);
        expect(session).toMatch(/Secure/i);
        expect(session).toMatch(/SameSite=Lax/i);
      });

      it("refuses a wrong password and an unknown email alike", async () => {
        expect(await visitor.auth.signIn(adminAccount.email, "yanlis")).toEqual({ ok: false, reason: "invalid_credentials" });
        expect(await visitor.auth.signIn("kimse@example.com", "yanlis")).toEqual({ ok: false, reason: "invalid_credentials" });
      });

      it("throttles repeated failures per e-mail, saying the same whether or not it exists", async () => {
        for (let i = 0; i < 10; i++) expect((await h.open().backend.auth.signIn(adminAccount.email, "yanlis")).ok).toBe(false);
        expect(await h.open().backend.auth.signIn(adminAccount.email, adminAccount.password)).toEqual({ ok: false, reason: "throttled" });
        for (let i = 0; i < 10; i++) await h.open().backend.auth.signIn("kimse@example.com", "yanlis");
        // The address has now failed 20 times: every e-mail from it is refused for a while.
        expect(await h.open().backend.auth.signIn(memberAccount.email, memberAccount.password)).toEqual({ ok: false, reason: "throttled" });
      });

      it("forgets an e-mail's failures after a successful sign-in", async () => {
        for (let i = 0; i < 5; i++) await h.open().backend.auth.signIn(adminAccount.email, "yanlis");
        expect((await h.open().backend.auth.signIn(adminAccount.email, adminAccount.password)).ok).toBe(true);
        for (let i = 0; i < 4; i++) await h.open().backend.auth.signIn(adminAccount.email, "yanlis");
        expect((await h.open().backend.auth.signIn(adminAccount.email, adminAccount.password)).ok).toBe(true);
      });

      it("treats the email case-insensitively", async () => {
        const result = await h.open().backend.auth.signIn(adminAccount.email.toUpperCase(), adminAccount.password);
        expect(result.ok).toBe(true);
      });

      it("never gives a member an admin session", async () => {
        const { backend, setCookies } = h.open();
        expect(await backend.auth.signIn(memberAccount.email, memberAccount.password)).toEqual({ ok: false, reason: "not_admin" });
        expect(cookieHeaderFrom(setCookies)).toBe("");
        expect(await backend.auth.currentUser()).toBeNull();
      });

      it("reports an unconfirmed email", async () => {
        await h.provisionUser({ email: "yeni@example.com", password: "sifre-12345", role: "admin", confirmed: false });
        expect(await visitor.auth.signIn("yeni@example.com", "sifre-12345")).toEqual({ ok: false, reason: "email_not_confirmed" });
      });

      it("ignores a forged session cookie", async () => {
        const { setCookies } = h.open();
        await h.open().backend.auth.signIn(adminAccount.email, adminAccount.password);
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
        const laptop = await sessionOf(adminAccount);
        const phone = await sessionOf(adminAccount);
        const colleague = await sessionOf(memberAccount);

        const request = h.open(phone);
        await request.backend.auth.signOutEverywhere();
        expect(request.setCookies.some((c) => c.startsWith(`${cookieNames.session}=;`))).toBe(true);
        expect(await request.backend.auth.currentUser()).toBeNull();
        expect(await h.open(phone).backend.auth.currentUser()).toBeNull();
        expect(await h.open(laptop).backend.auth.currentUser()).toBeNull();
        await rejection(() => h.open(laptop).backend.projects.list(), "forbidden");
        expect(await h.open(colleague).backend.auth.currentUser()).toMatchObject({ email: memberAccount.email });
        // Signing in again works as before.
        expect((await h.open().backend.auth.signIn(adminAccount.email, adminAccount.password)).ok).toBe(true);
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
          ["media.updateText", () => visitor.media.updateText(anId, { altText: { tr: "x" } })],
          ["users.list", () => visitor.users.list()],
          ["users.get", () => visitor.users.get(anId)],
          ["users.setRole", () => visitor.users.setRole(anId, "admin")],
          ["overview.counts", () => visitor.overview.counts()],
          ["auth.changePassword", () => visitor.auth.changePassword({ currentPassword: "x", newPassword: "yeni-sifre-12345", confirmPassword: "yeni-sifre-12345" })],
        ];
        const outcomes = await Promise.all(calls.map(([name, call]) => call().then(() => `${name}: allowed`, (e: unknown) => `${name}: ${(e as BackendError).code}`)));
        expect(outcomes).toEqual(calls.map(([name]) => `${name}: forbidden`));
        expect(await h.countRows("projects")).toBe(0);
        expect(await h.countRows("media_library")).toBe(0);
      });
    });

    describe("settings", () => {
      it("reads built-in defaults when nothing is stored", async () => {
        const settings = await visitor.settings.get();
        expect(settings.companyName).toBe("");
        expect(settings.socialMedia).toEqual([]);
        expect(settings.client_logos).toEqual([]);
        expect(settings.contact).toEqual({ phone: "", email: "", address: "", whatsapp: "" });
      });

      it("saves the given keys, skips null and undefined, and keeps the rest", async () => {
        await saveSettings(admin, { companyName: "Örnek A.Ş.", contact: { phone: "+90 1", email: "a@b.co", address: "Ankara", whatsapp: "" } });
        await saveSettings(admin, { companyName: null, socialMedia: undefined, about_summary_title: { tr: "Biz", en: "Us" } });
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
        await rejection(() => saveSettings(admin, { companyName: "Yeni", socialMedia: "not a list" as never }), "validation");
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
          await saveSettings(admin, { socialMedia: [{ name: "X", url, icon: "Globe" }], client_logos: [{ name: "Müşteri", imageUrl: url, altText }], general: { siteName: "Örnek", logoUrl: url, description: {} }, about_summary_image_url: url });
          const settings = await visitor.settings.get();
          expect([settings.socialMedia[0]?.url, settings.client_logos[0]?.imageUrl, settings.general.logoUrl, settings.about_summary_image_url]).toEqual([url, url, url, url]);
        }
      });
    });

    describe("projects", () => {
      it("creates a project with all its languages and reads it back", async () => {
        const saved = await admin.projects.save(projectInput({ title: "Ankara Çevre Yolu Viyadüğü" }));
        expect(saved.slug).toBe("ankara-cevre-yolu-viyadugu");
        expect(saved.translations.en?.title).toBe("Ankara Çevre Yolu Viyadüğü (en)");
        expect(await admin.projects.get(saved.id)).toEqual(saved);
        expect((await admin.projects.list()).items.map((p) => p.id)).toEqual([saved.id]);
        expect(await h.countRows("project_translations")).toBe(4);
      });

      it("defaults a new project to draft, ongoing, order 0", async () => {
        const { status: _s, progress: _p, orderIndex: _o, ...bare } = projectInput();
        const saved = await admin.projects.save(bare);
        expect(saved).toMatchObject({ status: "draft", progress: "ongoing", orderIndex: 0 });
      });

      it("makes slugs unique with -1, -2 ... and never takes a reserved one", async () => {
        const a = await admin.projects.save(projectInput({ title: "Liman Projesi" }));
        const b = await admin.projects.save(projectInput({ title: "Liman Projesi" }));
        const c = await admin.projects.save(projectInput({ title: "Liman  projesi!" }));
        expect([a.slug, b.slug, c.slug]).toEqual(["liman-projesi", "liman-projesi-1", "liman-projesi-2"]);
        for (const reserved of ["Devam Eden", "Tamamlanan", "Ongoing", "Completed", "Davom etayotgan", "Tugallangan"]) {
          const p = await admin.projects.save(projectInput({ title: reserved }));
          expect(p.slug).toMatch(/-1$/);
        }
        // A long title's slug is past D1's 50-byte limit on LIKE patterns, which the check once used.
        const long = "Ankara Çevre Yolu Doğu Kesimi Viyadük ve Bağlantı Kavşakları Yapım İşi";
        const first = await admin.projects.save(projectInput({ title: long }));
        const second = await admin.projects.save(projectInput({ title: long }));
        expect(second.slug).toBe(`${first.slug}-1`);
      });

      it("keeps the slug on edit unless the Turkish title changes, excluding itself", async () => {
        const saved = await admin.projects.save(projectInput({ title: "Baraj" }));
        const edited = await admin.projects.save({ ...projectInput({ title: "Baraj" }), id: saved.id, version: saved.version, category: "enerji" });
        expect(edited.slug).toBe("baraj");
        expect(edited.category).toBe("enerji");
        const renamedEn = await admin.projects.save({
          ...projectInput({ title: "Baraj" }),
          id: saved.id,
          version: edited.version,
          translations: { ...projectInput({ title: "Baraj" }).translations, en: { title: "The Dam" } },
        });
        expect(renamedEn.slug).toBe("baraj");
        const renamed = await admin.projects.save({ ...projectInput({ title: "Yeni Baraj" }), id: saved.id, version: renamedEn.version });
        expect(renamed.slug).toBe("yeni-baraj");
      });

      it("generates proje-<random> when the Turkish title has no usable letters", async () => {
        const saved = await admin.projects.save(projectInput({ title: "!!!" }));
        expect(saved.slug).toMatch(/^proje-[a-z0-9]+$/);
      });

      it("requires a category and a title in every language, with the spec's messages", async () => {
        const error = await rejection(
          () =>
            admin.projects.save({
              ...projectInput(),
              category: "",
              translations: { ...projectInput().translations, ru: { title: "  " } },
            }),
          "validation",
        );
        expect(error.fieldErrors.category).toEqual(["Kategori zorunludur"]);
        expect(error.fieldErrors["translations.ru.title"]).toEqual(["Başlık zorunludur"]);
        const missingLang = await rejection(
          () => admin.projects.save({ ...projectInput(), translations: { tr: { title: "Sadece Türkçe" } } as never }),
          "validation",
        );
        expect(missingLang.fieldErrors["translations.en.title"]).toEqual(["Başlık zorunludur"]);
        expect(await h.countRows("projects")).toBe(0);
      });

      it("refuses a non-numeric order and an unknown status", async () => {
        const error = await rejection(() => admin.projects.save({ ...projectInput(), orderIndex: "üç" as never, status: "gizli" as never }), "validation");
        expect(Object.keys(error.fieldErrors).sort()).toEqual(["orderIndex", "status"]);
      });

      it("stores an image, replaces it (removing the old file) and removes it", async () => {
        const saved = await admin.projects.save(projectInput(), replace("Şantiye Fotoğrafı.PNG"));
        expect(saved.imageUrl).toMatch(/santiye-fotografi\.png$/);
        expect(await h.readStoredFile(saved.imageUrl!)).toEqual(tinyPng);

        const replaced = await admin.projects.save({ ...projectInput(), id: saved.id, version: saved.version }, replace("yeni.gif", tinyGif));
        expect(replaced.imageUrl).not.toBe(saved.imageUrl);
        expect(await h.readStoredFile(replaced.imageUrl!)).toEqual(tinyGif);
        expect(await h.readStoredFile(saved.imageUrl!)).toBeNull();

        const kept = await admin.projects.save({ ...projectInput(), id: saved.id, version: replaced.version });
        expect(kept.imageUrl).toBe(replaced.imageUrl);

        const removed = await admin.projects.save({ ...projectInput(), id: saved.id, version: kept.version }, { kind: "remove" });
        expect(removed.imageUrl).toBeNull();
        expect(await h.readStoredFile(replaced.imageUrl!)).toBeNull();
      });

      it("accepts JPEG, PNG, GIF and WebP by their bytes and refuses anything else", async () => {
        for (const [name, bytes] of [["a.jpg", jpegHeader], ["b.png", tinyPng], ["c.gif", tinyGif], ["d.webp", webpHeader]] as const) {
          const saved = await admin.projects.save(projectInput({ title: name }), replace(name, bytes));
          expect(saved.imageUrl).not.toBeNull();
        }
        const error = await rejection(() => admin.projects.save(projectInput({ title: "Sahte" }), replace("sahte.png", fakePng)), "validation");
        expect(error.message).toMatch(/^Görsel yüklenemedi: /);
        const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
        tooBig.set(tinyPng);
        await rejection(() => admin.projects.save(projectInput({ title: "Büyük" }), replace("buyuk.png", tooBig)), "validation");
        expect((await admin.projects.list()).items.map((p) => p.translations.tr?.title)).not.toContain("Sahte");
      });

      it("leaves nothing behind when the write fails midway, and removes the uploaded file", async () => {
        const undo = await h.failInsertsInto("project_translations");
        await expect(admin.projects.save(projectInput(), replace("yarim.png"))).rejects.toMatchObject({ code: "unavailable" });
        await undo();
        expect(await h.countRows("projects")).toBe(0);
        expect(await h.countRows("project_translations")).toBe(0);
        expect(await h.countStoredFiles()).toBe(0);
      });

      it("rolls back an edit whose translations fail, keeping the old values", async () => {
        const saved = await admin.projects.save(projectInput({ title: "Eski" }));
        const undo = await h.failInsertsInto("project_translations");
        await expect(admin.projects.save({ ...projectInput({ title: "Yeni" }), id: saved.id, version: saved.version, category: "enerji" })).rejects.toMatchObject({ code: "unavailable" });
        await undo();
        const after = await admin.projects.get(saved.id);
        expect(after).toMatchObject({ slug: "eski", category: "altyapi" });
        expect(after?.translations.tr?.title).toBe("Eski");
      });

      it("deletes a project with its translations and image; unknown ids are not found", async () => {
        const saved = await admin.projects.save(projectInput(), replace("sil.png"));
        await admin.projects.delete(saved.id);
        expect(await admin.projects.get(saved.id)).toBeNull();
        expect(await h.countRows("project_translations")).toBe(0);
        expect(await h.readStoredFile(saved.imageUrl!)).toBeNull();
        await rejection(() => admin.projects.delete(saved.id), "not_found");
        await rejection(() => admin.projects.save({ ...projectInput(), id: "yok" }), "not_found");
      });

      it("shows only published projects publicly, by progress and by slug, in the visitor's language", async () => {
        const ongoing = await admin.projects.save(projectInput({ title: "Yol", orderIndex: 2 }));
        const completed = await admin.projects.save(projectInput({ title: "Köprü", progress: "completed", orderIndex: 1 }));
        await admin.projects.save(projectInput({ title: "Taslak", status: "draft" }));
        await admin.projects.save(projectInput({ title: "Arşiv", status: "archived", progress: "completed" }));

        const listed = (await visitor.site.projects("en")).items;
        expect(listed.map((p) => p.title)).toEqual(["Köprü (en)", "Yol (en)"]);
        // A list's cards show no content: it is not read for them.
        expect(listed.map((p) => ({ ...p, id: "" }))).toEqual([
          { id: "", slug: "kopru", imageUrl: null, category: "altyapi", status: "published", progress: "completed", orderIndex: 1, title: "Köprü (en)", description: "Açıklama en" },
          { id: "", slug: "yol", imageUrl: null, category: "altyapi", status: "published", progress: "ongoing", orderIndex: 2, title: "Yol (en)", description: "Açıklama en" },
        ]);
        expect((await visitor.site.projects("tr", "ongoing")).items.map((p) => p.id)).toEqual([ongoing.id]);
        expect((await visitor.site.projects("tr", "completed")).items.map((p) => p.id)).toEqual([completed.id]);
        expect(await visitor.site.projectBySlug("ru", "yol")).toMatchObject({ title: "Yol (ru)", description: "Açıklama ru", content: "<p>İçerik ru</p>" });
        expect(await visitor.site.projectBySlug("tr", "taslak")).toBeNull();
        expect(await visitor.site.projectBySlug("tr", "arsiv")).toBeNull();
        expect(await visitor.site.projectBySlug("tr", "yok")).toBeNull();
      });

      it("stores only clean HTML content, whoever calls the port", async () => {
        const saved = await admin.projects.save({ ...projectInput({ title: "Temiz" }), translations: allLangs(() => ({ title: "Temiz", content: unsafeContent })) });
        expect(saved.translations.en?.content).toBe(cleanedContent);
        expect((await admin.projects.get(saved.id))?.translations.tr?.content).toBe(cleanedContent);
        expect((await visitor.site.projectBySlug("uz", "temiz"))?.content).toBe(cleanedContent);
      });
    });

    describe("pages", () => {
      it("offers the page types as categories", async () => {
        const categories = await admin.pages.categories();
        expect(categories.map((c) => c.nameKey).sort()).toEqual(["faaliyetler", "generic", "kurumsal", "media"]);
      });

      it("creates, lists (title preferring Turkish), edits and deletes a page", async () => {
        const saved = await admin.pages.save(pageInput({ translations: { ...pageInput().translations, en: { title: "About", content: "", slug: "about" } } }));
        expect(saved).toMatchObject({ slug: "hakkimizda", type: "kurumsal", isPublished: true });
        expect(saved.translations.en).toEqual({ title: "About", content: "", slug: "about" });
        expect(saved.translations.ru?.slug).toBe("hakkimizda");

        const [row] = (await admin.pages.list()).items;
        expect(row).toMatchObject({ id: saved.id, title: "Hakkımızda tr", type: "kurumsal", isPublished: true });

        const edited = await admin.pages.save({ ...pageInput(), id: saved.id, version: saved.version, isPublished: false, categoryId: "faaliyetler" });
        expect(edited).toMatchObject({ type: "faaliyetler", isPublished: false });

        await admin.pages.delete(saved.id);
        expect(await admin.pages.get(saved.id)).toBeNull();
        expect(await h.countRows("page_translations")).toBe(0);
        await rejection(() => admin.pages.delete(saved.id), "not_found");
      });

      it("validates with the spec's messages", async () => {
        const error = await rejection(
          () => admin.pages.save({ ...pageInput(), slug: "", categoryId: "", translations: { ...pageInput().translations, uz: { title: "" } } }),
          "validation",
        );
        expect(error.fieldErrors.slug).toEqual(["URL zorunludur."]);
        expect(error.fieldErrors.categoryId).toEqual(["Kategori seçimi zorunludur."]);
        expect(error.fieldErrors["translations.uz.title"]).toEqual(["Başlık zorunludur."]);
        await rejection(() => admin.pages.save(pageInput({ categoryId: "bilinmeyen" })), "validation");
        await rejection(() => admin.pages.save(pageInput({ slug: "Büyük Harf" })), "validation");
      });

      it("refuses a slug another page already uses, naming the field", async () => {
        await admin.pages.save(pageInput({ translations: { ...pageInput().translations, en: { title: "About", slug: "about" } } }));
        const same = await rejection(() => admin.pages.save(pageInput()), "conflict");
        expect(same.fieldErrors.slug).toEqual(["Bu URL başka bir sayfada kullanılıyor."]);
        const clash = await rejection(
          () => admin.pages.save(pageInput({ slug: "baska", translations: { ...pageInput().translations, en: { title: "Other", slug: "about" } } })),
          "conflict",
        );
        expect(clash.fieldErrors["translations.en.slug"]).toEqual(["Bu URL başka bir sayfada kullanılıyor."]);
        expect(await h.countRows("pages")).toBe(1);
      });

      it("leaves no page behind when its translations fail to save", async () => {
        const undo = await h.failInsertsInto("page_translations");
        await expect(admin.pages.save(pageInput())).rejects.toMatchObject({ code: "unavailable" });
        await undo();
        expect(await h.countRows("pages")).toBe(0);
      });

      it("finds published pages by the language's slug, falls back to Turkish, and spots other languages' slugs", async () => {
        await admin.pages.save(
          pageInput({
            translations: { tr: { title: "Hakkımızda tr", content: "<p>tr</p>" }, en: { title: "About us", content: "<p>en</p>", slug: "about" }, ru: { title: "О нас", slug: "about" }, uz: { title: "Biz haqimizda", slug: "biz-haqimizda" } },
          }),
        );
        const en = await visitor.site.pageBySlug("en", "about", "kurumsal");
        expect(en).toMatchObject({ kind: "page", page: { title: "About us", contentLang: "en", slug: "about", type: "kurumsal" } });
        expect(en.kind === "missing" ? null : en.page.slugs).toEqual({ tr: "hakkimizda", en: "about", ru: "about", uz: "biz-haqimizda" });

        const other = await visitor.site.pageBySlug("en", "hakkimizda", "kurumsal");
        expect(other).toMatchObject({ kind: "other-slug", page: { slug: "about" } });

        expect(await visitor.site.pageBySlug("en", "about", "faaliyetler")).toEqual({ kind: "missing" });
        expect(await visitor.site.pageBySlug("en", "yok")).toEqual({ kind: "missing" });

        const list = (await visitor.site.pages("uz", "kurumsal")).items;
        expect(list).toEqual([expect.objectContaining({ slug: "biz-haqimizda", title: "Biz haqimizda", type: "kurumsal" })]);
      });

      it("hides unpublished pages from visitors", async () => {
        await admin.pages.save(pageInput({ isPublished: false }));
        expect(await visitor.site.pageBySlug("tr", "hakkimizda")).toEqual({ kind: "missing" });
        expect((await visitor.site.pages("tr", "kurumsal")).items).toEqual([]);
      });

      it("stores only clean HTML content, whoever calls the port", async () => {
        const saved = await admin.pages.save(pageInput({ translations: allLangs((l) => ({ title: `Temiz ${l}`, content: unsafeContent, slug: "" })) }));
        expect(saved.translations.ru?.content).toBe(cleanedContent);
        expect((await admin.pages.get(saved.id))?.translations.tr?.content).toBe(cleanedContent);
        const found = await visitor.site.pageBySlug("en", "hakkimizda", "kurumsal");
        expect(found.kind === "missing" ? null : found.page.content).toBe(cleanedContent);
      });
    });

    describe("menu", () => {
      it("creates items with translations and builds the active tree in the visitor's language", async () => {
        const root = await admin.menu.save(menuInput({ orderIndex: 1 }));
        const home = await admin.menu.save(menuInput({ path: "/", slug: "home", orderIndex: 0, translations: allLangs((l) => ({ label: `Ana Sayfa ${l}`, description: "" })) }));
        const second = await admin.menu.save(menuInput({ path: "/kurumsal/belgeler", slug: "belgeler", parentId: root.id, orderIndex: 2, translations: allLangs((l) => ({ label: `Belgeler ${l}`, description: "" })) }));
        const first = await admin.menu.save(menuInput({ path: "/kurumsal/hakkimizda", slug: "hakkimizda", parentId: root.id, orderIndex: 1, translations: allLangs((l) => ({ label: `Hakkımızda ${l}`, description: "" })) }));
        const hidden = await admin.menu.save(menuInput({ path: "/gizli", slug: "gizli", isActive: false, orderIndex: 3 }));
        await admin.menu.save(menuInput({ path: "/gizli/alt", slug: "alt", parentId: hidden.id }));

        const { menu } = await visitor.site.chrome("ru");
        expect(menu.map((n) => n.id)).toEqual([home.id, root.id]);
        expect(menu[1]!.label).toBe("Kurumsal ru");
        expect(menu[1]!.children.map((c) => c.id)).toEqual([first.id, second.id]);
        expect(menu[1]!.children[0]!.path).toBe("/kurumsal/hakkimizda");

        const list = await admin.menu.list();
        expect(list).toHaveLength(6);
        expect(list.find((i) => i.id === root.id)?.label).toBe("Kurumsal tr");
      });

      it("validates with the spec's messages and refuses a parent beneath the item", async () => {
        const error = await rejection(
          () => admin.menu.save({ ...menuInput(), path: "", slug: " ", translations: { ...menuInput().translations, en: { label: "" } } }),
          "validation",
        );
        expect(error.fieldErrors.path).toEqual(["Yol zorunludur"]);
        expect(error.fieldErrors.slug).toEqual(["Slug zorunludur"]);
        expect(error.fieldErrors["translations.en.label"]).toEqual(["Etiket zorunludur"]);

        const parent = await admin.menu.save(menuInput());
        const child = await admin.menu.save(menuInput({ slug: "alt", parentId: parent.id }));
        await rejection(() => admin.menu.save({ ...menuInput(), id: parent.id, version: parent.version, parentId: child.id }), "validation");
        await rejection(() => admin.menu.save({ ...menuInput(), id: parent.id, version: parent.version, parentId: parent.id }), "validation");
        await rejection(() => admin.menu.save(menuInput({ parentId: "yok" })), "validation");
      });

      it("accepts only http(s), mailto:, tel: and site paths as a menu path", async () => {
        for (const path of unsafeUrls) {
          const error = await rejection(() => admin.menu.save(menuInput({ path })), "validation");
          expect(error.fieldErrors.path, JSON.stringify(path)).toEqual([linkUrlMessage]);
        }
        expect(await admin.menu.list()).toEqual([]);
        for (const [i, path] of safeUrls.entries()) {
          const saved = await admin.menu.save(menuInput({ path, slug: `baglanti-${i}` }));
          expect((await admin.menu.list()).find((item) => item.id === saved.id)?.path).toBe(path);
        }
      });

      it("deletes an item with all its descendants", async () => {
        const parent = await admin.menu.save(menuInput());
        const child = await admin.menu.save(menuInput({ slug: "c", parentId: parent.id }));
        await admin.menu.save(menuInput({ slug: "g", parentId: child.id }));
        const other = await admin.menu.save(menuInput({ slug: "o" }));
        await admin.menu.delete(parent.id);
        expect((await admin.menu.list()).map((i) => i.id)).toEqual([other.id]);
        expect(await h.countRows("menu_item_translations")).toBe(4);
        await rejection(() => admin.menu.delete(parent.id), "not_found");
      });

      it("reorders and re-parents atomically, refusing cycles and unknown ids", async () => {
        const a = await admin.menu.save(menuInput({ slug: "a", orderIndex: 0 }));
        const b = await admin.menu.save(menuInput({ slug: "b", orderIndex: 1 }));
        const c = await admin.menu.save(menuInput({ slug: "c", orderIndex: 0, parentId: a.id }));
        await admin.menu.reorder([
          { id: b.id, parentId: null, orderIndex: 0 },
          { id: a.id, parentId: null, orderIndex: 1 },
          { id: c.id, parentId: b.id, orderIndex: 0 },
        ]);
        const tree = (await visitor.site.chrome("tr")).menu;
        expect(tree.map((n) => n.id)).toEqual([b.id, a.id]);
        expect(tree[0]!.children.map((n) => n.id)).toEqual([c.id]);

        await rejection(() => admin.menu.reorder([{ id: b.id, parentId: c.id, orderIndex: 0 }]), "validation");
        await rejection(() => admin.menu.reorder([{ id: "yok", parentId: null, orderIndex: 0 }]), "not_found");
        const after = await admin.menu.list();
        expect(after.find((i) => i.id === b.id)?.parentId).toBeNull();
      });

      it("leaves no item behind when its translations fail", async () => {
        const undo = await h.failInsertsInto("menu_item_translations");
        await expect(admin.menu.save(menuInput())).rejects.toMatchObject({ code: "unavailable" });
        await undo();
        expect(await h.countRows("menu_items")).toBe(0);
      });
    });

    describe("slides", () => {
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

        const edited = await admin.slides.save({ ...slideInput({ orderIndex: 1 }), id: a.id, version: a.version, buttonLink: "/contact" });
        expect(edited).toMatchObject({ buttonLink: "/contact", imageUrl: a.imageUrl });

        await admin.slides.delete(a.id);
        expect(await h.readStoredFile(a.imageUrl!)).toBeNull();
        expect(await admin.slides.get(a.id)).toBeNull();
        await rejection(() => admin.slides.delete(a.id), "not_found");
      });

      it("requires a numeric order and a safe button link", async () => {
        await rejection(() => admin.slides.save({ ...slideInput(), orderIndex: undefined as never }), "validation");
        const error = await rejection(() => admin.slides.save(slideInput({ buttonLink: "javascript:alert(1)" })), "validation");
        expect(error.fieldErrors.buttonLink).toEqual(["Bağlantı / ile ya da http(s):// ile başlamalıdır."]);
      });

      it("shows active slides on the home page, in the language, with Turkish fallback", async () => {
        const active = await admin.slides.save(slideInput({ orderIndex: 1 }));
        await admin.slides.save(slideInput({ orderIndex: 0, isActive: false }));
        const home = await visitor.site.home("en");
        expect(home.slides).toEqual([{ id: active.id, imageUrl: null, buttonLink: "/projeler", title: "Slayt en", description: "Açıklama en", buttonText: "Düğme en" }]);
      });
    });

    describe("equipment", () => {
      it("creates, edits, lists, deletes; shows visible ones publicly", async () => {
        const shown = await admin.equipment.save(equipmentInput({ orderIndex: 1 }), replace("ekskavator.png"));
        const hidden = await admin.equipment.save(equipmentInput({ orderIndex: 0, isVisible: false, modelName: "GIZLI" }));
        expect((await admin.equipment.list()).map((e) => e.id)).toEqual([hidden.id, shown.id]);
        expect(await visitor.site.equipment("uz")).toEqual([
          { id: shown.id, category: "Ekskavatör", modelName: "EX-100", imageUrl: shown.imageUrl, name: "Ekskavatör uz", description: "Güçlü uz" },
        ]);
        const edited = await admin.equipment.save({ ...equipmentInput(), id: shown.id, version: shown.version, modelName: "EX-200" }, { kind: "remove" });
        expect(edited).toMatchObject({ modelName: "EX-200", imageUrl: null });
        expect(await h.readStoredFile(shown.imageUrl!)).toBeNull();
        await admin.equipment.delete(hidden.id);
        expect(await admin.equipment.get(hidden.id)).toBeNull();
        await rejection(() => admin.equipment.delete(hidden.id), "not_found");
      });

      it("requires a numeric order", async () => {
        await rejection(() => admin.equipment.save(equipmentInput({ orderIndex: Number.NaN })), "validation");
      });
    });

    describe("media library", () => {
      it("uploads under clean unique names, never overwriting, lists newest first, deletes", async () => {
        const [first] = await admin.media.upload([upload("Şantiye Görseli (1).PNG", tinyPng)]);
        const [second] = await admin.media.upload([upload("Şantiye Görseli (1).PNG", tinyGif, "image/gif")]);
        expect(first!.path).toMatch(/santiye-gorseli-1\.png$/);
        expect(second!.path).not.toBe(first!.path);
        expect(second!.path).toMatch(/santiye-gorseli-1\.gif$/);
        expect(await h.readStoredFile(first!.publicUrl)).toEqual(tinyPng);
        expect(await h.readStoredFile(second!.publicUrl)).toEqual(tinyGif);
        expect(first).toMatchObject({ name: "Şantiye Görseli (1).PNG", fileType: "image/png", sizeKb: 0, altText: { en: "Şantiye Görseli (1).PNG" }, caption: { en: "" } });

        const list = (await admin.media.list()).items;
        expect(list.map((f) => f.id)).toEqual([second!.id, first!.id]);

        await admin.media.delete(first!.path);
        expect((await admin.media.list()).items.map((f) => f.id)).toEqual([second!.id]);
        expect(await h.readStoredFile(first!.publicUrl)).toBeNull();
        await rejection(() => admin.media.delete(first!.path), "not_found");
      });

      it("keeps the key of a file with a ~250-character name within 128 characters, serves it and deletes it", async () => {
        const longName = `${"Şantiye Çalışması Gün Batımı Görüntüsü ".repeat(6)}İğüşöç Son.PNG`;
        expect(longName.length).toBeGreaterThanOrEqual(240);
        const [file] = await admin.media.upload([upload(longName, tinyPng)]);
        expect(file!.name).toBe(longName);
        expect(file!.path.length).toBeLessThanOrEqual(128);
        expect(file!.path).toMatch(/-santiye-calismasi-gun-batimi-[a-z-]*\.png$/);

        const served = await visitor.files.read("media-library", file!.path);
        expect(served?.contentType).toBe("image/png");
        await served?.body.cancel();
        expect(await h.readStoredFile(file!.publicUrl)).toEqual(tinyPng);

        await admin.media.delete(file!.path);
        expect(await visitor.files.read("media-library", file!.path)).toBeNull();
        expect(await h.readStoredFile(file!.publicUrl)).toBeNull();
        expect((await admin.media.list()).items.map((f) => f.id)).not.toContain(file!.id);
      });

      it("refuses a batch with a non-image without storing any of it", async () => {
        const error = await rejection(() => admin.media.upload([upload("iyi.png", tinyPng), upload("kotu.png", fakePng)]), "validation");
        expect(error.message).toMatch(/^kotu\.png: /);
        expect(error.fieldErrors.files).toEqual([error.message]);
        expect(await h.countRows("media_library")).toBe(0);
      });

      it("removes stored files again when recording the batch fails", async () => {
        const undo = await h.failInsertsInto("media_library");
        await expect(admin.media.upload([upload("a.png", tinyPng), upload("b.gif", tinyGif)])).rejects.toMatchObject({ code: "unavailable" });
        await undo();
        expect(await h.countRows("media_library")).toBe(0);
        expect(await h.countStoredFiles()).toBe(0);
      });

      it("edits a file's alt text and caption per language, and reads a file by id", async () => {
        const [file] = await admin.media.upload([upload("vinc.png", tinyPng)]);
        const updated = await admin.media.updateText(file!.id, { altText: { tr: "Kule vinç", en: "Tower crane", ru: "" }, caption: { uz: "Kran" }, version: file!.version });
        expect(updated.altText).toEqual({ tr: "Kule vinç", en: "Tower crane" });
        expect(updated.caption).toEqual({ uz: "Kran" });
        expect(await admin.media.get(file!.id)).toMatchObject({ id: file!.id, path: file!.path, altText: { tr: "Kule vinç", en: "Tower crane" } });
        expect(await admin.media.get("yok")).toBeNull();
        await rejection(() => admin.media.updateText("yok", { altText: { tr: "x" } }), "not_found");
        const tooLong = await rejection(() => admin.media.updateText(file!.id, { altText: { tr: "x".repeat(201) }, version: updated.version }), "validation");
        expect(tooLong.fieldErrors["altText.tr"]).toEqual(["En fazla 200 karakter olabilir."]);
      });

      it("serves stored files back with their type", async () => {
        const [file] = await admin.media.upload([upload("resim.webp", webpHeader, "image/webp")]);
        const stored = await visitor.files.read("media-library", file!.path);
        expect(stored?.contentType).toBe("image/webp");
        expect(stored?.size).toBe(webpHeader.byteLength);
        await stored?.body.cancel();
        expect(await visitor.files.read("media-library", "yok.png")).toBeNull();
        expect(await visitor.files.read("media-library", "../x")).toBeNull();
      });
    });

    describe("users", () => {
      it("lists profiles and changes roles, keeping at least one admin", async () => {
        const users = (await admin.users.list()).items;
        expect(users.map((u) => `${u.email}:${u.role}`).sort()).toEqual([`${memberAccount.email}:member`, `${adminAccount.email}:admin`].sort());
        const member = users.find((u) => u.role === "member")!;
        const me = users.find((u) => u.role === "admin")!;

        await rejection(() => admin.users.setRole(me.id, "member"), "validation");
        await admin.users.setRole(member.id, "admin");
        expect((await admin.users.list()).items.find((u) => u.id === member.id)?.role).toBe("admin");
        await rejection(() => admin.users.setRole(member.id, "owner" as never), "validation");
        await rejection(() => admin.users.setRole("yok", "admin"), "not_found");
      });

      it("keeps the last admin even when two demotions race", async () => {
        const users = (await admin.users.list()).items;
        const member = users.find((u) => u.role === "member")!;
        const me = users.find((u) => u.role === "admin")!;
        await admin.users.setRole(member.id, "admin");
        const outcomes = await Promise.allSettled([admin.users.setRole(me.id, "member"), admin.users.setRole(member.id, "member")]);
        expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
        const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected")!;
        expect(refused.reason).toMatchObject({ code: "validation", message: "En az bir yönetici kalmalıdır." });
        expect(await h.countRows("users")).toBe(2);
        const remaining = await signedInAnyAdmin();
        expect((await remaining.users.list()).items.filter((u) => u.role === "admin")).toHaveLength(1);
        expect(await remaining.users.get("yok")).toBeNull();
        expect(await remaining.users.get(member.id)).toMatchObject({ id: member.id, email: memberAccount.email });
      });

      it("ends a demoted admin's session", async () => {
        const users = (await admin.users.list()).items;
        const member = users.find((u) => u.role === "member")!;
        await admin.users.setRole(member.id, "admin");
        const { backend, setCookies } = h.open();
        expect((await backend.auth.signIn(memberAccount.email, memberAccount.password)).ok).toBe(true);
        const cookie = cookieHeaderFrom(setCookies);
        await admin.users.setRole(member.id, "member");
        const user = await h.open(cookie).backend.auth.currentUser();
        expect(user === null || user.role === "member").toBe(true);
        await rejection(() => h.open(cookie).backend.projects.list(), "forbidden");
      });
    });

    describe("own password", () => {
      it("changes the password after checking the current one, ending every other session", async () => {
        const signIn = h.open();
        expect((await signIn.backend.auth.signIn(adminAccount.email, adminAccount.password)).ok).toBe(true);
        // A Backend is one request: each look at the other session is a new one.
        const other = () => h.open(cookieHeaderFrom(signIn.setCookies)).backend;
        const change = { currentPassword: adminAccount.password, newPassword: "Yeni-Sifre-2026", confirmPassword: "Yeni-Sifre-2026" };
        const wrong = await rejection(() => admin.auth.changePassword({ ...change, currentPassword: "yanlis" }), "validation");
        expect(wrong.fieldErrors.currentPassword).toEqual(["Mevcut şifre hatalı."]);
        const weak = await rejection(() => admin.auth.changePassword({ ...change, newPassword: "kisa-1", confirmPassword: "kisa-1" }), "validation");
        expect(weak.fieldErrors.newPassword).toEqual(["Yeni şifre en az 12 karakter olmalıdır."]);
        const mismatch = await rejection(() => admin.auth.changePassword({ ...change, confirmPassword: "Baska-Sifre-2026" }), "validation");
        expect(mismatch.fieldErrors.confirmPassword).toEqual(["Şifreler eşleşmiyor."]);
        expect(await other().auth.currentUser()).not.toBeNull();

        await admin.auth.changePassword(change);
        // This session stays, the other one ends; the old password no longer works, the new one does.
        expect((await admin.projects.list()).items.length).toBe(0);
        await rejection(() => other().projects.list(), "forbidden");
        expect((await h.open().backend.auth.signIn(adminAccount.email, adminAccount.password)).ok).toBe(false);
        expect((await h.open().backend.auth.signIn(adminAccount.email, change.newPassword)).ok).toBe(true);
      });
    });

    describe("dashboard", () => {
      it("counts published and draft projects, pages, active slides, visible machines, files and admins", async () => {
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
        });
      });
    });

    describe("public reads", () => {
      it("gives the site frame: settings, menu and page slugs in one call", async () => {
        await saveSettings(admin, { companyName: "Örnek", about_summary_title: { tr: "Hakkımızda", en: "About" } });
        await admin.pages.save(pageInput({ translations: { ...pageInput().translations, en: { title: "About", slug: "about" } } }));
        await admin.menu.save(menuInput());
        const chrome = await visitor.site.chrome("en");
        expect(chrome.settings.companyName).toBe("Örnek");
        expect(chrome.settings.about_summary_title).toEqual({ tr: "Hakkımızda", en: "About" });
        expect(chrome.menu).toHaveLength(1);
        expect(chrome.pageSlugs["kurumsal/hakkimizda"]).toEqual({ tr: "hakkimizda", en: "about", ru: "hakkimizda", uz: "hakkimizda" });
      });

      it("features the first published projects on the home page", async () => {
        for (let i = 0; i < 8; i++) await admin.projects.save(projectInput({ title: `Proje ${i}`, orderIndex: 8 - i }));
        await admin.projects.save(projectInput({ title: "Taslak", orderIndex: 0, status: "draft" }));
        const { featuredProjects } = await visitor.site.home("tr");
        expect(featuredProjects.map((p) => p.title)).toEqual(["Proje 7", "Proje 6", "Proje 5", "Proje 4", "Proje 3", "Proje 2"]);
        expect(featuredProjects.every((p) => !("content" in p) && p.description !== "")).toBe(true);
      });

      it("falls back to Turkish, then to the first translation there is", async () => {
        const project = await admin.projects.save(projectInput({ title: "Köprü" }));
        await admin.pages.save(pageInput());
        await admin.slides.save(slideInput());
        await admin.equipment.save(equipmentInput());
        await admin.menu.save(menuInput());
        for (const table of ["project_translations", "page_translations", "slider_translations", "equipment_translations", "menu_item_translations"]) {
          await h.removeTranslations(table, ["en"]);
        }
        expect((await visitor.site.projectBySlug("en", project.slug))?.title).toBe("Köprü");
        expect(await visitor.site.pageBySlug("en", "hakkimizda", "kurumsal")).toMatchObject({ kind: "page", page: { title: "Hakkımızda tr", contentLang: "tr" } });
        expect((await visitor.site.home("en")).slides[0]?.title).toBe("Slayt tr");
        expect((await visitor.site.equipment("en"))[0]?.name).toBe("Ekskavatör tr");
        expect((await visitor.site.chrome("en")).menu[0]?.label).toBe("Kurumsal tr");

        await h.removeTranslations("project_translations", ["tr"]);
        expect((await visitor.site.projectBySlug("en", project.slug))?.title).toBe("Köprü (ru)");
      });

      it("applies the same fallback to per-language settings texts", async () => {
        await saveSettings(admin, { about_summary_title: { tr: "Biz kimiz", ru: "Кто мы" }, activityAreasTitle: { uz: "Faoliyat" } });
        const { settings } = await visitor.site.chrome("en");
        expect(localizedText(settings.about_summary_title, "en")).toBe("Biz kimiz");
        expect(localizedText(settings.about_summary_title, "ru")).toBe("Кто мы");
        expect(localizedText(settings.activityAreasTitle, "en")).toBe("Faoliyat");
      });

      it("lists every published page and project for the sitemap", async () => {
        await admin.pages.save(pageInput());
        await admin.pages.save(pageInput({ slug: "taslak", isPublished: false, translations: allLangs((l) => ({ title: `T ${l}`, slug: "" })) }));
        await admin.projects.save(projectInput({ title: "Yayında" }));
        await admin.projects.save(projectInput({ title: "Taslak Proje", status: "draft" }));
        const sitemap = await visitor.site.sitemap();
        expect(sitemap.pages.map((p) => p.slugs.tr)).toEqual(["hakkimizda"]);
        expect(sitemap.projects.map((p) => p.slug)).toEqual(["yayinda"]);
      });
    });
  });
}
