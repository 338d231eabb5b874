import { expect, test, type Page } from "@playwright/test";

import { isPhone, publishedProjectSlug } from "./support";
import { where } from "./where";

/** Chooses a language the way a visitor on this device would: desktop dropdown or phone menu. */
async function chooseLanguage(page: Page, phone: boolean, code: string) {
  if (phone) {
    await page.getByTestId("mobile-menu").locator("summary").first().click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("summary", { hasText: /:/ }).click();
    await dialog.locator(`a[hreflang="${code}"]`).click();
  } else {
    await page.locator("#toggle-language").hover();
    await page.locator(`#language-menu a[hreflang="${code}"]`).click();
  }
}

const roundTrips = [
  { name: "home page", start: "/tr/", en: "/en/", back: "/tr/" },
  {
    name: "content page",
    start: "/tr/kurumsal/hakkimizda",
    en: "/en/corporate/about",
    back: "/tr/kurumsal/hakkimizda",
  },
  {
    name: "project page",
    start: `/tr/projeler/${publishedProjectSlug}`,
    en: `/en/projects/${publishedProjectSlug}`,
    back: `/tr/projeler/${publishedProjectSlug}`,
  },
];

// The switcher works alike on every page type (the links come from the same table, which the
// unit tests check URL by URL): every device and script state takes the home page's trip, the
// two corners also the other page types.
for (const [index, trip] of roundTrips.entries()) {
  const tag = index === 0 ? [] : [where.corners];
  test(
    `the language switcher goes to the same ${trip.name} in another language and back`,
    { tag },
    async ({ page }, info) => {
      const phone = isPhone(info);
      await page.goto(trip.start);
      await chooseLanguage(page, phone, "en");
      await expect(page).toHaveURL(trip.en);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await chooseLanguage(page, phone, "uz");
      await expect(page.locator("html")).toHaveAttribute("lang", "uz");
      await chooseLanguage(page, phone, "tr");
      await expect(page).toHaveURL(trip.back);
      await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    },
  );
}

test(
  "the footer's language buttons lead to the same page in each language",
  { tag: where.corners },
  async ({ page }) => {
    await page.goto("/tr/kurumsal/hakkimizda");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator('a[hreflang="ru"]')).toHaveAttribute("href", "/ru/corporate/about");
    await expect(footer.locator('a[hreflang="uz"]')).toHaveAttribute("href", "/uz/kurumsal/biz-haqimizda");
    await footer.locator('a[hreflang="ru"]').click();
    await expect(page).toHaveURL("/ru/corporate/about");
    await expect(page.getByRole("contentinfo").locator('a[aria-current="true"]')).toHaveText("RU");
  },
);

test("a chosen language is remembered for the bare address", { tag: where.js }, async ({ page }, info) => {
  await page.goto("/tr/");
  await chooseLanguage(page, isPhone(info), "ru");
  await expect(page).toHaveURL("/ru/");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("ru");
  await page.goto("/");
  await expect(page).toHaveURL("/ru/");
});
