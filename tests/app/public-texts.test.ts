import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { appFetch, pastTheBound } from "./app-support";

// Texts every visitor reads on each public page, made from what the admin stored: the footer's
// copyright line and the description a search engine or a link preview shows.

const page = async (path: string) => {
  const response = await appFetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO site_settings (key, value) VALUES ('companyName', ?1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ).bind(JSON.stringify("Deneme Yapı A.Ş.")),
    env.DB.prepare(
      "INSERT INTO pages (id, slug, category_id, is_published) VALUES ('texts-page', 'metin-sayfasi', 'kurumsal', 1)",
    ),
    // Stored as the sanitizer writes it (docs/decisions/009): "&" as "&amp;".
    env.DB.prepare(
      "INSERT INTO page_translations (page_id, lang_code, title, slug, content) VALUES ('texts-page', 'en', 'Texts', 'texts', '<p>Research &amp; Development &lt;since 1994&gt;</p>')",
    ),
    // Written in Turkish only: every other language falls back to it.
    env.DB.prepare(
      "INSERT INTO pages (id, slug, category_id, is_published) VALUES ('turkish-page', 'yalniz-turkce', 'kurumsal', 1)",
    ),
    env.DB.prepare(
      "INSERT INTO page_translations (page_id, lang_code, title, slug, content) VALUES ('turkish-page', 'tr', 'Yalnız Türkçe', 'yalniz-turkce', '<p>Metin</p>')",
    ),
    env.DB.prepare(
      "INSERT INTO projects (id, slug, category, status, progress) VALUES ('turkish-project', 'yalniz-turkce-proje', 'altyapi', 'published', 'ongoing')",
    ),
    env.DB.prepare(
      "INSERT INTO project_translations (project_id, lang_code, title, description) VALUES ('turkish-project', 'tr', 'Türkçe Proje', 'Türkçe açıklama')",
    ),
  ]);
});

describe("texts made from stored content", () => {
  it("ends the copyright line with one full stop when the company name ends in one (A.Ş.)", async () => {
    const lines = {
      tr: "Deneme Yapı A.Ş. Tüm hakları saklıdır.",
      en: "Deneme Yapı A.Ş. All rights reserved.",
      ru: "Deneme Yapı A.Ş. Все права защищены.",
      uz: "Deneme Yapı A.Ş. Barcha huquqlar himoyalangan.",
    };
    for (const [lang, line] of Object.entries(lines)) expect(await page(`/${lang}/`), lang).toContain(line);
  });

  it("gives a content page's description its text escaped once: an & of the content reads as &, not &amp;", async () => {
    const html = await page("/en/corporate/texts");
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toBe(
      "Research &amp; Development &lt;since 1994&gt;",
    );
    expect(/<meta property="og:description" content="([^"]*)"/.exec(html)?.[1]).toBe(
      "Research &amp; Development &lt;since 1994&gt;",
    );
  });

  it("marks another language's text shown in its place (a fallback) with that language, and the page's own with none", async () => {
    const project = await page("/en/projects/yalniz-turkce-proje");
    expect(project).toMatch(/<h1 lang="tr"[^>]*>Türkçe Proje<\/h1>/);
    expect(project).toMatch(/<p lang="tr"[^>]*>Türkçe açıklama<\/p>/);
    const list = await page("/en/projects");
    expect(list).toMatch(/<h2 lang="tr"[^>]*>Türkçe Proje<\/h2>/);
    const content = await page("/en/corporate/yalniz-turkce");
    expect(content).toMatch(/<h1 lang="tr"[^>]*>Yalnız Türkçe<\/h1>/);
    expect(content).toMatch(/<span aria-current="page" lang="tr">Yalnız Türkçe<\/span>/);
    const own = await page("/tr/projeler/yalniz-turkce-proje");
    expect(own).toMatch(/<h1 class="[^"]*">Türkçe Proje<\/h1>/);
  });

  it("leaves out of the menu an item whose page was deleted or unpublished, and links it again once published", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO pages (id, slug, category_id, is_published) VALUES ('menu-page', 'menu-sayfasi', 'kurumsal', 1)",
      ),
      env.DB.prepare(
        "INSERT INTO page_translations (page_id, lang_code, title, slug) VALUES ('menu-page', 'tr', 'Menü Sayfası', 'menu-sayfasi')",
      ),
      env.DB.prepare(
        "INSERT INTO menu_items (id, path, slug, order_index) VALUES ('menu-link', '/kurumsal/menu-sayfasi', 'menu-sayfasi', 50)",
      ),
      env.DB.prepare(
        "INSERT INTO menu_item_translations (item_id, lang_code, label) VALUES ('menu-link', 'tr', 'Menüdeki Sayfa')",
      ),
    ]);
    // Each write straight to the database reaches a visitor within the kept version's bound (decision 050).
    expect(await pastTheBound(() => page("/tr/contact"))).toContain('href="/tr/kurumsal/menu-sayfasi"');
    await env.DB.prepare("UPDATE pages SET is_published = 0 WHERE id = 'menu-page'").run();
    for (const path of ["/tr/contact", "/en/contact"]) {
      const html = await pastTheBound(() => page(path));
      expect(html, path).not.toContain("menu-sayfasi");
      expect(html, path).not.toContain("Menüdeki Sayfa");
    }
    await env.DB.prepare("UPDATE pages SET is_published = 1 WHERE id = 'menu-page'").run();
    expect(await pastTheBound(() => page("/en/contact"))).toContain('href="/en/corporate/menu-sayfasi"');
  });
});
