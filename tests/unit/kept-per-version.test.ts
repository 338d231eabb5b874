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

  it("finds only what was kept for the same version, and keeps values made elsewhere", () => {
    const kept = new KeptPerVersion<string>();
    expect(kept.find("1", "tr")).toBeUndefined();
    kept.keep("1", "tr", "page");
    expect(kept.find("1", "tr")).toBe("page");
    expect(kept.find("2", "tr")).toBeUndefined();
    kept.keep("2", "en", "newer");
    expect(kept.find("1", "tr")).toBeUndefined();
    expect(kept.find("2", "en")).toBe("newer");
    expect(kept.get("2", "en", () => "made")).toBe("newer");
  });

  it("drops its keys past the bound and makes them again", () => {
    const kept = new KeptPerVersion<number>(2);
    kept.get("1", "a", () => 1);
    kept.get("1", "b", () => 2);
    kept.get("1", "c", () => 3);
    expect(kept.get("1", "a", () => 4)).toBe(4);
    // Keeping a key it already holds replaces it without dropping the others.
    kept.keep("1", "a", 5);
    expect(kept.find("1", "a")).toBe(5);
    expect(kept.find("1", "c")).toBe(3);
  });
});
