import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { imageVariants } from "~/lib/image-variants";

import { blankPng, tinyGif, tinyPng, widePng } from "../fixtures/images";
import { appFetch, freshAdminCookie, origin, postForm } from "./app-support";
import { bucket, filesForm, stem, stored } from "./media-support";

// The media library's actions against the built Worker with real D1 and R2: what the browser
// cannot see. A refused upload leaves no row and no object; a failing row takes its stored file
// with it; a deleted file leaves no object; a file the site still uses is not deleted; malformed
// posts are answered with 4xx, never 5xx.

let cookie: string;

const upload = (form: FormData | URLSearchParams) => postForm("/admin/media", form, cookie);

describe("the media library's upload", () => {
  beforeAll(async () => {
    cookie = await freshAdminCookie();
  });

  it("stores two images at once: one row and one object each", async () => {
    const name = stem("iki");
    const response = await upload(
      filesForm([
        [`${name}-a.png`, tinyPng],
        [`${name}-b.gif`, tinyGif, "image/gif"],
      ]),
    );
    expect(response.status).toBe(302);
    // Several files go on to "Alternatif metinler", naming each new file.
    const ids = await env.DB.prepare("SELECT id FROM media_library WHERE file_name LIKE ?1 ORDER BY file_name")
      .bind(`${name}%`)
      .all<{ id: string }>();
    const [, named] = /^\/admin\/media\/alt-texts\/([^?]+)$/.exec(response.headers.get("Location")!) ?? [];
    expect(named?.split(",").toSorted()).toEqual(ids.results.map((r) => r.id).toSorted());
    expect(await stored(name)).toEqual({ rows: 2, objects: 2 });
    const row = await env.DB.prepare("SELECT file_type, alt_text FROM media_library WHERE file_name = ?1")
      .bind(`${name}-b.gif`)
      .first<{ file_type: string; alt_text: string }>();
    expect(row?.file_type).toBe("image/gif");
    expect(JSON.parse(row!.alt_text)).toEqual({ en: `${name}-b.gif` });
  });

  const elevenMb = new Uint8Array(11 * 1024 * 1024);
  elevenMb.set(tinyPng);
  const refusals: Array<[string, Uint8Array<ArrayBuffer> | string, string, string]> = [
    [
      "an HTML page named .png",
      "<!doctype html><script>alert(1)</script>",
      "image/png",
      "Yalnızca JPEG, PNG, GIF veya WebP görseller yüklenebilir.",
    ],
    [
      "an SVG",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      "image/svg+xml",
      "Yalnızca JPEG, PNG, GIF veya WebP görseller yüklenebilir.",
    ],
    ["an empty file", "", "image/png", "Dosya boş."],
    ["an 11 MB file", elevenMb, "image/png", "Dosya en fazla 10 MB olabilir."],
  ];
  for (const [what, bytes, type, reason] of refusals) {
    it(`refuses ${what} with a Turkish message, storing nothing of its batch`, async () => {
      const name = stem("ret");
      const bad = `${name}-kotu${type === "image/svg+xml" ? ".svg" : ".png"}`;
      // A good file first: it must not be stored either.
      const response = await upload(
        filesForm([
          [`${name}-iyi.png`, tinyPng],
          [bad, bytes, type],
        ]),
      );
      expect(response.status).toBe(400);
      // It says the good file was not stored either.
      expect(await response.text()).toContain(
        `Dosya yüklenemedi: ${bad}: ${reason} Diğer 1 dosya da yüklenmedi; bu dosyayı çıkarıp yeniden deneyin.`,
      );
      expect(await stored(name)).toEqual({ rows: 0, objects: 0 });
    });
  }

  it("refuses a 10-megapixel image, which a Worker's memory cannot decode, and stores the photo beside it with its variants once it is smaller", async () => {
    const name = stem("mp");
    const huge = await blankPng(4000, 2500);
    const refused = await upload(
      filesForm([
        [`${name}-foto.png`, widePng],
        [`${name}-tarama.png`, huge],
      ]),
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      `Dosya yüklenemedi: ${name}-tarama.png: Görsel en fazla 4 megapiksel olabilir (ör. 2400 × 1600 piksel); küçültüp yeniden yükleyin.`,
    );
    expect(await stored(name)).toEqual({ rows: 0, objects: 0 });

    const accepted = await upload(filesForm([[`${name}-foto.png`, widePng]]));
    expect(accepted.status).toBe(302);
    expect(await stored(name)).toEqual({ rows: 1, objects: 1 });
    // Beside the 640 px original, its 480 and 640 px WebP variants.
    const row = await env.DB.prepare("SELECT file_path FROM media_library WHERE file_name = ?1")
      .bind(`${name}-foto.png`)
      .first<{ file_path: string }>();
    const variants = imageVariants(`${bucket}${row!.file_path}`);
    expect(variants.map((v) => v.width)).toEqual([480, 640]);
    for (const { url } of variants) expect(await env.FILES.head(url), url).not.toBeNull();
  });

  it("refuses more than 20 files at once", async () => {
    const name = stem("cok");
    const response = await upload(
      filesForm(
        Array.from({ length: 21 }, (_, i) => [`${name}-${i}.png`, tinyPng] as [string, Uint8Array<ArrayBuffer>]),
      ),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Bir seferde en fazla 20 dosya yüklenebilir.");
    expect(await stored(name)).toEqual({ rows: 0, objects: 0 });
  });

  it("removes the stored files again when the rows cannot be written", async () => {
    const name = stem("yetim");
    await env.DB.prepare(
      "CREATE TRIGGER media_insert_fails BEFORE INSERT ON media_library BEGIN SELECT RAISE(ABORT, 'test: insert refused'); END",
    ).run();
    try {
      const response = await upload(
        filesForm([
          [`${name}-a.png`, tinyPng],
          [`${name}-b.png`, tinyPng],
        ]),
      );
      // The store failed, not the admin: 503 with the spec's toast, and nothing left behind.
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("Dosya yüklenemedi:");
      expect(await stored(name)).toEqual({ rows: 0, objects: 0 });
    } finally {
      await env.DB.prepare("DROP TRIGGER media_insert_fails").run();
    }
  });

  it("deletes a file's object with its row", async () => {
    const name = stem("sil");
    await upload(filesForm([[`${name}.png`, tinyPng]]));
    expect(await stored(name)).toEqual({ rows: 1, objects: 1 });
    const row = await env.DB.prepare("SELECT id, file_path FROM media_library WHERE file_name = ?1")
      .bind(`${name}.png`)
      .first<{ id: string; file_path: string }>();
    const page = await appFetch(`/admin/media/${row!.id}/delete`, { cookie });
    expect(await page.text()).toContain(`“${name}.png” dosyasını silmek istediğinizden emin misiniz?`);
    const response = await postForm(`/admin/media/${row!.id}/delete`, {}, cookie);
    expect(response.status).toBe(302);
    expect(await stored(name)).toEqual({ rows: 0, objects: 0 });
    expect((await appFetch(`/files/media-library/${row!.file_path}`)).status).toBe(404);
    expect((await postForm(`/admin/media/${row!.id}/delete`, {}, cookie)).status).toBe(404);
  });

  const submitSil = /<button[^>]*type="submit"[^>]*>Sil<\/button>/;
  it("keeps a file the site settings use: the prompt says where and offers no 'Sil', a post anyway is 409", async () => {
    const name = stem("logo");
    await upload(filesForm([[`${name}.png`, tinyPng]]));
    const row = await env.DB.prepare("SELECT id, file_path FROM media_library WHERE file_name = ?1")
      .bind(`${name}.png`)
      .first<{ id: string; file_path: string }>();
    const before = await env.DB.prepare("SELECT value FROM site_settings WHERE key = 'general'").first<{
      value: string;
    }>();
    const general = { siteName: "Örnek", logoUrl: `/files/media-library/${row!.file_path}`, description: {} };
    await env.DB.prepare(
      "INSERT INTO site_settings (key, value) VALUES ('general', ?1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
      .bind(JSON.stringify(general))
      .run();
    try {
      const inUse = "Bu dosya kullanılıyor (site logosu); önce oradan kaldırın.";
      // The confirmation, as a page of its own (no JavaScript) and as the dialog's loader data.
      const page = await appFetch(`/admin/media/${row!.id}/delete`, { cookie });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`“${name}.png” silinemez. ${inUse}`);
      expect(html).not.toContain("silmek istediğinizden emin misiniz?");
      expect(html).not.toMatch(submitSil);
      expect(html).toMatch(/>Kapat<\/a>/);

      const response = await postForm(`/admin/media/${row!.id}/delete`, {}, cookie);
      expect(response.status).toBe(409);
      expect(await response.text()).toContain(`Dosya silinemedi: ${inUse}`);
      expect(await stored(name)).toEqual({ rows: 1, objects: 1 });
      expect((await appFetch(`/files/media-library/${row!.file_path}`)).status).toBe(200);
    } finally {
      if (before)
        await env.DB.prepare("UPDATE site_settings SET value = ?1 WHERE key = 'general'").bind(before.value).run();
      else await env.DB.prepare("DELETE FROM site_settings WHERE key = 'general'").run();
    }
    // Once the logo is another, the prompt asks and the delete goes through.
    const asked = await (await appFetch(`/admin/media/${row!.id}/delete`, { cookie })).text();
    expect(asked).toContain(`“${name}.png” dosyasını silmek istediğinizden emin misiniz?`);
    expect(asked).toMatch(submitSil);
    expect((await postForm(`/admin/media/${row!.id}/delete`, {}, cookie)).status).toBe(302);
    expect(await stored(name)).toEqual({ rows: 0, objects: 0 });
  });

  it("stores, serves and deletes an image whose name is near the 255-letter limit", async () => {
    const name = stem("uzun");
    const original = `${name} ${"Şantiye Çalışması Gün Batımı Görüntüsü ".repeat(5)}${"ş".repeat(22)}İğüşöç.png`;
    expect(original.length).toBeGreaterThanOrEqual(249);
    expect(original.length).toBeLessThanOrEqual(255);
    expect((await upload(filesForm([[original, tinyPng]]))).status).toBe(302);
    const row = await env.DB.prepare("SELECT id, file_path FROM media_library WHERE file_name = ?1")
      .bind(original)
      .first<{ id: string; file_path: string }>();
    expect(row!.file_path.length).toBeLessThanOrEqual(128);
    const url = `/files/media-library/${row!.file_path}`;

    const served = await appFetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(tinyPng);
    expect(await (await appFetch("/admin/media", { cookie })).text()).toContain(url);

    expect((await postForm(`/admin/media/${row!.id}/delete`, {}, cookie)).status).toBe(302);
    const gone = await appFetch(url);
    expect(gone.status).toBe(404);
    await gone.body?.cancel();
    expect(await (await appFetch("/admin/media", { cookie })).text()).not.toContain(url);
    expect(await stored(name)).toEqual({ rows: 0, objects: 0 });
  });

  it("saves alt text and caption per language, refusing overlong text", async () => {
    const name = stem("metin");
    await upload(filesForm([[`${name}.png`, tinyPng]]));
    const row = await env.DB.prepare("SELECT id FROM media_library WHERE file_name = ?1")
      .bind(`${name}.png`)
      .first<{ id: string }>();
    const tooLong = await postForm(`/admin/media/${row!.id}`, { "altText.tr": "x".repeat(201) }, cookie);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("En fazla 200 karakter olabilir.");
    const saved = await postForm(
      `/admin/media/${row!.id}`,
      { "altText.tr": "Vinç", "caption.ru": "Кран", version: "1" },
      cookie,
    );
    expect(saved.status).toBe(302);
    const after = await env.DB.prepare("SELECT alt_text, caption FROM media_library WHERE id = ?1")
      .bind(row!.id)
      .first<{ alt_text: string; caption: string }>();
    expect(JSON.parse(after!.alt_text)).toEqual({ tr: "Vinç" });
    expect(JSON.parse(after!.caption)).toEqual({ ru: "Кран" });
    expect((await postForm("/admin/media/olmayan-kimlik", { "altText.tr": "x" }, cookie)).status).toBe(404);
  });
});

describe("malformed posts to the media library", () => {
  beforeAll(async () => {
    cookie = await freshAdminCookie();
  });

  const before = async () =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM media_library").first<{ n: number }>())?.n;

  it("answer with 4xx and a Turkish message, storing nothing", async () => {
    const rows = await before();
    const objects = (await env.FILES.list({ prefix: bucket })).objects.length;
    const textInsteadOfFile = new FormData();
    textInsteadOfFile.append("files", "bu bir dosya değil");
    const cases: Array<[string, RequestInit, number, string]> = [
      ["no files", { body: new FormData() }, 400, "Dosya seçilmedi."],
      // What a browser sends for a file input left empty: one part with no file name and no bytes.
      [
        "an empty file input",
        {
          body: '--x\r\nContent-Disposition: form-data; name="files"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--x--\r\n',
          headers: { "Content-Type": "multipart/form-data; boundary=x" },
        },
        400,
        "Dosya seçilmedi.",
      ],
      ["text in the file field", { body: textInsteadOfFile }, 400, "Gönderilen alan bir dosya değil."],
      ["a urlencoded form", { body: new URLSearchParams({ files: "x" }) }, 400, "Gönderilen alan bir dosya değil."],
      ["JSON", { body: "{}", headers: { "Content-Type": "application/json" } }, 400, "Form okunamadı"],
      [
        "a broken multipart body",
        { body: "--x\r\nbroken", headers: { "Content-Type": "multipart/form-data; boundary=x" } },
        400,
        "Form okunamadı",
      ],
      [
        "a declared huge body",
        {
          body: "x",
          headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(500 * 1024 * 1024) },
        },
        413,
        "Bir seferde en fazla 40 MB yüklenebilir",
      ],
      [
        "a real body over the limit",
        {
          body: filesForm(
            Array.from(
              { length: 5 },
              (_, i) => [`buyuk-${i}.png`, new Uint8Array(9 * 1024 * 1024)] as [string, Uint8Array<ArrayBuffer>],
            ),
          ),
        },
        413,
        "Bir seferde en fazla 40 MB yüklenebilir",
      ],
      [
        "a streamed body of no declared length over the limit",
        { body: hugeStream(45 * 1024 * 1024), headers: { "Content-Type": "multipart/form-data; boundary=x" } },
        413,
        "Bir seferde en fazla 40 MB yüklenebilir",
      ],
    ];
    const answers: string[] = [];
    for (const [what, init, status, message] of cases) {
      const headers = new Headers(init.headers);
      headers.set("Origin", origin);
      const response = await appFetch("/admin/media", { ...init, method: "POST", headers, cookie });
      const text = await response.text();
      answers.push(`${what}: ${response.status} ${text.includes(message) ? "ok" : "no message"}`);
      expect.soft(response.status, what).toBe(status);
      expect.soft(text.includes(message), `${what}: ${message}`).toBe(true);
    }
    expect(
      answers.every((a) => !/: 5\d\d /.test(a)),
      answers.join("\n"),
    ).toBe(true);
    expect(await before()).toBe(rows);
    expect((await env.FILES.list({ prefix: bucket })).objects.length).toBe(objects);
  });

  it("answer the dialogs of unknown files with 404", async () => {
    expect((await appFetch("/admin/media/olmayan-kimlik", { cookie })).status).toBe(404);
    expect((await appFetch("/admin/media/olmayan-kimlik/delete", { cookie })).status).toBe(404);
    expect((await postForm("/admin/media/olmayan-kimlik/delete", {}, cookie)).status).toBe(404);
  });

  it("send a signed-out upload to the login page, storing nothing", async () => {
    const name = stem("oturumsuz");
    const response = await postForm("/admin/media", filesForm([[`${name}.png`, tinyPng]]));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect(await stored(name)).toEqual({ rows: 0, objects: 0 });
  });
});

/** A multipart-looking body of `size` bytes with no Content-Length, sent in 1 MB chunks. */
function hugeStream(size: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(1024 * 1024);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}
