import { expect, test, type Page } from "@playwright/test";

import { adminSections } from "~/features/admin/texts/layout";

import { expectToastClearOfFields, openAsAdmin, otherBrowser, signIn, toast, withSettingsLock } from "./admin-support";
import { hasJs } from "./support";
import { where } from "./where";

// The admin on a phone (issue 35): every section is reachable from the menu button, with
// JavaScript (a drawer that keeps the focus and gives it back) and without (a <details> list);
// the settings' İletişim section saves alone, and a stale save of it is refused.

const menuButton = (page: Page) => page.getByTestId("admin-phone-nav").locator("summary");

/** The open navigation's links: the drawer with JavaScript, the disclosure without. */
function openNav(page: Page, js: boolean) {
  return js
    ? page.getByRole("dialog", { name: "Yönetim" }).getByRole("navigation")
    : page.getByTestId("admin-phone-nav").getByRole("navigation");
}

test("every admin section is reachable from the phone's menu", { tag: where.phone }, async ({ page }, info) => {
  test.setTimeout(90_000);
  const js = hasJs(info);
  await openAsAdmin(page, "/admin/dashboard");
  // The sidebar is not shown on a phone; the menu button is.
  await expect(page.getByRole("navigation", { name: "Yönetim bölümleri" }).locator("visible=true")).toHaveCount(0);
  for (const section of adminSections) {
    await menuButton(page).click();
    const nav = openNav(page, js);
    await expect(nav).toBeVisible();
    await nav.getByRole("link", { name: new RegExp(`^${section.label}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${section.key}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(section.label);
    // Choosing a section closes the drawer.
    if (js) await expect(page.getByRole("dialog", { name: "Yönetim" })).toHaveCount(0);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the sign-in toast sits above the content, covering none of it", { tag: where.phone }, async ({ page }) => {
  await signIn(page);
  await expect(toast(page)).toBeVisible();
  const [shown, main] = await Promise.all([toast(page).boundingBox(), page.locator("main").boundingBox()]);
  expect(shown!.y + shown!.height).toBeLessThanOrEqual(main!.y);
});

test(
  "the drawer takes the focus, keeps it, and gives it back on Escape",
  { tag: [where.phone, where.js] },
  async ({ page }) => {
    await openAsAdmin(page, "/admin/dashboard");
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Yönetim" });
    await expect(drawer).toBeVisible();
    for (let i = 0; i < adminSections.length + 3; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(menuButton(page)).toBeFocused();
  },
);

test(
  "the settings' İletişim section saves alone; a save from a stale page is refused",
  { tag: where.phone },
  async ({ page, browser }, info) => {
    test.setTimeout(90_000);
    const js = hasJs(info);
    const path = "/admin/site-settings/contact";
    const whatsapp = `+90 532 000 ${String(Date.now() % 100).padStart(2, "0")} ${js ? "11" : "22"}`;
    await openAsAdmin(page, "/admin/site-settings");
    await page
      .getByRole("navigation", { name: "Ayar bölümleri" })
      .getByRole("link", { name: /^İletişim/ })
      .click();
    await expect(page).toHaveURL(path);
    // Only the section's fields are in its form.
    const form = page.locator("form#site-settings-contact");
    await expect(form.locator('[name^="contact."]')).toHaveCount(4);
    await expect(form.locator('[name="companyName"], [name^="socialMedia"], [name^="about_summary"]')).toHaveCount(0);

    await withSettingsLock(async () => {
      await page.goto(path);
      const original = await form.locator('[name="contact.whatsapp"]').inputValue();
      const stale = await otherBrowser(browser, info);
      await openAsAdmin(stale, path);
      try {
        await form.locator('[name="contact.whatsapp"]').fill(whatsapp);
        await form.getByRole("button", { name: "Bölümü Kaydet" }).first().click();
        await expect(toast(page)).toContainText("“İletişim” bölümü kaydedildi.");
        await expectToastClearOfFields(page);
        await expect(page).toHaveURL(path);
        await expect(form.locator('[name="contact.whatsapp"]')).toHaveValue(whatsapp);
        // The other sections are as they were.
        await page.goto("/admin/site-settings/company");
        await expect(page.locator('[name="companyName"]')).toHaveValue("Örnek İnşaat Mühendislik A.Ş.");

        // The other page was loaded before that save: refused, its typed value kept.
        const staleForm = stale.locator("form#site-settings-contact");
        await staleForm.locator('[name="contact.address"]').fill("Eski sayfadan adres");
        await staleForm.getByRole("button", { name: "Bölümü Kaydet" }).first().click();
        await expect(stale.getByText(/başka biri tarafından değiştirildi/).first()).toBeVisible();
        await expect(staleForm.locator('[name="contact.address"]')).toHaveValue("Eski sayfadan adres");
      } finally {
        await stale.context().close();
        await page.goto(path);
        await form.locator('[name="contact.whatsapp"]').fill(original);
        await form.getByRole("button", { name: "Bölümü Kaydet" }).first().click();
        await expect(toast(page)).toContainText("“İletişim” bölümü kaydedildi.");
      }
    });
  },
);
