import { expect, test, type Locator, type Page } from "@playwright/test";

import { browserFile, tinyPng } from "../fixtures/images";
import { leaveUnsaved, openAsAdmin, showLanguage, toast, uniqueName } from "./admin-support";
import { hasJs } from "./support";
import { where } from "./where";

// The slider manager, with and without JavaScript. The four projects share one database and
// the slide order is global: every test makes its own uniquely named slides, which go to the
// end of the list (after the seeded ones, whose order the home page tests rely on), asserts only
// the relative order of its own slides, and deletes them at the end whatever happens.

const image = browserFile("slayt.png", tinyPng);

// Each test walks the admin and the public site several times over.
test.describe.configure({ timeout: 90_000 });

/** The titles this test created, removed afterwards even when the test failed midway. */
let created: string[] = [];

test.afterEach(async ({ page }) => {
  if (created.length === 0) return;
  await page.goto("/admin/slider");
  for (const title of created) {
    const ids = await slideRow(page, title).evaluateAll((rows) => rows.map((r) => r.getAttribute("data-slide-row")));
    for (const id of ids) await page.request.post(`/admin/slider/${id}/delete`, { form: {} });
  }
  created = [];
});

function slideRow(page: Page, title: string): Locator {
  return page.locator("[data-slide-row]").filter({ has: page.locator("[data-slide-title]", { hasText: title }) });
}

/** The admin list's titles, in order. */
async function listTitles(page: Page): Promise<string[]> {
  return page.locator("[data-slide-title]").allTextContents();
}

/** The public home page's slide headings, in order. */
async function homeTitles(page: Page, lang: "tr" | "en"): Promise<string[]> {
  await page.goto(`/${lang}/`);
  return page.locator("[data-slide] h2").allTextContents();
}

async function createSlide(page: Page, js: boolean, slide: { tr: string; en?: string; active: boolean }) {
  await page.goto("/admin/slider");
  await page.getByRole("link", { name: "Yeni Slayt Ekle" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Yeni Slayt Ekle" })).toBeVisible();
  // A new slide starts active, at the end: its order is the number of slides (4 seeded at least).
  expect(Number(await dialog.getByLabel("Sıra").inputValue())).toBeGreaterThanOrEqual(4);
  await expect(dialog.getByRole("switch", { name: "Aktif" })).toBeChecked();
  if (!slide.active) await dialog.getByRole("switch", { name: "Aktif" }).uncheck();
  await dialog.getByLabel("Buton Bağlantısı").fill("/projeler");
  await dialog.getByLabel("Görsel", { exact: true }).setInputFiles(image);
  await dialog.locator('input[name="translations.tr.title"]').fill(slide.tr);
  await dialog.locator('textarea[name="translations.tr.description"]').fill("Açıklama");
  await dialog.locator('input[name="translations.tr.buttonText"]').fill("Projelerimiz");
  if (slide.en) {
    await showLanguage(page, "en", js);
    await dialog.locator('input[name="translations.en.title"]').fill(slide.en);
  }
  created.push(slide.tr);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page).toHaveURL("/admin/slider");
  await expect(toast(page)).toContainText("Yeni slayt eklendi.");
  await expect(slideRow(page, slide.tr)).toContainText(slide.active ? "Aktif" : "Pasif");
}

async function openEdit(page: Page, title: string) {
  await page.goto("/admin/slider");
  await slideRow(page, title)
    .getByRole("link", { name: `${title} slaytını düzenle` })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Slaytı Düzenle" })).toBeVisible();
  return dialog;
}

async function setActive(page: Page, title: string, active: boolean) {
  const dialog = await openEdit(page, title);
  await dialog.getByRole("switch", { name: "Aktif" }).setChecked(active);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page).toHaveURL("/admin/slider");
  await expect(toast(page)).toContainText("Slayt güncellendi.");
}

async function deleteSlide(page: Page, title: string) {
  await page.goto("/admin/slider");
  await slideRow(page, title)
    .getByRole("link", { name: `${title} slaytını sil` })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`“${title}” slaytını silmek istediğinizden emin misiniz?`);
  await dialog.getByRole("button", { name: "Sil" }).click();
  await expect(page).toHaveURL("/admin/slider");
  await expect(toast(page)).toContainText("Slayt silindi.");
  await expect(slideRow(page, title)).toHaveCount(0);
  created = created.filter((t) => t !== title);
}

