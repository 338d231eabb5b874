import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { languages } from "../fixtures/languages";
import { appFetch, freshAdminCookie, postForm } from "./app-support";

// A menu item by picking (issue 35): the dialog's "Bağlantı türü" is a grouped select that works
// without JavaScript; a picked page gives the item its path and, where a label is left empty, the
// page's title in each language; the slug is derived. A page deleted meanwhile is a message on
// the picker, the rest of the form kept.

const titles = {
  tr: "Sürdürülebilirlik Politikası",
  en: "Sustainability Policy",
  ru: "Политика устойчивости",
  uz: "Barqarorlik siyosati",
};

describe("a menu item by picking a page", () => {
  let cookie: string;
  let pageId: string;
  beforeAll(async () => {
    cookie = await freshAdminCookie();
    const saved = await postForm(
      "/admin/pages/new",
      {
        slug: titles.tr,
        categoryId: "kurumsal",
        isPublished: "on",
        ...Object.fromEntries(languages.map((lang) => [`translations.${lang}.title`, titles[lang]])),
      },
      cookie,
    );
    // A refusal names its messages (the form's red texts) in the failure.
    const refusedWith =
      saved.status === 302 ? "" : ((await saved.text()).match(/text-destructive[^>]*>[^<]*/g) ?? []).join(" | ");
    if (saved.status !== 302) throw new Error(`the page was not saved (${saved.status}): ${refusedWith}`);
    const row = await env.DB.prepare("SELECT id FROM pages WHERE slug = ?1")
      .bind("surdurulebilirlik-politikasi")
      .first<{ id: string }>();
    pageId = row!.id;
  });

  it("lists the pages grouped by type, with the site's own pages and a typed address", async () => {
    const html = await (await appFetch("/admin/menu/new", { cookie })).text();
    expect(html).toContain("Bağlantı türü");
    expect(html).toMatch(/<optgroup label="Kurumsal sayfaları">[^]*?Sürdürülebilirlik Politikası/);
    expect(html).toMatch(/<optgroup label="Sitenin sayfaları">[^]*?Devam Eden Projeler/);
    expect(html).toContain('value="custom"');
  });

  it("saves a picked page with its titles as labels, shown in the public menu in four languages", async () => {
    const saved = await postForm(
      "/admin/menu/new",
      {
        target: `page:${pageId}`,
        orderIndex: "0",
        parentId: "",
        isActive: "on",
        "translations.en.label": "Our Policy",
      },
      cookie,
    );
    expect(saved.status).toBe(302);
    const item = await env.DB.prepare("SELECT id, path, slug FROM menu_items WHERE path = ?1")
      .bind("/kurumsal/surdurulebilirlik-politikasi")
      .first<{ id: string; path: string; slug: string }>();
    expect(item).toMatchObject({ slug: "surdurulebilirlik-politikasi" });
    const expected = { tr: titles.tr, en: "Our Policy", ru: titles.ru, uz: titles.uz };
    for (const lang of languages) {
      const html = await (await appFetch(`/${lang}/`)).text();
      expect(html, lang).toContain(expected[lang]);
    }
    // Opened again, the dialog shows the page picked.
    const edit = await (await appFetch(`/admin/menu/${item!.id}`, { cookie })).text();
    expect(edit).toMatch(new RegExp(`<option value="page:${pageId}" selected=""`));
  });

  it("says on the picker when the picked page is gone, keeping what was typed", async () => {
    const refused = await postForm(
      "/admin/menu/new",
      { target: "page:silinmis", orderIndex: "0", parentId: "", isActive: "on", "translations.tr.label": "Kalsın" },
      cookie,
    );
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Seçilen sayfa artık yok; başka bir hedef seçin.");
    expect(html).toContain('value="Kalsın"');
  });

  it("still takes a typed address, refusing an empty one on its field", async () => {
    const refused = await postForm(
      "/admin/menu/new",
      { target: "custom", path: "", orderIndex: "0", parentId: "", isActive: "on" },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Yol zorunludur");
  });
});
