import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { appFetch, freshAdminCookie, pastTheBound, postForm } from "./app-support";

// Redirects as visitors meet them (docs/decisions/059-redirects.md) in the built Worker: an old
// slug answers one 301 to the newest path, the query kept, never kept by the page cache; a live
// page is never shadowed; a redirect added in "Yönlendirmeler" reaches the next request, past a
// cached 404.

const cacheState = (response: Response) => response.headers.get("X-Page-Cache");

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM redirects"),
    env.DB.prepare(
      "INSERT OR REPLACE INTO pages (id, slug, category_id, is_published) VALUES ('app-redirect-page', 'app-hakkinda', 'kurumsal', 1)",
    ),
    env.DB.prepare(
      `INSERT OR REPLACE INTO page_translations (page_id, lang_code, title, slug) VALUES
         ('app-redirect-page', 'tr', 'Hakkında', 'app-hakkinda'), ('app-redirect-page', 'en', 'About', 'app-about')`,
    ),
    // Two renames of the English slug, as the admin's saves write them (the triggers keep the old ones).
    env.DB.prepare(
      "UPDATE page_translations SET slug = 'app-about-us' WHERE page_id = 'app-redirect-page' AND lang_code = 'en'",
    ),
    env.DB.prepare(
      "UPDATE page_translations SET slug = 'app-story' WHERE page_id = 'app-redirect-page' AND lang_code = 'en'",
    ),
  ]);
});

describe("a renamed page's old paths", () => {
  it("answer one 301 to the newest path, the query kept, and are never kept by the page cache", async () => {
    await pastTheBound(async () => {
      for (const old of ["/en/corporate/app-about", "/en/corporate/app-about-us"]) {
        for (const visit of [1, 2]) {
          const response = await appFetch(`${old}?utm=x`);
          expect(response.status, `${old} #${visit}`).toBe(301);
          expect(response.headers.get("Location")).toBe("/en/corporate/app-story?utm=x");
          expect(cacheState(response)).not.toBe("hit");
          expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
        }
      }
      const newest = await appFetch("/en/corporate/app-story");
      expect(newest.status).toBe(200);
      // The Turkish slug never changed: no redirect, and the page as it was.
      expect((await appFetch("/tr/kurumsal/app-hakkinda")).status).toBe(200);
    });
  });

  it("never shadow a live page, and leave a page that is unpublished a 404", async () => {
    // A redirect from a live page's path cannot be added through the port; stored straight, it still never answers.
    await env.DB.prepare(
      "INSERT INTO redirects (lang_code, source_kind, source, target_path) VALUES ('en', 'path', 'corporate/app-story', '/en/')",
    ).run();
    await pastTheBound(async () => {
      expect((await appFetch("/en/corporate/app-story")).status).toBe(200);
    });
    await env.DB.prepare("DELETE FROM redirects WHERE source_kind = 'path'").run();
    await env.DB.prepare("UPDATE pages SET is_published = 0 WHERE id = 'app-redirect-page'").run();
    await pastTheBound(async () => {
      expect((await appFetch("/en/corporate/app-about")).status).toBe(404);
    });
    await env.DB.prepare("UPDATE pages SET is_published = 1 WHERE id = 'app-redirect-page'").run();
  });
});

describe("a redirect added in Yönlendirmeler", () => {
  it("answers on the next request, past a cached 404, without JavaScript; a live page's path is refused", async () => {
    const cookie = await freshAdminCookie();
    const path = "/en/old-brochure";
    await pastTheBound(async () => {
      expect((await appFetch(path)).status).toBe(404);
      const cached = await appFetch(path);
      expect(cached.status).toBe(404);
      expect(cacheState(cached)).toBe("hit");

      const added = await postForm("/admin/redirects/new", { from: path, to: "/en/corporate/app-story" }, cookie);
      expect(added.status).toBe(302);
      expect(added.headers.get("Location")).toBe("/admin/redirects");
      const moved = await appFetch(path);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("Location")).toBe("/en/corporate/app-story");
      expect(moved.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");

      const list = await appFetch("/admin/redirects?lang=en", { cookie });
      const html = await list.text();
      expect(html).toContain("/en/old-brochure");
      expect(html).toContain("/en/corporate/app-about-us");
      expect(list.headers.get("Cache-Control")).toMatch(/private|no-store/);

      const refused = await postForm("/admin/redirects/new", { from: "/en/corporate/app-story", to: "/en/" }, cookie);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("yayındaki bir sayfanın adresinden yönlendirme yapılamaz");
      const offSite = await postForm(
        "/admin/redirects/new",
        { from: "/en/a", to: "https://elsewhere.example/" },
        cookie,
      );
      expect(offSite.status).toBe(400);
    });
  });
});
