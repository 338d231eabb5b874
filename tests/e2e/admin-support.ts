import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";

import { hashPassword } from "~/backend/d1/passwords";

import { accountUpsertSql } from "../../scripts/account-sql.mjs";
import { d1Execute } from "../../scripts/d1-execute.mjs";
import { demoAdmin } from "../fixtures/accounts";
import { hasJs } from "./support";
import { adminSessionFile, projectNames } from "./where";

/** Signs in through the login form, as a person would, and waits for the admin. */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = demoAdmin,
  target = "/admin/dashboard",
) {
  await page.goto(`/admin/login?redirectTo=${encodeURIComponent(target)}`);
  await page.getByLabel("E-posta").fill(account.email);
  await page.getByLabel("Şifre").fill(account.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  // The password hash is deliberately slow; on a busy machine it takes longer than 5 s.
  await expect(page).toHaveURL(target, { timeout: 15_000 });
  // The address changes before the stylesheet has loaded; until then every layout's rows look visible.
  await page.waitForLoadState("load");
}

/**
 * Opens an admin page as the demo admin with the session the setup project signed in
 * (admin-session.setup.ts), for specs about the admin's screens rather than signing in.
 */
export async function openAsAdmin(page: Page, target = "/admin/dashboard") {
  const { cookies } = JSON.parse(readFileSync(adminSessionFile(), "utf8")) as {
    cookies: Parameters<ReturnType<Page["context"]>["addCookies"]>[0];
  };
  await page.context().addCookies(cookies);
  await page.goto(target);
  await expect(page).toHaveURL(target);
}

/**
 * Leaves a form with unsaved changes after its İptal, close button or Escape: with JavaScript the
 * admin asks first (decision 056), answered "Çık"; without it the link just goes.
 */
export async function leaveUnsaved(page: Page, js: boolean) {
  if (!js) return;
  await page
    .getByRole("alertdialog", { name: "Kaydedilmemiş değişiklikler var" })
    .getByRole("button", { name: "Çık" })
    .click();
}

/** The toast's text (success and error toasts alike), once one is shown. */
export function toast(page: Page) {
  return page.getByTestId("toast");
}

/** The toast shown now covers none of the page's visible form fields (issue 35: not on a phone either). */
export async function expectToastClearOfFields(page: Page) {
  await expect(toast(page)).toBeVisible();
  const covered = await toast(page).evaluate((shown) => {
    const box = shown.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>("main input:not([type=hidden]), main textarea, main select")]
      .filter((field) => {
        const r = field.getBoundingClientRect();
        const visible = r.width > 0 && r.height > 0;
        return visible && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
      })
      .map((field) => field.getAttribute("name") ?? field.id);
  });
  expect(covered).toEqual([]);
}

/** A name unique to this test run, so parallel projects never collide on slugs or titles. */
export function uniqueName(prefix: string, info: { project: { name: string }; workerIndex: number }) {
  return `${prefix} ${info.project.name} ${info.workerIndex} ${Date.now().toString(36)}`;
}

/** `uniqueName` as a slug or file-name stem: lower case, dashes for everything else. */
export function uniqueSlug(prefix: string, info: { project: { name: string }; workerIndex: number }) {
  return uniqueName(prefix, info)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
}

/** Shows a language's fields in the open dialog: a tab click with JavaScript; without it all are on the page. */
export async function showLanguage(page: Page, lang: string, js: boolean) {
  if (js) await page.getByRole("dialog").getByRole("tab", { name: lang.toUpperCase() }).click();
}

/** The rich-text editor of the open dialog's shown language (its editing surface, named by the field's label). */
export function contentEditor(page: Page, label = "İçerik (HTML)") {
  // The editing surface only: until the editor's chunk has loaded, the textarea has the same name.
  return page
    .getByRole("dialog")
    .getByRole("textbox", { name: label, exact: true })
    .and(page.locator('[contenteditable="true"]'));
}

/** Pastes HTML into an editing surface as the clipboard would hand it over (text/html and text/plain). */
export async function pasteHtml(target: Locator, html: string) {
  await target.click();
  await target.evaluate((element, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData("text/html", pasted);
    clipboardData.setData("text/plain", pasted.replace(/<[^>]*>/g, ""));
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData, bubbles: true, cancelable: true }));
  }, html);
}

/**
 * Writes HTML into a language's content: pasted into the rich-text editor with JavaScript (which
 * keeps what its schema knows), typed into the textarea without.
 */
