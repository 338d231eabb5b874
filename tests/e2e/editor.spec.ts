import { expect, test, type Page } from "@playwright/test";

import { languages } from "../fixtures/languages";
import { contentEditor, openAsAdmin, pasteHtml, showLanguage, toast, uniqueSlug } from "./admin-support";
import { where } from "./where";

// The rich-text editor on a page's content (docs/decisions/057-rich-text-editor.md): written with
// its toolbar and shortcuts, saved, and seen with the same structure on the public page; the same
// structure through the textarea without JavaScript; pastes from Word and Google Docs (fixtures in
// the formats' documented shapes) kept to headings, lists, tables, links, bold and italic.

test.describe.configure({ timeout: 90_000 });

/** A new published "Kurumsal" page with a title in every language, its dialog open on Turkish. */
async function newPage(page: Page, slug: string, js: boolean) {
  await openAsAdmin(page, "/admin/pages/new");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Kategori").selectOption({ label: "Kurumsal" });
  await dialog.getByLabel("Yayında").check();
  await dialog.getByLabel("URL (slug)", { exact: true }).fill(slug);
  for (const lang of languages.toReversed()) {
    await showLanguage(page, lang, js);
    await dialog.locator(`input[name="translations.${lang}.title"]`).fill(`Editör ${lang} ${slug}`);
  }
  return dialog;
}

