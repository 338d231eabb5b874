import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { appFetch, freshAdminCookie, origin, pastTheBound } from "./app-support";

// Paginated lists in the built Worker (docs/decisions/024-pagination-and-bounded-reads.md): the
// public project lists a fixed page at a time with crawlable links, rel prev/next and a
// canonical per page; odd page numbers answered on purpose; the admin lists paged and searched
// with plain GET requests; sitemap.xml an index past its URL limit (80 in this layer, see
// vitest.config.ts).

const langs = ["tr", "en", "ru", "uz"] as const;

/** Replaces every project with `count` published ones ("Proje 00"...), every third completed, and one draft. */
async function projects(count: number) {
  const statements = [env.DB.prepare("DELETE FROM projects")];
  for (let i = 0; i < count; i++) {
    const id = `p-${i}`;
    const n = String(i).padStart(2, "0");
    statements.push(
      env.DB.prepare(
        "INSERT INTO projects (id, slug, category, status, progress, order_index) VALUES (?1, ?2, 'altyapi', 'published', ?3, ?4)",
      ).bind(id, `proje-${n}`, i % 3 === 2 ? "completed" : "ongoing", i),
      ...langs.map((lang) =>
        env.DB.prepare("INSERT INTO project_translations (project_id, lang_code, title) VALUES (?1, ?2, ?3)").bind(
          id,
          lang,
          `Proje ${n} ${lang}`,
        ),
      ),
    );
  }
  statements.push(
    env.DB.prepare(
      "INSERT INTO projects (id, slug, category, status, order_index) VALUES ('taslak', 'taslak-proje', 'altyapi', 'draft', 99)",
    ),
  );
  await env.DB.batch(statements);
}

const projectLinks = (html: string, lang: string) =>
  [...html.matchAll(new RegExp(`href="/${lang}/(?:projeler|projects)/(proje-\\d\\d)"`, "g"))].map((m) => m[1]);
const linkTag = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1] ?? null;

describe("the public project lists", () => {
  beforeAll(() => projects(30));

  it("shows the first twelve on the list's own URL, with a crawlable link and rel=next to page 2", async () => {
    const response = await appFetch("/tr/projeler");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(new Set(projectLinks(html, "tr"))).toEqual(
      new Set(Array.from({ length: 12 }, (_, i) => `proje-${String(i).padStart(2, "0")}`)),
    );
    expect(html).not.toContain("taslak-proje");
    expect(linkTag(html, "canonical")).toBe(`${origin}/tr/projeler`);
    expect(linkTag(html, "next")).toBe(`${origin}/tr/projeler?page=2`);
    expect(linkTag(html, "prev")).toBeNull();
    expect(html).toMatch(
      /<a[^>]+href="\/tr\/projeler\?page=2"[^>]*rel="next"|<a[^>]+rel="next"[^>]+href="\/tr\/projeler\?page=2"/,
    );
    expect(html).toContain("Sonraki sayfa");
  });

  it("gives a middle page its own canonical, title, alternates and both neighbours", async () => {
    const html = await (await appFetch("/en/projects?page=2")).text();
    expect(projectLinks(html, "en")).toHaveLength(12);
    expect(projectLinks(html, "en")).toContain("proje-12");
    expect(linkTag(html, "canonical")).toBe(`${origin}/en/projects?page=2`);
    expect(linkTag(html, "prev")).toBe(`${origin}/en/projects`);
    expect(linkTag(html, "next")).toBe(`${origin}/en/projects?page=3`);
    expect(html).toContain(`hrefLang="uz" href="${origin}/uz/projeler?page=2"`.replace("hrefLang", "hrefLang"));
    expect(html).toMatch(/<title>Projects – Page 2/);
    for (const label of ["Previous page", "Next page"]) expect(html).toContain(label);
  });

  it("labels the pager in every language", async () => {
    const labels = {
      tr: ["Önceki sayfa", "/tr/projeler"],
      en: ["Previous page", "/en/projects"],
      ru: ["Предыдущая страница", "/ru/projects"],
      uz: ["Oldingi sahifa", "/uz/projeler"],
    };
    for (const [lang, [label, path]] of Object.entries(labels)) {
      const html = await (await appFetch(`${path}?page=3`)).text();
      expect(html, lang).toContain(label);
      expect(projectLinks(html, lang), lang).toHaveLength(6);
      expect(linkTag(html, "next"), lang).toBeNull();
    }
  });

  it("pages the ongoing and completed lists on their own", async () => {
    const ongoing = await (await appFetch("/ru/projects/ongoing?page=2")).text();
    expect(projectLinks(ongoing, "ru")).toHaveLength(8);
    expect(linkTag(ongoing, "canonical")).toBe(`${origin}/ru/projects/ongoing?page=2`);
    const completed = await appFetch("/uz/projeler/tugallangan");
    expect(projectLinks(await completed.text(), "uz")).toHaveLength(10);
    expect((await appFetch("/uz/projeler/tugallangan?page=2")).status).toBe(404);
  });

  it("answers a page past the end with the not-found page", async () => {
    const response = await appFetch("/tr/projeler?page=4");
    expect(response.status).toBe(404);
    expect((await appFetch("/en/projects?page=999999")).status).toBe(404);
  });

  it("sends malformed page numbers, and ?page=1, to the list's first page", async () => {
    for (const query of [
      "page=abc",
      "page=0",
      "page=-1",
      "page=02",
      "page=1.5",
      "page=1",
      "page=2&page=3",
      "page=",
      "page=9999999",
    ]) {
      const response = await appFetch(`/tr/projeler/devam-eden?${query}`);
      expect(response.status, query).toBe(301);
      expect(response.headers.get("Location"), query).toBe("/tr/projeler/devam-eden");
    }
  });

  it("shows an empty list as one page, and no page 2", async () => {
    await projects(0);
    // Written straight to the database: a visitor sees it within the kept version's bound.
    const html = await pastTheBound(async () => (await appFetch("/en/projects")).text());
    expect(html).toContain("There are no projects in this list yet.");
    expect(linkTag(html, "next")).toBeNull();
    expect((await appFetch("/en/projects?page=2")).status).toBe(404);
    await projects(30);
  });
});

