import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";

import { languages, type Lang } from "../fixtures/languages";
import { leaveUnsaved, openAsAdmin, showLanguage, toast, uniqueSlug } from "./admin-support";
import { hasJs, isPhone } from "./support";
import { where } from "./where";

// The menu manager (docs/product.md §5.6, §8, §9, §11). The suite shares one database with the other
// files, which read the seeded menu: these tests never touch seeded items. Each works on items
// of its own, placed after the seeded ones, and deletes them at the end.

/** A short name unique to this test: labels end up in the public header, where room is scarce. */
function token(info: TestInfo): string {
  const code = info.project.name
    .split("-")
    .map((part) => part[0])
    .join("");
  return `E2E${code}${info.workerIndex}${Date.now().toString(36).slice(-5)}`;
}

interface ItemInput {
  path: string;
  slug: string;
  order: number;
  parent?: string;
  active?: boolean;
  labels: Record<Lang, string>;
}

const sameLabel = (label: string): Record<Lang, string> => ({ tr: label, en: label, ru: label, uz: label });

/** Fills the open dialog; with JavaScript the language fields sit behind their tabs. */
async function fillItem(page: Page, info: TestInfo, item: Partial<ItemInput>) {
  const dialog = page.getByRole("dialog");
  if (item.path !== undefined) await dialog.getByLabel("Yol").fill(item.path);
  if (item.slug !== undefined) await dialog.getByLabel("Slug").fill(item.slug);
  if (item.order !== undefined) await dialog.getByLabel("Sıra").fill(String(item.order));
  if (item.parent !== undefined) await dialog.getByLabel("Üst Öğe").selectOption({ label: item.parent });
  if (item.active !== undefined) await dialog.getByRole("switch", { name: "Aktif" }).setChecked(item.active);
  for (const lang of languages) {
    const label = item.labels?.[lang];
    if (label === undefined) continue;
    if (hasJs(info)) await dialog.getByRole("tab", { name: lang.toUpperCase() }).click();
    await dialog.locator(`input[name="translations.${lang}.label"]`).fill(label);
  }
}

async function createItem(page: Page, info: TestInfo, item: ItemInput) {
  await page.getByRole("link", { name: "Yeni Menü Öğesi" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Yeni Menü Öğesi" })).toBeVisible();
  await fillItem(page, info, item);
  await page.getByRole("dialog").getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page)).toContainText("Yeni menü öğesi eklendi.");
  await expect(page).toHaveURL("/admin/menu");
  await expect(row(page, item.labels.tr)).toBeVisible();
}

/** A row of the admin tree, by its (Turkish) label. */
function row(page: Page, label: string): Locator {
  return page.locator("[data-menu-item]").filter({ has: page.locator("[data-menu-label]", { hasText: label }) });
}

/**
 * Brings a row to the middle of the window: our items are the last ones, where a toast (which
 * stays until the next page without JavaScript) would otherwise sit over them.
 */
async function centre(locator: Locator) {
  await locator.evaluate((element) => element.scrollIntoView({ block: "center" }));
}

/** The labels of the tree's rows that start with `prefix`, top to bottom. */
async function labelsStartingWith(page: Page, prefix: string): Promise<string[]> {
  const labels = await page.locator("[data-menu-label]").allTextContents();
  return labels.map((l) => l.trim()).filter((l) => l.startsWith(prefix));
}

async function deleteItem(page: Page, label: string, children: number) {
  await centre(row(page, label));
  await row(page, label)
    .getByRole("link", { name: `${label} öğesini sil` })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Bu menü öğesini ve alt öğelerini silmek istediğinizden emin misiniz?");
  await expect(dialog).toContainText(label);
  await expect(dialog.getByTestId("delete-detail")).toHaveText(
    children === 0 ? "Bu öğenin alt öğesi yok." : `Bu öğeyle birlikte ${children} alt öğe de silinecek.`,
  );
  await dialog.getByRole("button", { name: "Sil" }).click();
  await expect(toast(page)).toContainText("Menü öğesi silindi.");
  await expect(page).toHaveURL("/admin/menu");
  await expect(row(page, label)).toHaveCount(0);
}

/** The public header of a language shows a link: the desktop menu, or the phone's menu panel. */
async function expectHeaderLink(page: Page, info: TestInfo, lang: Lang, label: string, href: string) {
  await page.goto(`/${lang}/`);
  const header = page.getByRole("banner");
  if (isPhone(info)) await page.getByTestId("mobile-menu").locator("summary").first().click();
  const link = header.getByRole("link", { name: label, exact: true });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", href);
}

