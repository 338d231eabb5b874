import { expect, test } from "@playwright/test";

import { leaveUnsaved, openAsAdmin } from "./admin-support";
import { where } from "./where";

// The menu dialog's picker with JavaScript (issue 35): a WAI-ARIA combobox over a listbox. The
// picking itself, on every project, is in admin-menu.spec.ts.

test(
  "the picker by keyboard: arrows, Enter and Escape, a live count, and a label she typed kept",
  { tag: [where.desktop, where.js] },
  async ({ page }) => {
    await openAsAdmin(page, "/admin/menu/new");
    const dialog = page.getByRole("dialog");
    const mine = dialog.locator('input[name="translations.en.label"]');
    await dialog.getByRole("tab", { name: "EN" }).click();
    await mine.fill("Typed by her");
    const target = dialog.locator('input[role="combobox"]');
    await expect(target).toHaveAccessibleName("Bağlantı türü");
    await target.click();
    await expect(target).toHaveAttribute("aria-expanded", "true");
    await target.fill("devam");
    await expect(dialog.getByRole("listbox", { name: "Bağlantı hedefleri" }).getByRole("option")).toHaveCount(1);
    await expect(dialog.locator("output")).toHaveText("1 hedef listeleniyor.");
    await page.keyboard.press("ArrowDown");
    const active = await target.getAttribute("aria-activedescendant");
    await expect(dialog.locator(`[id="${active}"]`)).toHaveText("Devam Eden Projeler");
    await page.keyboard.press("Enter");
    await expect(target).toHaveAttribute("aria-expanded", "false");
    await expect(target).toHaveValue("Devam Eden Projeler");
    await expect(mine).toHaveValue("Typed by her");
    await dialog.getByRole("tab", { name: "RU" }).click();
    await expect(dialog.locator('input[name="translations.ru.label"]')).not.toHaveValue("");

    // Escape closes the list first, the dialog on a second press.
    await target.click();
    await expect(target).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(target).toHaveAttribute("aria-expanded", "false");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    // What she typed is at stake: leaving asks first.
    await leaveUnsaved(page, true);
    await expect(page).toHaveURL("/admin/menu");
  },
);
