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

async function render(page: Page, html: string): Promise<void> {
  // The page lives at a made-up origin (so relative links resolve), and nothing may load or
  // navigate for real: every other request gets a 204, which leaves the page where it is.
  await page.route("**/*", (route) =>
    route.request().url() === PAGE_URL ? route.fulfill({ contentType: "text/html", body: "<!doctype html>" }) : route.fulfill({ status: 204 }),
  );
  await page.goto(PAGE_URL);
  await page.setContent(`<!doctype html><html><head><script>window.__xss = 0;</script></head><body>${html}</body></html>`);
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      for (const type of ["mouseover", "mouseenter", "focus", "toggle", "animationstart"]) el.dispatchEvent(new Event(type));
      if (el instanceof HTMLElement || el instanceof SVGElement) el.focus();
      if (el instanceof HTMLElement) el.click();
    }
  });
  for (const link of await page.locator("a, button, input").all()) {
    await link.click({ force: true, timeout: 1000 }).catch(() => undefined);
  }
  await page.waitForTimeout(300);
}

const scriptRuns = (page: Page) => page.evaluate<number>("window.__xss");

test.describe("XSS corpus in Chromium", { tag: where.once }, () => {
  for (const vector of xssVectors) {
    test(`cleaned: ${vector.name}`, async ({ page }) => {
      const cleaned = sanitizeHtml(vector.html);
      await render(page, cleaned);
      expect(await scriptRuns(page), cleaned).toBe(0);
      const leftovers = await page.evaluate(() =>
        Array.from(document.querySelectorAll("body *")).flatMap((el) =>
          Array.from(el.attributes).map((attribute) => ({ tag: el.tagName.toLowerCase(), name: attribute.name, value: attribute.value })),
        ),
      );
      for (const { tag, name, value } of leftovers) {
        expect(name, `${tag} in ${cleaned}`).not.toMatch(/^on/i);
        // eslint-disable-next-line no-control-regex
        if (/^(?:href|src|action|formaction|xlink:href)$/i.test(name)) expect(value.replace(/[\u0000-\u0020\u007f]+/g, ""), cleaned).not.toMatch(SCRIPT_URL);
      }
    });
  }

  for (const vector of xssVectors.filter((v) => v.live)) {
    test(`control, unsanitized: ${vector.name} runs script`, async ({ page }) => {
      await render(page, vector.html);
      expect(await scriptRuns(page)).toBeGreaterThan(0);
    });
  }
});
