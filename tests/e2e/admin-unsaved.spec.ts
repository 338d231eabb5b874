import { expect, test, type Page } from "@playwright/test";

import { languages } from "../fixtures/languages";
import { openAsAdmin, ownAccount, showLanguage, signIn, toast, uniqueName } from "./admin-support";
import { where } from "./where";

// Typed work is never lost (decision 056): leaving a form with changes asks first, a reload offers
// the draft back, and a session that ended while the form was open signs in again without losing
// what was typed, with and without JavaScript.

test.describe.configure({ timeout: 60_000 });

async function openNewProject(page: Page) {
  await openAsAdmin(page, "/admin/projects");
  await page.getByRole("link", { name: "Yeni Proje Ekle" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni Proje Ekle" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test(
  "Escape on a project dialog with typed content asks: Vazgeç keeps it, Çık discards it",
  { tag: [where.js, where.desktop] },
  async ({ page }) => {
    let dialog = await openNewProject(page);
    // Untouched, Escape closes at once.
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL("/admin/projects");
    await expect(dialog).toBeHidden();

    dialog = await openNewProject(page);
    const title = dialog.locator('input[name="translations.tr.title"]');
    await title.fill("Yarım kalan proje");
    await page.keyboard.press("Escape");
    const ask = page.getByRole("alertdialog", { name: "Kaydedilmemiş değişiklikler var" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Vazgeç" }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL("/admin/projects/new");
    await expect(title).toHaveValue("Yarım kalan proje");
    await expect(title).toBeFocused();

    // The close button asks too; Çık leaves and the typed title is gone.
    await dialog.getByRole("link", { name: "Kapat" }).click();
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Çık" }).click();
    await expect(page).toHaveURL("/admin/projects");
    await expect(dialog).toBeHidden();
    dialog = await openNewProject(page);
    await expect(dialog.locator('input[name="translations.tr.title"]')).toHaveValue("");
  },
);

test("a reload offers the kept draft back", { tag: [where.js, where.desktop] }, async ({ page }) => {
  let dialog = await openNewProject(page);
  await dialog.locator('input[name="translations.tr.title"]').fill("Taslakta kalan proje");
  await dialog.getByLabel("Sıra").fill("901");
  // The draft is written a moment after the last change.
  await page.waitForTimeout(1_000);
  // The browser's own "leave site?" prompt, answered as a person reloading would.
  page.on("dialog", (prompt) => void prompt.accept());
  await page.reload();
  const offer = page.getByRole("alertdialog", { name: "Kaydedilmemiş taslağınız var: geri yükle?" });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Geri yükle" }).click();
  dialog = page.getByRole("dialog", { name: "Yeni Proje Ekle" });
  await expect(dialog.locator('input[name="translations.tr.title"]')).toHaveValue("Taslakta kalan proje");
  await expect(dialog.getByLabel("Sıra")).toHaveValue("901");

  // Restored work is unsaved work: leaving asks, and "Çık" drops the draft too.
  await page.keyboard.press("Escape");
  const ask = page.getByRole("alertdialog", { name: "Kaydedilmemiş değişiklikler var" });
  await ask.getByRole("button", { name: "Çık" }).click();
  await expect(page).toHaveURL("/admin/projects");
  await page.getByRole("link", { name: "Yeni Proje Ekle" }).click();
  await expect(page.getByRole("dialog", { name: "Yeni Proje Ekle" })).toBeVisible();
  await expect(offer).toBeHidden();
});

/** A new project's dialog of the test's own admin, with a category and a Turkish title typed in. */
async function typeNewProject(page: Page, title: string, js: boolean) {
  await page.goto("/admin/projects/new");
  const dialog = page.getByRole("dialog", { name: "Yeni Proje Ekle" });
  await dialog.getByLabel("Kategori").selectOption({ label: "Enerji" });
  await dialog.getByLabel("Sıra").fill("902");
  for (const lang of languages.toReversed()) {
    await showLanguage(page, lang, js);
    await dialog.locator(`input[name="translations.${lang}.title"]`).fill(lang === "tr" ? title : `${title} ${lang}`);
  }
  return dialog;
}

test(
  "a session that ended while the form was open signs in again over it, and the project is saved as typed",
  { tag: [where.js, where.desktop] },
  async ({ page }, info) => {
    const account = ownAccount(info, "yazilan");
    await signIn(page, account, "/admin/projects");
    const title = uniqueName("Oturumu biten proje", info);
    const dialog = await typeNewProject(page, title, true);
    await page.context().clearCookies();

    await dialog.getByRole("button", { name: "Kaydet" }).click();
    const signInDialog = page.getByRole("dialog", { name: "Oturumunuzun süresi doldu" });
    await expect(signInDialog).toBeVisible();
    await expect(page).toHaveURL("/admin/projects/new");
    await signInDialog.getByLabel("E-posta").fill(account.email);
    await signInDialog.getByLabel("Şifre").fill("yanlis-sifre");
    await signInDialog.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(signInDialog.getByRole("alert")).toContainText("E-posta veya şifre hatalı");
    await signInDialog.getByLabel("Şifre").fill(account.password);
    await signInDialog.getByRole("button", { name: "Giriş Yap" }).click();

    await expect(page).toHaveURL("/admin/projects", { timeout: 15_000 });
    await expect(toast(page)).toContainText("Yeni proje eklendi.");
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  },
);

test(
  "without JavaScript, a post that met an ended session comes back filled in after signing in, ready to save",
  { tag: [where.noJs, where.desktop] },
  async ({ page }, info) => {
    const account = ownAccount(info, "yazilan");
    await signIn(page, account, "/admin/projects");
    const title = uniqueName("Oturumu biten proje", info);
    const dialog = await typeNewProject(page, title, false);
    await page.context().clearCookies();

    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fprojects%2Fnew/);
    await expect(page.getByTestId("session-ended")).toContainText("Oturumunuzun süresi doldu");
    await page.getByLabel("E-posta").fill(account.email);
    await page.getByLabel("Şifre").fill(account.password);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await page.getByRole("button", { name: "Forma dön" }).click({ timeout: 15_000 });

    await expect(page).toHaveURL("/admin/projects/new");
    const restored = page.getByRole("dialog", { name: "Yeni Proje Ekle" });
    await expect(restored.locator('input[name="translations.tr.title"]')).toHaveValue(title);
    await expect(restored.getByLabel("Kategori")).toHaveValue("enerji");
    await expect(restored).toContainText("Formunuz yazdığınız gibi geri geldi");
    await restored.getByRole("button", { name: "Kaydet" }).click();
    await expect(page).toHaveURL("/admin/projects");
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  },
);
