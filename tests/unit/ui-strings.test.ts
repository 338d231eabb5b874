import { describe, expect, it } from "vitest";

import { uiStrings, type UiStrings } from "~/i18n/ui";

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted path, value]; non-string leaves are kept so the test can reject them. */
function leaves(tree: Tree, prefix = ""): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === "object" ? leaves(value, path) : [[path, value] as [string, unknown]];
  });
}

const placeholders = (text: string) => (text.match(/\{\{[^{}]*\}\}/g) ?? []).sort();

const turkish = new Map(leaves(uiStrings.tr as unknown as Tree));
const others = (["en", "ru", "uz"] as const).map(
  (lang) => [lang, new Map(leaves(uiStrings[lang] as unknown as Tree))] as const,
);

describe("UI strings", () => {
  it("has Turkish strings to compare against", () => {
    expect(turkish.size).toBeGreaterThan(50);
  });

  describe.each(others)("%s", (lang, strings) => {
    it("has exactly the Turkish key paths", () => {
      expect([...strings.keys()].sort()).toEqual([...turkish.keys()].sort());
    });

    it("has a non-empty string for every key, without stray outer spaces", () => {
      for (const [path, value] of strings) {
        expect(typeof value, path).toBe("string");
        expect((value as string).trim().length, path).toBeGreaterThan(0);
        const source = turkish.get(path) as string;
        expect(/^\s/.test(value as string), path).toBe(/^\s/.test(source));
        expect(/\s$/.test(value as string), path).toBe(/\s$/.test(source));
      }
    });

    it("keeps every {{placeholder}} of the Turkish value, the same number of times", () => {
      for (const [path, source] of turkish) {
        expect(placeholders(strings.get(path) as string), path).toEqual(placeholders(source as string));
      }
    });

    it("is translated, not a copy of Turkish", () => {
      const same = [...turkish].filter(([path, source]) => strings.get(path) === source);
      expect(same.length / turkish.size).toBeLessThan(0.1);
    });

    it("keeps the copyright sign first", () => {
      expect((strings.get("footer.copyright") as string).startsWith("©")).toBe(true);
    });
  });

  it("writes Russian in Cyrillic", () => {
    const ru = new Map(leaves(uiStrings.ru as unknown as Tree));
    const withLetters = [...turkish].filter(([, source]) =>
      /\p{L}/u.test((source as string).replace(/\{\{[^{}]*\}\}/g, "")),
    );
    const cyrillic = withLetters.filter(([path]) => /\p{Script=Cyrillic}/u.test(ru.get(path) as string));
    expect(cyrillic.length / withLetters.length).toBeGreaterThanOrEqual(0.9);
  });

  it("writes Uzbek with ʻ and ʼ, never an ASCII apostrophe or Turkish letters", () => {
    for (const [path, value] of leaves(uiStrings.uz as unknown as Tree)) {
      expect(value as string, path).not.toMatch(/['‘’`]/);
      expect(value as string, path).not.toMatch(/[şçğıŞÇĞİ]/);
    }
  });

  it("is typed as UiStrings for every language", () => {
    const typed: Record<string, UiStrings> = uiStrings;
    expect(Object.keys(typed).sort()).toEqual(["en", "ru", "tr", "uz"]);
  });
});
