import { describe, expect, it } from "vitest";

import { avatarColour, avatarColours, initials } from "~/features/admin/users";

/** WCAG 2.x contrast of two #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("generated avatars", () => {
  it("hold white initials at WCAG AA on every colour", () => {
    for (const colour of avatarColours) expect(contrastRatio(colour, "#ffffff"), colour).toBeGreaterThanOrEqual(4.5);
  });

  it("keep one colour per e-mail, whatever its case, and use several colours", () => {
    expect(avatarColour("Ayse@Example.com")).toBe(avatarColour("ayse@example.com"));
    const used = new Set(Array.from({ length: 50 }, (_, i) => avatarColour(`kisi${i}@example.com`)));
    expect(used.size).toBeGreaterThan(5);
  });

  it("take the first and last name's initials, else the e-mail's first letter", () => {
    expect(initials("Ayşe Nur Yılmaz", "a@example.com")).toBe("AY");
    expect(initials("ismail", "a@example.com")).toBe("İ");
    expect(initials("  ", "zeynep@example.com")).toBe("Z");
  });
});
