import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { tinyGif, tinyPng } from "../fixtures/images";
import { appFetch, freshAdminCookie, postForm } from "./app-support";
import { filesForm, stem } from "./media-support";

// "Alternatif metinler" against the built Worker with real D1 and R2: every new file's alt texts
// on one screen, saved together at their versions, all or nothing.

let cookie: string;
const upload = (form: FormData | URLSearchParams) => postForm("/admin/media", form, cookie);

describe("Alternatif metinler", () => {
  beforeAll(async () => {
    cookie = await freshAdminCookie();
  });

  /** Uploads three files and answers their ids in name order. */
  async function threeFiles(name: string): Promise<string[]> {
    await upload(
      filesForm([
        [`${name}-a.png`, tinyPng],
        [`${name}-b.gif`, tinyGif, "image/gif"],
        [`${name}-c.png`, tinyPng],
      ]),
    );
    const rows = await env.DB.prepare("SELECT id FROM media_library WHERE file_name LIKE ?1 ORDER BY file_name")
      .bind(`${name}%`)
      .all<{ id: string }>();
    return rows.results.map((r) => r.id);
  }
  const altTexts = async (ids: string[]) =>
    Promise.all(
      ids.map(async (id) => {
        const row = await env.DB.prepare("SELECT alt_text FROM media_library WHERE id = ?1")
          .bind(id)
          .first<{ alt_text: string }>();
        return row ? JSON.parse(row.alt_text) : null;
      }),
    );
  const texts = (ids: string[], per: (i: number) => Record<string, string>) =>
    Object.fromEntries(
      ids.flatMap((id, i) => [
        [`files[${i}].id`, id],
        [`files[${i}].version`, "1"],
        ...Object.entries(per(i)).map(([lang, text]) => [`files[${i}].altText.${lang}`, text]),
      ]),
    );

  it("shows a row per named file and saves every alt text in one post", async () => {
    const ids = await threeFiles(stem("toplu"));
    const page = await appFetch(`/admin/media/alt-texts/${ids.join(",")}`, { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("no-store");
    const html = await page.text();
    for (const id of ids) expect(html).toContain(`value="${id}"`);
    const saved = await postForm(
      `/admin/media/alt-texts/${ids.join(",")}`,
      texts(ids, (i) => ({ tr: `Görsel ${i}`, en: `Picture ${i}`, ru: "" })),
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/media");
    expect(await altTexts(ids)).toEqual([0, 1, 2].map((i) => ({ tr: `Görsel ${i}`, en: `Picture ${i}` })));
  });

  it("saves nothing when one text is too long, one file was deleted meanwhile or saved by someone else", async () => {
    const name = stem("hicbiri");
    const ids = await threeFiles(name);
    const before = await altTexts(ids);

    const tooLong = await postForm(
      `/admin/media/alt-texts/${ids.join(",")}`,
      texts(ids, (i) => ({ tr: i === 2 ? "x".repeat(201) : "Kısa" })),
      cookie,
    );
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("En fazla 200 karakter olabilir.");
    expect(await altTexts(ids)).toEqual(before);

    await env.DB.prepare("UPDATE media_library SET version = version + 1 WHERE id = ?1").bind(ids[0]).run();
    const stale = await postForm(
      `/admin/media/alt-texts/${ids.join(",")}`,
      texts(ids, () => ({ tr: "Eski" })),
      cookie,
    );
    expect(stale.status).toBe(409);
    expect(await altTexts(ids)).toEqual(before);

    await env.DB.prepare("DELETE FROM media_library WHERE id = ?1").bind(ids[1]).run();
    const gone = await postForm(
      `/admin/media/alt-texts/${ids.join(",")}`,
      { ...texts(ids, () => ({ tr: "Yeni" })), "files[0].version": "2" },
      cookie,
    );
    expect(gone.status).toBe(409);
    const body = await gone.text();
    expect(body).toContain("Bu dosya bu arada silinmiş");
    // Every typed text comes back.
    expect(body).toContain("Yeni");
    expect((await altTexts(ids)).filter(Boolean)).toEqual([before[0], before[2]]);
    // The screen leaves the deleted file out.
    const page = await appFetch(`/admin/media/alt-texts/${ids.join(",")}`, { cookie });
    const html = await page.text();
    expect(html).toContain(`value="${ids[0]}"`);
    expect(html).not.toContain(`value="${ids[1]}"`);
  });
});
