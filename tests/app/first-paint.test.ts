import { beforeAll, describe, expect, it } from "vitest";
import { appFetch, provisionAccounts } from "./app-support";

// Every document carries the site's stylesheet inline, in its <head>, and links no stylesheet:
// nothing stands between the HTML and the first paint (docs/decisions/025-first-paint.md). A
// page from the page cache carries it too, and a page without it would show unstyled.

/** The <head> of a document, and its inline stylesheet's text (after checking there is one). */
function inlineStylesheet(html: string, path: string): { head: string; css: string } {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  expect(head, path).not.toBe("");
  expect(html, `${path} links a stylesheet`).not.toMatch(/<link\b[^>]*rel="stylesheet"/);
  const styles = [...head.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)];
  expect(styles.map((s) => s[1]), path).toEqual([' data-precedence="site" data-href="site-stylesheet"']);
  return { head, css: styles[0]![2]! };
}

describe("the inlined stylesheet", () => {
  beforeAll(provisionAccounts);

  it("is in the head of public pages, cached or not, admin pages and not-found pages, before any script", async () => {
    const paths = ["/tr/", "/en/corporate/about", "/uz/projeler", "/tr/", "/tr/olmayan-sayfa", "/admin/login"];
    const seen: string[] = [];
    for (const path of paths) {
      const response = await appFetch(path);
      const html = await response.text();
      seen.push(response.headers.get("X-Page-Cache") ?? "none");
      const { head, css } = inlineStylesheet(html, path);
      // The built Tailwind stylesheet: the classes the layout uses are defined in it.
      expect(css, path).toMatch(/^\/\*! tailwindcss v4/);
      expect(css, path).toContain(".min-h-screen{");
      expect(css, path).toContain(".antialiased{");
      expect(css.length, path).toBeGreaterThan(20_000);
      // The first paint needs only the HTML: the style comes before the page's scripts.
      expect(head.indexOf("<style"), path).toBeLessThan(head.search(/<link\b[^>]*rel="modulepreload"|<script\b/));
    }
    // The second view of the home page came from the page cache and still had its stylesheet.
    expect(seen[3]).toBe("hit");
  });
});
