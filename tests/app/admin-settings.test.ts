import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { tinyPng } from "../fixtures/images";
import { appFetch, freshAdminCookie, origin, postForm } from "./app-support";

// The site settings sections' actions (/admin/site-settings/<section>) with posts no browser
// form sends: every one is refused with a 4xx and leaves the stored settings as they were; a
// chosen file that is not an image leaves nothing in the file store or the media library. A
// section saves its own keys only, at the settings' one version.

const sectionPath = (section: string) => `/admin/site-settings/${section}`;
const path = sectionPath("contact");
const stored = {
  contact: { phone: "+90 312 000 00 00", email: "eski@example.com", address: "Eski adres", whatsapp: "" },
};

async function settingsRows(): Promise<Record<string, string>> {
  const { results } = await env.DB.prepare("SELECT key, value FROM site_settings ORDER BY key").all<{
    key: string;
    value: string;
  }>();
  return Object.fromEntries(results.map((r) => [r.key, r.value]));
}

async function mediaCount(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM media_library").first<{ n: number }>())!.n;
}

async function storedObjects(): Promise<number> {
  return (await env.FILES.list({ prefix: "media-library/" })).objects.length;
}

const form = (entries: Array<[string, string]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of entries) body.append(key, value);
  return body;
};

const huge = "x".repeat(300_000);
// The stored settings are reset to one row at version 1 before each test (the form's hidden field).
const version: [string, string] = ["version", "1"];
const valid: Array<[string, string]> = [
  version,
  ["contact.phone", "+90 212 111 22 33"],
  ["contact.email", "yeni@example.com"],
];

/** Each post goes to the section whose keys it holds, with only what that form would send besides. */
const malformed: Array<[string, string, URLSearchParams | FormData]> = [
  ["object as text", "company", form([version, ["general", "düz metin"]])],
  ["list as text", "social-media", form([version, ["socialMedia", "liste-degil"]])],
  ["list item as text", "clients", form([version, ["client_logos[0]", "öğe-degil"]])],
  [
    "social link without http(s)",
    "social-media",
    form([version, ["socialMedia[0].name", "X"], ["socialMedia[0].url", "javascript:alert(1)"]]),
  ],
  ["image URL outside the site's files", "home", form([version, ["about_summary_image_url", "/../../etc/passwd"]])],
  ["bad e-mail", "contact", form([["contact.email", "e-posta-degil"]])],
  ["bad phone", "contact", form([["contact.phone", "ara beni"]])],
  ["oversized text", "company", form([version, ["companyName", huge]])],
  ["oversized per-language text", "home", form([version, ["about_summary_text.tr", "x".repeat(2_001)]])],
  ["unknown key", "contact", form([...valid, ["isAdmin", "true"]])],
  ["another section's key", "contact", form([...valid, ["companyName", "Başka bölüm"]])],
  ["unknown nested key", "company", form([version, ["general.secret", "1"]])],
  ["unknown language", "home", form([version, ["about_summary_title.de", "Titel"]])],
  [
    "unknown key in a list item",
    "clients",
    form([
      version,
      ["client_logos[0].name", "A"],
      ["client_logos[0].imageUrl", "/files/media-library/a.png"],
      ["client_logos[0].script", "x"],
    ]),
  ],
  [
    "repeated key",
    "contact",
    form([
      ["contact.phone", "+90 212 111 22 33"],
      ["contact.phone", "+90 212 444 55 66"],
    ]),
  ],
  [
    "repeated per-language key",
    "home",
    form([version, ["about_summary_title.tr", "A"], ["about_summary_title.tr", "B"]]),
  ],
  [
    "too many social links",
    "social-media",
    form([
      version,
      ...Array.from({ length: 21 }, (_, i): Array<[string, string]> => [
        [`socialMedia[${i}].name`, `Ağ ${i}`],
        [`socialMedia[${i}].url`, `https://example.com/${i}`],
      ]).flat(),
    ]),
  ],
  ["client logo without image", "clients", form([version, ["client_logos[0].name", "Görselsiz"]])],
  [
    "bad social icon",
    "social-media",
    form([
      version,
      ["socialMedia[0].name", "X"],
      ["socialMedia[0].url", "https://x.example"],
      ["socialMedia[0].icon", "<svg>"],
    ]),
  ],
  ["unknown section", "olmayan-bolum", form(valid)],
];

