// A JPEG's EXIF orientation (docs/decisions/023-responsive-images.md): phones store a portrait
// photo's pixels on their side with a tag (0x0112, read by image-header.ts) saying how to turn
// them, which browsers obey when they show the original. The decoders return the stored pixels,
// so the variants are turned here, or a visitor would see the photo lying on its side.

/** The pixels of a decoded image, as the codecs hand them over (RGBA, row by row). */
export interface Pixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** The pixels turned as an EXIF `orientation` says they are to be shown (1: as they are). */
export function oriented(image: Pixels, orientation: number): Pixels {
  if (orientation < 2 || orientation > 8) return image;
  const { width: w, height: h, data } = image;
  const turned = orientation >= 5;
  const width = turned ? h : w;
  const height = turned ? w : h;
  const out = new Uint8ClampedArray(data.length);
  // For each shown pixel (x, y), the stored one it comes from.
  const source: (x: number, y: number) => [number, number] = {
    2: (x: number, y: number): [number, number] => [w - 1 - x, y],
    3: (x: number, y: number): [number, number] => [w - 1 - x, h - 1 - y],
    4: (x: number, y: number): [number, number] => [x, h - 1 - y],
    5: (x: number, y: number): [number, number] => [y, x],
    6: (x: number, y: number): [number, number] => [y, h - 1 - x],
    7: (x: number, y: number): [number, number] => [w - 1 - y, h - 1 - x],
    8: (x: number, y: number): [number, number] => [w - 1 - y, x],
  }[orientation as 2 | 3 | 4 | 5 | 6 | 7 | 8];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = source(x, y);
      const from = (sy * w + sx) * 4;
      const to = (y * width + x) * 4;
      out[to] = data[from]!;
      out[to + 1] = data[from + 1]!;
      out[to + 2] = data[from + 2]!;
      out[to + 3] = data[from + 3]!;
    }
  }
  return { data: out, width, height };
}
