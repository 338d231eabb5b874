import { describe, expect, it } from "vitest";

import { appFetch } from "./app-support";

// `/` and paths without a language follow the visitor (docs/product.md §2): the language they
// last chose with the switcher (the `language` cookie), else the one their browser asks for most
// among the site's, else Turkish. Such a redirect is one visitor's: it varies with both headers
// and is kept by no shared cache, nor by the page cache (a second visitor gets their own).

async function redirectOf(path: string, headers: Record<string, string> = {}) {
  const response = await appFetch(path, { headers });
  expect(response.status, path).toBe(302);
  return {
    to: new URL(response.headers.get("Location") ?? "", "https://site.test").pathname,
    vary: response.headers.get("Vary"),
    cacheControl: response.headers.get("Cache-Control"),
  };
}

describe("the root follows the visitor", () => {
  it("sends a crawler without Accept-Language to Turkish, and each browser to its language", async () => {
    expect((await redirectOf("/")).to).toBe("/tr/");
    expect((await redirectOf("/", { "Accept-Language": "ru" })).to).toBe("/ru/");
    expect((await redirectOf("/", { "Accept-Language": "en-GB,en;q=0.9,tr;q=0.8" })).to).toBe("/en/");
    expect((await redirectOf("/", { "Accept-Language": "de-DE,de;q=0.9,uz-Cyrl;q=0.5,ru;q=0.4" })).to).toBe("/uz/");
    expect((await redirectOf("/", { "Accept-Language": "uz-Latn-UZ" })).to).toBe("/uz/");
    expect((await redirectOf("/", { "Accept-Language": "de, fr;q=0.8" })).to).toBe("/tr/");
    expect((await redirectOf("/", { "Accept-Language": "ru;q=0, en;q=0.1" })).to).toBe("/en/");
  });

  it("lets the language chosen with the switcher win over the browser's", async () => {
    expect((await redirectOf("/", { Cookie: "language=uz", "Accept-Language": "ru" })).to).toBe("/uz/");
    expect((await redirectOf("/", { Cookie: "language=xx", "Accept-Language": "ru" })).to).toBe("/ru/");
  });

  it("sends a path without a language the same way, its query kept", async () => {
    const ru = await appFetch("/projeler?sayfa=2", { headers: { "Accept-Language": "ru-RU" } });
    expect(ru.status).toBe(302);
    expect(ru.headers.get("Location")).toBe("/ru/projeler?sayfa=2");
    expect((await redirectOf("/projeler")).to).toBe("/tr/projeler");
  });

  it("varies with Accept-Language and Cookie and is kept by no shared cache, nor the page cache", async () => {
    for (const path of ["/", "/projeler"]) {
      const first = await redirectOf(path, { "Accept-Language": "en" });
      expect(first.vary).toBe("Accept-Language, Cookie");
      expect(first.cacheControl).toBe("private, no-store");
      // Asked again by another browser, the answer is that browser's own, not the first one kept.
      expect((await redirectOf(path, { "Accept-Language": "ru" })).to).toMatch(/^\/ru\//);
      expect((await redirectOf(path)).to).toMatch(/^\/tr\//);
    }
  });
});
