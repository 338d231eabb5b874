import { describe, expect, it } from "vitest";
import { imageHeader } from "~/backend/image-header";
import { hasTooManyPixels, imageUploadProblem } from "~/backend/uploads";
import { checkChosenFiles, rejectionText } from "~/features/admin/media";
import { jpegHeader, pngHeaderClaiming, sidewaysJpeg, tinyGif, tinyPng, webpHeader, widePng } from "../fixtures/images";

// What an image's header says, read before any pixel is decoded (app/backend/image-header.ts),
// and the pixel limit the upload rules draw from it, on the server and in the browser alike.

describe("image headers", () => {
  it("give the stored size of each accepted type, and a phone JPEG's orientation", () => {
    expect(imageHeader(widePng, "image/png")).toEqual({ width: 640, height: 256, orientation: 1 });
    expect(imageHeader(sidewaysJpeg, "image/jpeg")).toEqual({ width: 900, height: 600, orientation: 6 });
    expect(imageHeader(tinyGif, "image/gif")).toEqual({ width: 1, height: 1, orientation: 1 });
    expect(imageHeader(webpHeader, "image/webp")).toMatchObject({ orientation: 1 });
  });

  it("are null when they cannot be read: no size, cut short, or another type's bytes", () => {
    expect(imageHeader(jpegHeader, "image/jpeg")).toBeNull();
    expect(imageHeader(sidewaysJpeg.subarray(0, 40), "image/jpeg")).toBeNull();
    expect(imageHeader(tinyPng, "image/jpeg")).toBeNull();
    expect(imageHeader(new Uint8Array(), "image/webp")).toBeNull();
  });
});

describe("the pixel limit", () => {
  const tooMany = "Görsel en fazla 6 megapiksel olabilir (ör. 3000 × 2000 piksel); küçültüp yeniden yükleyin.";

  it("refuses an image whose header claims more than 6 million pixels, and takes a 6-megapixel camera's", () => {
    expect(hasTooManyPixels(pngHeaderClaiming(3264, 2448), "image/png")).toBe(true);
    expect(hasTooManyPixels(pngHeaderClaiming(3000, 2000), "image/png")).toBe(false);
    expect(imageUploadProblem({ name: "tarama.png", type: "image/png", bytes: pngHeaderClaiming(20_000, 20_000) })).toBe(tooMany);
    expect(imageUploadProblem({ name: "kamera.png", type: "image/png", bytes: pngHeaderClaiming(3000, 2000) })).toBeNull();
  });

  it("is the browser's check too, in the same words", async () => {
    const { accepted, rejections } = await checkChosenFiles([
      new File([pngHeaderClaiming(6000, 4000)], "buyuk.png", { type: "image/png" }),
      new File([tinyPng], "kucuk.png", { type: "image/png" }),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(["kucuk.png"]);
    expect(rejections.map((r) => r.code)).toEqual(["image-too-many-pixels"]);
    expect(rejectionText(rejections[0]!)).toBe(`Dosya yüklenemedi: buyuk.png: ${tooMany}`);
  });
});
