import type { Pixels } from "./image-orientation";

// Makes an image smaller by averaging the area each new pixel covers (docs/decisions/
// 023-responsive-images.md). A Worker has 128 MB in all: the Lanczos resizer it replaces
// (@jsquash/resize) took about 340 MB of working memory for a 12-megapixel photo, where this
// keeps two rows of running sums besides its result. Averages are taken in linear light and
// weighted by opacity, as a browser blends, so fine detail neither darkens nor bleeds into the
// colour of transparent pixels.

/** sRGB byte → linear light, 0..1. */
const toLinear = Float32Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/** Linear light in 4096 steps → sRGB byte (fine enough that no step of the 256 is skipped). */
const linearSteps = 4095;
const toSrgb = Uint8ClampedArray.from({ length: linearSteps + 1 }, (_, i) => {
  const c = i / linearSteps;
  return Math.round(255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055));
});

/** For each target pixel along one axis, the source pixels it covers and how much of each. */
interface Coverage {
  first: Int32Array;
  last: Int32Array;
  /** Per target pixel, per source pixel from `first` to `last`, the share (the shares add up to 1). */
  weights: Float32Array[];
}

function coverage(from: number, to: number): Coverage {
  const scale = from / to;
  const first = new Int32Array(to);
  const last = new Int32Array(to);
  const weights: Float32Array[] = [];
  for (let t = 0; t < to; t++) {
    const start = t * scale;
    const end = Math.min(from, (t + 1) * scale);
    first[t] = Math.floor(start);
    last[t] = Math.min(from - 1, Math.ceil(end) - 1);
    const shares = new Float32Array(last[t]! - first[t]! + 1);
    for (let s = first[t]!; s <= last[t]!; s++)
      shares[s - first[t]!] = (Math.min(end, s + 1) - Math.max(start, s)) / scale;
    weights.push(shares);
  }
  return { first, last, weights };
}

/** The image at `width` × `height`, no larger than it is (an enlargement is refused: nothing asks for one). */
export function downscale(image: Pixels, width: number, height: number): Pixels {
  if (width > image.width || height > image.height || width < 1 || height < 1) {
    throw new RangeError(`Cannot scale ${image.width}×${image.height} to ${width}×${height}.`);
  }
  if (width === image.width && height === image.height) return image;
  const { data, width: sourceWidth } = image;
  const across = coverage(sourceWidth, width);
  const down = coverage(image.height, height);
  const out = new Uint8ClampedArray(width * height * 4);
  // One source row averaged across (premultiplied linear RGB, then opacity), and the running
  // sums of the target row being made.
  const row = new Float32Array(width * 4);
  const sums = new Float32Array(width * 4);
  for (let ty = 0; ty < height; ty++) {
    sums.fill(0);
    const shares = down.weights[ty]!;
    for (let sy = down.first[ty]!; sy <= down.last[ty]!; sy++) {
      const rowShare = shares[sy - down.first[ty]!]!;
      const rowStart = sy * sourceWidth * 4;
      for (let tx = 0; tx < width; tx++) {
        const cover = across.weights[tx]!;
        const firstX = across.first[tx]!;
        let r = 0;
        let g = 0;
        let b = 0;
        let a = 0;
        for (let sx = firstX; sx <= across.last[tx]!; sx++) {
          const at = rowStart + sx * 4;
          const alpha = (data[at + 3]! / 255) * cover[sx - firstX]!;
          r += toLinear[data[at]!]! * alpha;
          g += toLinear[data[at + 1]!]! * alpha;
          b += toLinear[data[at + 2]!]! * alpha;
          a += alpha;
        }
        row[tx * 4] = r;
        row[tx * 4 + 1] = g;
        row[tx * 4 + 2] = b;
        row[tx * 4 + 3] = a;
      }
      for (let i = 0; i < row.length; i++) sums[i]! += row[i]! * rowShare;
    }
    const outStart = ty * width * 4;
    for (let tx = 0; tx < width; tx++) {
      const alpha = sums[tx * 4 + 3]!;
      const at = outStart + tx * 4;
      if (alpha > 0) {
        out[at] = toSrgb[Math.round(Math.min(1, sums[tx * 4]! / alpha) * linearSteps)]!;
        out[at + 1] = toSrgb[Math.round(Math.min(1, sums[tx * 4 + 1]! / alpha) * linearSteps)]!;
        out[at + 2] = toSrgb[Math.round(Math.min(1, sums[tx * 4 + 2]! / alpha) * linearSteps)]!;
      }
      out[at + 3] = Math.round(alpha * 255);
    }
  }
  return { data: out, width, height };
}
