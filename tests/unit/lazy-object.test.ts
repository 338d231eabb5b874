import { describe, expect, it } from "vitest";

import { lazyObject } from "~/lib/lazy-object";

describe("lazyObject", () => {
  it("makes a property on its first read only, and once", () => {
    const made: string[] = [];
    const stores = lazyObject<{ site: { name: string }; users: { name: string } }>({
      site: () => (made.push("site"), { name: "site" }),
      users: () => (made.push("users"), { name: "users" }),
    });
    expect(made).toEqual([]);
    const first = stores.site;
    expect(stores.site).toBe(first);
    expect(first.name).toBe("site");
    expect(made).toEqual(["site"]);
    expect(Object.keys(stores)).toEqual(["site", "users"]);
    expect(made).toEqual(["site"]);
  });

  it("makes it again after a failed first attempt", () => {
    let attempts = 0;
    const object = lazyObject<{ value: number }>({
      value: () => {
        attempts++;
        if (attempts === 1) throw new Error("not yet");
        return 42;
      },
    });
    expect(() => object.value).toThrow("not yet");
    expect(object.value).toBe(42);
    expect(object.value).toBe(42);
    expect(attempts).toBe(2);
  });
});
