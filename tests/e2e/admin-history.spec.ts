import { expect, test, type Page } from "@playwright/test";

import { demoAdmin } from "../fixtures/accounts";
import { browserFile, tinyPng } from "../fixtures/images";
import { languages } from "../fixtures/languages";
import { openAsAdmin, showLanguage, toast, uniqueSlug, writeContent } from "./admin-support";
import { hasJs } from "./support";
import { where } from "./where";

// A record's history, the trash and the audit trail from the admin's side (docs/decisions/046–048):
// what an editor does to undo a save or a delete, and that the public site follows.

test.describe.configure({ timeout: 90_000 });

/** The audit trail's rows for one kind of record whose summary names `label`. */
async function auditRows(page: Page, type: string, label: string) {
  await page.goto(`/admin/audit?type=${type}`);
  return page.getByRole("row").filter({ hasText: `“${label}”` });
}

/** Saves the open dialog and waits for the list it returns to, with the toast. */
async function save(page: Page, list: string, message: string) {
  await page.getByRole("dialog").getByRole("button", { name: "Kaydet" }).click();
  await expect(page).toHaveURL(list);
  await expect(toast(page)).toContainText(message);
}

test(
  "a page saved three times: revisions 1 and 3 compared per language, revision 1 restored to the public site",
  { tag: where.desktop },
  async ({ page }, info) => {
    const js = hasJs(info);
    const slug = uniqueSlug("gecmis", info);
    const title = (n: number, lang: string) => `Sürüm${n} ${lang} ${slug}`;

    await openAsAdmin(page, "/admin/pages/new");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Kategori").selectOption({ label: "Kurumsal" });
    await dialog.getByLabel("Yayında").check();
    await dialog.getByLabel("URL (slug)", { exact: true }).fill(slug);
    for (const lang of languages) {
      await showLanguage(page, lang, js);
      await dialog.locator(`input[name="translations.${lang}.title"]`).fill(title(1, lang));
      await writeContent(page, lang, `<p>Metin ${lang}</p>`, js);
    }
    await save(page, "/admin/pages", "Yeni sayfa eklendi.");
    const edit = await page
      .getByRole("row")
      .filter({ hasText: slug })
      .getByRole("link", { name: /düzenle/i })
      .getAttribute("href");
    const id = new URL(edit!, "http://site.test").pathname.split("/").at(-1)!;

    // Two more saves, each changing the Turkish and the English title.
    for (const n of [2, 3]) {
      await page.goto(`/admin/pages/${id}`);
      for (const lang of ["tr", "en"]) {
        await showLanguage(page, lang, js);
        await dialog.locator(`input[name="translations.${lang}.title"]`).fill(title(n, lang));
      }
      await save(page, "/admin/pages", "Sayfa güncellendi.");
    }

    // The form's "Geçmiş" leads to the history; 1 ↔ 3 shows each language's change.
    await page.goto(`/admin/pages/${id}`);
    await page.getByRole("dialog").getByRole("link", { name: "Geçmiş" }).click();
    await expect(page).toHaveURL(`/admin/pages/${id}/history`);
    await page.goto(`/admin/pages/${id}/history?from=1&to=3`);
    for (const lang of ["tr", "en"]) {
      const change = page.getByTestId(`change-translations.${lang}.title`);
      await expect(change.locator("del")).toContainText("Sürüm1");
      await expect(change.locator("ins")).toContainText("Sürüm3");
    }
    await expect(page.getByTestId("change-translations.ru.title")).toHaveCount(0);

    await page.getByRole("link", { name: "Sürüm 1'i geri yükle" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Geri yükle" }).click();
    await expect(toast(page)).toContainText("Sürüm 1 geri yüklendi.");
    await page.goto(`/tr/kurumsal/${slug}`);
    await expect(page.locator("h1")).toHaveText(title(1, "tr"));

    // Each action once in the audit trail, by the admin who did it.
    const rows = await auditRows(page, "page", title(1, "tr"));
    await expect(rows.filter({ hasText: "oluşturuldu" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "1. sürümden geri yüklendi" })).toHaveCount(1);
    await expect(rows.first()).toContainText(demoAdmin.email);
    const updates = (await auditRows(page, "page", title(3, "tr"))).filter({ hasText: "güncellendi" });
    await expect(updates).toHaveCount(1);
  },
);

test(
  "a project deleted and restored from the trash is public again with its translations and image",
  { tag: where.desktop },
  async ({ page }, info) => {
    const js = hasJs(info);
    const name = uniqueSlug("cop", info);
    const title = (lang: string) => `Çöp ${lang} ${name}`;

    await openAsAdmin(page, "/admin/projects/new");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Kategori").selectOption({ label: "Enerji" });
    await dialog.getByLabel("Durum").selectOption({ label: "Yayında" });
    await dialog.getByLabel("İlerleme").selectOption({ label: "Tamamlandı" });
    await dialog.getByLabel("Sıra").fill("901");
    await dialog.getByLabel("Görsel", { exact: true }).setInputFiles(browserFile("cop.png", tinyPng));
    for (const lang of languages) {
      await showLanguage(page, lang, js);
      await dialog.locator(`input[name="translations.${lang}.title"]`).fill(title(lang));
      await dialog.locator(`textarea[name="translations.${lang}.description"]`).fill(`Açıklama ${lang}`);
    }
    await save(page, "/admin/projects", "Yeni proje eklendi.");
    const card = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ hasText: title("tr") });
    const path = await card.getByRole("link", { name: /sitede görüntüle/ }).getAttribute("href");
    const slug = new URL(path!, "http://site.test").pathname.split("/").at(-1)!;

    await card.getByRole("link", { name: /projesini sil$/ }).click();
    await expect(page.getByRole("dialog")).toContainText("30 gün çöp kutusunda bekler");
    await page.getByRole("dialog").getByRole("button", { name: "Sil" }).click();
    await expect(toast(page)).toContainText("Proje silindi.");
    expect((await page.goto(path!))?.status()).toBe(404);

    await page.goto("/admin/trash");
    await page.getByRole("link", { name: `${title("tr")} kaydını geri yükle` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Geri yükle" }).click();
    await expect(toast(page)).toContainText(`“${title("tr")}” geri yüklendi.`);

    expect((await page.goto(path!))?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(title("tr"));
    await expect(page.locator(`main img[src^="/files/project-images/"]`)).toBeVisible();
    expect((await page.goto(`/en/projects/${slug}`))?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(title("en"));

    const rows = await auditRows(page, "project", title("tr"));
    await expect(rows.filter({ hasText: "silindi (çöp kutusuna taşındı)" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "çöp kutusundan geri yüklendi" })).toHaveCount(1);
    await expect(rows.first()).toContainText(demoAdmin.email);
  },
);
