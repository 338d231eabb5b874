import { describe, expect, it } from "vitest";
import { jpegOrientation, oriented } from "~/backend/image-orientation";
import { jpegHeader, sidewaysJpeg, tinyPng } from "../fixtures/images";

// A JPEG's EXIF orientation read and applied to decoded pixels (app/backend/image-orientation.ts),
// so the variants of a phone's portrait photo stand upright as the original does in a browser.

/** A 3×2 image whose pixels are labelled a..f (row by row) in their red channel. */
const labelled = { width: 3, height: 2, data: new Uint8ClampedArray([..."abcdef"].flatMap((c) => [c.charCodeAt(0), 0, 0, 255])) };
const labels = (image: { width: number; height: number; data: Uint8ClampedArray }) =>
  Array.from({ length: image.height }, (_row, y) => Array.from({ length: image.width }, (_column, x) => String.fromCharCode(image.data[(y * image.width + x) * 4]!)).join(""));

describe("EXIF orientation", () => {
  it("reads the tag of a phone's JPEG, and 1 where there is none or the bytes are not a JPEG", () => {
    expect(jpegOrientation(sidewaysJpeg)).toBe(6);
    expect(jpegOrientation(jpegHeader)).toBe(1);
    expect(jpegOrientation(tinyPng)).toBe(1);
    expect(jpegOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x40]))).toBe(1);
    expect(jpegOrientation(new Uint8Array())).toBe(1);
  });

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
