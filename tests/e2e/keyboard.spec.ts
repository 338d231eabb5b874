import { expect, test, type Page } from "@playwright/test";

import { openAsAdmin, toast, uniqueName } from "./admin-support";
import { where } from "./where";

// Tasks done with the keyboard alone (issue 13): every header dropdown, the phone menu, the
// slider's pause control and an admin dialog. Reordering the menu and the slides
// (admin-menu.spec.ts, admin-slider.spec.ts) has its keyboard tests beside the pointer ones.

/** Whether the focused element lies inside `selector`'s element. */
const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

test(
  "every header dropdown opens from the keyboard, lets the focus into its links, and closes on Escape",
  { tag: [where.desktop, where.js] },
  async ({ page }) => {
    await page.goto("/tr/");
    const toggles = page
      .getByRole("navigation", { name: "Ana menü" })
      .getByRole("button", { name: /alt menüsünü göster$/ });
    const count = await toggles.count();
    expect(count).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < count; i++) {
      const toggle = toggles.nth(i);
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      const submenu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      await expect(submenu).toBeVisible();
      await page.keyboard.press("Tab");
      expect(
        await focusInside(page, `#${await toggle.getAttribute("aria-controls")}`),
        (await toggle.getAttribute("aria-label")) ?? "",
      ).toBe(true);
      await page.keyboard.press("Escape");
      await expect(submenu).toBeHidden();
      await expect(toggle).toBeFocused();
    }
  },
);

test(
  "a dropdown opened from the keyboard closes once the focus moves on past it",
  { tag: [where.desktop, where.js] },
  async ({ page }) => {
    await page.goto("/tr/");
    const toggle = page
      .getByRole("navigation", { name: "Ana menü" })
      .getByRole("button", { name: /alt menüsünü göster$/ })
      .first();
    const submenu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(submenu).toBeVisible();
    const links = await submenu.getByRole("link").count();
    for (let i = 0; i <= links; i++) await page.keyboard.press("Tab");
    expect(await focusInside(page, `#${await toggle.getAttribute("aria-controls")}`)).toBe(false);
    await expect(submenu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
);

test(
  "the phone menu opens from the keyboard, keeps the focus inside, and gives it back on Escape",
  { tag: [where.phone, where.js] },
  async ({ page }) => {
    await page.goto("/tr/");
    const button = page.getByTestId("mobile-menu").locator("summary").first();
    await button.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByTestId("mobile-menu").getByRole("dialog");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Menüyü kapat" })).toBeFocused();
    // Around the whole panel and past its end, both ways: the focus never reaches the page behind.
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside(page, "[data-testid=mobile-menu] dialog"), `after ${i + 1} × Tab`).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside(page, "[data-testid=mobile-menu] dialog"), `after ${i + 1} × Shift+Tab`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  },
);

test(
  "the phone menu left open closes when the screen widens past the phone layout, and the page scrolls again",
  { tag: [where.phone, where.js] },
  async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto("/tr/");
    await page.getByTestId("mobile-menu").locator("summary").first().click();
    await expect(page.getByTestId("mobile-menu").getByRole("dialog")).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    // A tablet turned to landscape.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect
      .poll(() => page.evaluate(() => (document.querySelector("[data-testid=mobile-menu]") as HTMLDetailsElement).open))
      .toBe(false);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
  },
);

test("the slider stops and starts again from the keyboard", { tag: [where.desktop, where.js] }, async ({ page }) => {
  await page.clock.install();
  await page.goto("/tr/");
  const current = () => page.locator('[aria-current="true"][aria-label$="slayta git"]').getAttribute("aria-label");
  const pause = page.getByRole("button", { name: "Slaytları durdur" });
  await pause.focus();
  await page.keyboard.press("Enter");
  const play = page.getByRole("button", { name: "Slaytları oynat" });
  await expect(play).toBeFocused();
  // Stopped, it stays stopped when the focus has left the slider (which alone pauses it too).
  const shown = await current();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(20_000);
  expect(await current()).toBe(shown);
  await play.focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("button", { name: "Slaytları durdur" })).toBeFocused();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(8_000);
  expect(await current()).not.toBe(shown);
});

test(
  "an admin dialog opens, is filled and saved, and closes from the keyboard",
  { tag: [where.desktop, where.js] },
  async ({ page }, info) => {
    await openAsAdmin(page, "/admin/machine-park");
    const add = page.getByRole("link", { name: "Yeni Ekipman Ekle" });
    await add.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect(await focusInside(page, "[role=dialog]")).toBe(true);
    // Escape closes it without saving; the focus comes back to the control that opened it.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    const name = uniqueName("Klavye makinesi", info);
    await dialog.locator('input[name="translations.tr.category"]').focus();
    await page.keyboard.type("Vinç");
    // A name in every language: each language's tab chosen from the keyboard (arrows move along
    // the tab list and show the tab), then its field.
    for (const lang of ["TR", "EN", "RU", "UZ"]) {
      if (lang !== "TR") {
        await dialog.getByRole("tab", { selected: true }).focus();
        await page.keyboard.press("ArrowRight");
        await expect(dialog.getByRole("tab", { name: lang })).toHaveAttribute("aria-selected", "true");
      }
      await dialog.getByRole("tabpanel", { name: lang }).getByLabel("Ad", { exact: true }).focus();
      await page.keyboard.type(`${name} ${lang}`);
    }
    // Enter in a field submits the form, as a person typing expects.
    await page.keyboard.press("Enter");
    await expect(toast(page)).toContainText("Yeni ekipman eklendi.");
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${name} TR`)).toBeVisible();
    await expect(add).toBeFocused();

    // Deleted from the keyboard: the link that opened the dialog goes with its record, so the focus
    // lands on the page's heading, not on the page's body (where the next Tab starts over).
    await page.getByRole("link", { name: `${name} TR ekipmanını sil` }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Sil" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${name} TR`)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  },
);