/** The public page's content has the structure the test wrote. */
async function expectStructure(page: Page, slug: string, image: { alt: string }) {
  expect((await page.goto(`/tr/kurumsal/${slug}`))?.status()).toBe(200);
  const main = page.locator("main");
  await expect(main.locator("h2", { hasText: "Hizmetlerimiz" })).toBeVisible();
  await expect(main.locator("strong", { hasText: "kalın" })).toBeVisible();
  await expect(main.locator("ul ul li", { hasText: "İç içe madde" })).toBeVisible();
  await expect(main.locator('a[href="https://example.com/hakkimizda"]', { hasText: "bağlantı" })).toBeVisible();
  await expect(main.locator("table th", { hasText: "Makine" })).toBeVisible();
  await expect(main.locator("table td", { hasText: "Ekskavatör" })).toBeVisible();
  await expect(main.locator(`img[alt="${image.alt}"]`)).toHaveAttribute("src", /\/files\//);
}

async function deletePage(page: Page, slug: string) {
  await page.goto("/admin/pages");
  await page.getByRole("row").filter({ hasText: slug }).getByRole("link", { name: /sil$/i }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sil" }).click();
  await expect(toast(page)).toContainText("Sayfa silindi.");
}

test(
  "a page written with the editor's toolbar and shortcuts has the same structure on the public page",
  { tag: where.js },
  async ({ page }, info) => {
    const slug = uniqueSlug("editor", info);
    const dialog = await newPage(page, slug, true);
    const editor = contentEditor(page);
    const toolbar = dialog.getByRole("toolbar", { name: "Biçimlendirme: İçerik (HTML)" });
    const button = (name: string) => toolbar.getByRole("button", { name, exact: true });
    const mod = process.platform === "darwin" ? "Meta" : "Control";

    await editor.click();
    await button("Başlık 2").click();
    await expect(button("Başlık 2")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("Hizmetlerimiz");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Bir ");
    await page.keyboard.press(`${mod}+b`);
    await expect(button("Kalın")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("kalın");
    await page.keyboard.press(`${mod}+b`);
    await page.keyboard.type(" söz ve bir bağlantı");

    // The link: "bağlantı" selected, Ctrl+K; an unsafe address is refused in Turkish.
    for (let i = 0; i < "bağlantı".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    // The editor reads a selection made by the keys a moment later (selectionchange).
    await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe("bağlantı");
    await page.waitForTimeout(100);
    await page.keyboard.press(`${mod}+k`);
    const address = dialog.getByLabel("Bağlantı adresi");
    await expect(address).toBeFocused();
    await address.fill("javascript:alert(1)");
    await address.press("Enter");
    await expect(dialog.getByRole("alert")).toContainText("Bağlantı http(s)://, mailto: ya da tel: ile");
    await address.fill("https://example.com/hakkimizda");
    await dialog.getByRole("button", { name: "Uygula" }).click();
    await expect(editor.locator('a[href="https://example.com/hakkimizda"]')).toHaveText("bağlantı");
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");

    // A nested list: the second item sunk under the first with Tab, then out of both lists.
    await button("Madde işaretli liste").click();
    await expect(button("Madde işaretli liste")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("Birinci madde");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.type("İç içe madde");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");

    // A table, its header and first cell written.
    await button("Tablo").click();
    await page.keyboard.type("Makine");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Ekskavatör");

    // An image from the library, with the Turkish alt text offered and changed.
    await page.keyboard.press(`${mod}+End`);
    await button("Görsel ekle").click();
    const choices = dialog.getByRole("group", { name: "Kütüphaneden görsel" }).getByRole("radio");
    await expect(choices.first()).toBeAttached();
    // A picture is chosen by its card (the radio inside it is visually hidden); the panel's first
    // label is its search field's.
    await dialog
      .getByRole("group", { name: "Kütüphaneden görsel" })
      .locator("label:has(input[type=radio])")
      .first()
      .click();
    await expect(choices.first()).toBeChecked();
    const alt = dialog.getByLabel("Alternatif metin");
    await expect(alt).not.toHaveValue("");
    await alt.fill("Şantiyede çalışma");
    await dialog.getByRole("button", { name: "Ekle", exact: true }).click();
    await expect(editor.locator('img[alt="Şantiyede çalışma"]')).toBeVisible();

    // Undo and redo from the keyboard leave the image where it was.
    await page.keyboard.press(`${mod}+z`);
    await expect(editor.locator("img")).toHaveCount(0);
    await page.keyboard.press(`${mod}+y`);
    await expect(editor.locator('img[alt="Şantiyede çalışma"]')).toBeVisible();

    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(toast(page)).toContainText("Yeni sayfa eklendi.");
    await expect(toast(page)).not.toContainText("kaldırıldı");
    await expectStructure(page, slug, { alt: "Şantiyede çalışma" });
    await deletePage(page, slug);
  },
);

test(
  "without JavaScript the textarea edits the same HTML, and the notice names what the cleaning removed",
  { tag: where.noJs },
  async ({ page }, info) => {
    const slug = uniqueSlug("editor", info);
    const dialog = await newPage(page, slug, false);
    await dialog
      .locator('textarea[name="translations.tr.content"]')
      .fill(
        '<h2>Hizmetlerimiz</h2><p>Bir <strong>kalın</strong> söz ve bir <a href="https://example.com/hakkimizda">bağlantı</a></p>' +
          '<ul><li><p>Birinci madde</p><ul><li><p>İç içe madde</p></li></ul></li></ul><p style="color:red">Kırmızı</p>' +
          "<table><tbody><tr><th><p>Makine</p></th></tr><tr><td><p>Ekskavatör</p></td></tr></tbody></table>" +
          '<img src="/files/media/santiye.webp" alt="Şantiyede çalışma">',
      );
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(toast(page)).toContainText(
      "İçerik kaydedildi, ancak izin verilmeyen biçimler kaldırıldı: stil, sınıf ve kimlik öznitelikleri.",
    );
    await expectStructure(page, slug, { alt: "Şantiyede çalışma" });
    await expect(page.locator("main p", { hasText: "Kırmızı" })).not.toHaveAttribute("style");
    await deletePage(page, slug);
  },
);

// Word's clipboard HTML as Microsoft documents it for its "HTML Format": Office namespaces, list
// paragraphs carrying `mso-list:lN levelN lfoN` with the marker in a `mso-list:Ignore` span inside
// `<![if !supportLists]>` comments, `<o:p>`, Mso classes and inline styles.
const wordFragment = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {font-family:Calibri} --></style></head><body lang=TR style='tab-interval:35.4pt'>
<!--StartFragment--><h1 style='mso-outline-level:1'><span style='font-family:"Calibri Light"'>Proje Özeti<o:p></o:p></span></h1>
<p class=MsoNormal><b><span style='color:#C00000'>Önemli</span></b> ve <i>eğik</i> metin <a href="https://example.com/rapor"><span style='color:#0563C1'>rapor</span></a><o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Kazı<o:p></o:p></p>
<p class=MsoListParagraphCxSpMiddle style='margin-left:72.0pt;mso-add-space:auto;text-indent:-18.0pt;mso-list:l0 level2 lfo1'><![if !supportLists]><span style='font-family:"Courier New"'><span style='mso-list:Ignore'>o<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>Temel kazısı<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Beton<o:p></o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp; </span></span></span><![endif]>Birinci adım<o:p></o:p></p>
<table class=MsoTableGrid border=1 cellspacing=0 cellpadding=0 style='border-collapse:collapse;mso-yfti-tbllook:1184'>
 <tr style='mso-yfti-irow:0'><td width=302 valign=top style='width:226.6pt;border:solid windowtext 1.0pt'><p class=MsoNormal><b>Makine<o:p></o:p></b></p></td><td width=302 valign=top style='width:226.6pt'><p class=MsoNormal>Adet<o:p></o:p></p></td></tr>
 <tr style='mso-yfti-irow:1;mso-yfti-lastrow:yes'><td width=302 style='width:226.6pt'><p class=MsoNormal>Vinç<o:p></o:p></p></td><td width=302 style='width:226.6pt'><p class=MsoNormal>3<o:p></o:p></p></td></tr>
</table>
<h5>Alt başlık</h5><!--EndFragment--></body></html>`;

// Google Docs' clipboard HTML: everything inside `<b id="docs-internal-guid-…" style="font-weight:normal">`,
// bold, italic and underline as span styles, classes-free but styled paragraphs and list items.
const googleDocsFragment = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5b1e2c3d-7fff-1a2b-3c4d-5e6f7a8b9c0d"><h1 dir="ltr" style="line-height:1.38;margin-top:20pt"><span style="font-size:20pt;font-family:Arial;color:#000000;font-weight:400">Başlık</span></h1><p dir="ltr" style="line-height:1.38"><span style="font-family:Arial;font-weight:700">Kalın</span><span style="font-family:Arial;font-weight:400"> ve </span><span style="font-family:Arial;font-style:italic;font-weight:400">eğik</span></p><ul style="margin-top:0;margin-bottom:0"><li dir="ltr" style="list-style-type:disc" aria-level="1"><p dir="ltr" role="presentation"><span style="font-family:Arial">Madde</span></p></li></ul><h6><span>Küçük başlık</span></h6></b>`;

test("a paste from Word keeps the structure as clean content", { tag: [where.js, where.desktop] }, async ({ page }) => {
  await openAsAdmin(page, "/admin/pages/new");
  const editor = contentEditor(page);
  await pasteHtml(editor, wordFragment);
  const content = page.getByRole("dialog").locator('textarea[name="translations.tr.content"]');
  await expect(editor.locator("h2", { hasText: "Proje Özeti" })).toBeVisible();
  const html = await content.inputValue();
  for (const dropped of ["mso", "o:p", "style", "class", "Calibri", "<span", "<!--", "width", "<h1", "<h5", "·"])
    expect(html, dropped).not.toContain(dropped);
  expect(html).toContain("<h2>Proje Özeti</h2>");
  expect(html).toContain("<strong>Önemli</strong>");
  expect(html).toContain("<em>eğik</em>");
  expect(html).toContain('<a href="https://example.com/rapor">rapor</a>');
  expect(html).toContain("<ul><li><p>Kazı</p><ul><li><p>Temel kazısı</p></li></ul></li><li><p>Beton</p></li></ul>");
  expect(html).toContain("<ol><li><p>Birinci adım</p></li></ol>");
  expect(html).toMatch(/<table><tbody><tr><td><p><strong>Makine<\/strong><\/p><\/td><td><p>Adet<\/p><\/td><\/tr>/);
  expect(html).toContain("<h4>Alt başlık</h4>");
});

test(
  "a paste from Google Docs keeps bold, italic, lists and headings",
  { tag: [where.js, where.desktop] },
  async ({ page }) => {
    await openAsAdmin(page, "/admin/pages/new");
    const editor = contentEditor(page);
    await pasteHtml(editor, googleDocsFragment);
    await expect(editor.locator("h2", { hasText: "Başlık" })).toBeVisible();
    const html = await page.getByRole("dialog").locator('textarea[name="translations.tr.content"]').inputValue();
    expect(html).toBe(
      "<h2>Başlık</h2><p><strong>Kalın</strong> ve <em>eğik</em></p><ul><li><p>Madde</p></li></ul><h4>Küçük başlık</h4>",
    );
  },
);
