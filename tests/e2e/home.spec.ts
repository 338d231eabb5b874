import { expect, test } from "@playwright/test";

import { where } from "./where";

test("the slider shows its first slide without JavaScript, controls hidden", { tag: where.noJs }, async ({ page }) => {
  await page.goto("/tr/");
  const slides = page.locator("[data-slide]");
  // The inactive fourth slide is not shown at all. (Admin specs running alongside may add
  // slides of their own, always after the seeded ones, so the seeded three are counted by name.)
  await expect(slides.filter({ hasText: "Suyun ve Enerjinin Mühendisleri" })).toHaveCount(0);
  await expect(slides.nth(2)).toContainText("Güven Üzerine Kurulu 30 Yıl");
  await expect(slides.nth(0)).toBeVisible();
  await expect(slides.nth(1)).toBeHidden();
  await expect(page.getByRole("button", { name: "Sonraki slayt" })).toBeHidden();
  await expect(slides.nth(0).locator("img")).toHaveAttribute("loading", "eager");
  await expect(slides.nth(0).locator("img")).toHaveAttribute("fetchpriority", "high");
});

test(
  "the slider advances every 7 seconds, pauses on hover, and is operable by buttons",
  { tag: where.js },
  async ({ page }) => {
    // The page's time moves only when the test moves it: on a loaded machine, real time flowing
    // into the clock between two steps carried the slider past its 7 seconds.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.clock.pauseAt(new Date("2026-01-05T09:01:00Z"));
    await page.goto("/tr/");
    const slides = page.locator("[data-slide]");
    await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
    // Hovering pauses; leaving restarts the 7-second wait from now.
    await page.locator("[data-carousel]").hover();
    await page.mouse.move(5, 5);

    await page.clock.runFor(6_700);
    await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
    await page.clock.runFor(600);
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");

    await page.locator("[data-carousel]").hover();
    await page.clock.runFor(20_000);
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");

    await page.getByRole("button", { name: "Sonraki slayt" }).click();
    await expect(slides.nth(2)).toHaveAttribute("data-active", "true");
    await page.getByRole("button", { name: "1. slayta git" }).click();
    await expect(slides.nth(0)).toHaveAttribute("data-active", "true");
    await expect(slides.nth(1)).toHaveAttribute("aria-hidden", "true");
  },
);

test(
  "the slider can be stopped and does not move for visitors who prefer reduced motion",
  { tag: where.js },
  async ({ browser }, info) => {
    const context = await browser.newContext({ ...info.project.use, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto("/tr/");
    await page.mouse.move(5, 5);
    await page.clock.runFor(30_000);
    await expect(page.locator("[data-slide]").nth(0)).toHaveAttribute("data-active", "true");
    await context.close();
  },
);

test(
  "the home page shows about, activity areas, featured projects and client logos",
  { tag: where.corners },
  async ({ page }) => {
    await page.goto("/en/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 }).filter({ hasText: /\S/ })).not.toHaveCount(0);
    await expect(main.locator('section[aria-labelledby="activities-title"] li')).toHaveCount(6);
    await expect(main.locator('section[aria-labelledby="projects-title"] article')).toHaveCount(6);
    await expect(main.locator('section[aria-labelledby="clients-title"] img')).toHaveCount(6);
    await expect(main.locator('section[aria-labelledby="projects-title"] article a').first()).toHaveAttribute(
      "href",
      /^\/en\/projects\/[a-z0-9-]+$/,
    );
    // The about section's link says where it leads (Lighthouse's link-text audit, WCAG 2.4.4).
    await expect(main.getByRole("link", { name: "More about us" })).toHaveAttribute("href", "/en/corporate/about");
  },
);

test(
  "the hero fetches a variant no wider than about twice the screen, and only the first slide eagerly",
  { tag: where.js },
  async ({ page }) => {
    await page.clock.install();
    const images: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/files/slider-images/")) images.push(new URL(request.url()).pathname);
    });
    await page.goto("/tr/");
    const slides = page.locator("[data-slide]");
    const first = slides.nth(0).locator("img");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("sizes", "100vw");
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const chosen = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
    const chosenWidth = Number(/_(\d+)\.webp$/.exec(chosen)?.[1]);
    // The phone (375 px at 2.6 device pixels per px) gets the 800 px variant (its <source>), never the 1600 px one.
    expect(chosenWidth, chosen).toBeLessThanOrEqual(page.viewportSize()!.width * 2.2);
    // The head's preload of the first slide picks the same variant: it is downloaded once, alone.
    const variant = new URL(chosen).pathname;
    const stem = variant.replace(/_\d+\.webp$/, "_");
    expect([...new Set(images.filter((path) => path.startsWith(stem)))]).toEqual([variant]);

    // The next slide's picture waits lazily; the one after is not in the page until it is next.
    await expect(slides.nth(1).locator("img")).toHaveAttribute("loading", "lazy");
    await expect(slides.nth(2).locator("img")).toHaveCount(0);
    await page.getByRole("button", { name: "Sonraki slayt" }).click();
    await expect(slides.nth(2).locator("img")).toHaveAttribute("loading", "lazy");
  },
);
