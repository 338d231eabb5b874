import { describe, expect, it } from "vitest";
import { checkImageUpload, maxUploadBytes, sniffImageType } from "~/backend/uploads";
import { fakePng, jpegHeader, tinyGif, tinyPng, webpHeader } from "../fixtures/images";

describe("image uploads", () => {
  it("recognises JPEG, PNG, GIF and WebP by their bytes", () => {
    expect(sniffImageType(jpegHeader)).toBe("image/jpeg");
    expect(sniffImageType(tinyPng)).toBe("image/png");
    expect(sniffImageType(tinyGif)).toBe("image/gif");
    expect(sniffImageType(webpHeader)).toBe("image/webp");
    expect(sniffImageType(fakePng)).toBeNull();
  });

  it("names the stored file after the real type, whatever the upload claimed", () => {
    const { contentType, key } = checkImageUpload({ name: "Logo Final.png", type: "image/png", bytes: tinyGif });
    expect(contentType).toBe("image/gif");
    expect(key).toMatch(/-logo-final\.gif$/);
  });

  it("refuses empty, oversized and non-image files with the spec's message", () => {
    expect(() => checkImageUpload({ name: "a.png", type: "image/png", bytes: new Uint8Array() })).toThrow(/^Görsel yüklenemedi: /);
    const big = new Uint8Array(maxUploadBytes + 1);
    big.set(tinyPng);
    expect(() => checkImageUpload({ name: "a.png", type: "image/png", bytes: big })).toThrow(/10 MB/);
    expect(() => checkImageUpload({ name: "a.png", type: "image/png", bytes: fakePng })).toThrow(/JPEG, PNG, GIF veya WebP/);
  });
});
