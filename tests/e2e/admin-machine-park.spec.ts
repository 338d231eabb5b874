import { expect, test, type Locator, type Page } from "@playwright/test";

import { blankPng, browserFile, tinyPng } from "../fixtures/images";
import { languages, type Lang } from "../fixtures/languages";
import {
  clickCardLink,
  leaveUnsaved,
  openAsAdmin,
  saveUnchecked,
  showLanguage,
  toast,
  uniqueName,
} from "./admin-support";
import { hasJs, isPhone } from "./support";
import { where } from "./where";

// The machine park manager, with and without JavaScript. Each test works on a machine of its
// own, uniquely named and sorted after the seeded ones (Sıra 900), and deletes it at the end, so
// the public machine park other specs visit keeps its demo content.

const listPath = "/admin/machine-park";

// The default 30 s is tight when the suite shares two cores with other work; these are page loads, not waits.
test.describe.configure({ timeout: 60_000 });

/** A machine's card in the admin list, found by its Turkish name. */
function card(page: Page, name: string): Locator {
  return page.getByRole("main").getByRole("listitem").filter({ hasText: name });
}

/** A machine's card on the public machine park, found by its name in that language. */
function publicCard(page: Page, name: string): Locator {
  return page.locator("main article").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

async function openDialog(page: Page, link: Locator, heading: string) {
  await clickCardLink(link);
  await expect(page.getByRole("dialog").getByRole("heading", { name: heading })).toBeVisible();
}

async function save(page: Page, message: string) {
  await page.getByRole("dialog").getByRole("button", { name: "Kaydet" }).click();
  await expect(page).toHaveURL(listPath);
  await expect(toast(page)).toContainText(message);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test(
  "create with an image, see it on the public machine park, replace the image, hide it, delete it",
  { tag: where.corners },
  async ({ page }, info) => {
    // One machine's whole life: some fifteen page loads.
    test.setTimeout(120_000);
    const js = hasJs(info);
    const name = uniqueName("Paletli Ekskavatör", info);
    const names: Record<Lang, string> = {
      tr: name,
      en: `Crawler Excavator ${name}`,
      ru: `Гусеничный экскаватор ${name}`,
      uz: `Zanjirli ekskavator ${name}`,
    };
    const category = `Hafriyat ${info.project.name}`;
    // The category in each language, as the name (issue 35).
    const categories = {
      tr: category,
      en: `Earthworks ${info.project.name}`,
      ru: `Земляные работы ${info.project.name}`,
      uz: `Yer ishlari ${info.project.name}`,
    };
    await openAsAdmin(page, listPath);
    await expect(page.getByRole("heading", { name: "Makine Parkı Yönetimi" })).toBeVisible();

    // A new machine starts visible, at order 0.
    await page.getByRole("link", { name: "Yeni Ekipman Ekle" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Yeni Ekipman Ekle" })).toBeVisible();
    await expect(dialog.getByRole("switch", { name: "Görünür" })).toBeChecked();
    await expect(dialog.getByLabel("Sıra")).toHaveValue("0");
    if (isPhone(info)) await expectNoSidewaysScroll(page);
    await dialog.getByLabel("Model Adı / Kodu").fill("CAT 330 GC");
    await dialog.getByLabel("Sıra").fill("900");
    await dialog.getByLabel("Görsel", { exact: true }).setInputFiles(browserFile("ekskavator.png", tinyPng));
    if (js) await expect(dialog.getByRole("img", { name: "Seçilen görselin önizlemesi" })).toBeVisible();
    for (const lang of languages) {
      await showLanguage(page, lang, js);
      await dialog.locator(`input[name="translations.${lang}.name"]`).fill(names[lang]);
      await dialog.locator(`input[name="translations.${lang}.category"]`).fill(categories[lang]);
      await dialog
        .locator(`textarea[name="translations.${lang}.description"]`)
        .fill(`Açıklama ${lang}: 30 ton sınıfı.`);
    }
    await save(page, "Yeni ekipman eklendi.");
    const machineCard = card(page, name);
    await expect(machineCard).toContainText(category);
    await expect(machineCard).toContainText("Model: CAT 330 GC");
    await expect(machineCard).toContainText("Görünür");
    await expect(machineCard).toContainText("Açıklama tr: 30 ton sınıfı.");
    const firstImage = await machineCard.locator("img").getAttribute("src");
    expect(firstImage).toMatch(/^\/files\/equipment-images\//);
    if (isPhone(info)) await expectNoSidewaysScroll(page);

    // On the public machine park, in each language's words.
    for (const lang of ["tr", "en"] as const) {
      await page.goto(`/${lang}/machine-park`);
      const shown = publicCard(page, names[lang]);
      await expect(shown).toContainText(categories[lang]);
      await expect(shown).toContainText("CAT 330 GC");
      await expect(shown).toContainText(`Açıklama ${lang}: 30 ton sınıfı.`);
      await expect(shown.locator("img")).toHaveAttribute("src", firstImage!);
    }

    // Edit: the values come filled in; a new English name and a new image, which replaces the old.
    await page.goto(listPath);
    await openDialog(
      page,
      card(page, name).getByRole("link", { name: `${name} ekipmanını düzenle` }),
      "Ekipmanı Düzenle",
    );
    await expect(dialog.locator('input[name="translations.tr.category"]')).toHaveValue(category);
    await expect(dialog.locator('input[name="translations.uz.category"]')).toHaveValue(categories.uz);
    await expect(dialog.getByLabel("Model Adı / Kodu")).toHaveValue("CAT 330 GC");
    await expect(dialog.getByLabel("Sıra")).toHaveValue("900");
    await expect(dialog.getByRole("switch", { name: "Görünür" })).toBeChecked();
    await expect(dialog.getByRole("img", { name: "Mevcut görsel" })).toHaveAttribute("src", firstImage!);
    await showLanguage(page, "en", js);
    await dialog.locator('input[name="translations.en.name"]').fill(`Tracked Excavator ${name}`);
    await dialog.getByLabel("Görsel", { exact: true }).setInputFiles(browserFile("yeni-ekskavator.png", tinyPng));
    await save(page, "Ekipman güncellendi.");
    const secondImage = await card(page, name).locator("img").getAttribute("src");
    expect(secondImage).toMatch(/^\/files\/equipment-images\//);
    expect(secondImage).not.toBe(firstImage);
    expect((await page.request.get(firstImage!)).status()).toBe(404);
    await page.goto("/en/machine-park");
    await expect(publicCard(page, `Tracked Excavator ${name}`)).toBeVisible();

    // Hide it and take its image away: gone from the public machine park, and its file with it.
    await page.goto(listPath);
    await openDialog(
      page,
      card(page, name).getByRole("link", { name: `${name} ekipmanını düzenle` }),
      "Ekipmanı Düzenle",
    );
    await dialog.getByRole("switch", { name: "Görünür" }).uncheck();
    await dialog.getByLabel("Görseli kaldır").check();
    await save(page, "Ekipman güncellendi.");
    await expect(card(page, name)).toContainText("Gizli");
    await expect(card(page, name).locator("img")).toHaveAttribute("src", "/images/placeholder.svg");
    expect((await page.request.get(secondImage!)).status()).toBe(404);
    await page.goto("/tr/machine-park");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(publicCard(page, name)).toHaveCount(0);

    // Delete: the confirmation names the machine.
    await page.goto(listPath);
    await openDialog(page, card(page, name).getByRole("link", { name: `${name} ekipmanını sil` }), "Ekipmanı Sil");
    await expect(dialog).toContainText(`“${name}” ekipmanını silmek istediğinizden emin misiniz?`);
    await dialog.getByRole("button", { name: "Sil" }).click();
    await expect(page).toHaveURL(listPath);
    await expect(toast(page)).toContainText("Ekipman silindi.");
    await expect(card(page, name)).toHaveCount(0);
  },
);

test(
  "an invalid machine comes back with Turkish messages and the values kept",
  { tag: where.desktop },
  async ({ page }, info) => {
    const js = hasJs(info);
    const name = uniqueName("Yarım Kalan Vinç", info);
    await openAsAdmin(page, `${listPath}/new`);
    const dialog = page.getByRole("dialog");
    await dialog.locator('input[name="translations.tr.category"]').fill("Kaldırma");
    await dialog.getByLabel("Sıra").fill("on iki");
    for (const lang of ["tr", "en", "uz"] as const) {
      await showLanguage(page, lang, js);
      await dialog.locator(`input[name="translations.${lang}.name"]`).fill(`${name} ${lang}`);
    }
    await dialog
      .getByLabel("Görsel", { exact: true })
      .setInputFiles({ name: "notlar.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    const responses = await saveUnchecked(page);
    await expect(dialog.getByText(/^Görsel yüklenemedi: Yalnızca JPEG, PNG, GIF veya WebP/)).toBeVisible();
    await expect(dialog.getByLabel("Görsel", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Sıra numarası bir sayı olmalıdır.")).toBeVisible();
    await expect(dialog.getByLabel("Sıra")).toHaveValue("on iki");
    await expect(dialog.locator('input[name="translations.tr.category"]')).toHaveValue("Kaldırma");
    await showLanguage(page, "ru", js);
    await expect(dialog.locator('input[name="translations.ru.name"]')).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Ad zorunludur", { exact: true })).toBeVisible();
    await showLanguage(page, "tr", js);
    await expect(dialog.locator('input[name="translations.tr.name"]')).toHaveValue(`${name} tr`);
    if (!js) expect(responses).toEqual([400]);

    // Cancel leaves without saving (asked first, with JavaScript: typed work is at stake).
    await dialog.getByRole("link", { name: "İptal" }).click();
    await leaveUnsaved(page, js);
    await expect(page).toHaveURL(listPath);
    await expect(card(page, name)).toHaveCount(0);

    // A machine that does not exist: 404, said in the dialog over the list.
    expect((await page.goto(`${listPath}/olmayan-ekipman`))?.status()).toBe(404);
    await expect(page.getByRole("dialog")).toContainText("Ekipman bulunamadı.");
    expect((await page.goto(`${listPath}/olmayan-ekipman/delete`))?.status()).toBe(404);
  },
);

test(
  "a picture past 4 megapixels chosen for a machine is made smaller before it is sent, the field says so, and a save made meanwhile waits for it",
  { tag: where.once },
  async ({ page }, info) => {
    const name = uniqueName("Genis Vinc", info);
    await openAsAdmin(page, "/admin/machine-park/new");
    const dialog = page.getByRole("dialog");
    await dialog.locator('input[name="translations.tr.category"]').fill("Kaldırma");
    for (const lang of languages) {
      await showLanguage(page, lang, true);
      await dialog
        .locator(`input[name="translations.${lang}.name"]`)
        .fill(`${name} ${lang === "tr" ? "" : lang}`.trim());
    }
    const field = dialog.getByLabel("Görsel", { exact: true });
    await field.setInputFiles({
      name: "genis-tarama.png",
      mimeType: "image/png",
      buffer: Buffer.from(await blankPng(4000, 2500)),
    });
    // At once, while the picture is still being made smaller: the save waits and sends the smaller one.
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(page).toHaveURL(listPath);
    await expect(toast(page)).toContainText("Yeni ekipman eklendi.");
    await expect(card(page, name).locator("img")).toHaveAttribute("src", /_2529x1581p[-_]/);

    // The field on its own: what it says, and what the form would send.
    await openAsAdmin(page, "/admin/machine-park/new");
    await field.setInputFiles({
      name: "genis-tarama.png",
      mimeType: "image/png",
      buffer: Buffer.from(await blankPng(4000, 2500)),
    });
    await expect(dialog.getByText("Görsel 4 megapiksele sığması için 2529 × 1581 piksele küçültüldü.")).toHaveAttribute(
      "aria-live",
      "polite",
    );
    await expect(dialog.getByRole("img", { name: "Seçilen görselin önizlemesi" })).toBeVisible();
    const chosen = await field.evaluate(async (input: HTMLInputElement) => {
      const file = input.files![0]!;
      const bitmap = await createImageBitmap(file);
      return { name: file.name, width: bitmap.width, height: bitmap.height };
    });
    expect(chosen).toEqual({ name: "genis-tarama.png", width: 2529, height: 1581 });

    await page.goto(listPath);
    await openDialog(page, card(page, name).getByRole("link", { name: `${name} ekipmanını sil` }), "Ekipmanı Sil");
    await dialog.getByRole("button", { name: "Sil" }).click();
    await expect(toast(page)).toContainText("Ekipman silindi.");
  },
);

test(
  "Tab from an invalid order moves on to the next field, the message shown",
  { tag: [where.desktop, where.js] },
  async ({ page }) => {
    await openAsAdmin(page, `${listPath}/new`);
    const dialog = page.getByRole("dialog");
    const order = dialog.getByLabel("Sıra", { exact: true });
    for (const typed of ["abc", "-5"]) {
      await order.fill(typed);
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("switch", { name: "Görünür" })).toBeFocused();
      await expect(order).toHaveAttribute("aria-invalid", "true");
    }
  },
);
