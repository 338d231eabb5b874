import { describe, expect, it } from "vitest";

import { uniqueStorageKey } from "~/lib/file-name";
import {
  imageVariants,
  keyWithSize,
  maxStorageKeyLength,
  phoneSrcSet,
  responsiveAttributes,
  sizeInName,
  srcSetOf,
  widthsFor,
} from "~/lib/image-variants";

describe("image variant names", () => {
  it("gives an image the standard widths below its own, and its own width up to 1600 px", () => {
    expect(widthsFor(4000)).toEqual([480, 800, 1600]);
    expect(widthsFor(1600)).toEqual([480, 800, 1600]);
    expect(widthsFor(1200)).toEqual([480, 800, 1200]);
    expect(widthsFor(820)).toEqual([480, 820]);
    expect(widthsFor(640)).toEqual([480, 640]);
  });

  it("keeps every variant within 1600 × 1200 pixels when the height is known: a portrait or tall image's widest is narrower", () => {
    expect(widthsFor(4000, 3000)).toEqual([480, 800, 1600]);
    expect(widthsFor(1600, 1200)).toEqual([480, 800, 1600]);
    // A portrait photo: 1200 × 1600 at most.
    expect(widthsFor(3000, 4000)).toEqual([480, 800, 1200]);
    // A tall screenshot: 670 × 2863.
    expect(widthsFor(1170, 5000)).toEqual([480, 670]);
    for (const [width, height] of [
      [3000, 4000],
      [1170, 5000],
      [2000, 3000],
      [900, 6000],
    ] as const) {
      const widest = Math.max(...widthsFor(width, height));
      expect(widest * Math.round((height * widest) / width), `${width}×${height}`).toBeLessThanOrEqual(
        1600 * 1200 + widest,
      );
    }
  });

  it("writes the size into a storage key and derives the variants from the URL alone", () => {
    const key = keyWithSize("0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e-santiye.png", 1500, 2000);
    expect(key).toBe("0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e_1500x2000p-santiye.png");
    const url = `/files/slider-images/${key}`;
    expect(sizeInName(url)).toEqual({ width: 1500, height: 2000 });
    expect(imageVariants(url)).toEqual([
      { url: "/files/slider-images/0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e_1500x2000p_480.webp", width: 480 },
      { url: "/files/slider-images/0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e_1500x2000p_800.webp", width: 800 },
      { url: "/files/slider-images/0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e_1500x2000p_1200.webp", width: 1200 },
    ]);
    // Any prefix works: another store's public URL derives its variants the same way.
    expect(imageVariants(`https://cdn.example/storage/v1/object/public/slider-images/${key}`)[0]!.url).toBe(
      "https://cdn.example/storage/v1/object/public/slider-images/0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e_1500x2000p_480.webp",
    );
    // An image stored before the cap (no "p") keeps the variants it was given.
    expect(
      imageVariants("/files/slider-images/0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e_1500x2000-eski.png").map((v) => v.width),
    ).toEqual([480, 800, 1500]);
  });

  it("keeps a sized key within the storage key limit, shortening the name", () => {
    const key = keyWithSize(uniqueStorageKey(`${"çok uzun bir ad ".repeat(10)}.jpeg`), 12000, 8000);
    expect(key.length).toBeLessThanOrEqual(maxStorageKeyLength);
    expect(key).toMatch(/_12000x8000p-cok-uzun-bir-ad-[a-z-]*[a-z]\.jpeg$/);
    expect(imageVariants(key).map((v) => v.width)).toEqual([480, 800, 1600]);
  });

  it("offers no variants for an image uploaded before them, a narrow one, or none", () => {
    expect(imageVariants("/files/project-images/0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e-eski.png")).toEqual([]);
    expect(imageVariants("/files/project-images/0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e_320x160-logo.png")).toEqual([]);
    expect(imageVariants(null)).toEqual([]);
    expect(srcSetOf("/images/placeholder.svg")).toBeUndefined();
    expect(responsiveAttributes("/files/project-images/a-eski.png", "100vw")).toEqual({});
  });

  it("offers variants only for the site's own and Supabase Storage's images, not for a linked one whose name looks sized", () => {
    const stored = "0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e_1600x640-a.png";
    expect(srcSetOf(`/files/project-images/${stored}`)).toContain("_800.webp 800w");
    expect(srcSetOf(`https://abc.supabase.co/storage/v1/object/public/project-images/${stored}`)).toContain(
      "_800.webp 800w",
    );
    for (const linked of [
      "https://cdn.example.com/img/banner_1920x1080-final.jpg",
      "//cdn.example.com/img/banner_1920x1080-final.jpg",
    ]) {
      expect(srcSetOf(linked), linked).toBeUndefined();
      expect(phoneSrcSet(linked), linked).toBeUndefined();
      expect(responsiveAttributes(linked, "100vw"), linked).toEqual({});
    }
  });

  it("writes srcset and sizes for an image with variants", () => {
    expect(responsiveAttributes("/images/hero_800x320-x.png", "50vw")).toEqual({
      srcSet: "/images/hero_800x320_480.webp 480w, /images/hero_800x320_800.webp 800w",
      sizes: "50vw",
    });
  });
});

describe("the phone's srcset of a full-width picture", () => {
  it("offers the 480 px variant at 1x and the 800 px one at 2x, never a wider one", () => {
    expect(phoneSrcSet("/files/slider-images/0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e_1600x640-a.png")).toBe(
      "/files/slider-images/0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e_1600x640_480.webp 1x, /files/slider-images/0b7c9a52-4a55-4f6e-9c1d-2f3a4b5c6d7e_1600x640_800.webp 2x",
    );
    expect(phoneSrcSet("/images/a_640x256-a.png")).toBe("/images/a_640x256_480.webp 1x, /images/a_640x256_640.webp 2x");
    expect(phoneSrcSet("/files/slider-images/eski.png")).toBeUndefined();
  });
});
