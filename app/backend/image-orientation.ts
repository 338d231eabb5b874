// A JPEG's EXIF orientation (docs/decisions/023-responsive-images.md): phones store a portrait
// photo's pixels on their side with a tag (0x0112) saying how to turn them, which browsers obey
// when they show the original. The decoders return the stored pixels, so the variants are turned
// here first, or a visitor would see the photo lying on its side.

/** The pixels of a decoded image, as the codecs hand them over (RGBA, row by row). */
export interface Pixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** The orientation tag of a JPEG's EXIF block, 1 (as stored) when there is none or it cannot be read. */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let at = 2;
  // The segments before the image data, each "FF <marker> <length>"; EXIF is an APP1 segment.
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const length = view.getUint16(at + 2);
    if (marker === 0xda || length < 2) return 1;
    if (marker === 0xe1 && at + 4 + length - 2 <= bytes.length) {
      const orientation = exifOrientation(view, at + 4, length - 2);
      if (orientation) return orientation;
    }
    at += 2 + length;
  }
  return 1;
}

/** The orientation in an APP1 segment's body at `start`, or null when it is not EXIF or has none. */
function exifOrientation(view: DataView, start: number, length: number): number | null {
  // "Exif\0\0", then a TIFF header: byte order, 42, the first directory's offset.
  if (length < 14 || view.getUint32(start) !== 0x45786966 || view.getUint16(start + 4) !== 0) return null;
  const tiff = start + 6;
  const order = view.getUint16(tiff);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  const end = start + length;
  const directory = tiff + view.getUint32(tiff + 4, little);
  if (directory + 2 > end) return null;
  const entries = view.getUint16(directory, little);
  for (let i = 0; i < entries; i++) {
    const entry = directory + 2 + i * 12;
    if (entry + 12 > end) return null;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
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
