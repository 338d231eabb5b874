import { expect, test, type Page } from "@playwright/test";

import { demoAdmin } from "../fixtures/accounts";
import { xssVectors } from "../fixtures/xss-vectors";
import { standinAnonKey, standinUrl } from "./address";

// The content rules hold whatever wrote the store (docs/decisions/035-content-rules-on-every-write-path.md).
// As an attacker holding the demo admin's token would, straight against the Supabase API (the
// stand-in's PostgREST and Auth, never through the Worker): the XSS corpus and a <meta> refresh
// written into pages' and projects' content through the admin's functions and straight into the
// tables, and javascript: links into the menu, a slide and the settings. Then every public page
// showing that content is opened in Chromium through the built Worker: no script runs (a counter
// the vectors bump, and no violation of the Content-Security-Policy's script, frame, form or object
// rules either, so nothing got as far as the policy), nothing navigates, no dangerous element or
// attribute is in the page. (The demo images of seed.sql point at a local Supabase's http: Storage,
// which img-src refuses: those violations are not the content's.)

const run = Date.now().toString(36);
const languages = ["tr", "en", "ru", "uz"] as const;
const metaRefresh = '<meta http-equiv="refresh" content="0;url=https://evil.example/">';
/** Elements a cleaned page never carries (the sanitizer's dropped ones that matter). */
const forbidden =
  "script, iframe, frame, object, embed, form, input, button, textarea, meta, base, svg, math, style, link, template";
const scriptUrl = /^(?:javascript|vbscript|data):/i;

type Reply = { status: number; body: { code?: string } | null };

/** The REST API as the demo admin's token reaches it (the anon key as apikey, the session's JWT as bearer). */
async function asAdminOverRest(): Promise<(method: string, path: string, body?: unknown) => Promise<Reply>> {
  const base = standinUrl();
  const apikey = standinAnonKey();
  const signIn = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { apikey, "content-type": "application/json" },
    body: JSON.stringify({ email: demoAdmin.email, password: demoAdmin.password }),
  });
  expect(signIn.status).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return async (method, path, body) => {
    const response = await fetch(`${base}/rest/v1/${path}`, {
      method,
      headers: { apikey, authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Reply["body"]) : null };
  };
}

const groups = Array.from({ length: Math.ceil(xssVectors.length / 8) }, (_, i) => xssVectors.slice(i * 8, i * 8 + 8));
const htmlOf = (vectors: typeof xssVectors) => vectors.map((v) => `<p>${v.name}</p>${v.html}`).join("");
const everyLanguage = <T>(make: (lang: (typeof languages)[number]) => T) =>
  Object.fromEntries(languages.map((lang) => [lang, make(lang)]));

/** The public pages that show what is written (each project of the run writes its own): [path, what]. */
const shown: Array<[string, string]> = [
  ...groups.flatMap((_, i): Array<[string, string]> => [
    [`/tr/sayfa/xss-rpc-${i}-${run}`, `page ${i + 1} (save_page)`],
    [`/en/projects/xss-table-${i}-${run}`, `project ${i + 1} (tables)`],
  ]),
  [`/tr/sayfa/refresh-rpc-${run}`, "meta refresh (save_page)"],
  [`/uz/sahifa/refresh-table-${run}`, "meta refresh (tables)"],
  ["/tr/", "home"],
  ["/en/projects", "projects"],
];

