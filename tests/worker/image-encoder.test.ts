import webpDecoder from "@jsquash/webp/codec/dec/webp_dec.wasm?module";
import decodeWebp, { init as initWebpDecode } from "@jsquash/webp/decode";
import { beforeAll, describe, expect, it } from "vitest";

import { encodeVariants } from "~/backend/image-encoder.server";
import { maxImagePixels } from "~/backend/image-header";
import { checkImageUpload } from "~/backend/uploads";

import { flatPng, photoPng, sidewaysJpeg, tinyGif } from "../fixtures/images";

beforeAll(() => initWebpDecode(webpDecoder));

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
    console.info(
      `1600×640 PNG (${png.byteLength} B) → WebP ${encoded!.variants.map((v) => `${v.width}w ${v.bytes.byteLength} B`).join(", ")} in ${Math.round(elapsed)} ms`,
    );
  });

  it("stands a phone's sideways JPEG upright, as a browser shows the original: its size and every variant", async () => {
    const encoded = await encodeVariants(sidewaysJpeg, "image/jpeg");
    expect(encoded).toMatchObject({ width: 600, height: 900 });
    expect(encoded!.variants.map((v) => v.width)).toEqual([480, 600]);
    const variant = await decodeWebp(encoded!.variants[0]!.bytes.slice().buffer);
    expect([variant.width, variant.height]).toEqual([480, 720]);
    // The stored left half (red) is shown on top, the right half (blue) below.
    const colour = (x: number, y: number) =>
      Array.from(variant.data.slice((y * variant.width + x) * 4, (y * variant.width + x) * 4 + 3));
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
    expect(
      await encodeVariants(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), "image/png"),
    ).toBeNull();
  });

  it("keeps flat colours as they are and the edge between two halves where it was", async () => {
    const encoded = await encodeVariants(await flatPng(1600, 400), "image/png");
    const variant = await decodeWebp(encoded!.variants[0]!.bytes.slice().buffer);
    expect([variant.width, variant.height]).toEqual([480, 120]);
    const colour = (x: number) =>
      Array.from(variant.data.slice((60 * variant.width + x) * 4, (60 * variant.width + x) * 4 + 3));
    const near = (actual: number[], expected: number[]) => actual.every((c, i) => Math.abs(c - expected[i]!) <= 12);
    expect(near(colour(100), [220, 30, 30]), `left ${colour(100)}`).toBe(true);
    expect(near(colour(380), [30, 30, 220]), `right ${colour(380)}`).toBe(true);
  });

  it("never decodes an image past the pixel limit: the upload rules refuse it by its header, the encoder leaves it", async () => {
    const [width, height] = [4000, 2500];
    expect(width * height).toBeGreaterThan(maxImagePixels);
    const huge = await flatPng(width, height);
    expect(huge.byteLength).toBeLessThan(1024 * 1024);
    expect(() => checkImageUpload({ name: "tarama.png", type: "image/png", bytes: huge })).toThrow(
      "Görsel yüklenemedi: Görsel en fazla 4 megapiksel olabilir (ör. 2400 × 1600 piksel); küçültüp yeniden yükleyin.",
    );
    // A valid 4000 px image, which would get variants if it were decoded.
    expect(await encodeVariants(huge, "image/png")).toBeNull();
  });
});