describe("the section overviews", () => {
  beforeAll(async () => {
    const statements = [env.DB.prepare("DELETE FROM pages")];
    for (let i = 0; i < 30; i++) {
      const n = String(i).padStart(2, "0");
      statements.push(
        env.DB.prepare("INSERT INTO pages (id, slug, category_id, is_published) VALUES (?1, ?2, 'kurumsal', 1)").bind(
          `k-${n}`,
          `kurumsal-${n}`,
        ),
        ...langs.map((lang) =>
          env.DB.prepare(
            "INSERT INTO page_translations (page_id, lang_code, title, slug) VALUES (?1, ?2, ?3, ?4)",
          ).bind(`k-${n}`, lang, `Kurumsal ${n} ${lang}`, `kurumsal-${n}-${lang}`),
        ),
      );
    }
    await env.DB.batch(statements);
  });

  it("list twenty-four pages at a time, with the same links and head as the project lists", async () => {
    const first = await (await appFetch("/en/corporate")).text();
    expect(first.match(/href="\/en\/corporate\/kurumsal-\d\d-en"/g)).toHaveLength(24);
    expect(linkTag(first, "next")).toBe(`${origin}/en/corporate?page=2`);
    const second = await (await appFetch("/en/corporate?page=2")).text();
    expect(second.match(/href="\/en\/corporate\/kurumsal-\d\d-en"/g)).toHaveLength(6);
    expect(linkTag(second, "canonical")).toBe(`${origin}/en/corporate?page=2`);
    expect(linkTag(second, "prev")).toBe(`${origin}/en/corporate`);
    expect((await appFetch("/en/corporate?page=3")).status).toBe(404);
    expect((await appFetch("/en/corporate?page=x")).headers.get("Location")).toBe("/en/corporate");
  });
});

