import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";

import { blankPng, browserFile, pngHeaderClaiming, tinyGif, tinyPng } from "../fixtures/images";
import { clickCardLink, openAsAdmin, toast, uniqueSlug } from "./admin-support";
import { hasJs, isPhone } from "./support";
import { where } from "./where";

// The media library (docs/product.md §5.9, §9, §11), with and without JavaScript. Four projects share one
// database: every file name here is unique to its test, only those files are looked at, and each
// test deletes what it uploaded.

type Upload = { name: string; mimeType: string; buffer: Buffer };
const asUpload = ({ name, mimeType, buffer }: Upload): Upload => ({ name, mimeType, buffer });

/** The upload's file input: the drop zone's own with JavaScript, the plain one without. */
const fileInput = (page: Page) => page.getByLabel(/Dosyaları buraya sürükleyip bırakın/);

/** Chooses files and sends them: the drop zone sends at once; without JavaScript, 'Yükle'. */
async function upload(page: Page, info: TestInfo, files: Upload[]) {
  await fileInput(page).setInputFiles(files);
  if (!hasJs(info)) await page.getByRole("button", { name: "Yükle" }).click();
}

/** A file's card in the grid, by its name. */
function card(page: Page, name: string): Locator {
  return page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ has: page.locator("figcaption", { hasText: name }) });
}

async function deleteFile(page: Page, name: string) {
  await clickCardLink(card(page, name).getByRole("link", { name: `${name} dosyasını sil` }));
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`“${name}” dosyasını silmek istediğinizden emin misiniz?`);
  await dialog.getByRole("button", { name: "Sil" }).click();
  await expect(page).toHaveURL("/admin/media");
  await expect(toast(page)).toContainText("Dosya silindi.");
  await expect(card(page, name)).toHaveCount(0);
}

test(
  "upload two images at once, copy an address, edit an alt text, delete with a named confirmation",
  { tag: where.corners },
  async ({ page, context }, info) => {
    const js = hasJs(info);
    const base = uniqueSlug("medya", info);
    const first = `${base}-santiye.png`;
    const second = `${base}-vinc.gif`;
    await openAsAdmin(page, "/admin/media");
    await expect(page.getByRole("heading", { name: "Medya Kütüphanesi" })).toBeVisible();

    await upload(page, info, [browserFile(first, tinyPng), browserFile(second, tinyGif, "image/gif")]);
    // Two files at once land on "Alternatif metinler"; left for later with İptal.
    await expect(page).toHaveURL(/\/admin\/media\/alt-texts\/[0-9a-f-]{36},[0-9a-f-]{36}$/);
    await expect(toast(page)).toContainText("2 dosya yüklendi.");
    await page.getByRole("dialog").getByRole("link", { name: "İptal" }).click();
    await expect(page).toHaveURL("/admin/media");
    await expect(card(page, first)).toHaveCount(1);
    await expect(card(page, second)).toHaveCount(1);
    const firstCard = card(page, first);
    await expect(firstCard).toContainText("1 KB");
    // A new upload has only the file name as its English alt text: no Turkish one yet.
    await expect(firstCard).toContainText("Alt metin yok");
    await expect(firstCard.locator("img")).toHaveAttribute(
      "src",
      /^\/files\/media-library\/[0-9a-f-]{36}-.+-santiye\.png$/,
    );
    if (!isPhone(info)) {
      await firstCard.locator("img").hover();
      await expect(firstCard.locator("figcaption")).toHaveCSS("opacity", "1");
    }
    if (isPhone(info)) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The address: copied with JavaScript, shown as a link without; either way it serves the image.
    let address: string;
    if (js) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await clickCardLink(firstCard.getByRole("button", { name: `${first} adresini kopyala` }));
      await expect(toast(page)).toContainText("Kopyalandı!");
      address = await page.evaluate(() => navigator.clipboard.readText());
    } else {
      const link = firstCard.getByTestId("media-url");
      await expect(link).toBeVisible();
      address = (await link.textContent()) ?? "";
    }
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\/media-library\/[0-9a-f-]{36}-.+-santiye\.png$/);
    const served = await page.request.get(address);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");

    // Alt text in Turkish and a caption in English; the flag goes away.
    await clickCardLink(firstCard.getByRole("link", { name: `${first} dosyasını düzenle` }));
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Dosyayı Düzenle" })).toBeVisible();
    await expect(dialog.locator('input[name="altText.en"]')).toHaveValue(first);
    await dialog.locator('input[name="altText.tr"]').fill("Şantiyede kule vinç");
    if (js) await dialog.getByRole("tab", { name: "EN" }).click();
    await dialog.locator('textarea[name="caption.en"]').fill("Tower crane on site");
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(page).toHaveURL("/admin/media");
    await expect(toast(page)).toContainText("Dosya güncellendi.");
    await expect(card(page, first)).not.toContainText("Alt metin yok");
    await expect(card(page, first).locator("img")).toHaveAttribute("alt", "Şantiyede kule vinç");
    await clickCardLink(card(page, first).getByRole("link", { name: `${first} dosyasını düzenle` }));
    await expect(dialog.locator('input[name="altText.tr"]')).toHaveValue("Şantiyede kule vinç");
    await expect(dialog.locator('textarea[name="caption.en"]')).toHaveValue("Tower crane on site");
    await dialog.getByRole("link", { name: "İptal" }).click();
    await expect(page).toHaveURL("/admin/media");

    await deleteFile(page, second);
    await deleteFile(page, first);
    expect((await page.request.get(address)).status()).toBe(404);
  },
);

