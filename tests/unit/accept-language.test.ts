import { describe, expect, it } from "vitest";

import { languageFromAcceptLanguage } from "~/i18n/language-from-url";

describe("languageFromAcceptLanguage", () => {
  it("picks the site's language the browser ranks highest, by q-value, the earlier of equals", () => {
    expect(languageFromAcceptLanguage("ru")).toBe("ru");
    expect(languageFromAcceptLanguage("de-DE,de;q=0.9,en;q=0.5,ru;q=0.7")).toBe("ru");
    expect(languageFromAcceptLanguage("en;q=0.8, tr;q=0.8")).toBe("en");
    expect(languageFromAcceptLanguage("tr;q=0.2, en;q=0.9")).toBe("en");
    expect(languageFromAcceptLanguage("EN-us")).toBe("en");
  });

  it("reads uz-Cyrl, uz-Latn and their regions as Uzbek", () => {
    expect(languageFromAcceptLanguage("uz-Cyrl")).toBe("uz");
    expect(languageFromAcceptLanguage("uz-Latn-UZ,ru;q=0.5")).toBe("uz");
  });

  it("answers null for none of the site's languages, a refusal (q=0), a bad q, * or no header", () => {
    expect(languageFromAcceptLanguage("de, fr;q=0.5, *;q=0.1")).toBeNull();
    expect(languageFromAcceptLanguage("ru;q=0")).toBeNull();
    expect(languageFromAcceptLanguage("ru;q=abc")).toBeNull();
    expect(languageFromAcceptLanguage("*")).toBeNull();
    expect(languageFromAcceptLanguage("")).toBeNull();
    expect(languageFromAcceptLanguage(null)).toBeNull();
    expect(languageFromAcceptLanguage(`${"x-".repeat(300)},ru`)).toBeNull();
  });
});
