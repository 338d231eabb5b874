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

  it("finds a page older than the newest hundred by a search, with and without JavaScript", async () => {
    // A hundred and twenty pages newer than the one to pick.
    const later = new Date(Date.now() + 60_000).toISOString();
    const statements = [];
    for (let i = 0; i < 120; i++) {
      statements.push(
        env.DB.prepare(
          "INSERT INTO pages (id, slug, category_id, is_published, created_at) VALUES (?1, ?2, 'kurumsal', 1, ?3)",
        ).bind(`yeni-${i}`, `yeni-sayfa-${i}`, later),
        env.DB.prepare(
          "INSERT INTO page_translations (page_id, lang_code, title, slug) VALUES (?1, 'tr', ?2, ?3)",
        ).bind(`yeni-${i}`, `Yeni Sayfa ${i}`, `yeni-sayfa-${i}`),
      );
    }
    await env.DB.batch(statements);
    const pageOption = `<option value="page:${pageId}"`;
    expect(await (await appFetch("/admin/menu/new", { cookie })).text()).not.toContain(pageOption);

    // Without JavaScript: "Ara" sends the form's fields by GET; the list holds what the search
    // found, and what she typed in the other fields stays.
    const searched = await appFetch(
      `/admin/menu/new?${new URLSearchParams({
        q: "SÜRDÜRÜLEBİLİRLİK",
        target: "custom",
        path: "/yarim",
        orderIndex: "7",
        "translations.en.label": "Typed before the search",
      })}`,
      { cookie },
    );
    expect(searched.status).toBe(200);
    const html = await searched.text();
    expect(html).toContain(pageOption);
    expect(html).not.toContain("Yeni Sayfa 3");
    expect(html).toContain('value="/yarim"');
    expect(html).toContain('value="7"');
    expect(html).toContain('value="Typed before the search"');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="SÜRDÜRÜLEBİLİRLİK"/);

    // With JavaScript: the picker's resource route, admin-only and never kept by a cache.
    const answer = await appFetch(`/admin/menu/targets?${new URLSearchParams({ q: "Barqarorlik" })}`, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const found = (await answer.json()) as { pages: Array<{ id: string; title: string }>; total: number };
    expect(found).toMatchObject({ total: 1, pages: [{ id: pageId, title: titles.tr }] });
    const newest = (await (await appFetch("/admin/menu/targets", { cookie })).json()) as typeof found;
    expect(newest.pages).toHaveLength(20);
    expect(newest.total).toBeGreaterThan(120);
    const labels = (await (await appFetch(`/admin/menu/targets?page=${pageId}`, { cookie })).json()) as {
      labels: Record<string, string>;
    };
    expect(labels.labels).toEqual(titles);
    expect((await appFetch("/admin/menu/targets?page=silinmis", { cookie })).status).toBe(404);
    const anonymous = await appFetch("/admin/menu/targets?q=a");
    expect(anonymous.status).toBe(302);
  });

  it("shows an edited item's page again by its Turkish slug, whatever changed since", async () => {
    // The item links to the page by its Turkish slug, and a hundred newer pages push the page out
    // of the first list. As a draft with its English slug changed; then published with its own
    // slug changed too.
    const item = await env.DB.prepare("SELECT id FROM menu_items WHERE path = ?1")
      .bind("/kurumsal/surdurulebilirlik-politikasi")
      .first<{ id: string }>();
    const picked = new RegExp(`<option value="page:${pageId}" selected=""`);
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE page_translations SET slug = 'changed-policy' WHERE page_id = ?1 AND lang_code = 'en'",
      ).bind(pageId),
      env.DB.prepare("UPDATE pages SET is_published = 0 WHERE id = ?1").bind(pageId),
    ]);
    expect(await (await appFetch(`/admin/menu/${item!.id}`, { cookie })).text()).toMatch(picked);
    await env.DB.prepare("UPDATE pages SET slug = 'degisen-ana-slug', is_published = 1 WHERE id = ?1")
      .bind(pageId)
      .run();
    expect(await (await appFetch(`/admin/menu/${item!.id}`, { cookie })).text()).toMatch(picked);
  });
});
