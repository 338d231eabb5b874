import { expect, test } from "@playwright/test";

import { languages } from "../fixtures/languages";
import { where } from "./where";

// The path end to end: Worker → React Router → backend port → D1/R2, with the demo seed.

// A browser that asks for Turkish: the root follows the browser's language (decision 052).
test.use({ locale: "tr-TR" });

test(
  "the root sends a browser asking for Turkish to the Turkish home page, which shows seeded content",
  { tag: where.corners },
  async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/tr\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(page.locator("h1")).toContainText("Örnek İnşaat");
    await expect(page.locator("[data-slide] h2").first()).toContainText(/\S/);
  },
);

test("each language's home page is in that language", { tag: where.corners }, async ({ page }) => {
  const headings: string[] = [];
  for (const lang of languages) {
    const response = await page.goto(`/${lang}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    headings.push((await page.locator("[data-slide] h2").first().textContent()) ?? "");
  }
  expect(new Set(headings).size).toBe(4);
  expect(headings[2]).toMatch(/[А-Яа-яЁё]/);
});

test("a path without a language goes to the same path under /tr", { tag: where.once }, async ({ request }) => {
  const response = await request.get("/kurumsal/hakkimizda?x=1", { maxRedirects: 0 });
  expect([301, 302]).toContain(response.status());
  expect(response.headers().location).toBe("/tr/kurumsal/hakkimizda?x=1");
});

test("unknown paths answer 404", { tag: where.once }, async ({ request }) => {
  expect((await request.get("/tr/bu/sayfa/yok")).status()).toBe(404);
});

test(
  "stored images are served with their type, nosniff and a long cache life",
  { tag: where.once },
  async ({ page, request }) => {
    await page.goto("/tr/");
    const src = await page.locator("main img").first().getAttribute("src");
    expect(src).toMatch(/^\/files\/slider-images\//);
    const response = await request.get(src!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    expect((await response.body()).subarray(8, 12).toString()).toBe("WEBP");
    expect((await request.get("/files/slider-images/yok.png")).status()).toBe(404);
    expect((await request.get("/files/baska-kova/x.png")).status()).toBe(404);
  },
);
