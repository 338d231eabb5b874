import { expect, test, type Page } from "@playwright/test";
import axe from "axe-core";

import { contactMinFillSeconds } from "~/features/site/contact";

import { languages } from "../fixtures/languages";
import { openAsAdmin, uniqueName } from "./admin-support";
import { publishedProjectSlug, url, type PageKey } from "./support";
import { where } from "./where";

// WCAG 2.0/2.1/2.2 A and AA as axe-core checks them: no violation on any public page type in any
// language, on the phone menu open, or on any admin screen and dialog, with JavaScript on and off.
//
// axe runs inside the page, so "off" is the server's document with every script taken out (the
// DOM a browser without JavaScript shows: no `js` class, no hydration) in a context where axe can
// still run.

const wcag = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// axe's experimental rules stay off. label-content-name-mismatch (WCAG 2.5.3, label in name), off
// by default in axe-core, runs: the tags select it. A control's accessible name holds the text it
// shows, so a speech-input user can say what they see (decision 026).
// aria-dialog-name (a best practice, not a WCAG rule) runs too: the admin's dialogs must be named,
// with JavaScript and without.
const rules = {
  ...Object.fromEntries(axe.getRules(["experimental"]).map((rule) => [rule.ruleId, { enabled: false }])),
  "aria-dialog-name": { enabled: true },
};

/**
 * Every violation on the page as one readable line each (empty when there is none). axe-core is
 * put into the document and run there directly: a third of the time @axe-core/playwright takes,
 * which injects it into every frame first. Frames are not entered (the pages have none of their
 * own; axe still checks the frame elements themselves).
 */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const found = await page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, options)
        .then((result) =>
          result.violations.flatMap((v) =>
            v.nodes.map(
              (n) => `${v.id}: ${n.target.join(" ")} (${n.failureSummary?.split("\n")[1]?.trim() ?? v.help})`,
            ),
          ),
        ),
    { runOnly: { type: "tag" as const, values: wcag }, rules, resultTypes: ["violations" as const] },
  );
  return found.map((line) => `${page.url()} ${line}`);
}

/** From now on, documents arrive without their scripts, as a browser without JavaScript runs them. */
async function withoutScripts(page: Page) {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script\b[\s\S]*?<\/script>/gi, "")
      .replace(/<link[^>]+rel="modulepreload"[^>]*>/gi, "");
    await route.fulfill({ response, body: html });
  });
}

// "missing" is the not-found route's 404, "missingProject" a 404 thrown by a page's loader (the
// layout's error boundary: it had no <title>, document-title).
const publicTypes: Array<PageKey | "project" | "missing" | "missingProject"> = [
  "home",
  "corporate",
  "about",
  "infrastructure",
  "projects",
  "ongoing",
  "project",
  "machinePark",
  "contact",
  "accessibility",
  "media",
  "news",
  "missing",
  "missingProject",
];
const pathOf = (type: (typeof publicTypes)[number], lang: (typeof languages)[number]) =>
  type === "project" || type === "missingProject"
    ? `/${lang}/${lang === "en" || lang === "ru" ? "projects" : "projeler"}/${type === "project" ? publishedProjectSlug : "olmayan-proje"}`
    : type === "missing"
      ? `/${lang}/olmayan-sayfa`
      : url(type, lang);

// Every page type without JavaScript, the server's document. The markup of a page type is the
// same in every language; what differs per language is the text (names, labels, messages) and the
// document's lang attribute. So each page type is scanned once, in the four languages in turn, and
// in every language: the home page (the frame each page shares: header, menus, language
// switcher, footer), the contact page (the form's labels and hints) and the not-found page.
// Scanned in all four languages before: 56 pages; now 23, in two tests so the two workers share them.
const inEveryLanguage = new Set<(typeof publicTypes)[number]>(["home", "contact", "missing"]);
const noJsPaths = [
  ...publicTypes
    .filter((type) => inEveryLanguage.has(type))
    .flatMap((type) => languages.map((lang) => pathOf(type, lang))),
  ...publicTypes
    .filter((type) => !inEveryLanguage.has(type))
    .map((type, i) => pathOf(type, languages[i % languages.length]!)),
];
for (const [half, paths] of [
  ["first", noJsPaths.filter((_, i) => i % 2 === 0)],
  ["second", noJsPaths.filter((_, i) => i % 2 === 1)],
] as const) {
  test(
    `every public page type has no accessibility violation, JavaScript off (${half} half)`,
    { tag: [where.once] },
    async ({ page }) => {
      test.setTimeout(90_000);
      await withoutScripts(page);
      expect(await scan(page, paths)).toEqual([]);
    },
  );
}

