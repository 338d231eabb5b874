import { expect, test } from "@playwright/test";

import { languages } from "../fixtures/languages";
import { watchForErrors } from "./support";
import { where } from "./where";

const pages = ["/tr/", "/en/projects", "/ru/corporate/about", "/uz/machine-park", "/tr/contact"];

test("pages load without console errors, content requests or layout shifts", { tag: where.js }, async ({ page }) => {
  // A slow connection: the document arrives in pieces and the browser paints between them, as
  // it does for a visitor on a phone network or on a busy machine. A page that moves what it has
  // painted once the rest arrives fails here every time, not now and then.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: 40 * 1024,
    uploadThroughput: 1024 * 1024,
  });
  for (const path of pages) {
    const noErrors = watchForErrors(page);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (["fetch", "xhr"].includes(request.resourceType()) && !request.url().includes("/__manifest"))
        dataRequests.push(request.url());
    });
    await page.goto(path, { waitUntil: "networkidle" });
    // Everything the page shows came with the HTML: no fetch for content after it.
    expect(dataRequests, path).toEqual([]);
    const shifts = await page.evaluate(
      () =>
        new Promise<Array<{ value: number; moved: string[] }>>((resolve) => {
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: Array<{ node: Node | null }>;
          };
          const found: Array<{ value: number; moved: string[] }> = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.hadRecentInput) continue;
              const moved = entry.sources.map(({ node }) =>
                node instanceof Element ? `<${node.localName} class="${node.className}">` : String(node?.nodeName),
              );
              found.push({ value: entry.value, moved });
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(found), 300);
        }),
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `${path} moved: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
    noErrors();
    page.removeAllListeners("request");
  }
});

test("every image has its size set, so nothing jumps while images load", { tag: where.corners }, async ({ page }) => {
  for (const path of pages) {
    await page.goto(path);
    const unsized = await page
      .locator("img")
      .evaluateAll((imgs) =>
        imgs
          .filter((img) => !img.getAttribute("width") || !img.getAttribute("height"))
          .map((img) => img.getAttribute("src")),
      );
    expect(unsized, path).toEqual([]);
  }
});

test(
  "the header fits every language at every width, the menu button below 1024 px",
  { tag: [where.js, where.desktop] },
  async ({ page }) => {
    test.setTimeout(60_000); // a dozen pages
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 700 });
      for (const lang of languages) {
        await page.goto(`/${lang}/`);
        const row = page.getByRole("banner").locator("> div").last();
        const fits = await row.evaluate((el) => el.scrollWidth <= el.clientWidth);
        expect(fits, `${lang} at ${width}px`).toBe(true);
        if (width < 1024)
          await expect(
            page.getByTestId("mobile-menu").locator("summary").first(),
            `${lang} at ${width}px`,
          ).toBeVisible();
        else await expect(page.locator("#toggle-language"), `${lang} at ${width}px`).toBeInViewport();
      }
    }
  },
);

// 320 CSS px is what a 1280 px screen shows at 400 % zoom (WCAG 1.4.10, reflow); the 375 px
// phone of the product's brief is wider still.
test("the page is usable at 320 px (400 % zoom) without sideways scrolling", { tag: where.phone }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of pages) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
