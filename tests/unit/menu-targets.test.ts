import { describe, expect, it } from "vitest";

import {
  fixedTargetKeys,
  pathOfTarget,
  targetLabels,
  targetOfPath,
  type TargetPage,
} from "~/features/admin/menu-targets";
import { localizePath } from "~/features/site/urls";

const pages: TargetPage[] = [
  {
    id: "p1",
    type: "kurumsal",
    slug: "surdurulebilirlik",
    titles: { tr: "Sürdürülebilirlik", en: "Sustainability", ru: "", uz: "Barqarorlik" },
  },
  { id: "p2", type: "generic", slug: "kvkk", titles: { tr: "KVKK" } },
];

describe("menu targets", () => {
  it("store a picked page as the Turkish-form path the public menu understands", () => {
    expect(pathOfTarget({ kind: "page", pageId: "p1" }, pages)).toBe("/kurumsal/surdurulebilirlik");
    expect(pathOfTarget({ kind: "page", pageId: "p2" }, pages)).toBe("/sayfa/kvkk");
    expect(pathOfTarget({ kind: "page", pageId: "gone" }, pages)).toBeNull();
    expect(pathOfTarget({ kind: "fixed", key: "home" }, pages)).toBe("/");
    expect(pathOfTarget({ kind: "fixed", key: "projectsOngoing" }, pages)).toBe("/projeler/devam-eden");
    expect(pathOfTarget({ kind: "fixed", key: "photoGallery" }, pages)).toBe("/media/foto-galeri");
  });

  it("find the target of a stored path again, else call it a typed address", () => {
    for (const key of fixedTargetKeys) {
      const path = pathOfTarget({ kind: "fixed", key }, pages)!;
      expect(targetOfPath(path, pages)).toEqual({ kind: "fixed", key });
      // Every fixed target is a path the public menu renders in every language.
      expect(localizePath(path, "uz", {}), path).toMatch(/^\/uz\//);
    }
    expect(targetOfPath("/kurumsal/surdurulebilirlik", pages)).toEqual({ kind: "page", pageId: "p1" });
    expect(targetOfPath("https://example.com/", pages)).toEqual({ kind: "custom" });
    expect(targetOfPath("/kurumsal/baska", pages)).toEqual({ kind: "custom" });
  });

  it("fill the labels from the page's titles, Turkish where a language has none, or the site's words", () => {
    expect(targetLabels({ kind: "page", pageId: "p1" }, pages)).toEqual({
      tr: "Sürdürülebilirlik",
      en: "Sustainability",
      ru: "Sürdürülebilirlik",
      uz: "Barqarorlik",
    });
    expect(targetLabels({ kind: "page", pageId: "gone" }, pages)).toBeNull();
    expect(targetLabels({ kind: "fixed", key: "contact" }, pages)).toMatchObject({ tr: "İletişim", en: "Contact" });
    expect(targetLabels({ kind: "fixed", key: "news" }, pages)).toEqual({
      tr: "Haberler",
      en: "News",
      ru: "Новости",
      uz: "Yangiliklar",
    });
  });
});
