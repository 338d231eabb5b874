import { expect, test } from "@playwright/test";
import { languages } from "../fixtures/languages";
import { pageKeys, publishedProjectSlug, url, watchForErrors } from "./support";
import { where } from "./where";

// Every URL of docs/urls.md in every language: status 200, the document in that language, a real
// heading, no script error. Two projects cover both viewports and both script states (desktop
// with JavaScript, a phone without); the other two would repeat the same server answers.
for (const lang of languages) {
  test(`every public URL answers in ${lang}`, { tag: where.corners }, async ({ page }) => {
    test.setTimeout(60_000); // two dozen pages
    const noErrors = watchForErrors(page);
    const urls = [...pageKeys.map((key) => url(key, lang)), `/${lang}/${lang === "en" || lang === "ru" ? "projects" : "projeler"}/${publishedProjectSlug}`];
    for (const path of urls) {
      const response = await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
      const heading = page.locator("h1").first();
      await expect(heading, path).toHaveText(/\S/);
      await expect(page.getByRole("banner"), path).toBeVisible();
    }
    noErrors();
  });
}

test.describe("server answers", { tag: where.once }, () => {
  // Statuses and redirects are decided by the server alone: checked once, without a browser.
  test("the root and language-less paths redirect under a language", async ({ request }) => {
    const root = await request.get("/", { maxRedirects: 0 });
    expect(root.status()).toBe(302);
    expect(root.headers().location).toBe("/tr/");
    const bare = await request.get("/kurumsal/hakkimizda?ref=x", { maxRedirects: 0 });
    expect(bare.status()).toBe(302);
    expect(bare.headers().location).toBe("/tr/kurumsal/hakkimizda?ref=x");
    const remembered = await request.get("/", { maxRedirects: 0, headers: { Cookie: "language=ru" } });
    expect(remembered.headers().location).toBe("/ru/");
  });

  test("another language's slugs redirect permanently to this language's", async ({ request }) => {
    const cases: Array<[string, string]> = [
      ["/en/kurumsal/hakkimizda", "/en/corporate/about"],
      ["/en/corporate/hakkimizda", "/en/corporate/about"],
      ["/uz/kurumsal/about", "/uz/kurumsal/biz-haqimizda"],
      ["/ru/faaliyetler/enerji", "/ru/activities/energy"],
      ["/tr/activities/energy", "/tr/faaliyetler/enerji"],
      ["/en/projeler/devam-eden", "/en/projects/ongoing"],
      [`/uz/projects/${publishedProjectSlug}`, `/uz/projeler/${publishedProjectSlug}`],
      ["/tr/media/news", "/tr/media/haberler"],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("unknown paths, unknown slugs, wrong page types, drafts and unpublished pages answer 404", async ({ request }) => {
    const missing = [
      "/tr/bu-sayfa-yok",
      "/en/corporate/about/extra",
      "/tr/kurumsal/olmayan-sayfa",
      "/tr/projeler/olmayan-proje",
      "/tr/faaliyetler/hakkimizda", // a corporate page under the activities section
      "/en/activities/about",
      "/tr/projeler/fergana-vadisi-sulama-kanali-rehabilitasyonu", // draft
      "/tr/projeler/sivas-tarihi-tas-kopru-onarimi", // archived
      "/tr/kurumsal/kariyer-firsatlari", // unpublished page
      "/en/corporate/career-opportunities",
      "/tr/sayfa/olmayan",
    ];
    for (const path of missing) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    // Unknown admin paths are the admin's business: without a session, the login page first.
    const admin = await request.get("/admin/olmayan", { maxRedirects: 0 });
    expect(admin.headers().location).toBe("/admin/login?redirectTo=%2Fadmin%2Folmayan");
  });

  test("the not-found page is localized and leads back to the language's home", async ({ page }) => {
    for (const lang of languages) {
      const response = await page.goto(`/${lang}/yok/yok`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("href", `/${lang}`);
    }
  });
});
