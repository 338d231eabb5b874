import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { seedAdminFixtures, fixtureIds } from "./admin-fixtures";
import { appFetch, freshAdminCookie, postForm } from "./app-support";

// "Önizle" (docs/decisions/058-preview-links.md) in the built Worker: the admin form's values,
// posted, come back as the public page visitors would see, in the language asked for; the answer
// is private, kept by no cache, never indexed, and nobody but an admin gets one.

/** A project form as the browser posts it: unsaved, a draft, with English and Turkish texts. */
function projectForm(): FormData {
  const form = new FormData();
  form.set("category", "enerji");
  form.set("status", "draft");
  form.set("progress", "completed");
  form.set("translations.tr.title", "Taslak Santral");
  form.set("translations.tr.description", "Henüz yayında değil");
  form.set("translations.tr.content", '<p>Türkçe metin</p><script>alert(1)</script><p onclick="x()">tık</p>');
  form.set("translations.en.title", "Draft Power Plant");
  form.set("translations.en.content", "<h2>English text</h2>");
  return form;
}

const expectPrivate = (response: Response) => {
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
  expect(response.headers.get("X-Page-Cache")).toBeNull();
};

describe("a preview of the admin form's values", () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = await freshAdminCookie();
  });

  it("shows an unsaved draft project in the language asked for, in the public layout, cleaned", async () => {
    const turkish = await postForm("/tr/preview?kind=project", projectForm(), cookie);
    expect(turkish.status).toBe(200);
    expectPrivate(turkish);
    const html = await turkish.text();
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain('data-testid="preview-bar"');
    expect(html).toContain("Önizleme");
    expect(html).toMatch(/<h1[^>]*>Taslak Santral<\/h1>/);
    expect(html).toContain("<p>Türkçe metin</p>");
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("onclick");
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    // The site's own header and footer are there: it is the page as visitors see it.
    expect(html).toContain('id="main"');
    expect(html).toContain("<footer");

    const english = await postForm("/en/preview?kind=project", projectForm(), cookie);
    expect(english.status).toBe(200);
    expectPrivate(english);
    const englishHtml = await english.text();
    expect(englishHtml).toMatch(/<h1[^>]*>Draft Power Plant<\/h1>/);
    expect(englishHtml).toContain("<h2>English text</h2>");
    expect(englishHtml).toContain("Preview");
  });

  it("shows the Turkish texts, marked as Turkish, in a language the form has none in", async () => {
    const response = await postForm("/ru/preview?kind=project", projectForm(), cookie);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<h1 lang="tr"[^>]*>Taslak Santral<\/h1>/);
  });

  it("shows a page with its section's crumbs", async () => {
    const form = new FormData();
    form.set("categoryId", "kurumsal");
    form.set("translations.tr.title", "Önizlenen Sayfa");
    form.set("translations.tr.content", "<p>Sayfa metni</p>");
    const response = await postForm("/tr/preview?kind=page", form, cookie);
    expect(response.status).toBe(200);
    expectPrivate(response);
    const html = await response.text();
    expect(html).toContain("Önizlenen Sayfa");
    expect(html).toContain("<p>Sayfa metni</p>");
    expect(html).toContain('href="/tr/kurumsal"');
  });

  it("answers nobody but an admin, and nothing to a GET or an unknown kind", async () => {
    const visitor = await postForm("/tr/preview?kind=project", projectForm());
    expect(visitor.status).toBe(403);
    expectPrivate(visitor);
    expect(await visitor.text()).not.toContain("Taslak Santral");
    expect((await postForm("/tr/preview?kind=menu", projectForm(), cookie)).status).toBe(404);
    for (const attempt of [1, 2]) {
      const read = await appFetch("/tr/preview");
      expect(read.status, `GET ${attempt}`).toBe(404);
      expect(read.headers.get("X-Page-Cache")).toBeNull();
    }
  });
});

/**
 * A link's token as the site signs it (app/features/site/preview-links.server.ts, decision 058),
 * written here again from the decision's words: the test holds the format, not the code's copy.
 */
