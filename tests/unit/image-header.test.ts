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

/** A JPEG's segments, as bytes: SOI, then each [marker, body]; a frame header for `width` × `height`. */
const jpegOf = (...parts: Array<number[] | Uint8Array>) =>
  Uint8Array.from([0xff, 0xd8, ...parts.flatMap((part) => [...part])]);
const segment = (marker: number, body: number[] | Uint8Array) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];
const frame = (width: number, height: number) =>
  segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);

describe("a JPEG's header, read as its decoder reads it", () => {
  it("is refused when stray bytes stand between segments, which a resynchronising reader would skip to a smaller, false size", () => {
    // The real frame says 4000×3000, after two stray bytes; a comment hides a second frame saying
    // 100×100 just where a reader that takes a length from wherever it stands lands (image-size's
    // did: 100×100, while the decoder decodes 4000×3000); then a scan.
    const start = [0xff, 0xd8, ...segment(0xe0, []), 0x01, 0x00, ...frame(4000, 3000)];
    const comment = segment(
      0xfe,
      Array.from({ length: 298 }, () => 0x20),
    );
    comment.splice(262 - start.length, 10, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x64, 0x00, 0x64, 0x03);
    const crafted = Uint8Array.from([
      ...start,
      ...comment,
      ...segment(0xda, [1, 1, 0, 0, 63, 0]),
      ...Array.from({ length: 70_000 }, () => 0x5a),
      0xff,
      0xd9,
    ]);
    expect(imageHeader(crafted, "image/jpeg")).toBeNull();
    // Without the stray bytes it is read as the decoder reads it: the first frame.
    expect(
      imageHeader(jpegOf(segment(0xe0, []), frame(4000, 3000), segment(0xfe, frame(100, 100))), "image/jpeg"),
    ).toMatchObject({ width: 4000, height: 3000 });
  });

  it("is found past the first 512 KB of other segments, on the server and in the browser's check", async () => {
    const metadata = Array.from({ length: 9 }, () => segment(0xe2, new Uint8Array(65_000)));
    const jpeg = jpegOf(...metadata, frame(4032, 3024), [0xff, 0xd9]);
    expect(jpeg.length).toBeGreaterThan(512 * 1024);
    expect(imageHeader(jpeg, "image/jpeg")).toEqual({ width: 4032, height: 3024, orientation: 1 });
    const { rejections } = await checkChosenFiles([new File([jpeg], "derin.jpg", { type: "image/jpeg" })]);
    expect(rejections.map((r) => r.code)).toEqual(["image-too-many-pixels"]);
  });
});

describe("the pixel limit", () => {
  const tooMany = "Görsel en fazla 4 megapiksel olabilir (ör. 2400 × 1600 piksel); küçültüp yeniden yükleyin.";

  it("refuses an image whose header claims more than 4 million pixels, and takes one of 2400 × 1600", () => {
    expect(hasTooManyPixels(pngHeaderClaiming(2592, 1944), "image/png")).toBe(true);
    expect(hasTooManyPixels(pngHeaderClaiming(2400, 1600), "image/png")).toBe(false);
    expect(
      imageUploadProblem({ name: "tarama.png", type: "image/png", bytes: pngHeaderClaiming(20_000, 20_000) }),
    ).toBe(tooMany);
    expect(
      imageUploadProblem({ name: "kamera.png", type: "image/png", bytes: pngHeaderClaiming(2400, 1600) }),
    ).toBeNull();
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

describe("a damaged image", () => {
  const unreadable = "Dosya bozuk ya da eksik: görsel okunamadı.";

  it("whose size cannot be read is refused on the server and in the browser's check, in the same words", async () => {
    expect(imageUploadProblem({ name: "bozuk.jpg", type: "image/jpeg", bytes: jpegHeader })).toBe(unreadable);
    // A PNG cut before its size: nothing a browser could show either.
    expect(imageUploadProblem({ name: "yarim.png", type: "image/png", bytes: tinyPng.slice(0, 14) })).toBe(unreadable);
    const { accepted, rejections } = await checkChosenFiles([
      new File([jpegHeader], "bozuk.jpg", { type: "image/jpeg" }),
      new File([tinyPng], "saglam.png", { type: "image/png" }),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(["saglam.png"]);
    expect(rejections.map((r) => r.code)).toEqual(["image-unreadable"]);
    expect(rejectionText(rejections[0]!)).toBe(`Dosya yüklenemedi: bozuk.jpg: ${unreadable}`);
  });
});
