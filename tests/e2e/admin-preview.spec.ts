import { expect, test, type Page } from "@playwright/test";
import axe from "axe-core";

import { languages } from "../fixtures/languages";
import { openAsAdmin, showLanguage, toast, uniqueSlug } from "./admin-support";
import { where } from "./where";

// "Önizle" and a shared preview link (docs/decisions/058-preview-links.md), the way an editor
// shares a draft: previewed in two languages, shared, opened by someone without an account, revoked.

test.describe.configure({ timeout: 90_000 });

/** The WCAG A/AA violations axe finds on the page, one line each (tests/e2e/accessibility.spec.ts runs all screens). */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe
      .run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
        resultTypes: ["violations"],
      })
      .then((result) => result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)),
  );
}

test(
  "a draft project previewed in two languages, shared by a link that opens without a session until it is revoked",
  { tag: [where.js, where.desktop] },
  async ({ page, browser }, info) => {
    const name = uniqueSlug("onizleme", info);
    const title = (lang: string) => `Taslak ${lang} ${name}`;
    await openAsAdmin(page, "/admin/projects/new");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Kategori").selectOption({ label: "Enerji" });
    await dialog.getByLabel("Durum").selectOption({ label: "Taslak" });
    await dialog.getByLabel("İlerleme").selectOption({ label: "Devam Ediyor" });
    for (const lang of languages) {
      await showLanguage(page, lang, true);
      await dialog.locator(`input[name="translations.${lang}.title"]`).fill(title(lang));
    }
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(toast(page)).toContainText("Yeni proje eklendi.");
    await page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: title("tr") })
      .getByRole("link", { name: /düzenle/i })
      .click();

    // An unsaved edit, previewed in Turkish and in English, each in a tab of its own.
    await showLanguage(page, "en", true);
    await dialog.locator('input[name="translations.en.title"]').fill(`${title("en")} edited`);
    for (const [lang, language, heading] of [
      ["tr", "Türkçe", title("tr")],
      ["en", "English", `${title("en")} edited`],
    ] as const) {
      const button = dialog.getByRole("button", { name: `${language} önizle (yeni sekmede açılır)` });
      // "Önizle" is a disclosure: it stays open after a choice.
      if (!(await button.isVisible())) await dialog.getByText("Önizle", { exact: true }).click();
      const opened = page.context().waitForEvent("page");
      await button.click();
      const tab = await opened;
      await expect(tab.locator("h1")).toHaveText(heading);
      await expect(tab.getByTestId("preview-bar")).toBeVisible();
      expect(await tab.locator("html").getAttribute("lang")).toBe(lang);
      await tab.close();
    }

    // A link of the form as it is, opened by a visitor without a session.
    const create = dialog.getByRole("button", { name: "Önizleme bağlantısı oluştur" });
    if (!(await create.isVisible())) await dialog.getByText("Önizle", { exact: true }).click();
    await create.click();
    await expect(toast(page)).toContainText("Önizleme bağlantısı oluşturuldu.");
    const row = page.getByTestId("preview-link").first();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await violations(page)).toEqual([]);
    const href = new URL((await row.getByRole("link", { name: "EN" }).getAttribute("href"))!, page.url()).href;
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    expect((await guest.goto(href))?.status()).toBe(200);
    await expect(guest.locator("h1")).toHaveText(`${title("en")} edited`);
    await expect(guest.getByTestId("preview-bar")).toContainText("This link is valid until");
    expect(await violations(guest)).toEqual([]);

    await row.getByRole("button", { name: /^İptal et: / }).click();
    await expect(toast(page)).toContainText("Önizleme bağlantısı iptal edildi.");
    expect((await guest.goto(href))?.status()).toBe(410);
    await expect(guest.locator("h1")).toHaveText("This preview link has expired");
    await expect(guest.getByText("Önizleme bağlantısının süresi doldu")).toBeVisible();
    expect(await violations(guest)).toEqual([]);
    await visitor.close();
  },
);
