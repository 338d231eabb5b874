import { describe, expect, it } from "vitest";

import { defaultSettings, foldSettings, settingsPatchToRows } from "~/lib/settings";

describe("folding settings rows", () => {
  it("starts from built-in defaults", () => {
    const settings = foldSettings([]);
    expect(settings).toEqual(defaultSettings());
    expect(settings.activityArea6Text).toEqual({});
  });

  it("skips null and undefined values, keeping the default", () => {
    const settings = foldSettings([
      { key: "companyName", value: null },
      { key: "contact", value: undefined },
      { key: "socialMedia", value: [{ name: "LinkedIn", url: "https://l.example", icon: "Linkedin" }] },
    ]);
    expect(settings.companyName).toBe("");
    expect(settings.contact).toEqual(defaultSettings().contact);
    expect(settings.socialMedia).toHaveLength(1);
  });

  it("merges a partly filled object over its default", () => {
    expect(foldSettings([{ key: "contact", value: { phone: "+90 312" } }]).contact).toEqual({
      phone: "+90 312",
      email: "",
      address: "",
      whatsapp: "",
    });
  });

  it("ignores unknown keys and reports values of the wrong shape", () => {
    const invalid: string[] = [];
    const settings = foldSettings(
      [
        { key: "unknown", value: "x" },
        { key: "client_logos", value: "not a list" },
        { key: "about_summary_title", value: { tr: "Biz", xx: 1 } },
      ],
      (key) => invalid.push(key),
    );
    expect(settings.client_logos).toEqual([]);
    expect(invalid).toContain("client_logos");
    expect(Object.keys(settings)).not.toContain("unknown");
  });
});

describe("settings to save", () => {
  it("skips null and undefined; nothing left means nothing to do", () => {
    expect(settingsPatchToRows({ companyName: null, general: undefined })).toEqual({ rows: [], errors: {} });
    expect(settingsPatchToRows({ companyName: "Örnek", contact: null }).rows).toEqual([
      { key: "companyName", value: "Örnek" },
    ]);
  });

  it("reports unknown keys and wrong shapes", () => {
    const { rows, errors } = settingsPatchToRows({ nope: 1, socialMedia: "x", companyName: "A" });
    expect(rows).toEqual([{ key: "companyName", value: "A" }]);
    expect(Object.keys(errors).sort()).toEqual(["nope", "socialMedia"]);
  });
});
