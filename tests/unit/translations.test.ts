import { describe, expect, it } from "vitest";

import { byLanguage, localizedText, pickTranslation } from "~/lib/translations";

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

  it("keys translation rows by language and drops unknown languages", () => {
    expect(
      byLanguage([
        { lang_code: "tr", t: 1 },
        { lang_code: "de", t: 2 },
      ]),
    ).toEqual({ tr: { lang_code: "tr", t: 1 } });
  });
});
