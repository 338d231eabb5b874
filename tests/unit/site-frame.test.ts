import { describe, expect, it } from "vitest";

import { isActivePath, telHref } from "~/features/site/frame";

// The header's and footer's small decisions: which menu item is marked as the current page, and
// how a phone number becomes a link.

describe("isActivePath", () => {
  it("marks the current page's item and its ancestors", () => {
    expect(isActivePath("/en/corporate", "/en/corporate/about", "en")).toBe(true);
    expect(isActivePath("/en/corporate/about", "/en/corporate/about", "en")).toBe(true);
    expect(isActivePath("/en/corporate/about/", "/en/corporate/about", "en")).toBe(true);
    expect(isActivePath("/en/corporate/about", "/en/corporate/about/", "en")).toBe(true);
  });

  it("does not mark a sibling, a longer name or a page above", () => {
    expect(isActivePath("/en/corporate/about", "/en/corporate/documents", "en")).toBe(false);
    expect(isActivePath("/en/media", "/en/media-kit", "en")).toBe(false);
    expect(isActivePath("/en/corporate/about", "/en/corporate", "en")).toBe(false);
  });

  it("marks the home item on the language's home page only", () => {
    expect(isActivePath("/tr", "/tr/", "tr")).toBe(true);
    expect(isActivePath("/tr/", "/tr", "tr")).toBe(true);
    expect(isActivePath("/tr/", "/tr/kurumsal", "tr")).toBe(false);
  });

  it("never marks a parent without a link or an external link", () => {
    expect(isActivePath(null, "/tr/", "tr")).toBe(false);
    expect(isActivePath("https://ornek.example/tr", "/tr", "tr")).toBe(false);
  });
});

describe("telHref", () => {
  it("keeps the digits and a leading plus of a written number", () => {
    expect(telHref("+90 (312) 555 01-23")).toBe("tel:+903125550123");
    expect(telHref("0312 555 01 23")).toBe("tel:03125550123");
  });
});
