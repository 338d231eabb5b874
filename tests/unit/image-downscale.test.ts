import { describe, expect, it } from "vitest";

import { downscale } from "~/backend/image-downscale";

// Variants made smaller by averaging the area each pixel covers (app/backend/image-downscale.ts).

const image = (width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]) => ({
  width,
  height,
  data: new Uint8ClampedArray(
    Array.from({ length: width * height }, (_, i) => pixel(i % width, Math.floor(i / width))).flat(),
  ),
});
const pixelsOf = (scaled: { data: Uint8ClampedArray }) =>
  Array.from({ length: scaled.data.length / 4 }, (_, i) => Array.from(scaled.data.slice(i * 4, i * 4 + 4)));

describe("downscaling", () => {
  it("averages in linear light: fine black-and-white detail becomes the grey a browser would blend, not a darker one", () => {
    const checkerboard = image(4, 4, (x, y) => ((x + y) % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255]));
    const scaled = downscale(checkerboard, 2, 2);
    // Half the light is sRGB 188; averaging the bytes would give 128.
    for (const [r, g, b, a] of pixelsOf(scaled)) expect([r, g, b, a]).toEqual([188, 188, 188, 255]);
  });

  it("weighs each pixel by its opacity: a transparent neighbour's colour does not bleed in", () => {
    const scaled = downscale(
      image(2, 1, (x) => (x === 0 ? [200, 0, 0, 255] : [0, 255, 0, 0])),
      1,
      1,
    );
    expect(pixelsOf(scaled)).toEqual([[200, 0, 0, 128]]);
  });

  it("covers every source pixel once at factors that do not divide, so a flat colour stays as it is", () => {
    const scaled = downscale(
      image(7, 5, () => [100, 150, 200, 255]),
      3,
      2,
    );
    expect([scaled.width, scaled.height]).toEqual([3, 2]);
    for (const [r, g, b, a] of pixelsOf(scaled)) expect([r, g, b, a]).toEqual([100, 150, 200, 255]);
  });

  it("keeps each half's colour on its side of an edge", () => {
    const scaled = downscale(
      image(8, 2, (x) => (x < 4 ? [255, 0, 0, 255] : [0, 0, 255, 255])),
      4,
      1,
    );
    expect(pixelsOf(scaled)).toEqual([
      [255, 0, 0, 255],
      [255, 0, 0, 255],
      [0, 0, 255, 255],
      [0, 0, 255, 255],
    ]);
  });

  it("returns the image itself at its own size and refuses to enlarge", () => {
    const small = image(3, 2, () => [1, 2, 3, 255]);
    expect(downscale(small, 3, 2)).toBe(small);
    expect(() => downscale(small, 4, 2)).toThrow(RangeError);
  });
});
