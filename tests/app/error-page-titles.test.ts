import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import type { Lang } from "~/i18n/languages";
import { uiStrings } from "~/i18n/ui";

import { appFetch, expectRedirects, pastTheBound } from "./app-support";

// Every error page names itself (WCAG 2.4.2, axe document-title): "<title> | <site name>" in the
// URL's language, noindex, one <title>, whether the not-found route answered or a page's loader
// threw (a missing project or content page, a list page past its end, the store failing); and a
// language prefix in the wrong case (/TR/) is that language's URL (docs/urls.md).

const company = "Başlık Yapı A.Ş.";

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('companyName', ?1)").bind(
      JSON.stringify(company),
    ),
    env.DB.prepare(
      "INSERT OR REPLACE INTO projects (id, slug, category, status) VALUES ('title-project', 'baslik-proje', 'altyapi', 'published')",
    ),
    env.DB.prepare(
      "INSERT OR REPLACE INTO project_translations (project_id, lang_code, title) VALUES ('title-project', 'tr', 'Başlık Proje')",
    ),
  ]);
});

const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);

/** A 404 inside the site's frame, titled and noindex in `lang`, its home button the canonical home URL. */
async function expectTitledNotFound(path: string, lang: Lang): Promise<string> {
  const response = await appFetch(path);
  expect(response.status, path).toBe(404);
  const html = await response.text();
  expect(titles(html), path).toEqual([`${uiStrings[lang].notFound.title} | ${company}`]);
  expect(html, path).toContain('<meta name="robots" content="noindex"/>');
  expect(html, path).toContain(`<html lang="${lang}"`);
  expect(html, path).toContain("<header");
  expect(html, path).toContain(`href="/${lang}/"`);
  expect(html, path).not.toContain(`href="/${lang}"`);
  return html;
}

describe("a 404 thrown by a page's loader", () => {
  it("has the localized title with the site name and noindex, in every language", async () => {
    const paths: Array<[string, Lang]> = [
      ["/tr/projeler/yok", "tr"],
      ["/en/projects/nope", "en"],
      ["/ru/projects/net", "ru"],
      ["/uz/projeler/yoq", "uz"],
      ["/tr/kurumsal/nonexistent", "tr"],
      ["/en/corporate/nonexistent", "en"],
      ["/en/projects?page=9", "en"],
      ["/tr/kurumsal?page=2", "tr"],
      ["/uz/projeler/davom-etayotgan?page=5", "uz"],
    ];
    for (const [path, lang] of paths) expect(await expectTitledNotFound(path, lang), path).toContain('id="main"');
  });

  it("leaves the not-found route's page as it was: one title, from its meta", async () => {
    for (const [path, lang] of [
      ["/en/nope", "en"],
      ["/tr/yok/yok/yok", "tr"],
    ] as const)
      expect(await expectTitledNotFound(path, lang), path).toContain('id="main"');
  });
});

describe("a language prefix in the wrong case", () => {
  it("redirects permanently to the lowercase language's URL when that names a page, query kept", async () => {
    const redirects: Array<[string, string]> = [
      ["/TR/", "/tr/"],
      ["/TR", "/tr/"],
      ["/Tr/kurumsal", "/tr/kurumsal"],
      ["/EN/corporate?page=1", "/en/corporate?page=1"],
      ["/RU/projects/ongoing", "/ru/projects/ongoing"],
      ["/Uz/projeler/baslik-proje", "/uz/projeler/baslik-proje"],
      ["/EN/kurumsal", "/en/corporate"],
    ];
    await expectRedirects(redirects);
  });

  it("is the language's titled 404 inside the frame when it names no page", async () => {
    for (const [path, lang] of [
      ["/TR/yok", "tr"],
      ["/EN/nope", "en"],
      ["/Uz/projeler/yoq", "uz"],
    ] as const)
      expect(await expectTitledNotFound(path, lang), path).toContain('id="main"');
  });
});

describe("the 503 page", () => {
  const hidden: string[] = [];
  const hide = async (table: string) => {
    // The content version goes too, so the page cache steps aside (as in store-failures.test.ts).
    for (const name of hidden.includes("app_meta") ? [table] : ["app_meta", table]) {
      await env.DB.prepare(`ALTER TABLE ${name} RENAME TO ${name}_hidden`).run();
      hidden.push(name);
    }
  };
  afterEach(async () => {
    for (const table of hidden.splice(0)) await env.DB.prepare(`ALTER TABLE ${table}_hidden RENAME TO ${table}`).run();
  });

  it("is titled with the site name inside the frame when only the page's data failed", async () => {
    await hide("projects");
    for (const [path, lang] of [
      ["/tr/projeler", "tr"],
      ["/en/projects/baslik-proje", "en"],
    ] as const) {
      const response = await appFetch(path);
      expect(response.status, path).toBe(503);
      const html = await response.text();
      expect(titles(html), path).toEqual([`${uiStrings[lang].unavailable.title} | ${company}`]);
      expect(html, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("is titled without a site name when the frame itself could not be read", async () => {
    await hide("pages");
    // Past the kept version's bound, so the isolate asks the store again (decision 050).
    const response = await pastTheBound(() => appFetch("/ru/"));
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(titles(html)).toEqual([uiStrings.ru.unavailable.title]);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});
