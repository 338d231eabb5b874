import { describe, expect, it } from "vitest";

import { oriented } from "~/backend/image-orientation";

// A JPEG's EXIF orientation applied to decoded pixels (app/backend/image-orientation.ts),
// so the variants of a phone's portrait photo stand upright as the original does in a browser.

/** A 3×2 image whose pixels are labelled a..f (row by row) in their red channel. */
const labelled = {
  width: 3,
  height: 2,
  data: new Uint8ClampedArray([..."abcdef"].flatMap((c) => [c.charCodeAt(0), 0, 0, 255])),
};
const labels = (image: { width: number; height: number; data: Uint8ClampedArray }) =>
  Array.from({ length: image.height }, (_row, y) =>
    Array.from({ length: image.width }, (_column, x) =>
      String.fromCharCode(image.data[(y * image.width + x) * 4]!),
    ).join(""),
  );

describe("EXIF orientation", () => {
  it("turns and mirrors the pixels as each of the eight orientations says", () => {
    const shown: Record<number, string[]> = {
      1: ["abc", "def"],
      2: ["cba", "fed"],
      3: ["fed", "cba"],
      4: ["def", "abc"],
      5: ["ad", "be", "cf"],
      6: ["da", "eb", "fc"],
      7: ["fc", "eb", "da"],
      8: ["cf", "be", "ad"],
    };
    for (const [orientation, rows] of Object.entries(shown)) {
      const image = oriented(labelled, Number(orientation));
      expect(labels(image), orientation).toEqual(rows);
      expect([image.width, image.height], orientation).toEqual([rows[0]!.length, rows.length]);
    }
  });
});
