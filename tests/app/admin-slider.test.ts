import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { fakePng, tinyGif, tinyPng } from "../fixtures/images";
import { languages } from "../fixtures/languages";
import { adminCookie, appFetch, atStoredVersion, freshAdminCookie, postForm, provisionAccounts } from "./app-support";

// The slider manager through the built Worker: what a browser cannot see — the objects left in
// R2, rows left half-saved, the statuses of malformed posts — and the home page's built-in hero.

function slideForm(
  fields: { title?: string; orderIndex?: string; isActive?: boolean; buttonLink?: string } = {},
  image?: File,
) {
  const form = new FormData();
  form.set("orderIndex", fields.orderIndex ?? "0");
  form.set("buttonLink", fields.buttonLink ?? "/projeler");
  if (fields.isActive ?? true) form.set("isActive", "on");
  for (const lang of languages) form.set(`translations.${lang}.title`, `${fields.title ?? "Slayt"} ${lang}`);
  if (image) form.set("image", image);
  return form;
}

const png = (name = "slayt.png") => new File([tinyPng], name, { type: "image/png" });

async function storedObjects(): Promise<string[]> {
  const listed = await env.FILES.list({ prefix: "slider-images/" });
  return listed.objects.map((o) => o.key).sort();
}

async function slideRows() {
  const { results } = await env.DB.prepare(
    "SELECT id, image_url, order_index, is_active FROM homepage_sliders ORDER BY order_index",
  ).all<{
    id: string;
    image_url: string | null;
    order_index: number;
    is_active: number;
  }>();
  return results;
}

