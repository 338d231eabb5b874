import { expect, test } from "@playwright/test";

import { d1Execute } from "../../scripts/d1-execute.mjs";
import { openAsAdmin } from "./admin-support";
import { where } from "./where";

// Pagination as a visitor and an admin use it, with and without JavaScript (desktop and
// desktop-nojs): the public "next page" link and the admin's search form are plain links and a
// GET form (docs/decisions/024-pagination-and-bounded-reads.md).

const stateDir = process.env.E2E_STATE_DIR ?? ".wrangler/e2e-state";
/** Published projects besides the demo's six, so the list has a second page; ordered after every other spec's. */
const extraProjects = 8;

// Playwright reads the fixtures a hook uses from its first parameter, so it must be a pattern.
// oxlint-disable-next-line no-empty-pattern
test.beforeAll(async ({}) => {
  test.setTimeout(120_000);
  // Written straight into the server's database, as `npm run admin:create` does (the running
  // Worker reads it at once): creating them through the admin would take minutes. Fixed ids, so
  // a second project's run finds them there.
  const rows = Array.from(
    { length: extraProjects },
    (_, i) => `('e2e-sayfa-${i}', 'e2e-sayfalama-${i}', 'enerji', 'published', 'completed', ${990 + i})`,
  );
  const texts = Array.from({ length: extraProjects }, (_, i) =>
    ["tr", "en", "ru", "uz"]
      .map((lang) => `('e2e-sayfa-${i}', '${lang}', 'Sayfalama Projesi ${i} ${lang}', '')`)
      .join(", "),
  );
  const sql = `INSERT OR IGNORE INTO projects (id, slug, category, status, progress, order_index) VALUES ${rows.join(", ")};
    INSERT OR IGNORE INTO project_translations (project_id, lang_code, title, description) VALUES ${texts.join(", ")};`;
  // Tried again while the running Worker is writing for another test (scripts/d1-execute.mjs).
  d1Execute(["--local", "--persist-to", stateDir, "--command", sql], { quiet: true });
});

test("a visitor follows the project list's next and previous page links", { tag: where.desktop }, async ({ page }) => {
  await page.goto("/en/projects");
  const pager = page.getByRole("navigation", { name: "Pages" });
  await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", /\/en\/projects\?page=2$/);
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL("/en/projects?page=2");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/en\/projects\?page=2$/);
  await expect(
    page
      .locator("main")
      .getByRole("link", { name: /Sayfalama Projesi 7 en/ })
      .first(),
  ).toBeVisible();
  await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL("/en/projects");
});

test("an admin searches the project list by title", { tag: where.desktop }, async ({ page }) => {
  await openAsAdmin(page, "/admin/projects");
  const search = page.getByRole("search");
  await search.getByRole("searchbox", { name: "Proje Yönetimi içinde ara" }).fill("Sayfalama Projesi 3");
  await search.getByRole("button", { name: "Ara" }).click();
  await expect(page).toHaveURL("/admin/projects?q=Sayfalama+Projesi+3");
  await expect(page.getByRole("heading", { name: "Sayfalama Projesi 3 tr" })).toBeVisible();
  await expect(page.getByText("1 kayıttan 1–1 arası")).toBeVisible();
  await search.getByRole("link", { name: "Aramayı temizle" }).click();
  await expect(page).toHaveURL("/admin/projects");
});
