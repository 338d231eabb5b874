import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { tinyPng } from "../fixtures/images";
import { appFetch, freshAdminCookie, postForm } from "./app-support";
import { filesForm, stem } from "./media-support";

// An entity image picked from the media library (docs/decisions/053) in the built Worker with real
// D1 and R2: the project form offers the newest library files as radio choices (no JavaScript
// needed), a pick points the project at the library's file, and a pick of a file the library does
// not have is refused on the image field with the form kept.

function projectForm(title: string, pickedImage: string): FormData {
  const form = new FormData();
  form.set("category", "enerji");
  form.set("status", "draft");
  form.set("progress", "completed");
  for (const lang of ["tr", "en", "ru", "uz"]) form.set(`translations.${lang}.title`, `${title} ${lang}`);
  form.set("pickedImage", pickedImage);
  return form;
}

const projectRow = (title: string) =>
  env.DB.prepare(
    "SELECT p.image_url FROM projects p JOIN project_translations t ON t.project_id = p.id AND t.lang_code = 'tr' WHERE t.title = ?1 || ' tr'",
  )
    .bind(title)
    .first<{ image_url: string | null }>();

describe("an entity image picked from the media library", () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = await freshAdminCookie();
  });

  it("offers the library's files in the project form and saves the pick as the project's image", async () => {
    const name = stem("secim");
    await postForm("/admin/media", filesForm([[`${name}.png`, tinyPng]]), cookie);
    const file = await env.DB.prepare("SELECT file_path FROM media_library WHERE file_name LIKE ?1")
      .bind(`${name}%`)
      .first<{ file_path: string }>();
    const url = `/files/media-library/${file!.file_path}`;

    const form = await (await appFetch("/admin/projects/new", { cookie })).text();
    expect(form).toContain("Kütüphaneden seç");
    expect(form).toMatch(new RegExp(`<input[^>]*type="radio"[^>]*name="pickedImage"[^>]*value="${url}"`));

    const title = `Seçilen Görselli Proje ${name}`;
    const saved = await postForm("/admin/projects/new", projectForm(title, url), cookie);
    expect(saved.status).toBeGreaterThanOrEqual(300);
    expect(saved.status).toBeLessThan(400);
    expect((await projectRow(title))?.image_url).toBe(url);
  });

  it("saves a new slide with a picked picture and no file, and offers the library in the machine form", async () => {
    const name = stem("slayt");
    await postForm("/admin/media", filesForm([[`${name}.png`, tinyPng]]), cookie);
    const file = await env.DB.prepare("SELECT file_path FROM media_library WHERE file_name LIKE ?1")
      .bind(`${name}%`)
      .first<{ file_path: string }>();
    const url = `/files/media-library/${file!.file_path}`;
    expect(await (await appFetch("/admin/machine-park/new", { cookie })).text()).toContain(`value="${url}"`);

    const form = new FormData();
    form.set("orderIndex", "0");
    form.set("buttonLink", "/projeler");
    form.set("isActive", "on");
    for (const lang of ["tr", "en", "ru", "uz"]) form.set(`translations.${lang}.title`, `${name} ${lang}`);
    form.set("pickedImage", url);
    const saved = await postForm("/admin/slider/new", form, cookie);
    expect(saved.status).toBeLessThan(400);
    const slide = await env.DB.prepare(
      "SELECT s.image_url FROM homepage_sliders s JOIN slider_translations t ON t.slider_id = s.id WHERE t.title = ?1",
    )
      .bind(`${name} tr`)
      .first<{ image_url: string }>();
    expect(slide?.image_url).toBe(url);
  });

  it("shows the picked file's alt text as the image's alt on the project's page and card, in the page's language", async () => {
    const name = stem("alt");
    await postForm("/admin/media", filesForm([[`${name}.png`, tinyPng]]), cookie);
    const file = await env.DB.prepare("SELECT id, file_path, version FROM media_library WHERE file_name LIKE ?1")
      .bind(`${name}%`)
      .first<{ id: string; file_path: string; version: number }>();
    const url = `/files/media-library/${file!.file_path}`;
    // The alt texts as the admin writes them ("Alternatif metinler"); Russian has none, so Turkish shows.
    const texts = await postForm(
      `/admin/media/alt-texts/${file!.id}`,
      {
        "files[0].id": file!.id,
        "files[0].version": String(file!.version),
        "files[0].altText.tr": "Köprünün ayakları",
        "files[0].altText.en": "The bridge's piers",
      },
      cookie,
    );
    expect(texts.status).toBeLessThan(400);
    const title = `Alt Metinli Proje ${name}`;
    const form = projectForm(title, url);
    form.set("status", "published");
    expect((await postForm("/admin/projects/new", form, cookie)).status).toBeLessThan(400);
    const { slug } = (await env.DB.prepare(
      "SELECT p.slug FROM projects p JOIN project_translations t ON t.project_id = p.id WHERE t.title = ?1",
    )
      .bind(`${title} tr`)
      .first<{ slug: string }>())!;

    const image = (html: string) => html.match(new RegExp(`<img[^>]*src="${url}"[^>]*>`))?.[0] ?? "";
    const english = await (await appFetch(`/en/projects/${slug}`)).text();
    expect(image(english)).toContain(`alt="The bridge&#x27;s piers"`);
    const russian = await (await appFetch(`/ru/projects/${slug}`)).text();
    expect(image(russian)).toContain('alt="Köprünün ayakları"');
    const list = await (await appFetch("/en/projects")).text();
    expect(image(list)).toContain(`alt="The bridge&#x27;s piers"`);
  });

  it("refuses a pick the library does not have, on the image field, saving nothing", async () => {
    const title = `Silinmiş Görselli Proje ${stem("yok")}`;
    const refused = await postForm("/admin/projects/new", projectForm(title, "/files/media-library/yok.png"), cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Seçilen görsel medya kütüphanesinde yok");
    expect(await projectRow(title)).toBeNull();
  });
});
