import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { widePng } from "../fixtures/images";
import { languages } from "../fixtures/languages";
import { appFetch, freshAdminCookie, postForm } from "./app-support";

// Responsive images through the built Worker (docs/decisions/023-responsive-images.md): a page's
// <img> of an uploaded picture offers its variants in srcset, every width named there is a real
// WebP file that wide, served immutable from /files, and a picture stored before variants is
// still shown, from its original.

function titled(prefix: string, fields: string[]): FormData {
  const form = new FormData();
  for (const lang of languages)
    for (const field of fields) form.set(`translations.${lang}.${field}`, `${prefix} ${lang}`);
  return form;
}

const widePicture = (name: string) => new File([widePng], name, { type: "image/png" });

/** Each `<img …>` tag of the page whose src starts with `prefix`, as its attributes. */
function imagesUnder(html: string, prefix: string): Record<string, string>[] {
  return [...html.matchAll(/<img\s[^>]*>/g)]
    .map((tag) =>
      Object.fromEntries(
        [...tag[0].matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [
          a[1]!.toLowerCase(),
          a[2]!.replaceAll("&amp;", "&"),
        ]),
      ),
    )
    .filter((attributes) => attributes.src?.startsWith(prefix));
}

/** The pixel width of a lossy or lossless WebP file. */
function webpWidth(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const chunk = new TextDecoder().decode(bytes.slice(12, 16));
  if (chunk === "VP8 ") return view.getUint16(26, true) & 0x3fff;
  if (chunk === "VP8L") return (view.getUint32(21, true) & 0x3fff) + 1;
  return (view.getUint32(24, true) & 0xffffff) + 1;
}

/** Checks every candidate of a srcset: served, WebP, immutable, exactly as wide as it says. */
async function expectServedCandidates(srcSet: string) {
  const candidates = srcSet.split(", ").map((c) => c.split(" ") as [string, string]);
  expect(candidates.length).toBeGreaterThan(0);
  for (const [url, descriptor] of candidates) {
    const response = await appFetch(url);
    expect(response.status, url).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(`${webpWidth(new Uint8Array(await response.arrayBuffer()))}w`, url).toBe(descriptor);
  }
}

describe("responsive images on the public pages", () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = await freshAdminCookie();
  });

  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM homepage_sliders").run();
  });

  it("offers a slide's variants in the hero's srcset, at the full width, and every one of them exists", async () => {
    const form = titled("Geniş", ["title"]);
    form.set("orderIndex", "0");
    form.set("isActive", "on");
    form.set("image", widePicture("genis.png"));
    expect((await postForm("/admin/slider/new", form, cookie)).status).toBe(302);

    const [hero] = imagesUnder(await (await appFetch("/en/")).text(), "/files/slider-images/");
    expect(hero).toMatchObject({
      sizes: "100vw",
      loading: "eager",
      fetchpriority: "high",
      width: "1600",
      height: "640",
    });
    expect(hero!.srcset).toMatch(/_480\.webp 480w, .*_640\.webp 640w$/);
    await expectServedCandidates(hero!.srcset!);
  });

  it("offers a machine's variants in its card with the grid's sizes", async () => {
    const form = titled("Vinç", ["name", "description"]);
    for (const [key, value] of Object.entries({
      "translations.tr.category": "Kaldırma",
      modelName: "V-1",
      orderIndex: "0",
      isVisible: "on",
    }))
      form.set(key, value);
    form.set("image", widePicture("vinc.png"));
    expect((await postForm("/admin/machine-park/new", form, cookie)).status).toBe(302);

    const [card] = imagesUnder(await (await appFetch("/en/machine-park")).text(), "/files/equipment-images/");
    expect(card).toMatchObject({ loading: "lazy", width: "640", height: "420" });
    expect(card!.sizes).toContain("(min-width: 640px) 50vw");
    await expectServedCandidates(card!.srcset!);
  });

  it("offers a phone at most the 800 px variant of a card's picture, and wider screens up to 1600 px", async () => {
    // A photo as a phone takes it: variants at 480, 800 and 1600 px (the markup only is checked here).
    const stem = "/files/project-images/7d1f2c3a-5b6e-4f70-8a9b-0c1d2e3f4a5b_4000x2500";
    await env.DB.batch([
      env.DB.prepare(
        "INSERT OR REPLACE INTO projects (id, slug, image_url, category, status) VALUES ('telefon-fotografi', 'telefon-fotografi', ?1, 'altyapi', 'published')",
      ).bind(`${stem}-kopru.jpg`),
      env.DB.prepare(
        "INSERT OR REPLACE INTO project_translations (project_id, lang_code, title) VALUES ('telefon-fotografi', 'tr', 'Telefon Fotoğrafı')",
      ),
    ]);
    const html = await (await appFetch("/tr/projeler")).text();
    const [card] = imagesUnder(html, `${stem}-kopru.jpg`);
    expect(card!.srcset).toBe(`${stem}_480.webp 480w, ${stem}_800.webp 800w, ${stem}_1600.webp 1600w`);
    const picture = new RegExp(
      `<picture[^>]*><source media="\\(max-width: 767px\\)" srcSet="([^"]+)"/><img[^>]+src="${stem}-kopru\\.jpg"`,
    ).exec(html);
    expect(picture?.[1]).toBe(`${stem}_480.webp 1x, ${stem}_800.webp 2x`);
  });

  it("shows a picture stored before variants from its original, with no srcset", async () => {
    const url = "/files/slider-images/0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e-eski.png";
    await env.DB.prepare(
      "INSERT INTO homepage_sliders (id, image_url, button_link, order_index, is_active) VALUES ('eski', ?1, '', 0, 1)",
    )
      .bind(url)
      .run();
    const [hero] = imagesUnder(await (await appFetch("/en/")).text(), "/files/slider-images/");
    expect(hero).toMatchObject({ src: url, width: "1600", height: "640" });
    expect(hero!.srcset).toBeUndefined();
  });
});
