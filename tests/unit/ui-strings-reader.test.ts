import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";

import { languages } from "~/i18n/languages";
import { uiStrings } from "~/i18n/ui";
import { translate } from "~/i18n/ui-strings";

// Loaders and components read UI strings with the project's own reader (decision 012); loaders
// used i18next before it. The reader must render every string as i18next does, so no page's
// text changed when the server moved to it, and plain i18next semantics hold for new strings.
const uiResources = Object.fromEntries(Object.entries(uiStrings).map(([lang, translation]) => [lang, { translation }]));

function leaves(node: unknown, prefix = ""): Array<[string, string]> {
  if (typeof node === "string") return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe("the UI string reader", () => {
  it("renders every key of every language exactly as i18next does", async () => {
    const i18n = createInstance();
    await i18n.init({ resources: uiResources, lng: "tr", interpolation: { escapeValue: false }, initAsync: false });
    for (const lang of languages) {
      const t = i18n.getFixedT(lang);
      for (const [key, text] of leaves(uiStrings[lang])) {
        const values = Object.fromEntries(
          [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name], i) => [name, `<${name}-${i}>`]),
        );
        expect(translate(uiStrings[lang], key, values), `${lang} ${key}`).toBe(t(key as never, values));
      }
    }
  });

  it("shows a missing key as the key itself", () => {
    expect(translate(uiStrings.tr, "header.nope")).toBe("header.nope");
    expect(translate(null, "header.home")).toBe("header.home");
  });

  it("fills numbers and leaves unknown placeholders alone", () => {
    expect(
      translate(
        { ...uiStrings.tr, home: { ...uiStrings.tr.home, slideOf: "{{number}}/{{total}} {{x}}" } },
        "home.slideOf",
        { number: 2, total: 3 },
      ),
    ).toBe("2/3 {{x}}");
  });
});