describe("site settings posts", () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = await freshAdminCookie();
  });

  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM site_settings").run();
    await env.DB.prepare("INSERT INTO site_settings (key, value) VALUES ('contact', ?1)")
      .bind(JSON.stringify(stored.contact))
      .run();
  });

  it("refuses malformed posts with a 4xx and saves nothing", async () => {
    const before = await settingsRows();
    const answers: string[] = [];
    for (const [name, section, body] of malformed) {
      const response = await postForm(sectionPath(section), body, cookie);
      await response.arrayBuffer();
      answers.push(`${name}: ${response.status >= 400 && response.status < 500 ? "4xx" : response.status}`);
    }
    expect(answers).toEqual(malformed.map(([name]) => `${name}: 4xx`));
    for (const [contentType, body] of [
      ["application/json", JSON.stringify({ contact: { phone: "+90 212 111 22 33" } })],
      ["multipart/form-data", "--x\r\nbroken"],
    ]) {
      const response = await appFetch(path, {
        method: "POST",
        body,
        cookie,
        headers: { "Content-Type": contentType!, Origin: origin },
      });
      expect(response.status, contentType).toBe(400);
    }
    expect(await settingsRows()).toEqual(before);
  });

  it("refuses a fake image on its field and stores no file", async () => {
    const [media, objects] = [await mediaCount(), await storedObjects()];
    const body = new FormData();
    for (const [key, value] of valid) body.set(key, value);
    body.delete("contact.phone");
    body.delete("contact.email");
    body.set("logoUpload", new File(["<svg onload=alert(1)>"], "logo.png", { type: "image/png" }));
    const response = await postForm(sectionPath("company"), body, cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Görsel yüklenemedi");
    expect(await mediaCount()).toBe(media);
    expect(await storedObjects()).toBe(objects);
    expect(JSON.parse((await settingsRows()).contact!)).toEqual(stored.contact);
  });

  it("answers a list button's post (no JavaScript) without saving", async () => {
    const before = await settingsRows();
    const body = form([
      version,
      [
        "__intent__",
        JSON.stringify({ type: "insert", payload: { name: "socialMedia", defaultValue: { icon: "Linkedin" } } }),
      ],
    ]);
    const response = await postForm(sectionPath("social-media"), body, cookie);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("socialMedia[0].icon");
    expect(await settingsRows()).toEqual(before);
  });

  it("saves a section whole and alone: an emptied field is stored empty, other sections stay, a new image goes to the library", async () => {
    const media = await mediaCount();
    const contact = form([version, ["contact.phone", "+90 212 111 22 33"]]);
    expect((await postForm(sectionPath("contact"), contact, cookie)).status).toBe(302);
    const afterContact = await settingsRows();
    expect(JSON.parse(afterContact.contact!)).toEqual({
      phone: "+90 212 111 22 33",
      email: "",
      address: "",
      whatsapp: "",
    });
    // Only the section's keys were written.
    expect(Object.keys(afterContact)).toEqual(["contact"]);

    const home = form([
      ["version", "2"],
      ["about_summary_title.tr", "Biz kimiz"],
    ]);
    expect((await postForm(sectionPath("home"), home, cookie)).status).toBe(302);
    const body = new FormData();
    body.set("version", "3");
    body.set("client_logos[0].name", "Müşteri");
    body.set("client_logos[0].upload", new File([tinyPng], "musteri.png", { type: "image/png" }));
    expect((await postForm(sectionPath("clients"), body, cookie)).status).toBe(302);

    const rows = await settingsRows();
    expect(rows.contact).toBe(afterContact.contact);
    expect(JSON.parse(rows.about_summary_title!)).toEqual({ tr: "Biz kimiz" });
    const [logo] = JSON.parse(rows.client_logos!) as Array<{ name: string; imageUrl: string }>;
    expect(logo!.name).toBe("Müşteri");
    expect(logo!.imageUrl).toMatch(/^\/files\/media-library\/.+\.png$/);
    expect(await mediaCount()).toBe(media + 1);
  });

  it("refuses a section's save over a newer save of another section too (409, nothing saved)", async () => {
    expect((await postForm(sectionPath("company"), form([version, ["companyName", "Yeni Ad"]]), cookie)).status).toBe(
      302,
    );
    const before = await settingsRows();
    const response = await postForm(sectionPath("contact"), form(valid), cookie);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain("yeni@example.com");
    expect(await settingsRows()).toEqual(before);
  });

  it("refuses a save over someone else's newer one: 409, the Turkish conflict text, the typed values kept, nothing saved", async () => {
    expect((await postForm(path, form(valid), cookie)).status).toBe(302);
    const before = await settingsRows();
    // Loaded at version 1 too, saved after the first: refused as a whole, with no JavaScript.
    const response = await postForm(
      path,
      form([
        ["version", "1"],
        ["contact.phone", "+90 212 999 88 77"],
        ["contact.email", "ikinci@example.com"],
      ]),
      cookie,
    );
    expect(response.status).toBe(409);
    const page = await response.text();
    expect(page).toContain(
      "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Değişiklikleriniz kaydedilmedi; sayfayı yenileyip yeniden deneyin.",
    );
    expect(page).toContain("ikinci@example.com");
    expect(await settingsRows()).toEqual(before);
  });
});
