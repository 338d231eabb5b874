import { expect, test, type Page } from "@playwright/test";

import { sanitizeHtml } from "../../app/lib/sanitize-html.server";
import { xssVectors } from "../fixtures/xss-vectors";
import { where } from "./where";

// The XSS corpus in a real browser: each vector is cleaned by the real sanitizer (it is plain
// JavaScript, so it runs here in Node), rendered into a blank page that counts script through
// `window.__xss`, poked at (every element hovered, focused and clicked, every link clicked for
// real) and must run nothing. A control renders the vectors marked `live` unsanitized and expects
// each to run, so the corpus is known to have teeth. The site itself is not involved.

const PAGE_URL = "http://xss-corpus.test/";
const SCRIPT_URL = /^(?:javascript|vbscript|data):/i;

/** Lets the page live at a made-up origin (so relative links resolve) where nothing may load or
 *  navigate for real: every other request gets a 204, which leaves the page where it is. */
async function isolate(page: Page): Promise<void> {
  await page.route("**/*", (route) =>
    route.request().url() === PAGE_URL
      ? route.fulfill({ contentType: "text/html", body: "<!doctype html>" })
      : route.fulfill({ status: 204 }),
  );
}

/** Renders one vector in a fresh document (a new window, so nothing of the previous one runs on). */
async function render(page: Page, html: string): Promise<void> {
  await page.goto(PAGE_URL);
  await page.setContent(
    `<!doctype html><html><head><script>window.__xss = 0;</script></head><body>${html}</body></html>`,
  );
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      for (const type of ["mouseover", "mouseenter", "focus", "toggle", "animationstart"])
        el.dispatchEvent(new Event(type));
      if (el instanceof HTMLElement || el instanceof SVGElement) el.focus();
      if (el instanceof HTMLElement) el.click();
    }
  });
  for (const link of await page.locator("a, button, input").all()) {
    await link.click({ force: true, timeout: 1000 }).catch(() => undefined);
  }
  await page.waitForTimeout(300);
}

/** The corpus in groups of ten: one browser page per group, one fresh document per vector. */
function inGroups<T>(items: readonly T[], size = 10): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
}

const scriptRuns = (page: Page) => page.evaluate<number>("window.__xss");

test.describe("XSS corpus in Chromium", { tag: where.once }, () => {
  for (const [group, vectors] of inGroups(xssVectors).entries()) {
    test(`cleaned, group ${group + 1}: ${vectors.map((v) => v.name).join(" · ")}`, async ({ page }) => {
      await isolate(page);
      for (const vector of vectors) {
        const cleaned = sanitizeHtml(vector.html);
        await render(page, cleaned);
        expect(await scriptRuns(page), `${vector.name}: ${cleaned}`).toBe(0);
        const leftovers = await page.evaluate(() =>
          Array.from(document.querySelectorAll("body *")).flatMap((el) =>
            Array.from(el.attributes).map((attribute) => ({
              tag: el.tagName.toLowerCase(),
              name: attribute.name,
              value: attribute.value,
            })),
          ),
        );
        for (const { tag, name, value } of leftovers) {
          expect(name, `${vector.name}: ${tag} in ${cleaned}`).not.toMatch(/^on/i);
          if (/^(?:href|src|action|formaction|xlink:href)$/i.test(name)) {
            // eslint-disable-next-line no-control-regex
            const bare = value.replace(/[\u0000-\u0020\u007f]+/g, "");
            expect(bare, `${vector.name}: ${cleaned}`).not.toMatch(SCRIPT_URL);
          }
        }
      }
    });
  }

  for (const [group, vectors] of inGroups(xssVectors.filter((v) => v.live)).entries()) {
    test(`control, unsanitized, group ${group + 1}: each vector runs script`, async ({ page }) => {
      await isolate(page);
      for (const vector of vectors) {
        await render(page, vector.html);
        expect(await scriptRuns(page), vector.name).toBeGreaterThan(0);
      }
    });
  }
});