const keyOf = (url: string | null) => url?.replace(/^\/files\//, "");

describe("the slider manager", () => {
  let cookie: string;

  beforeAll(async () => {
    cookie = await freshAdminCookie();
  });

  beforeEach(async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM homepage_sliders"), env.DB.prepare("DELETE FROM trash_entries")]);
    for (const key of await storedObjects()) await env.FILES.delete(key);
  });

  it("stores a new slide with its image, replaces the image without leaving the old object, and moves it to the trash with its image", async () => {
    const created = await postForm("/admin/slider/new", slideForm({ title: "Yeni" }, png()), cookie);
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe("/admin/slider");
    const rows = await slideRows();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(await storedObjects()).toEqual([keyOf(row!.image_url)]);

    const replaced = await postForm(
      `/admin/slider/${row!.id}`,
      await atStoredVersion(
        "homepage_sliders",
        row!.id,
        slideForm({ title: "Yeni" }, new File([tinyGif], "ikinci.gif", { type: "image/gif" })),
      ),
      cookie,
    );
    expect(replaced.status).toBe(302);
    const [after] = await slideRows();
    expect(after!.image_url).not.toBe(row!.image_url);
    expect(await storedObjects()).toEqual([keyOf(after!.image_url)]);

    // Saved without a new file: the image stays.
    expect(
      (
        await postForm(
          `/admin/slider/${row!.id}`,
          await atStoredVersion("homepage_sliders", row!.id, slideForm({ title: "Yine" })),
          cookie,
        )
      ).status,
    ).toBe(302);
    expect((await slideRows())[0]!.image_url).toBe(after!.image_url);

    const deleted = await postForm(`/admin/slider/${row!.id}/delete`, {}, cookie);
    expect(deleted.status).toBe(302);
    expect(await slideRows()).toEqual([]);
    // The image waits with the slide in the trash, for a restore; only emptying the trash removes it.
    expect(await storedObjects()).toEqual([keyOf(after!.image_url)]);
    const entry = await env.DB.prepare("SELECT record_id FROM trash_entries WHERE record_type = 'slide'").first();
    expect(entry).toEqual({ record_id: row!.id });
  });

  it.each([
    ["a non-numeric order", slideForm({ orderIndex: "üç" }, png()), "Sıra numarası zorunludur ve bir sayı olmalıdır."],
    ["a missing order", slideForm({ orderIndex: "" }, png()), "Sıra numarası zorunludur ve bir sayı olmalıdır."],
    ["no image", slideForm(), "Görsel zorunludur."],
    [
      "a file that is not an image",
      slideForm({}, new File([fakePng], "resim.png", { type: "image/png" })),
      "Görsel yüklenemedi:",
    ],
    [
      "a link that is neither a path nor http(s)",
      slideForm({ buttonLink: "javascript:alert(1)" }, png()),
      "Bağlantı / ile ya da http(s):// ile başlamalıdır.",
    ],
  ])("refuses a new slide with %s: 400, the message, nothing stored", async (_, form, message) => {
    const response = await postForm("/admin/slider/new", form, cookie);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await slideRows()).toEqual([]);
    expect(await storedObjects()).toEqual([]);
  });

  it("refuses a bad edit without touching the stored slide or its image", async () => {
    await postForm("/admin/slider/new", slideForm({ title: "Kalan" }, png()), cookie);
    const [row] = await slideRows();
    const response = await postForm(
      `/admin/slider/${row!.id}`,
      slideForm({ orderIndex: "x" }, png("yeni.png")),
      cookie,
    );
    expect(response.status).toBe(400);
    expect(await slideRows()).toEqual([row]);
    expect(await storedObjects()).toEqual([keyOf(row!.image_url)]);
  });

  it("reorders: every slide gets its position; moves one step; refuses stale and unknown ids", async () => {
    for (const title of ["A", "B", "C"]) await postForm("/admin/slider/new", slideForm({ title }, png()), cookie);
    const ids = (await slideRows()).map((r) => r.id);

    const reorder = (order: unknown) =>
      postForm("/admin/slider", { intent: "reorder", order: JSON.stringify(order) }, cookie);
    const reordered = await reorder({ ids: [ids[2], ids[0], ids[1]], seen: ids });
    expect(reordered.status).toBe(200);
    expect((await slideRows()).map((r) => [r.id, r.order_index])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);

    const moved = await postForm("/admin/slider", { intent: "move", id: ids[1]!, direction: "up" }, cookie);
    expect(moved.status).toBe(302);
    expect((await slideRows()).map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);

    const current = [ids[2]!, ids[1]!, ids[0]!];
    // A drag made on a list that has changed since (another admin's reorder) is refused.
    const stale = await reorder({ ids: [ids[0], ids[1], ids[2]], seen: [ids[2], ids[0], ids[1]] });
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain("Sıralama güncellenemedi: Slayt listesi güncel değil, sayfayı yenileyin.");
    expect((await reorder({ ids: [ids[0], ids[1]], seen: current })).status).toBe(400);
    expect((await reorder({ ids: [ids[0], ids[0], ids[1]], seen: current })).status).toBe(400);
    expect((await reorder([ids[0], ids[1], ids[2]])).status).toBe(400);
    expect((await postForm("/admin/slider", { intent: "move", id: "olmayan", direction: "up" }, cookie)).status).toBe(
      404,
    );
    expect((await postForm("/admin/slider", { intent: "move", id: ids[2]!, direction: "up" }, cookie)).status).toBe(
      400,
    );
    expect((await slideRows()).map((r) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
  });
});

describe("the home page's hero", () => {
  beforeAll(async () => {
    await provisionAccounts();
  });

  beforeEach(async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM homepage_sliders"), env.DB.prepare("DELETE FROM trash_entries")]);
  });

  const heroes = {
    tr: "Altyapıdan enerjiye, kalıcı eserler inşa ediyoruz",
    en: "Building lasting works, from infrastructure to energy",
    ru: "Создаём долговечные объекты — от инфраструктуры до энергетики",
    uz: "Infratuzilmadan energetikagacha mustahkam inshootlar barpo etamiz",
  };

  const slideRoles = { tr: "slayt", en: "slide", ru: "слайд", uz: "slayd" };

  it("shows the built-in hero, in the page's language, when no slide is active", async () => {
    const cookie = await adminCookie();
    await postForm("/admin/slider/new", slideForm({ title: "Pasif", isActive: false }, png()), cookie);
    for (const lang of languages) {
      const html = await (await appFetch(`/${lang}/`)).text();
      // A screen reader announces the slide in the page's language.
      expect(html).toContain(`aria-roledescription="${slideRoles[lang]}"`);
      // In the hero's heading, not only among the UI strings the page carries.
      expect(html).toContain(`>${heroes[lang]}</h2>`);
      expect(html).toContain('src="/images/hero-default_1600x640-hero-default.png"');
      expect(html).not.toContain(`Pasif ${lang}`);
    }
    const image = await appFetch("/images/hero-default_1600x640-hero-default.png");
    // Served by the assets binding in production; here the Worker may not see it, so only a
    // 5xx would be wrong.
    expect(image.status).toBeLessThan(500);
  });

  it("shows the active slides instead, never the built-in hero", async () => {
    const cookie = await adminCookie();
    await postForm("/admin/slider/new", slideForm({ title: "Görünen" }, png()), cookie);
    const html = await (await appFetch("/en/")).text();
    expect(html).toContain(">Görünen en</h2>");
    expect(html).not.toContain(`>${heroes.en}</h2>`);
    expect(html).not.toContain("/images/hero-default_1600x640-hero-default.png");
  });
});