// With JavaScript the site script only adds state (the `js` class, the dropdowns' and the
// slider's controls): every page type once, in Turkish, and the home page (the slider's
// labels) in the other languages (decision 027).
test(
  "every public page type has no accessibility violation with JavaScript on, and neither has each language's home page",
  { tag: [where.once] },
  async ({ page }) => {
    test.setTimeout(90_000);
    const paths = [
      ...publicTypes.map((type) => pathOf(type, "tr")),
      ...languages.filter((lang) => lang !== "tr").map((lang) => pathOf("home", lang)),
    ];
    expect(await scan(page, paths)).toEqual([]);
  },
);

/** The violations of each page in turn. */
async function scan(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path, { waitUntil: "load" });
    found.push(...(await violations(page)));
  }
  return found;
}

// The phone menu open, in the phone layout with JavaScript and without (a <details> either way).
test("the phone menu, open, has no accessibility violation", { tag: [where.phone, where.js] }, async ({ page }) => {
  const found: string[] = [];
  for (const js of [true, false]) {
    if (!js) await withoutScripts(page);
    await page.goto(js ? "/tr/kurumsal/hakkimizda" : "/ru/corporate/about");
    await page.getByTestId("mobile-menu").locator("summary").first().click();
    await expect(page.getByTestId("mobile-menu").getByRole("dialog")).toBeVisible();
    found.push(...(await violations(page)));
  }
  expect(found).toEqual([]);
});

// The admin's phone navigation open: the drawer with JavaScript, the <details> list without.
test(
  "the admin's phone navigation, open, has no accessibility violation",
  { tag: [where.phone, where.js] },
  async ({ page }) => {
    const found: string[] = [];
    await openAsAdmin(page, "/admin/site-settings");
    for (const js of [true, false]) {
      if (!js) await withoutScripts(page);
      await page.goto("/admin/site-settings", { waitUntil: "load" });
      await page.getByTestId("admin-phone-nav").locator("summary").click();
      await expect(
        js
          ? page.getByRole("dialog", { name: "Yönetim" })
          : page.getByTestId("admin-phone-nav").getByRole("navigation", { name: "Yönetim bölümleri" }),
      ).toBeVisible();
      found.push(...(await violations(page)));
    }
    expect(found).toEqual([]);
  },
);

const adminScreens = [
  "/admin/dashboard",
  "/admin/messages",
  "/admin/messages?state=archived",
  "/admin/messages/settings",
  "/admin/projects",
  "/admin/projects/new",
  "/admin/pages",
  "/admin/pages/new",
  "/admin/menu",
  "/admin/menu/new",
  // The menu dialog after the picker's search without JavaScript (the combobox with it).
  "/admin/menu/new?q=Hakk%C4%B1m%C4%B1zda&target=custom",
  "/admin/slider",
  "/admin/slider/new",
  "/admin/machine-park",
  "/admin/machine-park/new",
  "/admin/media",
  "/admin/users",
  "/admin/site-settings",
  "/admin/site-settings/contact",
  "/admin/site-settings/home",
  "/admin/site-settings/clients",
  "/admin/password",
  "/admin/trash",
  "/admin/audit",
  "/admin/redirects",
  "/admin/redirects/new",
  "/admin/site-settings/history",
  "/admin/olmayan",
];

/**
 * A message in the inbox, sent through the contact form as a visitor sends one (from an address
 * of its own, past the form's fill time): its dialog and its delete confirmation, as paths.
 */
