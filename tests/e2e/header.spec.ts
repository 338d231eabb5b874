import { expect, test, type Page } from "@playwright/test";

import { dropdownCloseDelayMs } from "../../app/components/site/site-script/timing";
import { hasJs } from "./support";
import { where } from "./where";

// Menu items get their ids from the backend, so a dropdown is found by its item's label.
const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Ana menü" });
const toggleName = (label: string) => `${label} alt menüsünü göster`;
const toggleOf = (page: Page, label: string) => mainMenu(page).getByRole("button", { name: toggleName(label) });
const submenuOf = (page: Page, label: string) =>
  mainMenu(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: toggleName(label) }) })
    .locator('[id^="submenu-"]');

test.describe("desktop header", { tag: where.desktop }, () => {
  test("shows the top bar with tel:, mailto: and social links opening in new tabs", async ({ page }) => {
    await page.goto("/tr/");
    const banner = page.getByRole("banner");
    await expect(banner.locator('a[href^="tel:+903125550100"]').locator("visible=true")).toHaveCount(1);
    await expect(banner.locator('a[href="mailto:info@ornek-insaat.example"]').locator("visible=true")).toHaveCount(1);
    const social = banner.locator('a[target="_blank"]').locator("visible=true");
    await expect(social).toHaveCount(5);
    for (const link of await social.all()) await expect(link).toHaveAttribute("rel", /noopener/);
    // Behance is not one of the known platforms: it gets the generic icon.
    await expect(banner.locator('a[href*="behance"] svg.lucide-external-link').locator("visible=true")).toHaveCount(1);
  });

  test("marks the current section active, and the home item only on the home page", async ({ page }) => {
    await page.goto("/tr/kurumsal/hakkimizda");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    await expect(nav.getByRole("link", { name: "Kurumsal", exact: true })).toHaveAttribute("data-active", "true");
    await expect(nav.getByRole("link", { name: "Projeler", exact: true })).toHaveAttribute("data-active", "false");
    await expect(nav.getByRole("link", { name: "Ana Sayfa" })).toHaveAttribute("data-active", "false");
    for (const home of ["/tr", "/tr/"]) {
      await page.goto(home);
      await expect(
        page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Ana Sayfa" }),
      ).toHaveAttribute("data-active", "true");
    }
  });

  test("opens a dropdown on hover and keeps every link working", async ({ page }) => {
    await page.goto("/tr/");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    const submenu = submenuOf(page, "Kurumsal");
    await expect(submenu).toBeHidden();
    await nav.getByRole("link", { name: "Kurumsal", exact: true }).hover();
    await expect(submenu).toBeVisible();
    await submenu.getByRole("link", { name: /Kalite Politikası/ }).click();
    await expect(page).toHaveURL("/tr/kurumsal/kalite-politikasi");
    await expect(page.locator("h1")).toHaveText("Kalite Politikası");
  });

  test(
    "keeps one dropdown open, closes 200 ms after leaving, and re-entering cancels that",
    { tag: where.js },
    async ({ page }) => {
      // The page's timers run on a clock the test holds still and moves by hand, so the 200 ms are
      // exact whatever the machine's load.
      const start = new Date("2026-01-05T09:00:00Z");
      await page.clock.install({ time: start });
      await page.goto("/tr/");
      await page.clock.pauseAt(new Date(start.getTime() + 60_000));
      const nav = page.getByRole("navigation", { name: "Ana menü" });
      const corporate = submenuOf(page, "Kurumsal");
      const activities = submenuOf(page, "Faaliyetler");
      await nav.getByRole("link", { name: "Kurumsal", exact: true }).hover();
      await expect(corporate).toBeVisible();
      await nav.getByRole("link", { name: "Faaliyetler", exact: true }).hover();
      await expect(activities).toBeVisible();
      await expect(corporate).toBeHidden();

      // Leave and come back within the delay: it stays open.
      await page.mouse.move(640, 500);
      await page.clock.runFor(dropdownCloseDelayMs - 140);
      await nav.getByRole("link", { name: "Faaliyetler", exact: true }).hover();
      await page.clock.runFor(dropdownCloseDelayMs + 100);
      await expect(activities).toBeVisible();

      // Leave for good: still open just before the delay, closed just after it.
      await page.mouse.move(640, 500);
      await page.clock.runFor(dropdownCloseDelayMs - 20);
      await expect(activities).toBeVisible();
      await page.clock.runFor(40);
      await expect(activities).toBeHidden();
    },
  );

  test("opens and closes dropdowns from the keyboard", { tag: where.js }, async ({ page }) => {
    await page.goto("/tr/");
    const toggle = toggleOf(page, "Projeler");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(submenuOf(page, "Projeler")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("shows dropdowns on keyboard focus without JavaScript", { tag: where.noJs }, async ({ page }) => {
    await page.goto("/tr/");
    await page
      .getByRole("navigation", { name: "Ana menü" })
      .getByRole("link", { name: "Projeler", exact: true })
      .focus();
    await expect(submenuOf(page, "Projeler")).toBeVisible();
  });

  test("gains a shadow once scrolled", { tag: where.js }, async ({ page }) => {
    await page.goto("/tr/");
    const header = page.getByRole("banner");
    const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(await shadow()).toBe("none");
    await page.mouse.wheel(0, 900);
    await expect.poll(shadow).not.toBe("none");
  });
});

test.describe("phone menu", { tag: where.phone }, () => {
  test("hides the desktop navigation and shows the menu button", async ({ page }) => {
    await page.goto("/tr/");
    await expect(page.getByRole("navigation", { name: "Ana menü" }).first()).toBeHidden();
    await expect(page.locator("#toggle-language")).toBeHidden();
    await expect(page.getByTestId("mobile-menu").locator("summary").first()).toBeVisible();
  });

  test("opens the panel, toggles one submenu at a time and navigates", async ({ page }, info) => {
    await page.goto("/tr/");
    await page.getByTestId("mobile-menu").locator("summary").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    if (hasJs(info)) expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

    const corporate = dialog.locator("summary", { hasText: "Kurumsal" });
    const projects = dialog.locator("summary", { hasText: "Projeler" });
    await corporate.click();
    await expect(dialog.getByRole("link", { name: "Belgeler" })).toBeVisible();
    await projects.click();
    await expect(dialog.getByRole("link", { name: "Devam Eden Projeler" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Belgeler" })).toBeHidden();

    await dialog.getByRole("link", { name: "Devam Eden Projeler" }).click();
    await expect(page).toHaveURL("/tr/projeler/devam-eden");
    await expect(page.getByRole("dialog")).toBeHidden();
    if (hasJs(info)) expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("closes with its close button", async ({ page }) => {
    await page.goto("/tr/contact");
    await page.getByTestId("mobile-menu").locator("summary").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("dialog").getByLabel("Menüyü kapat").locator("visible=true").click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page).toHaveURL("/tr/contact");
  });
});
