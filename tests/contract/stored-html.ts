import { beforeEach, describe, expect, it } from "vitest";

import type { Backend } from "~/backend/port";
import { languages } from "~/i18n/languages";

import type { ContractContext } from "./harness";
import { allLangs, cleanedContent, pageInput, projectInput, unsafeContent } from "./inputs";

// What a public page shows of stored HTML (docs/decisions/035-content-rules-on-every-write-path.md):
// content the port saved, as it was saved; content that reached the store past the port (a token
// used straight against the database, an operator's SQL, a row saved before signatures) cleaned by
// the same rules when it is read. Every adapter, one rule.

/** Written past the port: a refresh that sends visitors elsewhere, script, a frame, a form. */
const writtenPast =
  '<h1>Başlık</h1><meta http-equiv="refresh" content="0;url=https://evil.example">' +
  '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="q"></form>' +
  unsafeContent;
/** The same as the sanitizer cleans it (h1 → h2, the rest dropped). */
const writtenPastCleaned = `<h2>Başlık</h2>${cleanedContent}`;

export function describeStoredHtmlContract(ctx: ContractContext) {
  const { h } = ctx;
  let admin: Backend;
  let visitor: Backend;
  beforeEach(() => {
    ({ admin, visitor } = ctx);
  });

  const pageContent = async (lang: (typeof languages)[number], slug: string) => {
    const found = await visitor.site.pageBySlug(lang, slug);
    return found.kind === "missing" ? null : found.page.content;
  };

  describe("stored HTML on public pages", () => {
    it("shows what the port saved as it was saved, in every language", async () => {
      const rich =
        '<h2>Başlık</h2><p>Metin <a href="https://example.com/x" target="_blank" rel="noopener noreferrer">bağlantı</a></p>';
      const page = await admin.pages.save(
        pageInput({ translations: allLangs((l) => ({ title: `Sayfa ${l}`, content: rich, slug: "" })) }),
      );
      for (const lang of languages) expect(await pageContent(lang, page.slug)).toBe(rich);
      const project = await admin.projects.save(
        projectInput({
          title: "Zengin",
          translations: allLangs((l) => ({
            title: l === "tr" ? "Zengin" : `Zengin ${l}`,
            description: "",
            content: rich,
          })),
        }),
      );
      expect((await visitor.site.projectBySlug("en", project.slug))?.content).toBe(rich);
    });

    it("cleans content written into the store past the port when a page shows it, until the port saves it again", async () => {
      const page = await admin.pages.save(pageInput());
      const project = await admin.projects.save(projectInput({ title: "Dolaylı" }));
      for (const lang of ["tr", "ru"] as const) {
        await h.writeStoredContent("page", page.id, lang, writtenPast);
        await h.writeStoredContent("project", project.id, lang, writtenPast);
        expect(await pageContent(lang, page.slug)).toBe(writtenPastCleaned);
        expect((await visitor.site.projectBySlug(lang, project.slug))?.content).toBe(writtenPastCleaned);
      }
      // A language left alone is shown as saved.
      expect(await pageContent("en", page.slug)).toBe("<p>en</p>");
      // The admin still sees what is stored (their editor parses it as its own schema allows).
      expect((await admin.pages.get(page.id))?.translations.tr?.content).toBe(writtenPast);

      // Saved again through the port: cleaned and signed, shown as saved.
      const stored = (await admin.pages.get(page.id))!;
      await admin.pages.save(
        pageInput({
          id: page.id,
          version: stored.version,
          translations: allLangs((l) => ({ title: `Hakkımızda ${l}`, content: "<p>Yeniden</p>", slug: "" })),
        }),
      );
      expect(await pageContent("tr", page.slug)).toBe("<p>Yeniden</p>");
    });

    it("never takes a stored signature for other HTML than the one it was made for", async () => {
      const signed = await admin.pages.save(
        pageInput({ translations: allLangs(() => ({ title: "İmzalı", content: "<h2>İmzalı</h2>", slug: "" })) }),
      );
      // Another page's clean, signed HTML with its own signature left beside it: the signature
      // vouches for the HTML it was made for, not for this.
      await h.writeStoredContent("page", signed.id, "tr", "<h1>İmzalı</h1>");
      expect(await pageContent("tr", signed.slug)).toBe("<h2>İmzalı</h2>");
    });
  });
}
