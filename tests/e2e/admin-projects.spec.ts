import { expect, test, type Locator, type Page } from "@playwright/test";

import { browserFile, tinyPng } from "../fixtures/images";
import { languages, type Lang } from "../fixtures/languages";
import {
  clickCardLink,
  leaveUnsaved,
  openAsAdmin,
  saveUnchecked,
  showLanguage,
  toast,
  uniqueName,
  writeContent,
} from "./admin-support";
import { hasJs } from "./support";
import { where } from "./where";

// The project manager (docs/product.md §5.5, §9 and §11), with and without JavaScript. Every test makes
// its own uniquely named projects, sorted after the seeded ones (Sıra 900) so the home page's
// featured projects stay the seeded ones, and deletes what it published.

// The flows walk the admin and the public site several times over.
test.describe.configure({ timeout: 60_000 });

/** The project list, unless it is already open. */
async function openList(page: Page) {
  if (new URL(page.url()).pathname !== "/admin/projects") await page.goto("/admin/projects");
}

/** Fills a new project's dialog and saves it; titles and descriptions per language. */
async function createProject(
  page: Page,
  js: boolean,
  project: { titles: Record<Lang, string>; description?: string; status: "Yayında" | "Taslak"; image?: boolean },
) {
  await openList(page);
  await page.getByRole("link", { name: "Yeni Proje Ekle" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Yeni Proje Ekle" })).toBeVisible();
  await dialog.getByLabel("Kategori").selectOption({ label: "Enerji" });
  await dialog.getByLabel("Durum").selectOption({ label: project.status });
  await dialog.getByLabel("İlerleme").selectOption({ label: "Tamamlandı" });
  await dialog.getByLabel("Sıra").fill("900");
  if (project.image)
    await dialog.getByLabel("Görsel", { exact: true }).setInputFiles(browserFile("santral.png", tinyPng));
  for (const lang of languages) {
    await showLanguage(page, lang, js);
    await dialog.locator(`input[name="translations.${lang}.title"]`).fill(project.titles[lang]);
    await dialog
      .locator(`textarea[name="translations.${lang}.description"]`)
      .fill(`${project.description ?? "Açıklama"} ${lang}`);
    await writeContent(page, lang, `<p>İçerik ${lang}</p><script>alert(1)</script>`, js);
  }
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page).toHaveURL("/admin/projects");
  // Title and message in one look: two in a row could outlast the toast's 5 s on a busy machine.
  await expect(toast(page)).toContainText(/Başarılı[\s\S]*Yeni proje eklendi\./);
}

/** A project's card in the list, found by a text only it shows. */
function card(page: Page, text: string): Locator {
  return page.getByRole("main").getByRole("listitem").filter({ hasText: text });
}

/** The Turkish public path of a published project, from its card's link. */
async function publicPath(page: Page, text: string): Promise<string> {
  const href = await card(page, text)
    .getByRole("link", { name: /sitede görüntüle/ })
    .getAttribute("href");
  expect(href).toMatch(/^\/tr\/projeler\/[a-z0-9-]+$/);
  return href!;
}

async function deleteProject(page: Page, title: string, text = title) {
  await openList(page);
  await clickCardLink(card(page, text).getByRole("link", { name: /projesini sil$/ }));
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`“${title}” projesini silmek istediğinizden emin misiniz?`);
  await dialog.getByRole("button", { name: "Sil" }).click();
  await expect(page).toHaveURL("/admin/projects");
  await expect(toast(page)).toContainText(/Proje Silindi[\s\S]*Proje silindi\./);
}