test.describe("content written straight into Postgres", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    const rest = await asAdminOverRest();

    for (const [i, vectors] of groups.entries()) {
      // Through the admin's function, with no signature (as no caller but the Worker can make one).
      const page = await rest("POST", "rpc/save_page", {
        p_input: {
          slug: `xss-rpc-${i}-${run}`,
          categoryId: "generic",
          isPublished: true,
          translations: everyLanguage((lang) => ({ title: `XSS ${i} ${lang}`, content: htmlOf(vectors), slug: "" })),
        },
      });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      // Straight into the tables.
      const id = `xss-table-${i}-${run}`;
      expect(
        (
          await rest("POST", "projects", {
            id,
            slug: id,
            category: "altyapi",
            status: "published",
            order_index: 1_000_000,
          })
        ).status,
      ).toBe(201);
      const texts = languages.map((lang) => ({
        project_id: id,
        lang_code: lang,
        title: `XSS ${i} ${lang}`,
        description: "",
        content: htmlOf(vectors),
      }));
      expect((await rest("POST", "project_translations", texts)).status).toBe(201);
    }

    const refresh = await rest("POST", "rpc/save_page", {
      p_input: {
        slug: `refresh-rpc-${run}`,
        categoryId: "generic",
        isPublished: true,
        translations: everyLanguage((lang) => ({
          title: `Yenile ${lang}`,
          content: `<p>Önce</p>${metaRefresh}`,
          slug: "",
        })),
      },
    });
    expect(refresh.status).toBe(200);
    const pageId = `refresh-table-${run}`;
    expect(
      (await rest("POST", "pages", { id: pageId, slug: pageId, category_id: "generic", is_published: true })).status,
    ).toBe(201);
    const refreshTexts = languages.map((lang) => ({
      page_id: pageId,
      lang_code: lang,
      title: `Yenile ${lang}`,
      slug: pageId,
      content: `<p>Önce</p>${metaRefresh}`,
    }));
    expect((await rest("POST", "page_translations", refreshTexts)).status).toBe(201);

    // The store holds the vectors as written: whatever keeps them inert is the page's doing.
    const stored = async (path: string) =>
      ((await rest("GET", path)).body as unknown as Array<{ content: string }>).map((r) => r.content).join("");
    expect(await stored(`page_translations?select=content&page_id=eq.${pageId}`)).toContain('http-equiv="refresh"');
    const first = await stored(`project_translations?select=content&project_id=eq.xss-table-0-${run}&lang_code=eq.en`);
    expect(first).toContain("<script>__xss++</script>");
    expect(first).toContain("onerror=__xss++");

    // javascript: links: the database refuses them through the functions and the tables alike.
    const js = "javascript:__xss++";
    const refusals = [
      await rest("POST", "rpc/save_menu_item", {
        p_input: { path: js, slug: `js-${run}`, translations: everyLanguage(() => ({ label: "JS", description: "" })) },
      }),
      await rest("POST", "menu_items", { id: `js-${run}`, slug: `js-${run}`, path: js, is_active: true }),
      await rest("PATCH", "menu_items?path=eq./contact", { path: js }),
      await rest("PATCH", "homepage_sliders?is_active=eq.true", { button_link: js }),
      await rest("POST", "rpc/save_slide", { p_input: { buttonLink: js, orderIndex: 0, translations: {} } }),
      await rest("PATCH", "site_settings?key=eq.socialMedia", { value: [{ name: "X", url: js, icon: "Globe" }] }),
    ];
    expect(refusals.map((r) => [r.status, r.body?.code])).toEqual(refusals.map(() => [400, "23514"]));
  });

  /** Opens a page counting script runs and policy violations, failing on a request to evil.example. */
  async function open(page: Page, path: string) {
    const evil: string[] = [];
    await page.route(/evil\.example/, (route) => {
      evil.push(route.request().url());
      return route.abort();
    });
    await page.addInitScript(() => {
      // The corpus's vectors bump window.__xss.
      const violations: string[] = [];
      Object.assign(window, { __xss: 0, policyViolations: violations });
      document.addEventListener("securitypolicyviolation", (event) => {
        if (!event.effectiveDirective.startsWith("img-src"))
          violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    return evil;
  }

  for (const [path, what] of shown) {
    test(`the public ${what} stays inert`, async ({ page }, info) => {
      const evil = await open(page, path);
      const js = info.project.name === "desktop";
      if (/\/(?:sayfa|sahifa|projects)\/./.test(path)) await expect(page.locator(".rich-content")).toHaveCount(1);
      if (js) {
        // Every element of the content hovered, focused and clicked (links only inspected: a click
        // would leave the page), then a moment for anything timed.
        await page.evaluate(() => {
          for (const el of Array.from(document.querySelectorAll(".rich-content *"))) {
            for (const type of ["mouseover", "mouseenter", "focus", "toggle", "animationstart"])
              el.dispatchEvent(new Event(type));
            if (el instanceof HTMLElement) el.focus();
            if (el instanceof HTMLElement && !el.closest("a")) el.click();
          }
        });
      }
      await page.waitForTimeout(1_000);
      expect(new URL(page.url()).pathname, `${what}: navigated`).toBe(new URL(path, "http://x").pathname);
      expect(evil, `${what}: requested`).toEqual([]);
      if (js) {
        expect(await page.evaluate("window.__xss"), `${what}: script ran`).toBe(0);
        expect(await page.evaluate("window.policyViolations"), `${what}: blocked by the policy only`).toEqual([]);
      }
      expect(await page.locator(`.rich-content :is(${forbidden})`).count(), `${what}: ${forbidden}`).toBe(0);
      const attributes = await page
        .locator("body *")
        .evaluateAll((elements) =>
          elements.flatMap((el) =>
            Array.from(el.attributes, (a) => ({ tag: el.tagName, name: a.name, value: a.value })),
          ),
        );
      for (const { tag, name, value } of attributes) {
        expect(name, `${what}: ${tag}`).not.toMatch(/^on/i);
        if (/^(?:href|src|action|formaction|xlink:href|background|poster|srcdoc)$/i.test(name))
          // oxlint-disable-next-line no-control-regex -- what browsers drop before reading a scheme
          expect(value.replace(/[\u0000-\u0020\u007f]+/g, ""), `${what}: ${tag} ${name}`).not.toMatch(scriptUrl);
      }
      expect(await page.locator("meta[http-equiv]").count(), `${what}: meta refresh`).toBe(0);
    });
  }
});
