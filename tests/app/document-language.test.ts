import { describe, expect, it } from "vitest";

import { appFetch } from "./app-support";

// A document's language is its URL's (docs/product.md §2); a path without one is Turkish. The
// browser's preferences never change it: the admin is written in Turkish, so a screen reader
// must read it as Turkish for an English-speaking admin too (decision 012's update).

const englishBrowser = { "Accept-Language": "en-US,en;q=0.9" };

/** The document's opening, up to its <html> tag. */
async function opening(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await appFetch(path, { headers });
  expect(response.status, path).toBe(path.includes("olmayan") ? 404 : 200);
  const html = await response.text();
  return html.slice(0, html.indexOf(">", html.indexOf("<html")) + 1);
}

describe("the document's language", () => {
  it("is Turkish on the admin's pages, whatever the browser asks for", async () => {
    expect(await opening("/admin/login", englishBrowser)).toBe('<!DOCTYPE html><html lang="tr">');
    expect(await opening("/admin/login?lng=ru", englishBrowser)).toBe('<!DOCTYPE html><html lang="tr">');
  });

  it("is the URL's language on public pages, rendered or from the cache", async () => {
    const pages = { tr: "/tr/", en: "/en/", ru: "/ru/projects", uz: "/uz/olmayan-sayfa" } as const;
    for (const [lang, path] of Object.entries(pages)) {
      for (const headers of [{ "Accept-Language": "tr" }, englishBrowser, { Cookie: "__Host-sid=renders-afresh" }]) {
        expect(await opening(path, headers), path).toBe(`<!DOCTYPE html><html lang="${lang}">`);
      }
    }
  });
});
