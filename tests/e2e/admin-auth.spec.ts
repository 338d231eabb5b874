import { expect, test } from "@playwright/test";

import { adminSections } from "~/features/admin/texts/layout";

import { demoAdmin, demoMember } from "../fixtures/accounts";
import { signIn, toast } from "./admin-support";
import { hasJs } from "./support";
import { where } from "./where";

test("an admin page without a session leads to the login page and back after signing in", async ({ page }, info) => {
  // The welcome toast goes after 5 s with JavaScript; signing in can take longer than that on a
  // busy machine, so the page's clock is held from the moment the form is sent.
  if (hasJs(info)) await page.clock.install();
  await page.goto("/admin/pages");
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fpages$/);
  await expect(page.getByRole("heading", { name: "Yönetici Girişi" })).toBeVisible();
  await page.getByLabel("E-posta").fill(demoAdmin.email);
  await page.getByLabel("Şifre").fill(demoAdmin.password);
  if (hasJs(info)) await page.clock.pauseAt(Date.now() + 1_000);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page).toHaveURL("/admin/pages");
  await expect(toast(page)).toContainText("Giriş Başarılı!");
  await expect(page.getByText("Hoş geldiniz,")).toContainText("Demo Yönetici");
});

test("a wrong password and a member account get the spec's messages", { tag: where.desktop }, async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("E-posta").fill(demoAdmin.email);
  await page.getByLabel("Şifre").fill("yanlis-sifre");
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Giriş Başarısız!" });
  await expect(alert).toContainText("E-posta veya şifre hatalı. Lütfen bilgilerinizi kontrol edip tekrar deneyin.");
  await expect(page.getByLabel("E-posta")).toHaveValue(demoAdmin.email);

  await page.getByLabel("E-posta").fill(demoMember.email);
  await page.getByLabel("Şifre").fill(demoMember.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(alert).toContainText("Bu hesaba yönetici yetkisi verilmemiş. Lütfen yetkili bir hesap ile giriş yapın.");
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("the login form asks for both fields", { tag: where.desktop }, async ({ page }, info) => {
  await page.goto("/admin/login");
  const form = page.locator("form");
  await form.evaluate((f: HTMLFormElement) => (f.noValidate = true));
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  await expect(page.getByText("E-posta zorunludur.")).toBeVisible();
  await expect(page.getByText("Şifre zorunludur.")).toBeVisible();
  if (info.project.name.endsWith("-nojs")) await expect(page).toHaveURL("/admin/login");
});

test("the admin redirects /admin to the dashboard, shows every section, answers unknown paths with 404, and signs out", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin");
  await expect(page).toHaveURL("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Kontrol Paneli", level: 1 })).toBeVisible();
  // On a phone the sections are behind the menu button (admin-phone.spec.ts follows each one).
  if (page.viewportSize()!.width < 768) await page.getByTestId("admin-phone-nav").locator("summary").click();
  const sections = page.getByRole("navigation", { name: "Yönetim bölümleri" }).getByRole("listitem");
  await expect(sections).toHaveCount(adminSections.length);
  if (page.viewportSize()!.width < 768) await page.keyboard.press("Escape");
  for (const name of ["Proje Yönetimi", "Menü Yönetimi", "Sayfa Yönetimi"]) {
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(name) })).toBeVisible();
  }
  const missing = await page.goto("/admin/olmayan-bolum");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("Sayfa bulunamadı")).toBeVisible();

  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  await expect(page).toHaveURL("/admin/login");
  await page.goto("/admin/pages");
  await expect(page).toHaveURL(/\/admin\/login/);
});
