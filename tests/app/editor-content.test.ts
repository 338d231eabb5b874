import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { tinyPng } from "../fixtures/images";
import { languages } from "../fixtures/languages";
import { appFetch, freshAdminCookie, postForm } from "./app-support";

// The server's side of the rich-text editor (docs/decisions/057-rich-text-editor.md), against the
// built Worker with real D1: the library's pictures with their alt texts for "Görsel ekle", only
// to an admin and never cached; a page saved with markup the cleaning drops is stored cleaned, and
// the toast the next page shows names what was removed.

let cookie: string;

/** The toast the flash cookie of `response` carries, as the next admin page shows it. */
async function toastAfter(response: Response): Promise<string> {
  const flash = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("admin_flash="))!
    .split(";")[0]!;
  const next = await appFetch(response.headers.get("Location")!, { cookie: `${cookie}; ${flash}` });
  return next.text();
}

function pageForm(slug: string, content: string): URLSearchParams {
  const form = new URLSearchParams({ slug, categoryId: "kurumsal", isPublished: "on" });
  for (const lang of languages) {
    form.set(`translations.${lang}.title`, `Editör ${lang}`);
    form.set(`translations.${lang}.content`, lang === "tr" ? content : "");
  }
  return form;
}

describe("the rich-text editor's server side", () => {
  beforeAll(async () => {
    cookie = await freshAdminCookie();
  });

  it("lists the library's pictures with their alt texts per language, to an admin only, never cached", async () => {
    const name = `editor-${crypto.randomUUID().slice(0, 8)}.png`;
    const form = new FormData();
    form.append("files", new File([new Uint8Array(tinyPng)], name, { type: "image/png" }));
    expect((await postForm("/admin/media", form, cookie)).status).toBe(302);

    const response = await appFetch("/admin/media/picker", { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const { files } = (await response.json()) as { files: Array<{ url: string; name: string; altText: object }> };
    const uploaded = files.find((file) => file.name === name);
    expect(uploaded?.url).toMatch(/^\/files\//);
    // Per language, as stored: an upload's only alt text is the file name, in English.
    expect(uploaded?.altText).toEqual({ en: name });

    const visitor = await appFetch("/admin/media/picker");
    expect(visitor.status).toBe(302);
    expect(await visitor.text()).not.toContain(name);
  });

  it("saves markup the cleaning drops as cleaned, and says what was removed", async () => {
    const slug = `editor-${crypto.randomUUID().slice(0, 8)}`;
    const response = await postForm(
      "/admin/pages/new",
      pageForm(slug, '<h2 class="x">Başlık</h2><p style="color:red" onclick="alert(1)">Metin</p><script>1</script>'),
      cookie,
    );
    expect(response.status).toBe(302);
    const stored = await env.DB.prepare(
      "SELECT t.content FROM page_translations t JOIN pages p ON p.id = t.page_id WHERE p.slug = ?1 AND t.lang_code = 'tr'",
    )
      .bind(slug)
      .first<{ content: string }>();
    expect(stored?.content).toBe("<h2>Başlık</h2><p>Metin</p>");
    expect(await toastAfter(response)).toContain(
      "İçerik kaydedildi, ancak izin verilmeyen biçimler kaldırıldı: stil, sınıf ve kimlik öznitelikleri, olay öznitelikleri (on...), betik ve stil blokları.",
    );
  });

  it("says nothing more when the content was already clean", async () => {
    const slug = `editor-${crypto.randomUUID().slice(0, 8)}`;
    const response = await postForm("/admin/pages/new", pageForm(slug, "<h2>Başlık</h2><p>Metin</p>"), cookie);
    expect(response.status).toBe(302);
    const html = await toastAfter(response);
    expect(html).toContain("Yeni sayfa eklendi.");
    expect(html).not.toContain("kaldırıldı");
  });
});
