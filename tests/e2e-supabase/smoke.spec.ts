import { expect, test, type Page } from "@playwright/test";

import { clickCardLink, showLanguage, signIn, toast, uniqueName, uniqueSlug } from "../e2e/admin-support";
import { hasJs } from "../e2e/support";
import { demoAdmin } from "../fixtures/accounts";
import { browserFile, tinyPng } from "../fixtures/images";
import { standinUrl } from "./address";

// The smoke subset with BACKEND=supabase (playwright.supabase.config.ts): the built Worker on the
// Supabase stand-in, the demo content from supabase/seed.sql. Every test runs with JavaScript on
// (desktop) and off (desktop-nojs); the full flows and their edge cases are tests/e2e's.

/** Where seed.sql points the demo images: the local Supabase stack's Storage (never uploaded here). */
const seedStorage = "http://127.0.0.1:54321/storage/v1/object/public/";

/**
 * Each project edits a published demo project of its own (by id: a retry finds it renamed), so the
 * two never race on one record.
 */
const demoProjectIds: Record<string, string> = {
  desktop: "project-bursa-caravanserai-restoration",
  "desktop-nojs": "project-kayseri-solar-plant",
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Signs the demo admin in through the login action as the form posts it (the form itself is the
 * first test's), in the page's own cookie jar, then opens `target`.
 */
async function openSignedIn(page: Page, baseURL: string | undefined, target: string) {
  const response = await page.request.post("/admin/login", {
    form: { email: demoAdmin.email, password: demoAdmin.password },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await page.goto(target);
  await expect(page).toHaveURL(target);
}

test("the demo admin signs in to the dashboard; a wrong password gets the spec's message", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("E-posta").fill(demoAdmin.email);
  await page.getByLabel("Şifre").fill("yanlis-sifre");
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Giriş Başarısız!" });
  await expect(alert).toContainText("E-posta veya şifre hatalı. Lütfen bilgilerinizi kontrol edip tekrar deneyin.");
  await expect(page).toHaveURL("/admin/login");
  await expect(page.getByLabel("E-posta")).toHaveValue(demoAdmin.email);

  await signIn(page, demoAdmin, "/admin/dashboard");
  await expect(page.getByRole("heading", { name: "Kontrol Paneli", level: 1 })).toBeVisible();
  await expect(page.getByText("Hoş geldiniz,")).toContainText(demoAdmin.fullName);
  // The session holds on the next request (Supabase's getUser each time), answered privately.
  const next = await page.goto("/admin/projects");
  expect(next?.status()).toBe(200);
  expect(next?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { name: "Proje Yönetimi" })).toBeVisible();
});

test("a demo project's new Turkish title is on the public list and page at once", async ({ page, baseURL }, info) => {
  const js = hasJs(info);
  const id = demoProjectIds[info.project.name]!;
  const title = uniqueName("Yenilenen Proje Çalışması", info);
  const dialog = page.getByRole("dialog");
  const trTitle = dialog.locator('input[name="translations.tr.title"]');

  // Its slug and Turkish title as the admin's form shows them (the seed's, unless a retry renamed it).
  await openSignedIn(page, baseURL, `/admin/projects/${id}`);
  await expect(dialog.getByRole("heading", { name: "Projeyi Düzenle" })).toBeVisible();
  const slug = await dialog.getByLabel("URL (slug)").inputValue();
  const before = await trTitle.inputValue();
  expect(before).not.toBe("");

  // The public pages show the same, and the page cache holds them before the save.
  expect((await page.goto("/tr/projeler"))?.status()).toBe(200);
  const list = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(list.filter({ hasText: before })).toHaveCount(1);
  expect((await page.goto(`/tr/projeler/${slug}`))?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText(before);
  // Read from Supabase: the seed's image URL is its Storage's public URL.
  await expect(page.locator("main img").first()).toHaveAttribute(
    "src",
    new RegExp(`^${escapeRegExp(seedStorage)}project-images/`),
  );

  // Edited from the admin's list, as an admin would.
  await page.goto("/admin/projects");
  const card = page.getByRole("main").getByRole("listitem").filter({ hasText: before });
  await clickCardLink(card.getByRole("link", { name: /projesini düzenle$/ }));
  await expect(page).toHaveURL(`/admin/projects/${id}`);
  await showLanguage(page, "tr", js);
  await expect(trTitle).toHaveValue(before);
  await trTitle.fill(title);
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page).toHaveURL("/admin/projects");
  await expect(toast(page)).toContainText("Proje güncellendi.");

  // The slug follows the Turkish title; the card links the new public page.
  const edited = page.getByRole("main").getByRole("listitem").filter({ hasText: title });
  const href = await edited.getByRole("link", { name: /sitede görüntüle/ }).getAttribute("href");
  expect(href).toMatch(/^\/tr\/projeler\/yenilenen-proje-calismasi-[a-z0-9-]+$/);

  expect((await page.goto("/tr/projeler"))?.status()).toBe(200);
  await expect(list.filter({ hasText: title })).toHaveCount(1);
  await expect(list.filter({ hasText: before })).toHaveCount(0);
  expect((await page.goto(href!))?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveText(title);
});

/** The media library's upload field: the drop zone's own with JavaScript, the plain one without. */
const fileInput = (page: Page) => page.getByLabel(/Dosyaları buraya sürükleyip bırakın/);

test("an uploaded image is stored in Supabase Storage, served at its public URL, and removed with its row", async ({
  page,
  baseURL,
}, info) => {
  const js = hasJs(info);
  const name = `${uniqueSlug("supabase-medya", info)}.png`;
  await openSignedIn(page, baseURL, "/admin/media");
  await fileInput(page).setInputFiles([browserFile(name, tinyPng)]);
  if (!js) await page.getByRole("button", { name: "Yükle" }).click();
  await expect(page).toHaveURL("/admin/media");
  await expect(toast(page)).toContainText("1 dosya yüklendi.");

  // The card's <img> points at Storage's public URL on the stand-in. The site's CSP admits only
  // https: images from elsewhere, so the http:// stand-in's picture does not render here: the URL
  // is checked, and the file fetched.
  const card = page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.locator("figcaption", { hasText: name }) });
  const src = await card.locator("img").getAttribute("src");
  expect(src).toMatch(
    new RegExp(
      `^${escapeRegExp(standinUrl())}/storage/v1/object/public/media-library/[0-9a-f-]{36}-${escapeRegExp(name)}$`,
    ),
  );
  if (!js) await expect(card.getByTestId("media-url")).toHaveAttribute("href", src!);
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("max-age=3600");
  expect(new Uint8Array(await served.body())).toEqual(tinyPng);

  await clickCardLink(card.getByRole("link", { name: `${name} dosyasını sil` }));
  await page.getByRole("dialog").getByRole("button", { name: "Sil" }).click();
  await expect(page).toHaveURL("/admin/media");
  await expect(toast(page)).toContainText("Dosya silindi.");
  await expect(card).toHaveCount(0);
  // Storage answers a missing object with 400 and {"statusCode": "404"}.
  const gone = await page.request.get(src!);
  expect(gone.ok()).toBe(false);
  expect(await gone.json()).toMatchObject({ statusCode: "404" });
});
