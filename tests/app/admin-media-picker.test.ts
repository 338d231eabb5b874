import { beforeAll, describe, expect, it } from "vitest";

import type { MediaPickerPage } from "~/features/admin/media-choices";

import { tinyPng } from "../fixtures/images";
import { appFetch, freshAdminCookie, postForm } from "./app-support";
import { filesForm, stem } from "./media-support";

// The media library's picker route (decision 060) in the built Worker with real D1 and R2:
// /admin/media/picker?q=&page= answers a page of files with their alt texts as JSON, searched by
// file name and paged as the media screen's cards, to an admin only and never cached; the image
// fields' radio choices without JavaScript (project, slide, machine, settings) are its first page.

describe("the media library's picker", () => {
  let cookie: string;
  const name = stem("secici");

  beforeAll(async () => {
    cookie = await freshAdminCookie();
    const files: Array<[string, Uint8Array<ArrayBuffer>]> = [];
    for (let i = 0; i < 26; i++) files.push([`${name}-${i}.png`, tinyPng]);
    // One upload takes at most 20 files.
    for (const batch of [files.slice(0, 20), files.slice(20)]) {
      const uploaded = await postForm("/admin/media", filesForm(batch), cookie);
      if (uploaded.status !== 302) throw new Error(`upload answered ${uploaded.status}`);
    }
  });

  const picker = async (query: string) => {
    const response = await appFetch(`/admin/media/picker${query}`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    return (await response.json()) as MediaPickerPage;
  };

  it("finds files by name, a page of 24 at a time, with their alt texts", async () => {
    const first = await picker(`?q=${name}`);
    expect(first).toMatchObject({ search: name, page: 1, pageCount: 2, total: 26 });
    expect(first.files).toHaveLength(24);
    expect(first.files[0]).toMatchObject({ url: expect.stringMatching(/^\/files\/media-library\//) });
    expect(first.files[0]!.altText).toEqual({ en: first.files[0]!.name });
    const second = await picker(`?q=${name}&page=2`);
    expect(second).toMatchObject({ page: 2, total: 26 });
    expect(second.files).toHaveLength(2);
    const names = [...first.files, ...second.files].map((f) => f.name);
    expect(new Set(names).size).toBe(26);
    expect((await picker(`?q=${name}-none`)).files).toEqual([]);
  });

  it("reads an over-long search cut and a malformed page as page 1, never failing", async () => {
    const long = await picker(`?q=${"a".repeat(5000)}&page=x`);
    expect(long.search).toHaveLength(100);
    expect(long.page).toBe(1);
  });

  it("answers a visitor with the sign-in page, never the files", async () => {
    const visitor = await appFetch(`/admin/media/picker?q=${name}`);
    expect(visitor.status).toBe(302);
    expect(await visitor.text()).not.toContain(name);
  });

  it("gives the project form its first page as radio choices without JavaScript", async () => {
    const form = await (await appFetch("/admin/projects/new", { cookie })).text();
    const radios = form.match(/<input[^>]*type="radio"[^>]*name="pickedImage"[^>]*value="\/files\/media-library\//g);
    expect(radios).toHaveLength(24);
    // The settings' logo too (the current logo, if any, besides).
    const company = await (await appFetch("/admin/site-settings/company", { cookie })).text();
    const logos = company.match(/<input[^>]*type="radio"[^>]*value="\/files\/media-library\//g);
    expect(logos?.length).toBeGreaterThanOrEqual(24);
  });
});
