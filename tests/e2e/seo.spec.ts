import { expect, test } from "@playwright/test";

import { languages } from "../fixtures/languages";
import { where } from "./where";

test(
  "each page has its title, description, canonical, hreflang alternates and Open Graph tags",
  { tag: where.once },
  async ({ page, baseURL }) => {
    await page.goto("/en/corporate/about");
    await expect(page).toHaveTitle(/About/);
    const head = page.locator("head");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /\S{10,}/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/en/corporate/about`);
    const expected = {
      tr: "/tr/kurumsal/hakkimizda",
      en: "/en/corporate/about",
      ru: "/ru/corporate/about",
      uz: "/uz/kurumsal/biz-haqimizda",
      "x-default": "/tr/kurumsal/hakkimizda",
    };
    for (const [hreflang, path] of Object.entries(expected)) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
        "href",
        `${baseURL}${path}`,
      );
    }
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", /About/);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
  },
);

test("titles differ per language and page", { tag: where.once }, async ({ page }) => {
  const titles = new Set<string>();
  for (const lang of languages) {
    await page.goto(`/${lang}/machine-park`);
    titles.add(await page.title());
    await page.goto(`/${lang}/contact`);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(8);
});

test(
  "sitemap.xml lists every published URL in every language with alternates; robots.txt points to it",
  { tag: where.once },
  async ({ request, baseURL }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const xml = await sitemap.text();
    for (const path of [
      "/tr/",
      "/en/corporate/about",
      "/uz/kurumsal/biz-haqimizda",
      "/ru/activities/energy",
      "/en/projects/ankara-cevre-yolu-viyadugu",
      "/uz/media/yangiliklar",
    ]) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(xml).not.toContain("kariyer-firsatlari");
    expect(xml).not.toContain("fergana-vadisi");
    expect(xml).toContain('hreflang="x-default"');
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain("Disallow: /admin");
  },
);
