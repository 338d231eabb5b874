import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { languages } from "~/i18n/languages";

import { adminCookie, appFetch, freshAdminCookie, pastTheBound, postForm } from "./app-support";

// The public page cache (docs/decisions/020-public-page-cache.md) in the built Worker: what is
// kept, what never is, and that a write anywhere the site shows is visible on the next request.

const cacheState = (response: Response) => response.headers.get("X-Page-Cache");

/** The nonce of the policy, and every nonce attribute in the document. */
async function nonces(response: Response): Promise<{ policy: string | undefined; attributes: string[] }> {
  const policy = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  const attributes = [...(await response.text()).matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1]!);
  return { policy, attributes };
}

async function contentVersion(): Promise<string> {
  const row = await env.DB.prepare("SELECT value FROM app_meta WHERE key = 'content_version'").first<{
    value: string;
  }>();
  return row!.value;
}

describe("the public page cache", () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = await freshAdminCookie();
  });

  it("answers a second visit from the cache, with a nonce of its own in the policy and every script", async () => {
    const first = await appFetch("/en/projects");
    expect(cacheState(first)).toBe("miss");
    const firstNonces = await nonces(first);
    const second = await appFetch("/en/projects");
    expect(second.status).toBe(200);
    expect(cacheState(second)).toBe("hit");
    const secondNonces = await nonces(second);
    expect(secondNonces.policy).toBeDefined();
    expect(secondNonces.policy).not.toBe(firstNonces.policy);
    expect(secondNonces.attributes.length).toBe(firstNonces.attributes.length);
    expect(new Set(secondNonces.attributes)).toEqual(new Set([secondNonces.policy]));
  });

  it("renders every page afresh when the year turns, so no footer shows last year", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-12-31T23:58:00Z"));
      const path = "/uz/";
      await appFetch(path);
      const lastYear = await appFetch(path);
      expect(cacheState(lastYear)).toBe("hit");
      expect(await lastYear.text()).toContain("© 2026 ");
      vi.setSystemTime(new Date("2027-01-01T00:00:30Z"));
      const newYear = await appFetch(path);
      expect(cacheState(newYear)).toBe("miss");
      expect(await newYear.text()).toContain("© 2027 ");
      expect(cacheState(await appFetch(path))).toBe("hit");
    } finally {
      vi.useRealTimers();
    }
  });

  it("answers hits from the isolate's memory once the location's cache has lost the page, never across versions", async () => {
    const path = "/ru/machine-park";
    const first = await appFetch(path);
    const firstText = await first.text();
    const version = /^W\/"(.+)"$/.exec(first.headers.get("ETag") ?? "")?.[1];
    expect(version).toBeDefined();
    const key = new URL(`https://site.test${path}`);
    key.searchParams.append("__page-cache", version!);
    const cache = await caches.open("public-pages");
    // The copy for the location's cache is stored after the answer: wait for it, then drop it.
    for (let tries = 0; tries < 40 && !(await cache.match(key.toString())); tries++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await cache.delete(key.toString())).toBe(true);

    const fromMemory = await appFetch(path);
    expect(cacheState(fromMemory)).toBe("hit");
    const memoryNonces = await nonces(fromMemory.clone());
    expect(memoryNonces.policy).toBeDefined();
    expect(memoryNonces.policy).not.toBe(
      /'nonce-([^']+)'/.exec(first.headers.get("Content-Security-Policy") ?? "")?.[1],
    );
    expect(new Set(memoryNonces.attributes)).toEqual(new Set([memoryNonces.policy]));
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, "nonce");
    expect(withoutNonces(await fromMemory.text())).toBe(withoutNonces(firstText));

    // A write moves the version: once read, the memory of the old one answers nobody.
    await env.DB.prepare("UPDATE app_meta SET value = lower(hex(randomblob(8))) WHERE key = 'content_version'").run();
    expect(cacheState(await pastTheBound(() => appFetch(path)))).toBe("miss");
  });

  it("keeps each language's page and the data of client navigations apart", async () => {
    for (const lang of languages) {
      await (await appFetch(`/${lang}/`)).arrayBuffer();
      const again = await appFetch(`/${lang}/`);
      expect(cacheState(again), lang).toBe("hit");
      expect(await again.text(), lang).toContain(`<html lang="${lang}"`);
    }
    await (await appFetch("/tr/projeler.data")).arrayBuffer();
    const data = await appFetch("/tr/projeler.data");
    expect(cacheState(data)).toBe("hit");
    expect(data.headers.get("Content-Security-Policy")).toBeNull();
  });

  it("lets a browser that holds the current page skip the download (304), and only then", async () => {
    const page = await appFetch("/tr/kurumsal");
    await page.arrayBuffer();
    const etag = page.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(page.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");

    const unchanged = await appFetch("/tr/kurumsal", { headers: { "If-None-Match": etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    // The browser keeps its page and that page's policy: a new nonce here would block its scripts.
    expect(unchanged.headers.get("Content-Security-Policy")).toBeNull();
    // A HEAD of a kept page: its headers, no body.
    const head = await appFetch("/tr/kurumsal", { method: "HEAD" });
    expect([head.status, cacheState(head), head.headers.get("ETag")]).toEqual([200, "hit", etag]);
    expect(head.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await head.text()).toBe("");

    await env.DB.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('companyName', ?1)")
      .bind(JSON.stringify("Yeni Ad A.Ş."))
      .run();
    const changed = await pastTheBound(() => appFetch("/tr/kurumsal", { headers: { "If-None-Match": etag } }));
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(await changed.text()).toContain("Yeni Ad A.Ş.");
  });

  it("shows an admin's save on the very next public request", async () => {
    const label = "Önbellek Deneme Bağlantısı";
    await (await appFetch("/uz/")).arrayBuffer();
    expect(await (await appFetch("/uz/")).text()).not.toContain(`${label} uz`);

    const fields: Record<string, string> = { path: "/tr/contact", slug: "onbellek-deneme", isActive: "on" };
    for (const lang of languages) fields[`translations.${lang}.label`] = `${label} ${lang}`;
    const saved = await postForm("/admin/menu/new", fields, cookie);
    expect(saved.status).toBeGreaterThanOrEqual(300);
    expect(saved.status).toBeLessThan(400);

    const after = await appFetch("/uz/");
    expect(cacheState(after)).toBe("miss");
    expect(await after.text()).toContain(`${label} uz`);
  });

  it("changes the content version with every write to a table the site shows", async () => {
    const writes = [
      "UPDATE page_categories SET updated_at = '2026-01-01T00:00:00.000Z' WHERE name_key = 'kurumsal'",
      "INSERT INTO media_library (id, file_name, file_path, file_type, size_kb, alt_text, caption) VALUES ('onbellek-dosya', 'a.png', 'onbellek-a.png', 'image/png', 1, '{}', '{}')",
      "DELETE FROM media_library WHERE id = 'onbellek-dosya'",
      "INSERT INTO equipment (id, model_name, order_index, is_visible) VALUES ('onbellek-makine', 'OB-1', 1, 1)",
      "INSERT INTO equipment_translations (equipment_id, lang_code, name) VALUES ('onbellek-makine', 'tr', 'Vinç')",
      "UPDATE equipment_translations SET name = 'Kule Vinç' WHERE equipment_id = 'onbellek-makine'",
      "UPDATE equipment_translations SET category = 'Vinç' WHERE equipment_id = 'onbellek-makine'",
      "DELETE FROM equipment WHERE id = 'onbellek-makine'",
    ];
    for (const write of writes) {
      const before = await contentVersion();
      await env.DB.prepare(write).run();
      expect(await contentVersion(), write).not.toBe(before);
    }
    // Sign-ins and sessions are not content: they leave the cache alone.
    const before = await contentVersion();
    await adminCookie();
    expect(await contentVersion()).toBe(before);
  });

  it("serves admins every page fresh, and keeps the admin itself out", async () => {
    await (await appFetch("/ru/")).arrayBuffer();
    const asAdmin = await appFetch("/ru/", { cookie });
    expect(asAdmin.status).toBe(200);
    expect(cacheState(asAdmin)).toBeNull();
    const admin = await appFetch("/admin/dashboard", { cookie });
    expect(cacheState(admin)).toBeNull();
    expect(admin.headers.get("Cache-Control")).toBe("private, no-store");
    // The admin's routes answer to any spelling: the cache takes none of them for a public page.
    for (const path of ["/ADMIN/dashboard", "/%61dmin/dashboard", "/Admin/login"]) {
      const other = await appFetch(path);
      await other.arrayBuffer();
      expect(cacheState(other), path).toBeNull();
    }
  });

  it("keeps not-found pages, never an outage, and a HEAD leaves nothing behind for a GET", async () => {
    await (await appFetch("/tr/olmayan/sayfa")).arrayBuffer();
    const missing = await appFetch("/tr/olmayan/sayfa");
    expect(missing.status).toBe(404);
    expect(cacheState(missing)).toBe("hit");

    await env.DB.prepare("ALTER TABLE projects RENAME TO projects_hidden").run();
    try {
      const outage = await appFetch("/en/projects/completed");
      await outage.arrayBuffer();
      expect(outage.status).toBe(503);
    } finally {
      await env.DB.prepare("ALTER TABLE projects_hidden RENAME TO projects").run();
    }
    const recovered = await appFetch("/en/projects/completed");
    expect(recovered.status).toBe(200);
    expect(cacheState(recovered)).toBe("miss");

    const head = await appFetch("/en/machine-park", { method: "HEAD" });
    expect(head.status).toBe(200);
    // Its headers are a GET's: the validators too.
    expect(head.headers.get("ETag")).toMatch(/^W\/"/);
    expect(head.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const conditionalHead = await appFetch("/en/machine-park", {
      method: "HEAD",
      headers: { "If-None-Match": head.headers.get("ETag")! },
    });
    expect(conditionalHead.status).toBe(304);
    const get = await appFetch("/en/machine-park");
    expect(cacheState(get)).toBe("miss");
    expect(get.headers.get("ETag")).toBe(head.headers.get("ETag"));
    expect(await get.text()).toContain("</html>");
  });

  it("keeps no contact page: each carries the time its form was given out", async () => {
    for (const path of ["/tr/contact", "/tr/contact"]) {
      const response = await appFetch(path);
      await response.arrayBuffer();
      expect([cacheState(response), response.headers.get("Cache-Control")], path).toEqual([
        "bypass",
        "private, no-store",
      ]);
    }
  });

  it("steps aside when the store cannot say its version past the bound: the page is rendered, not served stale", async () => {
    await (await appFetch("/tr/projeler")).arrayBuffer();
    await env.DB.prepare("ALTER TABLE app_meta RENAME TO app_meta_hidden").run();
    try {
      // Within the bound the version read last still keys the cache (decision 050).
      const within = await appFetch("/tr/projeler");
      await within.arrayBuffer();
      expect(cacheState(within)).toBe("hit");
      const response = await pastTheBound(() => appFetch("/tr/projeler"));
      await response.arrayBuffer();
      expect(cacheState(response)).toBeNull();
      expect(response.status).toBe(200);
    } finally {
      await env.DB.prepare("ALTER TABLE app_meta_hidden RENAME TO app_meta").run();
    }
  });

  it("keeps nothing made while the settings or the slides could not be read: the page after the failure has them again", async () => {
    const company = "Kesinti Sonrası A.Ş.";
    const slide = "Kesintiden Dönen Slayt";
    // A write first: a new content version, so no frame of this isolate is kept yet.
    await env.DB.batch([
      env.DB.prepare("INSERT OR REPLACE INTO site_settings (key, value) VALUES ('companyName', ?1)").bind(
        JSON.stringify(company),
      ),
      env.DB.prepare(
        "INSERT OR REPLACE INTO homepage_sliders (id, button_link, order_index, is_active) VALUES ('kesinti-slayt', '/projeler', -1, 1)",
      ),
      env.DB.prepare(
        "INSERT OR REPLACE INTO slider_translations (slider_id, lang_code, title) VALUES ('kesinti-slayt', 'tr', ?1)",
      ).bind(slide),
    ]);
    // Written straight to the database: the visitors' requests below come past the bound.
    const failedWhile = async (table: string, path: string) => {
      await env.DB.prepare(`ALTER TABLE ${table} RENAME TO ${table}_hidden`).run();
      try {
        const response = await pastTheBound(() => appFetch(path));
        const body = await response.text();
        expect(
          [response.status, cacheState(response), response.headers.get("Cache-Control"), response.headers.get("ETag")],
          path,
        ).toEqual([200, "bypass", "no-store", null]);
        return body;
      } finally {
        await env.DB.prepare(`ALTER TABLE ${table}_hidden RENAME TO ${table}`).run();
      }
    };

    expect(await failedWhile("site_settings", "/en/machine-park?kesinti=1")).not.toContain(company);
    for (const path of ["/en/machine-park?kesinti=1", "/en/projects?kesinti=1"]) {
      const response = await appFetch(path);
      expect([cacheState(response), await response.text()], path).toEqual(["miss", expect.stringContaining(company)]);
    }

    expect(await failedWhile("homepage_sliders", "/tr/?kesinti=1")).not.toContain(slide);
    const after = await appFetch("/tr/?kesinti=1");
    expect([cacheState(after), await after.text()]).toEqual(["miss", expect.stringContaining(slide)]);
  });
});
