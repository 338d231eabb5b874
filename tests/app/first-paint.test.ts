import { beforeAll, describe, expect, it } from "vitest";

import { appFetch, provisionAccounts } from "./app-support";

// Every document carries its stylesheet inline, in its <head>, and links no stylesheet: nothing
// stands between the HTML and the first paint (docs/decisions/025-first-paint.md). Public
// documents carry the public site's stylesheet, built from the public pages' sources only; the
// admin's carry the whole app's. A public page using a class only the admin's stylesheet
// defines would show unstyled there.

/** The <head> of a document, its inline stylesheet's key and text (after checking there is one). */
function inlineStylesheet(html: string, path: string): { head: string; key: string; css: string } {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  expect(head, path).not.toBe("");
  expect(/<link\b[^>]*rel="stylesheet"/.test(html), `${path} links a stylesheet`).toBe(false);
  const styles = [...head.matchAll(/<style data-precedence="document" data-href="([a-z-]+)">([\s\S]*?)<\/style>/g)];
  expect(styles.length, `${path}: inline stylesheets in the head`).toBe(1);
  expect((head.match(/<style\b/g) ?? []).length, `${path}: <style> elements in the head`).toBe(1);
  return { head, key: styles[0]![1]!, css: styles[0]![2]! };
}

/** A class as Tailwind writes it in a selector: every character but letters, digits, - and _ escaped. */
const selectorOf = (token: string) => `.${token.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`)}`;

/** Whether `css` has a rule for the class: its selector followed by what may end a simple selector. */
function defines(css: string, token: string): boolean {
  const selector = selectorOf(token);
  for (let at = css.indexOf(selector); at >= 0; at = css.indexOf(selector, at + 1)) {
    if (/^[\s{:,>[)+~.]/.test(css.slice(at + selector.length, at + selector.length + 1))) return true;
  }
  return false;
}

const publicPaths = [
  "/tr/",
  "/en/corporate/about",
  "/ru/activities",
  "/uz/projeler",
  "/tr/projeler/ankara-cevre-yolu-viyadugu",
  "/en/machine-park",
  "/tr/contact",
  "/tr/media/haberler",
  "/tr/olmayan-sayfa",
];

describe("the inlined stylesheet", () => {
  let adminCss = "";
  beforeAll(async () => {
    await provisionAccounts();
    const login = await appFetch("/admin/login");
    const { key, css } = inlineStylesheet(await login.text(), "/admin/login");
    // The first test checks which stylesheet each document carries; this one is the admin's.
    if (key !== "admin-stylesheet") throw new Error(`/admin/login carries ${key}, not the admin's stylesheet`);
    adminCss = css;
  });

  it("is in the head of every document, cached or not, before any script", async () => {
    for (const path of [...publicPaths, "/tr/", "/admin/login"]) {
      const response = await appFetch(path);
      const { head, key, css } = inlineStylesheet(await response.text(), path);
      expect(key, path).toBe(path.startsWith("/admin") ? "admin-stylesheet" : "site-stylesheet");
      // The built Tailwind stylesheet: the classes every layout uses are defined in it.
      expect(css.startsWith("/*! tailwindcss v4"), path).toBe(true);
      expect(defines(css, "min-h-screen") && defines(css, "antialiased"), path).toBe(true);
      // The icons' strokes come from the stylesheet (app/components/ui/icons.tsx), not from their
      // attributes: without the rule every icon would paint as a filled black shape.
      const compact = css.replace(/\s+/g, "");
      expect(compact, path).toContain(
        "svg.lucide{fill:none;stroke:currentColor;stroke-linecap:round;stroke-linejoin:round}",
      );
      expect(compact, path).toContain("svg.lucide:not([width]){width:24px;height:24px}");
      // The minifier writes 2 as 2px: in an svg, a CSS pixel is one user unit, the same width.
      expect(compact, path).toMatch(/svg\.lucide:not\(\[stroke-width\]\)\{stroke-width:2(px)?\}/);
      // The first paint needs only the HTML: the style comes before the page's scripts.
      expect(head.indexOf("<style"), path).toBeLessThan(head.search(/<link\b[^>]*rel="modulepreload"|<script\b/));
    }
    // The second view of the home page came from the page cache, with its stylesheet.
    expect((await appFetch("/tr/")).headers.get("X-Page-Cache")).toBe("hit");
  });

  it("is the admin's under every spelling of the admin's paths, which its routes answer to", async () => {
    for (const path of ["/Admin/login", "/ADMIN/login", "/%61dmin/login"]) {
      const response = await appFetch(path);
      expect(response.status, path).toBe(200);
      expect(inlineStylesheet(await response.text(), path).key, path).toBe("admin-stylesheet");
    }
  });

  it("is smaller on public pages, yet defines every class they use that the admin's defines", async () => {
    for (const path of publicPaths) {
      const html = await (await appFetch(path)).text();
      const { css } = inlineStylesheet(html, path);
      expect(css.length, path).toBeLessThan(adminCss.length * 0.8);
      const body = html.slice(html.indexOf("<body"));
      const tokens = new Set(
        [...body.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter(Boolean),
      );
      expect(tokens.size, path).toBeGreaterThan(50);
      const missing = [...tokens].filter((token) => defines(adminCss, token) && !defines(css, token));
      expect(missing, path).toEqual([]);
    }
  });
});

// Public pages run no React in the browser (docs/decisions/027-public-pages-without-react-in-the-browser.md):
// no module, no preload, no loader data, only the no-JS marker and the site's own inline script.
describe("the browser's JavaScript", () => {
  beforeAll(provisionAccounts);

  it("is the site's small script alone on public pages, and React Router's on the admin's", async () => {
    for (const path of publicPaths) {
      const html = await (await appFetch(path)).text();
      expect(html, path).not.toMatch(/rel="modulepreload"|type="module"|__reactRouterContext|\/assets\//);
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(scripts.length, path).toBe(2);
      const [marker, site] = scripts as [string, string];
      expect(marker, path).toContain("classList.add('js')");
      expect(site, path).toContain("data-dropdown");
      // Minified, well under a tenth of what React and its router cost a page (decision 027).
      expect(site.length, path).toBeLessThan(8_000);
    }
    const login = await (await appFetch("/admin/login")).text();
    expect(login).toMatch(/rel="modulepreload"/);
    expect(login).toMatch(/__reactRouterContext/);
  });
});
