import { describe, expect, it } from "vitest";
import encodePng, { init as initPngEncode } from "@jsquash/png/encode";
import pngCodec from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import decodeWebp from "@jsquash/webp/decode";
import { encodeVariants } from "~/backend/image-encoder.server";
import { sidewaysJpeg, tinyGif } from "../fixtures/images";

/** A photograph-like PNG: smooth gradients with some noise, so the encoder has real work. */
async function photoPng(width: number, height: number): Promise<Uint8Array> {
  await initPngEncode(pngCodec);
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 7;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width + (seed % 24);
      data[i + 1] = (y * 255) / height + ((seed >> 8) % 24);
      data[i + 2] = 128 + 100 * Math.sin(x / 40) * Math.cos(y / 30);
      data[i + 3] = 255;
    }
  return new Uint8Array(await encodePng({ data, width, height, colorSpace: "srgb" } as ImageData));
}

describe("image variants", () => {
  it("makes WebP variants of a 1600 px image at 480, 800 and 1600 px, each much smaller than the original", async () => {
    const png = await photoPng(1600, 640);
    await encodeVariants(await photoPng(16, 8), "image/png"); // codecs started outside the timing
    const started = performance.now();
    const encoded = await encodeVariants(png, "image/png");
    const elapsed = performance.now() - started;
    expect(encoded).toMatchObject({ width: 1600, height: 640 });
    expect(encoded!.variants.map((v) => v.width)).toEqual([480, 800, 1600]);
    for (const variant of encoded!.variants) {
      const decoded = await decodeWebp(variant.bytes.slice().buffer);
      expect([decoded.width, decoded.height]).toEqual([variant.width, Math.round((640 * variant.width) / 1600)]);
    }
    console.info(`1600×640 PNG (${png.byteLength} B) → WebP ${encoded!.variants.map((v) => `${v.width}w ${v.bytes.byteLength} B`).join(", ")} in ${Math.round(elapsed)} ms`);
  });

  it("stands a phone's sideways JPEG upright, as a browser shows the original: its size and every variant", async () => {
    const encoded = await encodeVariants(sidewaysJpeg, "image/jpeg");
    expect(encoded).toMatchObject({ width: 600, height: 900 });
    expect(encoded!.variants.map((v) => v.width)).toEqual([480, 600]);
    const variant = await decodeWebp(encoded!.variants[0]!.bytes.slice().buffer);
    expect([variant.width, variant.height]).toEqual([480, 720]);
    // The stored left half (red) is shown on top, the right half (blue) below.
    const colour = (x: number, y: number) => Array.from(variant.data.slice((y * variant.width + x) * 4, (y * variant.width + x) * 4 + 3));
    const [top, bottom] = [colour(240, 120), colour(240, 600)];
    expect(top[0]! > 200 && top[2]! < 60, `top ${top}`).toBe(true);
    expect(bottom[2]! > 200 && bottom[0]! < 60, `bottom ${bottom}`).toBe(true);
  });

  it("never enlarges: a 640 px image gets 480 px and its own width", async () => {
    const encoded = await encodeVariants(await photoPng(640, 420), "image/png");
    expect(encoded!.variants.map((v) => v.width)).toEqual([480, 640]);
  });

  it("gives a GIF and bytes that do not decode no variants", async () => {
    expect(await encodeVariants(tinyGif, "image/gif")).toBeNull();
    expect(await encodeVariants(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), "image/png")).toBeNull();
  });
});
