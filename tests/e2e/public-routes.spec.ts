import { expect, test } from "@playwright/test";
import type { Element, Root } from "hast";
import { fromHtml } from "hast-util-from-html";

import { type Lang, languages } from "../fixtures/languages";
import { hasJs, pageKeys, publishedProjectSlug, url, watchForErrors } from "./support";
import { where } from "./where";

const publicUrls = (lang: Lang) => [
  ...pageKeys.map((key) => url(key, lang)),
  `/${lang}/${lang === "en" || lang === "ru" ? "projects" : "projeler"}/${publishedProjectSlug}`,
];

/** The text of the document's first `<h1>`, or undefined when it has none. */
function firstHeadingText(html: string): string | undefined {
  let heading: Element | undefined;
  const find = (node: Root | Element): void => {
    for (const child of node.children) {
      if (heading || child.type !== "element") continue;
      if (child.tagName === "h1") heading = child;
      else find(child);
    }
  };
  find(fromHtml(html));
  const text = (node: Element): string =>
    node.children
      .map((child) => (child.type === "text" ? child.value : child.type === "element" ? text(child) : ""))
      .join("");
  return heading && text(heading);
}

// Every URL of docs/urls.md in every language, as the server sends it: status 200, the document
// in that language, a real heading and the site's header. The server alone decides this, so it is
// read without a browser (≈ 100 pages in a few seconds; the four languages side by side, and
// time to spare for a machine busy with the other workers' browsers).
test("every public URL answers in every language", { tag: where.once }, async ({ request }) => {
  test.setTimeout(90_000);
  await Promise.all(
    languages.map(async (lang) => {
      for (const path of publicUrls(lang)) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toMatch(new RegExp(`<html[^>]*\\slang="${lang}"`));
        expect(firstHeadingText(html)?.trim(), path).toMatch(/\S/);
        expect(html, path).toMatch(/<header[\s>]/);
      }
    }),
  );
});

// And every URL once in a real browser, in desktop with JavaScript (hydration, script errors,
// failed requests) and on a phone without it. The languages rotate over the URLs, each project
// starting at another one, so every URL and every language is seen in both without walking all
// four languages four times (the server's part is the same in each).
const urlCount = publicUrls("tr").length;
for (const [half, indexes] of [
  ["first", [...Array(Math.ceil(urlCount / 2)).keys()]],
  ["second", [...Array(urlCount - Math.ceil(urlCount / 2)).keys()].map((i) => i + Math.ceil(urlCount / 2))],
] as const) {
  test(
    `the ${half} half of the public URLs open in a browser without errors`,
    { tag: where.corners },
    async ({ page }, info) => {
      test.setTimeout(60_000); // a dozen pages
      const noErrors = watchForErrors(page);
      const offset = hasJs(info) ? 0 : 2;
      for (const index of indexes) {
        const lang = languages[(index + offset) % languages.length]!;
        const path = publicUrls(lang)[index]!;
        const response = await page.goto(path, { waitUntil: "domcontentloaded" });
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
        await expect(page.locator("h1").first(), path).toHaveText(/\S/);
        await expect(page.getByRole("banner"), path).toBeVisible();
      }
      noErrors();
    },
  );
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

  test("the build's hashed scripts and styles may be kept by the browser for a year", async ({ request }) => {
    // Public pages load no asset of the build (decision 027); the admin's sign-in page does.
    const html = await (await request.get("/admin/login")).text();
    const assets = new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((match) => match[0]));
    expect(assets.size).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    }
  });

  test("unknown paths, unknown slugs, wrong page types, drafts and unpublished pages answer 404", async ({
    request,
  }) => {
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
      await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("href", `/${lang}/`);
    }
  });
});