// "Alternatif metinler" (issue 35): after a multi-file upload, every new file's alt texts on one
// screen, saved once. Desktop with and without JavaScript, and the phone without.
const altTextRuns: Array<[string, string | string[]]> = [
  ["desktop", where.desktop],
  ["phone", [where.phone, where.noJs]],
];
for (const [layout, tag] of altTextRuns) {
  test(
    `upload three images, fill their Turkish and English alt texts on one screen, save once (${layout})`,
    { tag },
    async ({ page }, info) => {
      const base = uniqueSlug("alt", info);
      const files = [
        { name: `${base}-vinc.png`, tr: "Şantiyede kule vinç", en: "Tower crane on site" },
        { name: `${base}-kepce.gif`, tr: "Kazı yapan ekskavatör", en: "Excavator digging" },
        { name: `${base}-kopru.png`, tr: "Yapım aşamasında köprü", en: "Bridge under construction" },
      ];
      await openAsAdmin(page, "/admin/media");
      await upload(page, info, [
        browserFile(files[0]!.name, tinyPng),
        browserFile(files[1]!.name, tinyGif, "image/gif"),
        browserFile(files[2]!.name, tinyPng),
      ]);
      await expect(toast(page)).toContainText("3 dosya yüklendi.");
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { name: "Alternatif metinler" })).toBeVisible();
      for (const file of files) {
        const row = dialog.getByRole("group", { name: file.name });
        await expect(row.locator("img")).toHaveCount(1);
        await row.getByLabel("Alt metin (Türkçe)").fill(file.tr);
        await row.getByLabel("Alt metin (English)").fill(file.en);
      }
      if (isPhone(info))
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await dialog.getByRole("button", { name: "Kaydet" }).click();
      await expect(page).toHaveURL("/admin/media");
      await expect(toast(page)).toContainText("3 dosyanın alt metni kaydedildi.");

      // The library shows the six texts: the Turkish one on each card, both in each file's dialog.
      for (const file of files) {
        await expect(card(page, file.name)).not.toContainText("Alt metin yok");
        await expect(card(page, file.name).locator("img")).toHaveAttribute("alt", file.tr);
        await clickCardLink(card(page, file.name).getByRole("link", { name: `${file.name} dosyasını düzenle` }));
        await expect(dialog.locator('input[name="altText.tr"]')).toHaveValue(file.tr);
        await expect(dialog.locator('input[name="altText.en"]')).toHaveValue(file.en);
        await dialog.getByRole("link", { name: "İptal" }).click();
        await expect(page).toHaveURL("/admin/media");
      }
      for (const file of files) await deleteFile(page, file.name);
    },
  );
}

/** Five files the upload must refuse, each with the reason the admin reads. */
function refusedFiles(base: string) {
  return [
    {
      name: `${base}-sahte.png`,
      mimeType: "image/png",
      buffer: Buffer.from("<!doctype html><title>x</title><script>alert(1)</script>"),
      reason: "Yalnızca JPEG, PNG, GIF veya WebP görseller yüklenebilir.",
    },
    {
      name: `${base}-cizim.svg`,
      mimeType: "image/svg+xml",
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      reason: "Yalnızca JPEG, PNG, GIF veya WebP görseller yüklenebilir.",
    },
    { name: `${base}-bos.png`, mimeType: "image/png", buffer: Buffer.alloc(0), reason: "Dosya boş." },
    {
      name: `${base}-buyuk.png`,
      mimeType: "image/png",
      buffer: Buffer.concat([Buffer.from(tinyPng), Buffer.alloc(11 * 1024 * 1024)]),
      reason: "Dosya en fazla 10 MB olabilir.",
    },
    {
      name: `${base}-tarama.png`,
      mimeType: "image/png",
      buffer: Buffer.from(pngHeaderClaiming(4000, 2500)),
      reason: "Görsel en fazla 4 megapiksel olabilir (ör. 2400 × 1600 piksel); küçültüp yeniden yükleyin.",
    },
  ];
}

test("a very tall, thin picture keeps its card square", { tag: where.desktop }, async ({ page }, info) => {
  const name = `${uniqueSlug("medya", info)}-ince-uzun.png`;
  await openAsAdmin(page, "/admin/media");
  await upload(page, info, [browserFile(name, await blankPng(1, 3000))]);
  await expect(toast(page)).toContainText("1 dosya yüklendi.");
  const box = (await card(page, name).locator("figure").boundingBox())!;
  expect(Math.abs(box.height - box.width)).toBeLessThanOrEqual(1);
  await deleteFile(page, name);
});

