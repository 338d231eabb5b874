import { expect, request, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";

import { demoAdmin } from "../fixtures/accounts";
import { openAsAdmin, toast, withSettingsLock } from "./admin-support";
import { where } from "./where";

// The public page cache (docs/decisions/020-public-page-cache.md) seen from outside: a visitor
// without any cookie reads pages the cache already holds, an admin edits through the admin's own
// screens, and the visitor's very next request shows the edit. And what an admin browses never
// reaches a visitor: no cached answer carries a cookie, the admin's session or an admin-only byte.
// tests/app/page-cache.test.ts covers the cache's rules request by request (304, nonces, HEAD,
// outages); these are the two whole journeys, run once (desktop, with JavaScript).

// A seeded project no other file reads (its description keeps the marker), the home page's
// "about" subtitle, which no other file checks (put back at once), and a menu item of its own
// (deleted at the end).
const projectSlug = "konya-ovasi-basincli-sulama-sebekesi";
const projectPath = `/tr/projeler/${projectSlug}`;

/** A visitor: a request context of its own, with no cookie of the browser's. */
async function visitor(baseURL: string | undefined): Promise<APIRequestContext> {
  return request.newContext({ baseURL });
}

/**
 * Reads a page as the visitor; returns its body and whether the cache answered it (after an
 * edit, a "hit" is fine too: another test may have read the new version first).
 */
async function read(client: APIRequestContext, path: string): Promise<{ body: string; cache: string | null }> {
  const response = await client.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return { body: await response.text(), cache: response.headers()["x-page-cache"] ?? null };
}

/**
 * Reads a page until the cache answers it (the second read, unless another test's edit changed
 * the content version meanwhile); returns that answer.
 */
async function cached(client: APIRequestContext, path: string) {
  const states: string[] = [];
  for (;;) {
    const answer = await read(client, path);
    states.push(answer.cache ?? "none");
    if (answer.cache === "hit") return answer;
    expect(states.length, `${path}: ${states.join(", ")}`).toBeLessThan(5);
  }
}

/**
 * Opens an admin page (the test signed in with `openAsAdmin` first, whose sign-in toast is then
 * gone) and waits until its scripts have run: a field filled or a button pressed while React
 * hydrates the page can be lost.
 */
async function openAdmin(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(path);
  await page.waitForLoadState("networkidle");
  // hydrateRoot(document) marks the document as React's container: from then on a filled field stays filled.
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer")));
}

/** Presses a button that posts, and waits for the server's answer and the toast it leads to. */
async function submit(page: Page, button: Locator, message: string) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/"),
  );
  await button.click();
  expect((await answered).status()).toBeLessThan(400);
  await expect(toast(page)).toContainText(message);
}

/** Sets the "about" subtitle on the open settings screen, saves, and waits for the save's answer. */
async function saveSettings(page: Page, subtitle: string) {
  await page.locator('[name="about_summary_subtitle.tr"]').fill(subtitle);
  await submit(page, page.getByRole("button", { name: "Bölümü Kaydet" }).first(), "“Ana sayfa” bölümü kaydedildi.");
  await expect(page.locator('[name="about_summary_subtitle.tr"]')).toHaveValue(subtitle);
}

/** Opens a dialog of the admin, changes one field, saves, and waits for the toast. */
async function saveField(
  page: Page,
  dialogPath: string,
  field: string,
  value: (current: string) => string,
  saved: string,
) {
  await openAdmin(page, dialogPath);
  const input = page.getByRole("dialog").locator(`[name="${field}"]`);
  const next = value(await input.inputValue());
  await input.fill(next);
  await expect(input, "the field holds what was typed when it is saved").toHaveValue(next);
  await submit(page, page.getByRole("dialog").getByRole("button", { name: "Kaydet" }), saved);
}

