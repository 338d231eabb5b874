import { expect, test } from "@playwright/test";

import { adminCreate, otherBrowser, ownAccount, signIn, toast } from "./admin-support";
import { where } from "./where";

// "Sign out everywhere" on the own-password page: every session of the account ends, in this
// browser and in any other, with or without JavaScript. The account is the test's own, so the
// demo admin's sessions in other tests stay open.

test(
  "sign out everywhere ends this session and another browser's, which is sent to sign-in on its next request",
  { tag: where.desktop },
  async ({ page, browser }, info) => {
    test.setTimeout(90_000);
    const account = ownAccount(info, "oturum");
    await signIn(page, account, "/admin/password");
    const laptop = await otherBrowser(browser, info);
    await signIn(laptop, account, "/admin/dashboard");

    await page.getByRole("button", { name: "Tüm cihazlarda çıkış yap" }).click();
    await expect(page).toHaveURL("/admin/login");
    await expect(toast(page)).toContainText("Tüm cihazlardaki oturumlarınız kapatıldı.");
    await page.goto("/admin/password");
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fpassword$/);

    // The other browser still shows the admin it loaded; its next request finds the session gone.
    await laptop
      .getByRole("navigation", { name: "Yönetim bölümleri" })
      .getByRole("link", { name: "Proje Yönetimi" })
      .click();
    await expect(laptop).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fprojects$/);
    await laptop.context().close();

    // Signing in again works.
    await signIn(page, account, "/admin/dashboard");
  },
);

test(
  "npm run admin:create on an existing account ends its open sessions",
  { tag: where.once },
  async ({ page }, info) => {
    test.setTimeout(90_000);
    const account = ownAccount(info, "sifirla");
    await signIn(page, account, "/admin/dashboard");
    const reset = adminCreate(account.email, "admin", `Yeni-${account.password}`);
    await page
      .getByRole("navigation", { name: "Yönetim bölümleri" })
      .getByRole("link", { name: "Proje Yönetimi" })
      .click();
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fprojects$/);
    await signIn(page, reset, "/admin/projects");
  },
);