test(
  "refuses a renamed HTML page, an SVG, an empty file, an 11 MB file and a 10-megapixel image, storing none",
  { tag: where.desktop },
  async ({ page }, info) => {
    // An 11 MB file goes into the browser (and without JavaScript over the wire): more time than a click.
    test.slow();
    const refused = refusedFiles(uniqueSlug("ret", info));
    await openAsAdmin(page, "/admin/media");
    const errors = page.getByTestId("upload-errors");

    if (hasJs(info)) {
      // The drop zone names every refused file at once and sends nothing.
      await upload(page, info, refused.map(asUpload));
      for (const file of refused) await expect(errors).toContainText(`Dosya yüklenemedi: ${file.name}: ${file.reason}`);
      await expect(errors.getByRole("listitem")).toHaveCount(refused.length);
    } else {
      // The server refuses each with the same words, and the page says so.
      for (const file of refused) {
        await upload(page, info, [asUpload(file)]);
        await expect(errors).toContainText(`Dosya yüklenemedi: ${file.name}: ${file.reason}`);
      }
    }
    await page.goto("/admin/media");
    for (const file of refused) await expect(card(page, file.name)).toHaveCount(0);
  },
);

test(
  "a picture past 4 megapixels is made smaller in the browser and stored; without JavaScript the server refuses it",
  { tag: where.desktop },
  async ({ page }, info) => {
    const name = `${uniqueSlug("genis", info)}.png`;
    const picture = { name, mimeType: "image/png", buffer: Buffer.from(await blankPng(4000, 2500)) };
    await openAsAdmin(page, "/admin/media");
    await upload(page, info, [picture]);
    if (!hasJs(info)) {
      await expect(page.getByTestId("upload-errors")).toContainText(
        `Dosya yüklenemedi: ${name}: Görsel en fazla 4 megapiksel olabilir (ör. 2400 × 1600 piksel)`,
      );
      await expect(card(page, name)).toHaveCount(0);
      return;
    }
    await expect(toast(page)).toContainText("1 dosya yüklendi.");
    // The stored name carries the stored size: within the limit, in the same proportions.
    const src = (await card(page, name).locator("img").first().getAttribute("src")) ?? "";
    const [, width, height] = /_(\d+)x(\d+)p?[-_]/.exec(src) ?? [];
    expect(Number(width) * Number(height), src).toBeLessThanOrEqual(4_000_000);
    expect(Number(width) * Number(height), src).toBeGreaterThan(3_900_000);
    expect(Number(width) / Number(height)).toBeCloseTo(1.6, 2);
    await deleteFile(page, name);
  },
);

test("a batch with a refused file, and a batch of too many files", { tag: where.desktop }, async ({ page }, info) => {
  const js = hasJs(info);
  const base = uniqueSlug("parti", info);
  const svg = refusedFiles(base)[1]!;
  await openAsAdmin(page, "/admin/media");
  const errors = page.getByTestId("upload-errors");

  // With JavaScript the good file goes alone; without, the whole batch is refused (the server
  // checks every file before storing any).
  const good = `${base}-iyi.png`;
  await upload(page, info, [browserFile(good, tinyPng), asUpload(svg)]);
  await expect(errors).toContainText(`Dosya yüklenemedi: ${svg.name}: ${svg.reason}`);
  if (js) await expect(toast(page)).toContainText("1 dosya yüklendi.");
  else await expect(errors).toContainText("Diğer 1 dosya da yüklenmedi; bu dosyayı çıkarıp yeniden deneyin.");

  const many = Array.from({ length: 21 }, (_, i) => browserFile(`${base}-cok-${i}.png`, tinyPng));
  await upload(page, info, many);
  await expect(errors).toContainText("Dosya yüklenemedi: Bir seferde en fazla 20 dosya yüklenebilir.");

  await page.goto("/admin/media");
  for (const file of [svg, ...many]) await expect(card(page, file.name)).toHaveCount(0);
  if (js) await deleteFile(page, good);
  else await expect(card(page, good)).toHaveCount(0);
});

test(
  "a file the site still uses is not offered for deletion: the prompt says where (the demo's logo)",
  { tag: where.corners },
  async ({ page }) => {
    const name = "brand-logo.webp";
    await openAsAdmin(page, "/admin/media?q=brand");
    await clickCardLink(card(page, name).getByRole("link", { name: `${name} dosyasını sil` }));
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(
      `“${name}” silinemez. Bu dosya kullanılıyor (site logosu); önce oradan kaldırın.`,
    );
    await expect(dialog).not.toContainText("silmek istediğinizden emin misiniz?");
    await expect(dialog.getByRole("button", { name: "Sil" })).toHaveCount(0);
    // The way back keeps the search; the file is still there.
    await dialog.getByRole("link", { name: "Kapat" }).last().click();
    await expect(page).toHaveURL("/admin/media?q=brand");
    await expect(card(page, name)).toHaveCount(1);
  },
);