test(
  "a new top-level item shows in the public header per language, and so does an edit",
  { tag: where.corners },
  async ({ page }, info) => {
    const t = token(info);
    const labels = { tr: `${t} İletişim`, en: `${t} Contact`, ru: `${t} Контакты`, uz: `${t} Aloqa` };
    await openAsAdmin(page, "/admin/menu");
    await expect(page.getByRole("heading", { name: "Menü Yönetimi", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Navigasyon Menüsü" })).toBeVisible();

    await createItem(page, info, { path: "/contact", slug: uniqueSlug("contact", info), order: 95, labels });
    await expect(row(page, labels.tr)).toContainText("(/contact)");
    await expect(row(page, labels.tr).getByText("Pasif")).toHaveCount(0);

    await expectHeaderLink(page, info, "tr", labels.tr, "/tr/contact");
    await expectHeaderLink(page, info, "en", labels.en, "/en/contact");

    // Edit the English label: the dialog comes filled in, the public English header follows.
    await page.goto("/admin/menu");
    await row(page, labels.tr)
      .getByRole("link", { name: `${labels.tr} öğesini düzenle` })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Menü Öğesini Düzenle" })).toBeVisible();
    await expect(dialog.getByLabel("Yol")).toHaveValue("/contact");
    await expect(dialog.getByLabel("Sıra")).toHaveValue("95");
    await expect(dialog.getByRole("switch", { name: "Aktif" })).toBeChecked();
    const renamed = `${t} Get in touch`;
    await fillItem(page, info, { labels: { ...labels, en: renamed } });
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(toast(page)).toContainText("Menü öğesi güncellendi.");

    await expectHeaderLink(page, info, "en", renamed, "/en/contact");
    await expect(page.getByRole("banner").getByRole("link", { name: labels.en, exact: true })).toHaveCount(0);

    await page.goto("/admin/menu");
    await deleteItem(page, labels.tr, 0);
    await page.goto("/tr/");
    await expect(page.getByRole("banner").getByText(labels.tr)).toHaveCount(0);
  },
);

test(
  "refuses an empty path and an empty label, keeping what was typed",
  { tag: where.desktop },
  async ({ page }, info) => {
    const t = token(info);
    const slug = uniqueSlug("invalid", info);
    await openAsAdmin(page, "/admin/menu");
    await page.getByRole("link", { name: "Yeni Menü Öğesi" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("switch", { name: "Aktif" })).toBeChecked(); // new items start active
    await expect(dialog.getByLabel("Sıra")).toHaveValue("0");
    await fillItem(page, info, {
      path: "",
      slug,
      order: 97,
      labels: { tr: `${t} TR`, en: `${t} EN`, ru: `${t} RU`, uz: "" },
    });

    if (hasJs(info)) {
      await dialog.getByRole("button", { name: "Kaydet" }).click();
    } else {
      const answer = page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/admin/menu/new",
      );
      await dialog.getByRole("button", { name: "Kaydet" }).click();
      expect((await answer).status()).toBe(400);
    }

    await expect(dialog.getByText("Yol zorunludur")).toBeVisible();
    if (hasJs(info)) {
      const uzTab = dialog.getByRole("tab", { name: /UZ/ });
      await expect(uzTab).toContainText("•"); // the language with an error is marked
      await uzTab.click();
    }
    await expect(dialog.getByText("Etiket zorunludur")).toBeVisible();
    await expect(dialog.getByText("Etiket zorunludur")).toHaveCount(1);
    await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
    await expect(dialog.getByLabel("Sıra")).toHaveValue("97");
    await expect(dialog.locator('input[name="translations.en.label"]')).toHaveValue(`${t} EN`);
    await expect(page).toHaveURL("/admin/menu/new");

    // Nothing was saved (leaving asks first, with JavaScript: typed work is at stake).
    await dialog.getByRole("link", { name: "İptal" }).click();
    await leaveUnsaved(page, hasJs(info));
    await expect(page).toHaveURL("/admin/menu");
    await expect(row(page, `${t} TR`)).toHaveCount(0);
  },
);

test(
  "reorders a parent's children, keeps the order, and deletes the parent with them",
  { tag: where.corners },
  async ({ page }, info) => {
    test.setTimeout(60_000);
    const t = token(info);
    const parent = `${t}-P`;
    const [c1, c2, c3] = [`${t}-C1`, `${t}-C2`, `${t}-C3`];
    await openAsAdmin(page, "/admin/menu");

    // An inactive parent keeps the test's items out of the public header.
    await createItem(page, info, {
      path: `/${uniqueSlug("e2e", info)}`,
      slug: uniqueSlug("parent", info),
      order: 98,
      active: false,
      labels: sameLabel(parent),
    });
    await expect(row(page, parent).getByText("Pasif")).toBeVisible();
    for (const [index, label] of [c1, c2, c3].entries()) {
      await createItem(page, info, {
        path: `/e2e/${index}`,
        slug: `${uniqueSlug("child", info)}-${index}`,
        order: index,
        parent,
        labels: sameLabel(label),
      });
    }
    expect(await labelsStartingWith(page, `${t}-C`)).toEqual([c1, c2, c3]);

    // Children sit 40 px further in than their parent; the group's edges cannot move further.
    const parentBox = (await row(page, parent).boundingBox())!;
    const childBox = (await row(page, c1).boundingBox())!;
    expect(Math.round(childBox.x - parentBox.x)).toBe(40);
    await expect(row(page, c1).getByRole("button", { name: `Yukarı taşı: ${c1}` })).toBeDisabled();
    await expect(row(page, c3).getByRole("button", { name: `Aşağı taşı: ${c3}` })).toBeDisabled();

    const saved = () =>
      page.waitForResponse(
        (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/menu"),
      );

    if (hasJs(info)) {
      // Drag C1's handle below C3 with the mouse.
      await centre(row(page, c2));
      const handle = row(page, c1).getByRole("button", { name: `Sürükleyerek taşı: ${c1}` });
      const from = (await handle.boundingBox())!;
      const to = (await row(page, c3).boundingBox())!;
      const x = from.x + from.width / 2;
      const answer = saved();
      await page.mouse.move(x, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(x, from.y + from.height / 2 + 12, { steps: 4 });
      await page.mouse.move(x, to.y + to.height / 2 + 6, { steps: 16 });
      await page.mouse.up();
      expect(await labelsStartingWith(page, `${t}-C`)).toEqual([c2, c3, c1]); // at once
      expect((await answer).status()).toBe(200);
      await expect(toast(page)).toContainText("Menü sırası güncellendi.");

      // Then C2 one place down with the keyboard: Space, ArrowDown, Space.
      const liveRegion = page.locator('[id^="DndLiveRegion-"]');
      const keyboardAnswer = saved();
      await row(page, c2)
        .getByRole("button", { name: `Sürükleyerek taşı: ${c2}` })
        .focus();
      await page.keyboard.press("Space");
      await expect(liveRegion).toContainText(`“${c2}” alındı.`);
      await page.keyboard.press("ArrowDown");
      await expect(liveRegion).toContainText(`“${c3}” öğesinin yerine`);
      await page.keyboard.press("Space");
      await expect(liveRegion).toContainText(`“${c2}” bırakıldı.`);
      expect((await keyboardAnswer).status()).toBe(200);
      await expect.poll(() => labelsStartingWith(page, `${t}-C`)).toEqual([c3, c2, c1]);
      await expect(row(page, c2).getByRole("button", { name: `Sürükleyerek taşı: ${c2}` })).toBeFocused();
    } else {
      await centre(row(page, c2));
      await row(page, c1)
        .getByRole("button", { name: `Aşağı taşı: ${c1}` })
        .click();
      await expect(toast(page)).toContainText("Menü sırası güncellendi.");
      expect(await labelsStartingWith(page, `${t}-C`)).toEqual([c2, c1, c3]);
      await centre(row(page, c2));
      await row(page, c3)
        .getByRole("button", { name: `Yukarı taşı: ${c3}` })
        .click();
      await expect(toast(page)).toContainText("Menü sırası güncellendi.");
      expect(await labelsStartingWith(page, `${t}-C`)).toEqual([c2, c3, c1]);
    }

    const expected = hasJs(info) ? [c3, c2, c1] : [c2, c3, c1];
    await page.reload();
    expect(await labelsStartingWith(page, `${t}-C`)).toEqual(expected);

    await deleteItem(page, parent, 3);
    expect(await labelsStartingWith(page, t)).toEqual([]);
  },
);

test("answers a malformed list post with a 400 and a Turkish message", { tag: where.once }, async ({ page }) => {
  await openAsAdmin(page, "/admin/menu");
  const post = (form: Record<string, string>) => page.request.post("/admin/menu", { form });
  for (const [form, status, message] of [
    [{ intent: "explode" }, 400, "Geçersiz işlem."],
    [{ intent: "reorder", order: "{nope" }, 400, "Sıralama verisi okunamadı."],
    [{ intent: "move", id: "menu-does-not-exist", direction: "up" }, 404, "Menü öğesi bulunamadı."],
  ] as const) {
    const response = await post(form);
    expect(response.status()).toBe(status);
    expect(await response.text()).toContain(`Sıralama güncellenemedi: ${message}`);
  }
});

test(
  "a click from the empty path into the label lands in the label, and nothing is refused before a save",
  { tag: [where.desktop, where.js] },
  async ({ page }) => {
    await openAsAdmin(page, "/admin/menu");
    await page.getByRole("link", { name: "Yeni Menü Öğesi" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Yol").focus();
    const label = dialog.locator('input[name="translations.tr.label"]');
    await label.click();
    await expect(label).toBeFocused();
    await page.keyboard.type("Hakkımızda");
    await expect(label).toHaveValue("Hakkımızda");
    await expect(dialog.getByLabel("Yol")).toHaveValue("");
    // The path is needed only for a typed address ("Özel bağlantı"): the save says so, not the blur.
    await expect(dialog.getByText("Yol zorunludur")).toHaveCount(0);
  },
);

test(
  "a menu item under Kurumsal by picking a page: two choices and a save, its labels the page's titles",
  {},
  async ({ page }, info) => {
    const js = hasJs(info);
    const unique = uniqueSlug("secilen", info);
    const titles: Record<Lang, string> = {
      tr: `Seçilen ${unique}`,
      en: `Picked ${unique}`,
      ru: `Выбранная ${unique}`,
      uz: `Tanlangan ${unique}`,
    };
    // A page to pick.
    await openAsAdmin(page, "/admin/pages/new");
    let dialog = page.getByRole("dialog");
    await dialog.getByLabel("Kategori").selectOption({ label: "Kurumsal" });
    await dialog.getByLabel("Yayında").check();
    for (const lang of languages) {
      await showLanguage(page, lang, js);
      await dialog.locator(`input[name="translations.${lang}.title"]`).fill(titles[lang]);
    }
    await dialog.getByLabel("URL (slug)", { exact: true }).fill(titles.tr);
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(page).toHaveURL("/admin/pages");

    // Two choices and a save.
    await page.goto("/admin/menu/new");
    dialog = page.getByRole("dialog");
    if (js) {
      // The combobox filters as she types; the pick fills the labels from the page's titles.
      await dialog.locator('input[role="combobox"]').fill(unique);
      await dialog.getByRole("option", { name: titles.tr }).click();
      await expect(dialog.locator('input[name="translations.tr.label"]')).toHaveValue(titles.tr);
      await expect(dialog.locator('input[name="translations.en.label"]')).toHaveValue(titles.en);
    } else {
      await dialog.getByLabel("Bağlantı türü").selectOption({ label: titles.tr });
    }
    const kurumsal = await dialog
      .getByLabel("Üst Öğe")
      .locator("option", { hasText: /^\W*Kurumsal$/ })
      .first();
    await dialog.getByLabel("Üst Öğe").selectOption((await kurumsal.getAttribute("value"))!);
    await dialog.getByRole("button", { name: "Kaydet" }).click();
    await expect(page).toHaveURL("/admin/menu");
    await expect(toast(page)).toContainText("Yeni menü öğesi eklendi.");

    // In the public menu in four languages, under Kurumsal, leading to the page.
    for (const lang of languages) {
      await page.goto(`/${lang}/`);
      await expect(page.locator("header").getByText(titles[lang]).first()).toBeAttached();
    }
    await page.goto("/tr/");
    const link = page.locator("header a", { hasText: titles.tr }).first();
    expect(await link.getAttribute("href")).toBe(`/tr/kurumsal/secilen-${unique}`);

    // Tidy up: the item, then the page.
    await page.goto("/admin/menu");
    await page.locator("[data-menu-item]", { hasText: titles.tr }).getByRole("link", { name: /sil$/i }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Sil" }).click();
    await expect(toast(page)).toContainText("Menü öğesi silindi.");
  },
);
