import { describe, expect, it } from "vitest";
import { KeptPerVersion } from "~/lib/kept-per-version";

// The isolate's memory of values per content version (the site frame's reads, the header's menus).

describe("KeptPerVersion", () => {
  it("makes a key's value once per version, and again for a newer version", () => {
    const kept = new KeptPerVersion<string>();
    let made = 0;
    const make = () => `v${++made}`;
    expect(kept.get("1", "tr", make)).toBe("v1");
    expect(kept.get("1", "tr", make)).toBe("v1");
    expect(kept.get("1", "en", make)).toBe("v2");
    expect(kept.get("2", "tr", make)).toBe("v3");
    expect(kept.get("2", "tr", make)).toBe("v3");
  });

  it("forgets a value only while it is still the one kept", () => {
    const kept = new KeptPerVersion<string>();
    kept.get("1", "tr", () => "old");
    kept.forget("tr", "other");
    expect(kept.get("1", "tr", () => "new")).toBe("old");
    kept.forget("tr", "old");
    expect(kept.get("1", "tr", () => "new")).toBe("new");
  });

  it("drops its keys past the bound and makes them again", () => {
    const kept = new KeptPerVersion<number>(2);
    kept.get("1", "a", () => 1);
    kept.get("1", "b", () => 2);
    kept.get("1", "c", () => 3);
    expect(kept.get("1", "a", () => 4)).toBe(4);
  });
});