test(
  "create with an image, see it on the public site in two languages, edit it to a draft",
  { tag: where.corners },
  async ({ page }, info) => {
    const js = hasJs(info);
    const name = uniqueName("Çağlayan Güneş Santrali", info);
    const titles = {
      tr: name,
      en: `Caglayan Solar Plant ${name}`,
      ru: `Солнечная станция ${name}`,
      uz: `Quyosh stansiyasi ${name}`,
    };
    await openAsAdmin(page, "/admin/projects");
    await expect(page.getByRole("heading", { name: "Proje Yönetimi" })).toBeVisible();

    await createProject(page, js, { titles, status: "Yayında", image: true });
    const projectCard = card(page, name);
    await expect(projectCard).toContainText("Enerji");
    await expect(projectCard).toContainText("Yayında");
    await expect(projectCard).toContainText("Tamamlandı");
    await expect(projectCard.locator("img")).toHaveAttribute("src", /^\/files\/project-images\//);

    // The slug, as the edit dialog shows it, follows the Turkish title (Turkish letters transliterated).
    const path = await publicPath(page, name);
    await clickCardLink(projectCard.getByRole("link", { name: /projesini düzenle$/ }));
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Projeyi Düzenle" })).toBeVisible();
    const slug = await dialog.getByLabel("URL (slug)").inputValue();
    expect(slug).toMatch(/^caglayan-gunes-santrali-[a-z0-9-]+$/);
    expect(path).toBe(`/tr/projeler/${slug}`);

    let response = await page.goto(`/tr/projeler/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(titles.tr);
    await expect(page.locator(`main img[src^="/files/project-images/"]`)).toBeVisible();
    expect(await page.locator("main").innerHTML()).not.toContain("<script");
    response = await page.goto(`/en/projects/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(titles.en);

    // Edit: a new English title and back to draft; the values come filled in.
    await page.goto("/admin/projects");
    await clickCardLink(card(page, name).getByRole("link", { name: /projesini düzenle$/ }));
    await expect(dialog.getByLabel("Kategori")).toHaveValue("enerji");
    await expect(dialog.getByLabel("Sıra")).toHaveValue("900");
    await expect(dialog.getByRole("img", { name: "Mevcut görsel" })).toBeVisible();
    await showLanguage(page, "en", js);
    await dialog.locator('input[name="translations.en.title"]').fill(`Caglayan Solar Park ${name}`);
    await dialog.getByLabel("Durum").selectOption({ label: "Taslak" });
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(page).toHaveURL("/admin/projects");
    await expect(toast(page)).toContainText("Proje güncellendi.");
    await expect(card(page, name)).toContainText("Taslak");
    expect((await page.goto(`/en/projects/${slug}`))?.status()).toBe(404);

    await deleteProject(page, name);
    await expect(card(page, name)).toHaveCount(0);
  },
);

test(
  "an invalid project comes back with the spec's messages and the values kept",
  { tag: where.desktop },
  async ({ page }, info) => {
    const js = hasJs(info);
    const name = uniqueName("Yarım Kalan Proje", info);
    await openAsAdmin(page, "/admin/projects/new");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Kategori").selectOption({ label: "Tarımsal Sulama" });
    for (const lang of ["tr", "en", "uz"] as const) {
      await showLanguage(page, lang, js);
      await dialog.locator(`input[name="translations.${lang}.title"]`).fill(`${name} ${lang}`);
    }
    await dialog
      .getByLabel("Görsel", { exact: true })
      .setInputFiles({ name: "notlar.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    const responses = await saveUnchecked(page);
    await expect(dialog.getByText(/^Görsel yüklenemedi: /)).toBeVisible();
    await expect(dialog.getByLabel("Görsel", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await showLanguage(page, "ru", js);
    await expect(dialog.locator('input[name="translations.ru.title"]')).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Başlık zorunludur", { exact: true })).toBeVisible();
    await expect(dialog.getByLabel("Kategori")).toHaveValue("tarimsal");
    await showLanguage(page, "tr", js);
    await expect(dialog.locator('input[name="translations.tr.title"]')).toHaveValue(`${name} tr`);
    if (!js) expect(responses).toEqual([400]);

    // Cancel leaves without saving (asked first, with JavaScript: typed work is at stake).
    await dialog.getByRole("link", { name: "İptal" }).click();
    await leaveUnsaved(page, js);
    await expect(page).toHaveURL("/admin/projects");
    await expect(card(page, name)).toHaveCount(0);

    // A project that does not exist: 404, said in the dialog over the list.
    expect((await page.goto("/admin/projects/olmayan-proje"))?.status()).toBe(404);
    await expect(page.getByRole("dialog")).toContainText("Proje bulunamadı.");
    expect((await page.goto("/admin/projects/olmayan-proje/delete"))?.status()).toBe(404);
  },
);

test(
  "a second project with the same Turkish title gets the slug with -1, and deleting it takes it off the site",
  { tag: where.corners },
  async ({ page }, info) => {
    const js = hasJs(info);
    const name = uniqueName("Şırnak İkiz Köprü", info);
    const titles = { tr: name, en: `Twin Bridge ${name}`, ru: `Мост ${name}`, uz: `Koʻprik ${name}` };
    // The descriptions tell the two cards apart; they carry the name, as other projects run alongside.
    const firstCopy = `Birinci kopya ${name}`;
    const secondCopy = `İkinci kopya ${name}`;
    await openAsAdmin(page, "/admin/projects");

    await createProject(page, js, { titles, description: firstCopy, status: "Yayında" });
    await createProject(page, js, { titles, description: secondCopy, status: "Yayında" });
    const first = await publicPath(page, `${firstCopy} tr`);
    const second = await publicPath(page, `${secondCopy} tr`);
    expect(second).toBe(`${first}-1`);
    await expect(card(page, `${firstCopy} tr`).locator("img")).toHaveAttribute("src", "/images/placeholder.svg");

    expect((await page.goto(second))?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(name);

    await deleteProject(page, name, `${secondCopy} tr`);
    await expect(card(page, `${secondCopy} tr`)).toHaveCount(0);
    expect((await page.goto(second))?.status()).toBe(404);
    expect((await page.goto(first))?.status()).toBe(200);

    await deleteProject(page, name, `${firstCopy} tr`);
    expect((await page.goto(first))?.status()).toBe(404);
  },
);

test(
  "two admins edit one project: the later save is refused in Turkish with its typed value kept, the public page shows the first",
  { tag: where.desktop },
  async ({ page }, info) => {
    const js = hasJs(info);
    const name = uniqueName("Eşzamanlı Baraj", info);
    await openAsAdmin(page, "/admin/projects");
    await createProject(page, js, {
      titles: { tr: name, en: `Dam ${name}`, ru: `Плотина ${name}`, uz: `To'g'on ${name}` },
      status: "Yayında",
    });
    const path = await publicPath(page, name);
    const editPath = await card(page, name)
      .getByRole("link", { name: /projesini düzenle$/ })
      .getAttribute("href");

    // Both dialogs are loaded at the same version, in two tabs of the same admin.
    const other = await page.context().newPage();
    await other.goto(editPath!);
    await page.goto(editPath!);
    const description = (p: Page) => p.getByRole("dialog").locator('textarea[name="translations.tr.description"]');
    await expect(description(other)).toHaveValue("Açıklama tr");

    await description(page).fill("Birinci yöneticinin açıklaması");
    await page.getByRole("dialog").getByRole("button", { name: "Kaydet" }).click();
    await expect(page).toHaveURL("/admin/projects");
    await expect(toast(page)).toContainText("Proje güncellendi.");

    await description(other).fill("İkinci yöneticinin açıklaması");
    await other.getByRole("dialog").getByRole("button", { name: "Kaydet" }).click();
    await expect(other.getByRole("dialog").getByRole("alert")).toHaveText(
      "Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Değişiklikleriniz kaydedilmedi; sayfayı yenileyip yeniden deneyin.",
    );
    await expect(other).toHaveURL(editPath!);
    await expect(description(other)).toHaveValue("İkinci yöneticinin açıklaması");
    await other.close();

    await page.goto(path);
    await expect(page.getByRole("main")).toContainText("Birinci yöneticinin açıklaması");
    await expect(page.getByRole("main")).not.toContainText("İkinci yöneticinin açıklaması");

    await deleteProject(page, name);
  },
);
