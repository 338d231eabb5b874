import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, type Browser, type Locator, type Page, type TestInfo } from "@playwright/test";

import { demoAdmin } from "../fixtures/accounts";
import { hasJs } from "./support";
import { adminSessionFile } from "./where";

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
 * An account of the calling test's own, made with `npm run admin:create` in the server's state
 * directory (the running Worker reads it at once), so a flow that ends sessions or changes a
 * password never disturbs the demo accounts other files rely on.
 */
export function createAccount(info: TestInfo, label: string, role: "admin" | "member"): Account {
  const email = `e2e-${label}-${info.project.name}-${info.workerIndex}-${Date.now().toString(36)}@example.com`;
  return adminCreate(email, role, `Sifre-${label}-${Math.random().toString(36).slice(2, 10)}`);
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
