import { describe, expect, it } from "vitest";

import { imageAltOf, publicEquipment, publicProject, publicProjectSummary, publicSlide } from "~/backend/public-shapes";

import { linkUrlCases } from "../fixtures/link-urls";

// What a visitor's page gets of a stored record's image: an address the rules refuse, however it
// reached the store (a token used straight against the database), is no image on either backend.

const project = (imageUrl: string | null) =>
  ({
    id: "p",
    slug: "p",
    imageUrl,
    category: "altyapi",
    status: "published",
    progress: "ongoing",
    orderIndex: 0,
  }) as const;

describe("public records' images", () => {
  it("shows an image only at an address a slide's, project's or machine's image may have", () => {
    for (const { url, web } of linkUrlCases) {
      const shown = web ? url : null;
      expect(publicProject(project(url), {}, "tr").imageUrl, url).toBe(shown);
      expect(publicProjectSummary(project(url), {}, "tr").imageUrl, url).toBe(shown);
      expect(publicSlide({ id: "s", imageUrl: url, buttonLink: "" }, {}, "tr").imageUrl, url).toBe(shown);
      expect(publicEquipment({ id: "e", modelName: "", imageUrl: url }, {}, "tr").imageUrl, url).toBe(shown);
    }
    expect(publicProject(project(null), {}, "tr").imageUrl).toBeNull();
  });
});

describe("an image's alt text from its media-library row", () => {
  it("is the page's language, else Turkish, else nothing; the same from d1's JSON text and Supabase's object", () => {
    const texts = { tr: "Köprü", en: "Bridge", ru: "  " };
    for (const given of [texts, JSON.stringify(texts)]) {
      expect(imageAltOf(given, "en")).toBe("Bridge");
      expect(imageAltOf(given, "ru")).toBe("Köprü");
    }
    for (const none of [null, undefined, "", "not json", "[]", 3]) expect(imageAltOf(none, "en")).toBe("");
    expect(publicProject(project("/files/media-library/a.png"), {}, "en", texts).imageAlt).toBe("Bridge");
    expect(publicProject(project("/files/project-images/a.png"), {}, "en").imageAlt).toBe("");
  });
});