async function signPreviewToken(secret: string, id: string, expiresAt: string): Promise<string> {
  const encoder = new TextEncoder();
  const hmac = { name: "HMAC", hash: "SHA-256" } as const;
  const master = await crypto.subtle.importKey("raw", encoder.encode(secret), hmac, false, ["sign"]);
  const derived = await crypto.subtle.sign("HMAC", master, encoder.encode("preview-link-signature"));
  const key = await crypto.subtle.importKey("raw", derived, hmac, false, ["sign"]);
  const expiry = Math.floor(Date.parse(expiresAt) / 1000);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`${id}.${expiry}`)));
  const text = btoa(String.fromCharCode(...signature))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
  return `${id}.${expiry}.${text}`;
}

describe("a preview link", () => {
  const secret = (env as unknown as { COOKIE_SECRET: string }).COOKIE_SECRET;
  let cookie: string;
  const linksPage = `/admin/projects/${fixtureIds.projects}/preview-links`;

  beforeAll(async () => {
    cookie = await freshAdminCookie();
    await seedAdminFixtures();
  });

  /** Makes a link of the draft fixture project's form, as its "Önizleme bağlantısı oluştur" posts it; its Turkish and English paths. */
  async function makeLink(): Promise<{ tr: string; en: string; id: string }> {
    const made = await postForm(linksPage, projectForm(), cookie);
    expect(made.status).toBe(302);
    expect(made.headers.get("Location")).toBe(linksPage);
    const page = await (await appFetch(linksPage, { cookie })).text();
    const paths = [...page.matchAll(/href="(\/(tr|en)\/preview\/[^"]+)"/g)].map((m) => m[1]!);
    const tr = paths.find((p) => p.startsWith("/tr/"))!;
    expect(
      tr,
      page.slice(page.indexOf("Önizleme Bağlantıları"), page.indexOf("Önizleme Bağlantıları") + 3000),
    ).toBeDefined();
    const id = tr.split("/").at(-1)!.split(".")[0]!;
    return { tr, en: paths.find((p) => p.startsWith("/en/"))!, id };
  }

  it("opens without a session in two languages until revoked, then answers 410 and says so", async () => {
    const link = await makeLink();
    for (const attempt of [1, 2]) {
      const turkish = await appFetch(link.tr);
      expect(turkish.status, `visit ${attempt}`).toBe(200);
      expectPrivate(turkish);
      const html = await turkish.text();
      expect(html).toMatch(/<h1[^>]*>Taslak Santral<\/h1>/);
      expect(html).toContain("Bu bağlantı");
      expect(html).not.toContain("alert(1)");
    }
    const english = await appFetch(link.en);
    expect(english.status).toBe(200);
    expect(await english.text()).toMatch(/<h1[^>]*>Draft Power Plant<\/h1>/);

    const revoked = await postForm(linksPage, { revoke: link.id }, cookie);
    expect(revoked.status).toBe(302);
    const gone = await appFetch(link.en);
    expect(gone.status).toBe(410);
    expectPrivate(gone);
    const goneHtml = await gone.text();
    expect(goneHtml).toContain("This preview link has expired");
    expect(goneHtml).toContain("Önizleme bağlantısının süresi doldu");
    expect(goneHtml).not.toContain("Draft Power Plant");
    expect(goneHtml).not.toContain("Taslak Santral");
  });

  it("answers 410 for a link past its time and 404 for a forged or altered one", async () => {
    const link = await makeLink();
    const [id, expiry, signature] = link.tr.split("/").at(-1)!.split(".") as [string, string, string];
    const past = await signPreviewToken(secret, id, new Date(Date.now() - 60_000).toISOString());
    const expired = await appFetch(`/tr/preview/${past}`);
    expect(expired.status).toBe(410);
    expect(await expired.text()).not.toContain("Taslak Santral");
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const forged of [
      `${id}.${expiry}.${flipped}`,
      `${id}.${Number(expiry) + 86_400}.${signature}`,
      await signPreviewToken("another-secret-0123456789abcdef", id, new Date(Number(expiry) * 1000).toISOString()),
      "nothing-like-a-link",
    ]) {
      const response = await appFetch(`/tr/preview/${forged}`);
      expect(response.status, forged).toBe(404);
      expect(await response.text()).not.toContain("Taslak Santral");
    }
  });

  it("is made and revoked by admins only", async () => {
    expect((await postForm(linksPage, projectForm())).status).toBe(302);
    expect((await appFetch(linksPage)).status).toBe(302);
    const page = await (await appFetch(linksPage, { cookie })).text();
    expect(page).toContain("Önizleme Bağlantıları");
  });
});
