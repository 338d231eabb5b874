import { describe, expect, it } from "vitest";

import { equipmentDescription, equipmentName } from "~/features/admin/equipment";
import { projectDescription, projectTitle } from "~/features/admin/projects";
import { slideTitle } from "~/features/admin/slides";
import { byLanguage, localizedField, localizedText, pickTranslation } from "~/lib/translations";

describe("language fallback", () => {
  it("uses the requested language, else Turkish, else the first there is", () => {
    expect(pickTranslation({ tr: "tr", en: "en" }, "en")).toEqual({ lang: "en", value: "en" });
    expect(pickTranslation({ tr: "tr", ru: "ru" }, "en")).toEqual({ lang: "tr", value: "tr" });
    expect(pickTranslation({ uz: "uz", ru: "ru" }, "en")).toEqual({ lang: "ru", value: "ru" });
    expect(pickTranslation({}, "en")).toBeUndefined();
  });

  it("treats blank texts as missing for localized settings", () => {
    expect(localizedText({ tr: "Merhaba", en: "  " }, "en")).toBe("Merhaba");
    expect(localizedText(undefined, "ru")).toBe("");
  });

  it("reads one text of translated records the same way, trimmed, a blank one counting as missing", () => {
    const translations = { tr: { title: "  ", body: "Gövde" }, ru: { title: " Заголовок ", body: "" } };
    expect(localizedField(translations, "en", (t) => t.title)).toBe("Заголовок");
    expect(localizedField(translations, "ru", (t) => t.body)).toBe("Gövde");
    expect(localizedField({}, "tr", (t: { title: string }) => t.title)).toBe("");
  });

  it("names the admin's records by their Turkish text, else the first there is, else their own fallback", () => {
    const translations = { tr: { title: " ", description: "" }, uz: { title: "Koʻprik", description: " Tavsif " } };
    expect(projectTitle({ slug: "kopru", translations })).toBe("Koʻprik");
    expect(projectTitle({ slug: "kopru", translations: {} })).toBe("kopru");
    expect(projectDescription({ translations })).toBe("Tavsif");
    expect(slideTitle({ translations: { en: { title: "Bridge" }, tr: { title: "Köprü" } } })).toBe("Köprü");
    expect(equipmentName({ modelName: "PC200", translations: { ru: { name: "" } } })).toBe("PC200");
    expect(equipmentDescription({ translations: { ru: { description: "Экскаватор" } } })).toBe("Экскаватор");
  });

  it("keys translation rows by language and drops unknown languages", () => {
    expect(
      byLanguage([
        { lang_code: "tr", t: 1 },
        { lang_code: "de", t: 2 },
      ]),
    ).toEqual({ tr: { lang_code: "tr", t: 1 } });
  });
});
