import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";

import { sessionCookieName } from "~/lib/cookie-names";

import { admin, adminCookie, appFetch, postForm, provisionAccounts } from "./app-support";

// A form posted after its session ended (decision 056). Without JavaScript: the post goes on to
// the sign-in page with its body, which carries the typed fields through the sign-in and offers
// them back to the form, where they come back as typed and nothing is saved until "Kaydet". With
// JavaScript: /admin/session says whether the session is there and signs in without leaving.

const title = "Oturumu biten proje başlığı";

/** A new project's form as the browser posts it, with a chosen file. */
function projectForm(withFile = true): FormData {
  const form = new FormData();
  form.set("category", "enerji");
  form.set("status", "draft");
  form.set("progress", "ongoing");
  form.set("orderIndex", "7");
  for (const lang of ["tr", "en", "ru", "uz"]) form.set(`translations.${lang}.title`, `${title} ${lang}`);
  form.set("translations.tr.title", title);
  form.set("translations.tr.content", "<p>Yazılan <strong>içerik</strong></p>");
  if (withFile) form.set("image", new File([new Uint8Array([1, 2, 3])], "santral.png", { type: "image/png" }));
  return form;
}

const projectCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM projects").first<{ n: number }>())!.n;

/** The value of the hidden field `name` in a page. */
function hiddenValue(html: string, name: string): string | null {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html);
  if (!match) return null;
  const entities: Record<string, string> = { "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };
  return match[1]!.replace(/&quot;|&#x27;|&#39;|&lt;|&gt;/g, (entity) => entities[entity]!).replaceAll("&amp;", "&");
}

describe("a form posted after its session ended, without JavaScript", () => {
  beforeEach(provisionAccounts);

  it("goes on to the sign-in page with its body, which says so and carries the typed fields (not the file)", async () => {
    const before = await projectCount();
    const posted = await postForm("/admin/projects/new", projectForm());
    expect(posted.status).toBe(307);
    const login = posted.headers.get("Location")!;
    expect(login).toBe("/admin/login?redirectTo=%2Fadmin%2Fprojects%2Fnew&session=ended");

    const page = await postForm(login, projectForm());
    expect(page.status).toBe(401);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Oturumunuzun süresi doldu");
    expect(html).toContain("dosyayı yeniden seçin");
    const carried = JSON.parse(hiddenValue(html, "carried")!) as Array<[string, string]>;
    expect(carried).toContainEqual(["translations.tr.title", title]);
    expect(carried.some(([name]) => name === "image")).toBe(false);
    // No sign-in was attempted, no session given, nothing saved.
    expect(page.headers.getSetCookie().some((c) => c.startsWith(`${sessionCookieName}=`))).toBe(false);
    expect(await projectCount()).toBe(before);
  });

  it("after signing in, offers the fields back to the form, which shows them as typed and saves nothing until Kaydet", async () => {
    const before = await projectCount();
    const carriedPage = await (
      await postForm("/admin/login?redirectTo=%2Fadmin%2Fprojects%2Fnew&session=ended", projectForm(false))
    ).text();
    const signInForm = new FormData();
    signInForm.set("email", admin.email);
    signInForm.set("password", admin.password);
    signInForm.set("carried", hiddenValue(carriedPage, "carried")!);

    // A wrong password keeps the carried fields for the next try.
    const wrong = new FormData();
    for (const [name, value] of signInForm) wrong.set(name, value);
    wrong.set("password", "yanlis");
    const refused = await postForm("/admin/login?redirectTo=%2Fadmin%2Fprojects%2Fnew&session=resume", wrong);
    expect(refused.status).toBe(400);
    expect(hiddenValue(await refused.text(), "carried")).toBe(signInForm.get("carried"));

    const signedIn = await postForm("/admin/login?redirectTo=%2Fadmin%2Fprojects%2Fnew&session=resume", signInForm);
    expect(signedIn.headers.get("Location")).toBeNull();
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${sessionCookieName}=`))!
      .split(";")[0]!;
    const restorePage = await signedIn.text();
    expect(restorePage).toContain("Forma dön");
    expect(restorePage).toContain('action="/admin/projects/new"');
    expect(hiddenValue(restorePage, "translations.tr.title")).toBe(title);
    expect(hiddenValue(restorePage, "_restore")).toBe("1");

    const restore = projectForm(false);
    restore.set("_restore", "1");
    const form = await postForm("/admin/projects/new", restore, cookie);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain(`value="${title}"`);
    expect(html).toContain("Formunuz yazdığınız gibi geri geldi");
    expect(await projectCount()).toBe(before);

    // "Kaydet" then saves it as typed.
    const saved = await postForm("/admin/projects/new", projectForm(false), cookie);
    expect(saved.status).toBe(302);
    expect(await projectCount()).toBe(before + 1);
  });

  it("carries only admin form posts: a delete or a router data post is sent to sign in as before", async () => {
    const cookie = await adminCookie();
    expect(cookie).toBeTruthy();
    const remove = await postForm("/admin/projects/x/delete", { confirm: "1" });
    expect(remove.status).toBe(302);
    const data = await postForm("/admin/projects/new.data", projectForm(false));
    expect(data.status).not.toBe(307);
    // A sign-in page asked to carry a post to anywhere else carries nothing.
    const elsewhere = await postForm("/admin/login?redirectTo=%2Fadmin%2Ftrash%2Fx%2Fpurge&session=ended", {
      a: "1",
    });
    expect(hiddenValue(await elsewhere.text(), "carried")).toBeNull();
  });
});

describe("a carried form's bounds", () => {
  it("carries nothing past 1 000 000 characters, and says the typed fields must be entered again", async () => {
    const form = projectForm(false);
    form.set("translations.tr.content", "x".repeat(1_000_001));
    const page = await postForm("/admin/login?redirectTo=%2Fadmin%2Fprojects%2Fnew&session=ended", form);
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain("taşınamayacak kadar büyüktü");
    expect(hiddenValue(html, "carried")).toBeNull();
  });
});

describe("/admin/session, for the sign-in dialog over a form (with JavaScript)", () => {
  beforeEach(provisionAccounts);

  it("says whether the session is there: 204 with one, 401 without; never cached", async () => {
    const without = await appFetch("/admin/session");
    expect(without.status).toBe(401);
    expect(without.headers.get("Cache-Control")).toBe("private, no-store");
    const cookie = await adminCookie();
    expect((await appFetch("/admin/session", { cookie })).status).toBe(204);
  });

  it("signs in with the sign-in page's rules, answering JSON instead of moving the page", async () => {
    const wrong = await postForm("/admin/session", { email: admin.email, password: "yanlis" });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toContain("E-posta veya şifre hatalı");
    const empty = await postForm("/admin/session", { email: "", password: "" });
    expect(empty.status).toBe(400);

    const right = await postForm("/admin/session", admin);
    expect(right.status).toBe(200);
    const cookie = right.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${sessionCookieName}=`))!
      .split(";")[0]!;
    expect((await appFetch("/admin/session", { cookie })).status).toBe(204);
  });

  it("is throttled as the sign-in page is, and refuses a cross-site post", async () => {
    for (let i = 0; i < 10; i++) await postForm("/admin/session", { email: admin.email, password: `yanlis-${i}` });
    expect((await postForm("/admin/session", admin)).status).toBe(429);
    const crossSite = await appFetch("/admin/session", {
      method: "POST",
      body: new URLSearchParams(admin),
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
  });
});
