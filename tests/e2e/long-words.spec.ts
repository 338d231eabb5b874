import { expect, test, type Page } from "@playwright/test";

import { openAsAdmin } from "./admin-support";
import { where } from "./where";

// What an admin may type, shown on a phone: a title of 200 characters without a space (the field
// allows it) and a long company name. The texts are put into the page as shown, so each check
// needs no record of its own (the admin specs cover saving them).

const longWord = "İ".repeat(200);

/** How far the page is wider than the screen (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test(
  "a title without a space breaks instead of widening the page",
  { tag: [where.phone, where.js] },
  async ({ page }) => {
    await page.goto("/tr/projeler");
    await page
      .locator("main h2, main h3")
      .first()
      .evaluate((heading, text) => void (heading.textContent = text), longWord);
    expect(await overflow(page)).toBe(0);

    await page.goto("/tr/projeler/ankara-cevre-yolu-viyadugu");
    await page.locator("main h1").evaluate((heading, text) => void (heading.textContent = text), longWord);
    expect(await overflow(page)).toBe(0);

    await openAsAdmin(page, "/admin/projects");
    await page
      .getByRole("main")
      .getByRole("listitem")
      .first()
      .getByRole("heading")
      .evaluate((title, text) => void (title.textContent = text), longWord);
    expect(await overflow(page)).toBe(0);
  },
);

test(
  "a long company name wraps in the header and leaves the menu button on a 320 px screen",
  { tag: [where.phone, where.js] },
  async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/tr/contact");
    await page
      .locator("[data-site-header] a[href='/tr/'] span span")
      .first()
      .evaluate((name) => void (name.textContent = "Örnek İnşaat Mühendislik Taahhüt ve Ticaret A.Ş."));
    const button = (await page.getByTestId("mobile-menu").locator("summary").first().boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(320);
    expect(await overflow(page)).toBe(0);
  },
);