async function messageScreens(page: Page, name: string): Promise<string[]> {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `2001:db8:a11:${(Date.now() % 0xffff).toString(16)}::1` });
  await page.goto("/tr/contact");
  const form = page.locator("main form");
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="email"]').fill("erisilebilirlik@example.com");
  await form.locator('textarea[name="message"]').fill("Erişilebilirlik denetimi için bir mesaj.");
  await page.waitForTimeout(contactMinFillSeconds * 1000 + 500);
  await form.getByRole("button").click();
  await expect(page.getByRole("status")).toContainText("Teşekkür ederiz");
  await openAsAdmin(page, `/admin/messages?q=${encodeURIComponent(name)}`);
  const open = new URL(
    (await page.getByRole("link", { name: `${name} adlı kişinin mesajını aç` }).getAttribute("href"))!,
    page.url(),
  );
  return [open.pathname, `${open.pathname}/delete`];
}

/** "Alternatif metinler" for the library's two newest files (the demo's), as a path. */
async function altTextsScreen(page: Page): Promise<string> {
  await page.goto("/admin/media");
  const edits = page.getByRole("main").getByRole("link", { name: /dosyasını düzenle$/ });
  const ids = await Promise.all(
    [0, 1].map(async (i) => (await edits.nth(i).getAttribute("href"))!.split("/").at(-1)!.split("?")[0]!),
  );
  return `/admin/media/alt-texts/${ids.join(",")}`;
}

/** The forms whose long texts the rich-text editor enhances. */
const editorForms = ["/admin/pages/new", "/admin/projects/new"];

/** A path that opens a dialog over its list (it animates in with JavaScript). */
const isDialog = (path: string) =>
  /\/new(\?|$)/.test(path) || /^\/admin\/messages\/./.test(path) || path.startsWith("/admin/media/alt-texts");

for (const js of [true, false]) {
  test(
    `every admin screen and dialog has no accessibility violation, JavaScript ${js ? "on" : "off"}`,
    { tag: [where.once] },
    async ({ page }) => {
      // 30 screens scanned in turn: 84–96 s on a machine at load 8–12, past the 90 s it had.
      test.setTimeout(180_000);
      if (!js) await withoutScripts(page);
      const message = await messageScreens(page, uniqueName("Erişilebilirlik", test.info()));
      const altTexts = await altTextsScreen(page);
      const found: string[] = [];
      for (const path of [...adminScreens, ...message, altTexts]) {
        await page.goto(path, { waitUntil: "load" });
        // A dialog opened with JavaScript animates in: check it once it stands still.
        if (js && isDialog(path)) await expect(page.getByRole("dialog")).toBeVisible();
        // A form with a long text: checked with its rich-text editor loaded (toolbar and surface).
        if (js && editorForms.includes(path)) await expect(page.getByRole("toolbar").first()).toBeVisible();
        found.push(...(await violations(page)));
      }
      await page.context().clearCookies();
      await page.goto("/admin/login");
      found.push(...(await violations(page)));
      expect(found).toEqual([]);
    },
  );
}

// The menu and page dialogs in the states she meets (issue 35): the picker's list open with an
// option under the arrows, and the messages of a refused save.
test(
  "the menu and page dialogs, open with their list and their messages, have no accessibility violation",
  { tag: [where.desktop, where.js] },
  async ({ page }) => {
    const found: string[] = [];
    await openAsAdmin(page, "/admin/menu/new");
    let dialog = page.getByRole("dialog");
    // The combobox once React runs (the select before).
    const target = dialog.locator('input[role="combobox"]');
    await target.fill("proje");
    await page.keyboard.press("ArrowDown");
    await expect(target).toHaveAttribute("aria-activedescendant", /option/);
    found.push(...(await violations(page)));
    await page.keyboard.press("Escape");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog.getByText("Etiket zorunludur").first()).toBeVisible();
    found.push(...(await violations(page)));

    await page.goto("/admin/pages/new");
    dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.locator("form").evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog.getByText("Kategori seçimi zorunludur.")).toBeVisible();
    found.push(...(await violations(page)));
    expect(found).toEqual([]);
  },
);
