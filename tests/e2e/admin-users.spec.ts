import { expect, test, type Page } from "@playwright/test";

import { demoAdmin } from "../fixtures/accounts";
import { openAsAdmin, otherBrowser, ownAccount, signIn, toast, type Account } from "./admin-support";
import { hasJs } from "./support";
import { where } from "./where";

// The user manager and the own-password page. The four projects share one database whose demo
// accounts other files rely on, so every account changed here is this file's own, made in the
// server's state directory by the setup project (the running Worker reads it at once).
// Nobody changes their own role, so the last admin is demoted only in a race: tests/app covers it.

/** The row (table row, or card on phones) of an account. */
function row(page: Page, email: string) {
  return page.locator(`[data-user-row="${email}"]`).filter({ visible: true });
}

// The flows sign in several browsers in turn, hence the longer timeout. Each project's accounts
// are its own, made once per run by the setup project (ownAccount).
test.describe.configure({ mode: "serial", timeout: 90_000 });
let accounts: Record<"listed" | "promoted" | "selfDemoting" | "passwordChanging", Account>;

// Playwright reads the fixtures a hook uses from its first parameter, so it must be a pattern.
// oxlint-disable-next-line no-empty-pattern
test.beforeAll(({}, info) => {
  accounts = {
    listed: ownAccount(info, "liste"),
    promoted: ownAccount(info, "rol"),
    selfDemoting: ownAccount(info, "kendi"),
    passwordChanging: ownAccount(info, "sifre"),
  };
});

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function setRole(page: Page, email: string, role: "Yönetici" | "Üye") {
  await page.goto("/admin/users");
  await row(page, email).getByRole("link", { name: "Rolü Düzenle" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Kullanıcı Rolünü Düzenle" })).toBeVisible();
  await expect(dialog).toContainText(email);
  await dialog.getByRole("radio", { name: new RegExp(`^${role}`) }).check();
  await dialog.getByRole("button", { name: "Kaydet" }).click();
}

async function tryLogin(page: Page, account: Account) {
  await page.goto("/admin/login");
  await page.getByLabel("E-posta").fill(account.email);
  await page.getByLabel("Şifre").fill(account.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
}

test(
  "the list shows accounts with avatars and roles, fits a phone, and the invite button explains",
  { tag: where.corners },
  async ({ page }) => {
    const member = accounts.listed;
    await openAsAdmin(page, "/admin/users");
    await expect(page.getByRole("heading", { name: "Kullanıcı Yönetimi", level: 1 })).toBeVisible();
    await expect(row(page, demoAdmin.email)).toContainText("Yönetici");
    await expect(row(page, demoAdmin.email)).toContainText("(siz)");
    const mine = row(page, member.email);
    await expect(mine).toContainText("Üye");
    await expect(mine).toContainText("—");
    await expect(mine.getByTestId("generated-avatar")).toHaveText("E");
    await expectNoSidewaysScroll(page);

    await page.getByRole("button", { name: "Kullanıcı Davet Et" }).click();
    await expect(toast(page)).toContainText("npm run admin:create");
    await expect(page).toHaveURL("/admin/users");
    await expect(page.getByRole("main").getByRole("link", { name: "Şifremi değiştir" })).toHaveAttribute(
      "href",
      "/admin/password",
    );
  },
);

test(
  "a promoted member can sign in; demoted again, their open session ends",
  { tag: where.corners },
  async ({ page, browser }, info) => {
    const member = accounts.promoted;
    const theirs = await otherBrowser(browser, info);
    await tryLogin(theirs, member);
    await expect(theirs.getByRole("alert")).toContainText("yönetici yetkisi verilmemiş");

    await openAsAdmin(page, "/admin/users");
    await setRole(page, member.email, "Yönetici");
    await expect(toast(page)).toContainText("Kullanıcı rolü güncellendi.");
    await expect(page).toHaveURL("/admin/users");
    await expect(row(page, member.email)).toContainText("Yönetici");

    await signIn(theirs, member, "/admin/users");
    await expect(row(theirs, member.email)).toContainText("(siz)");

    await setRole(page, member.email, "Üye");
    await expect(toast(page)).toContainText("Kullanıcı rolü güncellendi.");
    await expect(row(page, member.email)).toContainText("Üye");

    await theirs.goto("/admin/dashboard");
    await expect(theirs).toHaveURL(/\/admin\/login/);
    await theirs.context().close();
  },
);

test(
  "an admin cannot change their own role: no link in the list, the dialog only says so",
  { tag: where.corners },
  async ({ page, browser }, info) => {
    const self = accounts.selfDemoting;
    // Another admin's list links to this account's role dialog: its address.
    await openAsAdmin(page, "/admin/users");
    const href = await row(page, self.email).getByRole("link", { name: "Rolü Düzenle" }).getAttribute("href");
    const mine = await otherBrowser(browser, info);
    await signIn(mine, self, "/admin/users");
    await expect(row(mine, self.email)).toContainText("(siz)");
    await expect(row(mine, self.email).getByRole("link", { name: "Rolü Düzenle" })).toHaveCount(0);
    await mine.goto(href!);
    const dialog = mine.getByRole("dialog");
    await expect(dialog).toContainText("kendi rolünüzü değiştiremezsiniz");
    await expect(dialog.getByRole("radio", { name: /^Üye/ })).toBeDisabled();
    await expect(dialog.getByRole("button", { name: "Kaydet" })).toHaveCount(0);
    await expectNoSidewaysScroll(mine);
    // The footer's "Kapat" (the header's close icon has the same name).
    await dialog.getByRole("link", { name: "Kapat" }).last().click();
    await expect(mine).toHaveURL(/\/admin\/users(\?.*)?$/);
    await expect(row(mine, self.email)).toContainText("Yönetici");
    await mine.context().close();
  },
);

test(
  "a password change keeps this session, ends the others, and only the new password works",
  { tag: where.corners },
  async ({ page, browser }, info) => {
    const account = accounts.passwordChanging;
    const elsewhere = await otherBrowser(browser, info);
    await signIn(elsewhere, account);
    await signIn(page, account, "/admin/users");
    await page.getByRole("banner").getByRole("link", { name: "Şifremi değiştir" }).click();
    await expect(page).toHaveURL("/admin/password");
    await expect(page.getByRole("heading", { name: "Şifremi Değiştir", level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page);

    const newPassword = `Yeni-${account.password}`;
    await page.getByLabel("Mevcut şifre").fill("yanlis-sifre-123");
    await page.getByLabel("Yeni şifre", { exact: true }).fill(newPassword);
    await page.getByLabel("Yeni şifre (tekrar)").fill(newPassword);
    await page.getByRole("button", { name: "Şifreyi Değiştir" }).click();
    await expect(page.getByText("Mevcut şifre hatalı.").first()).toBeVisible();
    if (!hasJs(info)) {
      // The page came back from the server, which never sends a password back.
      await expect(page.getByLabel("Mevcut şifre")).toHaveValue("");
      await expect(page.getByLabel("Yeni şifre", { exact: true })).toHaveValue("");
    }

    await page.getByLabel("Mevcut şifre").fill(account.password);
    await page.getByLabel("Yeni şifre", { exact: true }).fill(newPassword);
    await page.getByLabel("Yeni şifre (tekrar)").fill(newPassword);
    await page.getByRole("button", { name: "Şifreyi Değiştir" }).click();
    await expect(toast(page)).toContainText("Şifreniz değiştirildi.");
    await page.goto("/admin/users");
    await expect(page).toHaveURL("/admin/users");

    await elsewhere.goto("/admin/dashboard");
    await expect(elsewhere).toHaveURL(/\/admin\/login/);
    await tryLogin(elsewhere, account);
    await expect(elsewhere.getByRole("alert")).toContainText("E-posta veya şifre hatalı.");
    await signIn(elsewhere, { email: account.email, password: newPassword });
    await elsewhere.context().close();
  },
);
