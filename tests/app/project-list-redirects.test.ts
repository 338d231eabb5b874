import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

import { appFetch, expectRedirects } from "./app-support";

// A projects URL whose list sub-slug is another language's (docs/urls.md: another language's
// slugs redirect permanently to the right URL), also where the project detail route of the
// language would take it for a project slug (/uz/projeler/devam-eden: Uzbek and Turkish both
// call the section "projeler").

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR REPLACE INTO projects (id, slug, category, status) VALUES ('redirect-project', 'yonlendirme-proje', 'altyapi', 'published')",
    ),
    env.DB.prepare(
      "INSERT OR REPLACE INTO project_translations (project_id, lang_code, title) VALUES ('redirect-project', 'tr', 'Yönlendirme Proje')",
    ),
  ]);
});

describe("another language's project list sub-slug", () => {
  it("is a 301 to that language's ongoing or completed list, the query kept", async () => {
    const redirects: Array<[string, string]> = [
      ["/uz/projeler/devam-eden", "/uz/projeler/davom-etayotgan"],
      ["/uz/projeler/tamamlanan", "/uz/projeler/tugallangan"],
      ["/tr/projeler/davom-etayotgan", "/tr/projeler/devam-eden"],
      ["/tr/projeler/tugallangan", "/tr/projeler/tamamlanan"],
      ["/tr/projeler/ongoing", "/tr/projeler/devam-eden"],
      ["/tr/projeler/completed?page=2", "/tr/projeler/tamamlanan?page=2"],
      ["/en/projeler/davom-etayotgan", "/en/projects/ongoing"],
      ["/en/projects/devam-eden?page=3", "/en/projects/ongoing?page=3"],
      ["/ru/projects/davom-etayotgan", "/ru/projects/ongoing"],
      ["/ru/projects/tamamlanan", "/ru/projects/completed"],
      // Already right before: the not-found route read the whole path with Turkish slugs.
      ["/en/projeler/devam-eden", "/en/projects/ongoing"],
    ];
    await expectRedirects(redirects);
  });

  it("leaves a project slug that exists its page, and one that does not a 404", async () => {
    expect((await appFetch("/uz/projeler/yonlendirme-proje")).status).toBe(200);
    expect((await appFetch("/en/projeler/yonlendirme-proje")).headers.get("Location")).toBe(
      "/en/projects/yonlendirme-proje",
    );
    for (const path of ["/uz/projeler/yoq", "/ru/projects/devam", "/en/projeler/davom"])
      expect((await appFetch(path)).status, path).toBe(404);
  });
});

describe("another language's media page slug", () => {
  it("is a 301 to that language's media page, the query kept (every language calls the section 'media')", async () => {
    const redirects: Array<[string, string]> = [
      ["/tr/media/news", "/tr/media/haberler"],
      ["/en/media/haberler?x=1", "/en/media/news?x=1"],
    ];
    await expectRedirects(redirects);
    expect((await appFetch("/tr/media/olmayan")).status).toBe(404);
  });
});