describe("the admin lists", () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = await freshAdminCookie();
    await projects(60);
  });

  const page = async (path: string) => {
    const response = await appFetch(path, { cookie });
    expect(response.status, path).toBe(200);
    return response.text();
  };

  it("pages the projects' cards 24 at a time, with links that work without JavaScript", async () => {
    const first = await page("/admin/projects");
    expect(first).toContain("Proje 23 tr");
    expect(first).not.toContain("Proje 24 tr");
    expect(first).toContain("61 kayıttan 1–24 arası");
    expect(first).toContain('href="/admin/projects?page=2"');
    const second = await page("/admin/projects?page=2");
    expect(second).toContain("Proje 47 tr");
    expect(second).not.toContain("Proje 23 tr");
    expect(second).not.toContain("Proje 48 tr");
    expect(second).toContain("61 kayıttan 25–48 arası");
    expect(second).toContain('href="/admin/projects"');
    expect(second).toContain('href="/admin/projects?page=3"');
    expect(await page("/admin/projects?page=3")).toContain("61 kayıttan 49–61 arası");
    // A malformed page number is the first page; one past the end goes to the last page.
    expect(await page("/admin/projects?page=x")).toContain("61 kayıttan 1–24 arası");
    const past = await appFetch("/admin/projects?q=proje&page=9", { cookie });
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe("/admin/projects?q=proje&page=3");
  });

  it("searches projects by title with a GET form, keeping the search on the page links", async () => {
    const html = await page("/admin/projects?q=proje+1");
    expect(html).toMatch(/<form[^>]+action="\/admin\/projects" method="get"/);
    expect(html).toContain('name="q"');
    expect(html).toContain("Proje 15 tr");
    expect(html).not.toContain("Proje 21 tr");
    expect(html).toContain("10 kayıttan 1–10 arası");
    const paged = await page("/admin/projects?q=proje&page=2");
    // The draft "taslak-proje" matches by its slug.
    expect(paged).toContain("61 kayıttan 25–48 arası");
    expect(paged).toContain('href="/admin/projects?q=proje"');
    expect(await page("/admin/projects?q=yok+boyle")).toContain("“yok boyle” ile eşleşen kayıt yok.");
  });

  it("keeps the list's search and page while a record's dialog is open, and back when it closes", async () => {
    const list = await page("/admin/projects?q=proje&page=2");
    // The cards link to their dialogs with the list's query.
    expect(list).toContain('href="/admin/projects/p-24?q=proje&amp;page=2"');
    expect(list).toContain('href="/admin/projects/p-24/delete?q=proje&amp;page=2"');
    expect(list).toContain('href="/admin/projects/new?q=proje&amp;page=2"');
    for (const dialog of [
      "/admin/projects/p-24?q=proje&page=2",
      "/admin/projects/p-24/delete?q=proje&page=2",
      "/admin/projects/new?q=proje&page=2",
    ]) {
      const html = await page(dialog);
      // Behind the dialog, the same page of the same search; its pager and search form are the list's.
      expect(html, dialog).toContain("61 kayıttan 25–48 arası");
      expect(html, dialog).toContain('href="/admin/projects?q=proje&amp;page=3"');
      expect(html, dialog).toMatch(/<form[^>]+action="\/admin\/projects" method="get"/);
      expect(html, dialog).not.toMatch(/href="\/admin\/projects\/(?:p-24|new)[^"]*page=3/);
      // Closing (the dialog's ✕ and İptal) goes back to that page.
      expect(html.match(/href="\/admin\/projects\?q=proje&amp;page=2"/g)?.length ?? 0, dialog).toBeGreaterThanOrEqual(
        2,
      );
    }
  });

  it("searches pages, files and users by title or name", async () => {
    await env.DB.batch([
      env.DB.prepare("DELETE FROM pages"),
      env.DB.prepare(
        "INSERT INTO pages (id, slug, category_id, is_published) VALUES ('pg-1', 'kalite', 'kurumsal', 1), ('pg-2', 'vizyon', 'kurumsal', 1)",
      ),
      env.DB.prepare(
        "INSERT INTO page_translations (page_id, lang_code, title, slug) VALUES ('pg-1', 'tr', 'Kalite Politikası', 'kalite'), ('pg-2', 'tr', 'Vizyonumuz', 'vizyon')",
      ),
      env.DB.prepare("DELETE FROM media_library"),
      env.DB.prepare(
        `INSERT INTO media_library (id, file_name, file_path, file_type, size_kb, alt_text, caption) VALUES
         ('m-1', 'santiye.png', 'santiye.png', 'image/png', 1, '{}', '{}'), ('m-2', 'kopru.png', 'kopru.png', 'image/png', 1, '{}', '{}')`,
      ),
    ]);
    const pages = await page("/admin/pages?q=kalite");
    expect(pages).toContain("Kalite Politikası");
    expect(pages).not.toContain("Vizyonumuz");
    const files = await page("/admin/media?q=kopru");
    expect(files).toContain("kopru.png");
    expect(files).not.toContain("santiye.png");
    const users = await page("/admin/users?q=uye");
    const everyone = await page("/admin/users");
    expect(everyone).toContain("2 kayıttan 1–2 arası");
    expect(users).toContain("1 kayıttan 1–1 arası");
  });
});

describe("sitemap.xml past its URL limit", () => {
  beforeEach(() => env.DB.prepare("DELETE FROM pages").run());

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  /** The pages that are always there (home, sections, project lists, machine park, contact, the accessibility statement, media placeholders). */
  const fixedPages = 13;

  it("stays one file while everything fits", async () => {
    await projects(7);
    const xml = await (await appFetch("/sitemap.xml")).text();
    expect(xml).toContain("<urlset");
    expect(locs(xml)).toHaveLength((fixedPages + 7) * 4);
  });

  it("becomes an index of files that each stay within the limit, and list every URL once", async () => {
    await projects(30);
    // Written straight to the database: a visitor sees it within the kept version's bound.
    const index = await pastTheBound(() => appFetch("/sitemap.xml"));
    expect(index.headers.get("Content-Type")).toContain("xml");
    const xml = await index.text();
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(xml);
    expect(files).toEqual([
      `${origin}/sitemap.xml?page=1`,
      `${origin}/sitemap.xml?page=2`,
      `${origin}/sitemap.xml?page=3`,
    ]);

    const all: string[] = [];
    for (const file of files) {
      const part = await (await appFetch(new URL(file!).pathname + new URL(file!).search)).text();
      expect(part).toContain("<urlset");
      const urls = locs(part);
      expect(urls.length).toBeLessThanOrEqual(80);
      all.push(...urls.map((u) => u!));
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength((fixedPages + 30) * 4);
    for (let i = 0; i < 30; i++) expect(all).toContain(`${origin}/en/projects/proje-${String(i).padStart(2, "0")}`);
  });

  it("answers a file past the end with 404 and a malformed one with 400", async () => {
    await projects(30);
    expect((await appFetch("/sitemap.xml?page=4")).status).toBe(404);
    expect((await appFetch("/sitemap.xml?page=abc")).status).toBe(400);
  });
});