test(
  "an edit of a project, a setting and the menu shows on a visitor's next request",
  { tag: where.once },
  async ({ page, baseURL }) => {
    const marker = `Onbellek${Date.now().toString(36)}`;
    const client = await visitor(baseURL);
    expect((await cached(client, "/tr/")).body.includes(marker)).toBe(false);
    expect((await cached(client, projectPath)).body.includes(marker)).toBe(false);

    // The project: its Turkish description, on its page.
    await openAsAdmin(page, "/admin/projects");
    const editHref = await page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="${projectPath}"]`) })
      .getByRole("link", { name: /projesini düzenle$/ })
      .getAttribute("href");
    expect(editHref).toMatch(/^\/admin\/projects\/[^/]+$/);
    await saveField(
      page,
      editHref!,
      "translations.tr.description",
      (current) => `${current} ${marker}`,
      "Proje güncellendi.",
    );
    const project = await read(client, projectPath);
    expect(project.body.includes(marker), "the project page shows the new description").toBe(true);
    // Put back at once: other files read this demo project.
    await saveField(
      page,
      editHref!,
      "translations.tr.description",
      (current) => current.replace(` ${marker}`, ""),
      "Proje güncellendi.",
    );
    await openAdmin(page, editHref!);
    await expect(
      page.getByRole("dialog").locator('[name="translations.tr.description"]'),
      "the store holds the description put back",
    ).not.toHaveValue(new RegExp(marker));
    expect(
      (await read(client, projectPath)).body.includes(marker),
      "the project page shows the description put back",
    ).toBe(false);

    // A setting: the home page's "about" subtitle, put back at once (other files read the home page).
    const { home, subtitle } = await withSettingsLock(async () => {
      await openAdmin(page, "/admin/site-settings/home");
      const original = await page.locator('[name="about_summary_subtitle.tr"]').inputValue();
      await saveSettings(page, `${original} ${marker}`);
      const seen = await read(client, "/tr/");
      await saveSettings(page, original);
      return { home: seen, subtitle: original };
    });
    expect(home.body.includes(`${subtitle} ${marker}`), "the home page shows the new subtitle").toBe(true);

    // The menu: a new item, in the header of the next home page.
    await openAdmin(page, "/admin/menu/new");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Yol").fill("/contact");
    await dialog.getByLabel("Slug").fill(marker.toLowerCase());
    await dialog.getByLabel("Sıra").fill("97");
    for (const lang of ["tr", "en", "ru", "uz"]) {
      await dialog.getByRole("tab", { name: lang.toUpperCase() }).click();
      await dialog.locator(`input[name="translations.${lang}.label"]`).fill(marker);
    }
    await submit(page, dialog.getByRole("button", { name: "Kaydet" }), "Yeni menü öğesi eklendi.");
    const linksItem = new RegExp(`<a[^>]+href="/tr/contact"[^>]*>(?:(?!</a>)[\\s\\S])*${marker}`);
    expect(linksItem.test((await read(client, "/tr/")).body), "the header links the new item").toBe(true);

    // Take the item away (it sits in every page's header); the visitor sees that at once, too.
    await openAdmin(page, "/admin/menu");
    const deleteHref = await page
      .locator("[data-menu-item]")
      .filter({ hasText: marker })
      .getByRole("link", { name: `${marker} öğesini sil` })
      .getAttribute("href");
    await openAdmin(page, deleteHref!);
    await submit(page, page.getByRole("dialog").getByRole("button", { name: "Sil" }), "Menü öğesi silindi.");
    expect(linksItem.test((await read(client, "/tr/")).body), "the header still links the item").toBe(false);
    await client.dispose();
  },
);

test(
  "what a signed-in admin browses never reaches a visitor from the cache",
  { tag: where.once },
  async ({ page, baseURL }) => {
    await openAsAdmin(page, "/admin/dashboard");
    const session = (await page.context().cookies()).find((cookie) => cookie.name.includes("sid"));
    expect(session?.value).toBeTruthy();
    const paths = [
      "/tr/",
      "/en/corporate/about",
      "/ru/projects",
      "/uz/projeler/ankara-cevre-yolu-viyadugu",
      "/tr/machine-park",
      "/tr/olmayan-sayfa",
    ];

    // The admin browses the public site: documents, and client navigations' data (with JavaScript).
    for (const path of paths) {
      const response = await page.goto(path);
      expect([200, 404], path).toContain(response!.status());
      expect(response!.headers()["x-page-cache"] ?? null, path).toBeNull();
    }
    await page.goto("/tr/");
    await page.getByRole("banner").locator('a[href="/tr/projeler"]').first().click();
    await expect(page).toHaveURL("/tr/projeler");

    // A visitor then asks for the same pages and their data, twice: the second answer is the cache's.
    const client = await visitor(baseURL);
    const adminOnly = ["Yönetim", "Çıkış Yap", "/admin", demoAdmin.email, session!.value];
    for (const path of [...paths, "/tr/projeler", "/tr/projeler.data"]) {
      // Other tests' edits change the content version meanwhile: read until the cache answers.
      const states: string[] = [];
      while (states.at(-1) !== "hit" && states.length < 5) {
        const response = await client.get(path, { maxRedirects: 0 });
        const label = `${path} (read ${states.length + 1})`;
        expect([200, 404], label).toContain(response.status());
        expect(response.headers()["set-cookie"], label).toBeUndefined();
        states.push(response.headers()["x-page-cache"] ?? "none");
        const body = await response.text();
        for (const text of adminOnly) expect(body.includes(text), `${label} carries "${text}"`).toBe(false);
      }
      expect(states.at(-1), `${path}: ${states.join(", ")}`).toBe("hit");
    }
    await client.dispose();
  },
);