test(
  "create a slide with an image, edit it, see it on the home page in two languages, deactivate and delete it",
  { tag: where.corners },
  async ({ page }, info) => {
    const js = hasJs(info);
    const tr = uniqueName("Köprü Slaytı", info);
    const en = `Bridge slide ${tr}`;
    await openAsAdmin(page, "/admin/slider");
    await expect(page.getByRole("heading", { name: "Slider Yönetimi" })).toBeVisible();

    // Created inactive: not on the site yet.
    await createSlide(page, js, { tr, active: false });
    await expect(slideRow(page, tr).locator("img")).toHaveAttribute("src", /^\/files\/slider-images\//);
    expect(await homeTitles(page, "tr")).not.toContain(tr);

    // Edit: the values come filled in; an English title, and active.
    const dialog = await openEdit(page, tr);
    await expect(dialog.getByLabel("Buton Bağlantısı")).toHaveValue("/projeler");
    await expect(dialog.getByRole("switch", { name: "Aktif" })).not.toBeChecked();
    await expect(dialog.getByRole("img", { name: "Mevcut görsel" })).toBeVisible();
    await showLanguage(page, "en", js);
    await dialog.locator('input[name="translations.en.title"]').fill(en);
    await dialog.getByRole("switch", { name: "Aktif" }).check();
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(page).toHaveURL("/admin/slider");
    await expect(toast(page)).toContainText("Slayt güncellendi.");
    await expect(slideRow(page, tr)).toContainText("Aktif");

    // On the home page, after the seeded first slide, in each language's words.
    const trTitles = await homeTitles(page, "tr");
    expect(trTitles.indexOf(tr)).toBeGreaterThan(trTitles.indexOf("Geleceği Birlikte İnşa Ediyoruz"));
    await expect(
      page
        .locator("[data-slide]")
        .filter({ hasText: tr })
        .getByRole("link", { name: "Projelerimiz", includeHidden: true }),
    ).toHaveAttribute("href", "/tr/projeler");
    const enTitles = await homeTitles(page, "en");
    expect(enTitles.indexOf(en)).toBeGreaterThan(enTitles.indexOf("Building the Future Together"));

    await setActive(page, tr, false);
    await expect(slideRow(page, tr)).toContainText("Pasif");
    expect(await homeTitles(page, "tr")).not.toContain(tr);

    await deleteSlide(page, tr);
  },
);

test(
  "reorder: a slide moved above its neighbour keeps that order in the list and on the home page",
  { tag: where.corners },
  async ({ page }, info) => {
    const js = hasJs(info);
    const first = uniqueName("Sıra A", info);
    const second = uniqueName("Sıra B", info);
    await openAsAdmin(page, "/admin/slider");
    await createSlide(page, js, { tr: first, active: true });
    await createSlide(page, js, { tr: second, active: true });
    const before = await listTitles(page);
    expect(before.indexOf(second)).toBeGreaterThan(before.indexOf(first));

    if (js) {
      // Space, ArrowUp as often as it takes to reach the neighbour's place, Space. Another
      // project adding or removing a slide meanwhile makes the save refused as stale: then the
      // list comes back from the server and the move is made again.
      await expect(async () => {
        await page.goto("/admin/slider");
        const titles = await listTitles(page);
        const from = titles.indexOf(second);
        const liveRegion = page.locator('[id^="DndLiveRegion-"]');
        await slideRow(page, second)
          .getByRole("button", { name: `Sürükleyerek taşı: ${second}` })
          .focus();
        await page.keyboard.press("Space");
        await expect(liveRegion).toContainText(`“${second}” alındı.`);
        // One place per key press, each announced before the next.
        for (let place = from; place > titles.indexOf(first); place--) {
          await page.keyboard.press("ArrowUp");
          await expect(liveRegion).toContainText(`konum: ${place} / ${titles.length}.`);
        }
        const answer = page.waitForResponse(
          (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/slider"),
        );
        await page.keyboard.press("Space");
        // The list shows the new order at once.
        const shown = await listTitles(page);
        expect(shown.indexOf(second)).toBeLessThan(shown.indexOf(first));
        expect((await answer).status()).toBe(200);
        await expect(toast(page)).toContainText("Slayt sırası güncellendi.");
      }).toPass({ timeout: 45_000 });
    } else {
      // One step at a time with the up button, until it has passed its neighbour.
      while ((await listTitles(page)).indexOf(second) > (await listTitles(page)).indexOf(first)) {
        await slideRow(page, second)
          .getByRole("button", { name: `Yukarı taşı: ${second}` })
          .click();
        await expect(page).toHaveURL("/admin/slider");
        await expect(toast(page)).toContainText("Slayt sırası güncellendi.");
      }
    }
    await page.goto("/admin/slider");
    const after = await listTitles(page);
    expect(after.indexOf(second)).toBeLessThan(after.indexOf(first));
    const home = await homeTitles(page, "tr");
    expect(home.indexOf(second)).toBeGreaterThan(2);
    expect(home.indexOf(second)).toBeLessThan(home.indexOf(first));

    await deleteSlide(page, second);
    await deleteSlide(page, first);
  },
);

test(
  "an invalid new slide comes back with the Turkish messages and the values kept",
  { tag: where.desktop },
  async ({ page }, info) => {
    const js = hasJs(info);
    const title = uniqueName("Eksik Slayt", info);
    await openAsAdmin(page, "/admin/slider/new");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Sıra").fill("");
    await dialog.getByLabel("Buton Bağlantısı").fill("https://ornek.example/teklif");
    await dialog.locator('input[name="translations.tr.title"]').fill(title);
    // Skip the browser's own required-field check, to reach the form's and the server's rules.
    await dialog.locator("form").evaluate((f: HTMLFormElement) => (f.noValidate = true));
    const posts: number[] = [];
    page.on("response", (r) => {
      if (r.request().method() === "POST") posts.push(r.status());
    });
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(dialog.getByText("Sıra numarası zorunludur ve bir sayı olmalıdır.")).toBeVisible();
    await expect(dialog.getByText("Görsel zorunludur.")).toBeVisible();
    await expect(dialog.getByLabel("Sıra")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("Görsel", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.locator('input[name="translations.tr.title"]')).toHaveValue(title);
    await expect(dialog.getByLabel("Buton Bağlantısı")).toHaveValue("https://ornek.example/teklif");
    if (!js) expect(posts).toEqual([400]);

    await dialog.getByRole("link", { name: "İptal" }).click();
    await leaveUnsaved(page, js);
    await expect(page).toHaveURL("/admin/slider");
    await expect(slideRow(page, title)).toHaveCount(0);

    expect((await page.goto("/admin/slider/olmayan-slayt"))?.status()).toBe(404);
    await expect(page.getByRole("dialog")).toContainText("Slayt bulunamadı.");
  },
);
