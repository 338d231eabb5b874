import { expect, test } from "@playwright/test";

import { languages } from "../fixtures/languages";
import { openAsAdmin, showLanguage, toast, uniqueSlug } from "./admin-support";
import { where } from "./where";

// Issue 37's acceptance: a page's English slug renamed twice in the admin leaves both old URLs
// one 301 from the newest; a redirect added in "Yönlendirmeler" works (decision 059). Server
// answers and the admin's forms are held by tests/app/redirects.test.ts; this is the browser's walk.

test.describe.configure({ timeout: 90_000 });

test(
  "renaming a page's English slug twice redirects both old URLs, and a manual redirect works",
  {
    tag: [where.js, where.desktop],
  },
  async ({ page, request }, info) => {
    const slug = uniqueSlug("e2e-redirect", info);
    await openAsAdmin(page, "/admin/pages");
    await page.getByRole("link", { name: "Yeni Sayfa Ekle" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Kategori").selectOption({ label: "Kurumsal" });
    await dialog.getByLabel("Yayında").check();
    for (const lang of languages) {
      await showLanguage(page, lang, true);
      await dialog.locator(`input[name="translations.${lang}.title"]`).fill(`Yönlendirme ${lang} ${slug}`);
    }
    await showLanguage(page, "en", true);
    await dialog.locator('input[name="translations.en.slug"]').fill(`${slug}-a`);
    await dialog.getByLabel("URL (slug)", { exact: true }).fill(slug);
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(toast(page)).toContainText("Yeni sayfa eklendi.");

    for (const next of ["b", "c"]) {
      await page.goto("/admin/pages");
      await page
        .getByRole("row")
        .filter({ hasText: slug })
        .getByRole("link", { name: /düzenle/i })
        .click();
      await showLanguage(page, "en", true);
      await page.getByRole("dialog").locator('input[name="translations.en.slug"]').fill(`${slug}-${next}`);
      await page.getByRole("dialog").getByRole("button", { name: "Kaydet" }).click();
      await expect(toast(page)).toContainText("Sayfa güncellendi.");
    }

    const newest = `/en/corporate/${slug}-c`;
    for (const old of ["a", "b"]) {
      const answer = await request.get(`/en/corporate/${slug}-${old}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(new URL(answer.headers().location!, "http://x").pathname).toBe(newest);
    }
    await page.goto(`/en/corporate/${slug}-a`);
    await expect(page).toHaveURL(newest);

    await page.goto("/admin/redirects?lang=en");
    await expect(page.getByRole("row").filter({ hasText: `${slug}-a` })).toContainText(newest);
    await page.getByRole("link", { name: "Yönlendirme ekle" }).click();
    const add = page.getByRole("dialog");
    await add.getByLabel("Eski adres").fill(`/en/${slug}-brochure`);
    await add.getByLabel("Hedef").fill(newest);
    await add.getByRole("button", { name: "Kaydet" }).click();
    await expect(toast(page)).toContainText("Yönlendirme eklendi.");
    await expect(page.getByRole("row").filter({ hasText: `${slug}-brochure` })).toContainText("Elle eklendi");
    await page.goto(`/en/${slug}-brochure`);
    await expect(page).toHaveURL(newest);
    await expect(page.locator("h1")).toHaveText(`Yönlendirme en ${slug}`);
  },
);
