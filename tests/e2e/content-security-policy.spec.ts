import { expect, test, type Page } from "@playwright/test";

import { openAsAdmin } from "./admin-support";
import { publishedProjectSlug } from "./support";
import { where } from "./where";

// The site under its Content-Security-Policy (docs/decisions/016-content-security-policy.md), in
// a browser with JavaScript: the admin hydrates, the public pages' own script works, and the browser reports no
// violation while a visitor and an admin walk them. A script, style or image the policy blocks
// would show up here as a `securitypolicyviolation` event or a console error.

test.describe.configure({ timeout: 60_000 });

/** Collects the policy violations the page reports, across navigations; call the result to assert none. */
async function watchForViolations(page: Page): Promise<() => void> {
  const violations: string[] = [];
  await page.exposeFunction("reportPolicyViolation", (text: string) => violations.push(text));
  // Init scripts are injected by the browser's debugger, outside the page's policy.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return () => expect(violations).toEqual([]);
}

/** The page is hydrated: the policy let the nonced inline script and React Router's modules run. */
async function expectHydrated(page: Page) {
  await expect(page.locator("html")).toHaveClass(/\bjs\b/);
  // hydrateRoot(document) marks the document as React's container.
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
}

/** Follows a link with the router (no document load): a marker set on the window survives it. */
async function navigateInApp(page: Page, click: () => Promise<void>, path: RegExp) {
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await click();
  await expect(page).toHaveURL(path);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
}

// Public pages carry no React (decision 027): their one inline script, nonced, is what must run.
test(
  "the public site runs under the policy: home, slider, header, a project, contact",
  { tag: [where.js, where.desktop] },
  async ({ page }) => {
    const expectNoViolations = await watchForViolations(page);
    const response = await page.goto("/tr/");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await expect(page.locator("html")).toHaveClass(/\bjs\b/);
    expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")))).toBe(
      false,
    );

    // The hero slider's buttons and the header's dropdowns are the site script's handlers.
    const slides = page.locator("[data-slide]");
    await page.getByRole("button", { name: "Sonraki slayt" }).click();
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
    const toggle = page.locator("#toggle-language");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    await page.locator(`main a[href="/tr/projeler/${publishedProjectSlug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/tr/projeler/${publishedProjectSlug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.locator('footer a[href="/tr/contact"], header a[href="/tr/contact"]').first().click();
    await expect(page).toHaveURL(/\/tr\/contact$/);
    await expect(page.getByRole("main").locator("form")).toBeVisible();
    expectNoViolations();
  },
);

test(
  "the admin runs under the policy: dashboard, the projects dialog, the slider screen",
  { tag: [where.js, where.desktop] },
  async ({ page }) => {
    const expectNoViolations = await watchForViolations(page);
    await openAsAdmin(page, "/admin/dashboard");
    await expectHydrated(page);

    await navigateInApp(
      page,
      () => page.getByRole("link", { name: "Proje Yönetimi" }).first().click(),
      /\/admin\/projects$/,
    );
    await page.getByRole("link", { name: "Yeni Proje Ekle" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Yeni Proje Ekle" })).toBeVisible();
    // A Radix dialog closes on Escape only when its scripts run.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/projects$/);

    await page.goto("/admin/slider");
    await expectHydrated(page);
    await expect(page.locator("[data-slide-row]").first()).toBeVisible();
    expectNoViolations();
  },
);