export async function writeContent(page: Page, lang: string, html: string, js: boolean) {
  if (js) await pasteHtml(contentEditor(page), html);
  else await page.getByRole("dialog").locator(`textarea[name="translations.${lang}.content"]`).fill(html);
}

/** Clicks a link on a list card; scrolled to the middle first, clear of the toast at the bottom. */
export async function clickCardLink(link: Locator) {
  await link.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await link.click();
}

/**
 * Saves the open dialog past the browser's own required-field check, to reach the form's and the
 * server's rules; returns the statuses of the posts that follow, as they arrive.
 */
export async function saveUnchecked(page: Page): Promise<number[]> {
  const dialog = page.getByRole("dialog");
  await dialog.locator("form").evaluate((f: HTMLFormElement) => (f.noValidate = true));
  const statuses: number[] = [];
  page.on("response", (r) => {
    if (r.request().method() === "POST") statuses.push(r.status());
  });
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  return statuses;
}

const stateDir = process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state";

export interface Account {
  email: string;
  password: string;
}

/**
 * The accounts the specs change (roles, passwords, sessions), each a test's own so the demo
 * accounts other files rely on stay untouched: one of each per browser project.
 */
export const ownAccountRoles = {
  liste: "member",
  rol: "member",
  kendi: "admin",
  sifre: "admin",
  oturum: "admin",
  sifirla: "admin",
  yazilan: "admin",
} as const;
export type OwnAccount = keyof typeof ownAccountRoles;

/** Where the setup project keeps the accounts it made (one file per server port). */
export const ownAccountsFile = (port: number | string = process.env.E2E_PORT ?? 8788) =>
  `test-results/e2e-${port}-accounts.json`;

/**
 * Makes every project's own accounts in the server's state directory with one database call
 * (`npm run admin:create`'s statements, scripts/account-sql.mjs; the running Worker reads them at
 * once). One wrangler call instead of one `npm run admin:create` each (seconds apiece).
 */
export async function makeOwnAccounts(): Promise<Record<string, Account>> {
  const made: Record<string, Account> = {};
  const statements: string[] = [];
  const run = Date.now().toString(36);
  for (const project of projectNames) {
    for (const [label, role] of Object.entries(ownAccountRoles)) {
      const account = {
        email: `e2e-${label}-${project}-${run}@example.com`,
        password: `Sifre-${label}-${Math.random().toString(36).slice(2, 10)}`,
      };
      made[`${label} ${project}`] = account;
      statements.push(accountUpsertSql({ email: account.email, hash: await hashPassword(account.password), role }));
    }
  }
  d1Execute(["--local", "--command", statements.join("\n"), "--persist-to", stateDir], { quiet: true });
  return made;
}

/** The calling project's own account `label`, made by the setup project (makeOwnAccounts). */
export function ownAccount(info: TestInfo, label: OwnAccount): Account {
  const made = JSON.parse(readFileSync(ownAccountsFile(), "utf8")) as Record<string, Account>;
  const account = made[`${label} ${info.project.name}`];
  if (!account) throw new Error(`No account "${label}" for ${info.project.name}: run the admin-session setup project.`);
  return account;
}

/** Runs `npm run admin:create` as an operator would: a new account, or a reset of an existing one. */
export function adminCreate(email: string, role: "admin" | "member", password: string): Account {
  execFileSync(
    "npm",
    ["run", "--silent", "admin:create", "--", "--email", email, "--role", role, "--persist-to", stateDir],
    {
      env: { ...process.env, ADMIN_PASSWORD: password },
      stdio: "pipe",
    },
  );
  return { email, password };
}

/** A second browser for another person, with this project's JavaScript setting and screen. */
export async function otherBrowser(browser: Browser, info: TestInfo): Promise<Page> {
  const { viewport, baseURL, isMobile, hasTouch, userAgent, deviceScaleFactor } = info.project.use;
  const context = await browser.newContext({
    viewport,
    baseURL,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    javaScriptEnabled: hasJs(info),
  });
  return context.newPage();
}

/**
 * One settings save at a time across the projects and files (they share the database, and a
 * save at a stale version is refused): a directory made atomically is the lock; one left behind
 * by a killed run is stale after two minutes.
 */
export async function withSettingsLock<T>(run: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `admin-settings-e2e-${process.env.E2E_PORT ?? "8788"}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // Removed meanwhile by its owner: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
