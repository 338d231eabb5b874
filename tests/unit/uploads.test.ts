import { describe, expect, it } from "vitest";

import { checkImageUpload, maxUploadBytes, sniffImageType } from "~/backend/uploads";
import { checkChosenFiles, rejectionText } from "~/features/admin/media";

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
    expect(() => checkImageUpload({ name: "a.png", type: "image/png", bytes: new Uint8Array() })).toThrow(
      /^Görsel yüklenemedi: /,
    );
    const big = new Uint8Array(maxUploadBytes + 1);
    big.set(tinyPng);
    expect(() => checkImageUpload({ name: "a.png", type: "image/png", bytes: big })).toThrow(/10 MB/);
    expect(() => checkImageUpload({ name: "a.png", type: "image/png", bytes: fakePng })).toThrow(
      /JPEG, PNG, GIF veya WebP/,
    );
  });

  it("refuses a name over 255 letters, on the server and in the browser's check, and names it cut short", async () => {
    const crafted = `${"ğ".repeat(300)}.png`;
    expect(() => checkImageUpload({ name: crafted, type: "image/png", bytes: tinyPng })).toThrow(
      "Görsel yüklenemedi: Dosya adı en fazla 255 karakter olabilir.",
    );
    expect(() => checkImageUpload({ name: `${"ğ".repeat(251)}.png`, type: "image/png", bytes: tinyPng })).not.toThrow();

    const { accepted, rejections } = await checkChosenFiles([
      new File([tinyPng], crafted, { type: "image/png" }),
      new File([tinyPng], "iyi.png", { type: "image/png" }),
    ]);
    expect(accepted.map((f) => f.name)).toEqual(["iyi.png"]);
    expect(rejections.map((r) => r.code)).toEqual(["file-name-too-long"]);
    expect(rejectionText(rejections[0]!)).toContain(`${"ğ".repeat(60)}…: Dosya adı en fazla 255 karakter olabilir.`);
  });
});
