import { GIF } from "image-size/types/gif";
import { JPG } from "image-size/types/jpg";
import { PNG } from "image-size/types/png";
import { WEBP } from "image-size/types/webp";
import type { AcceptedImageType } from "./uploads";

// What an image's header says, read before any pixel is decoded: its size decides whether it
// may be decoded at all in a Worker's memory (`maxImagePixels`), and a JPEG's EXIF orientation
// how its variants are turned (docs/decisions/023-responsive-images.md). The headers are read by
// image-size, a small parser with no dependencies that browsers and Workers both run.

export interface ImageHeader {
  /** The size as stored, before any turn. */
  width: number;
  height: number;
  /** The EXIF orientation, 1..8 (1: shown as stored). */
  orientation: number;
}

const readers = { "image/jpeg": JPG, "image/png": PNG, "image/gif": GIF, "image/webp": WEBP };

/**
 * How much of a file holds its header: a JPEG's size follows its EXIF, colour profile and
 * thumbnail segments, each at most 64 KB; what lies further has a header nothing here reads.
 */
export const imageHeaderBytes = 512 * 1024;

/** The header of an image of `type`, or null when it cannot be read. */
export function imageHeader(bytes: Uint8Array, type: AcceptedImageType): ImageHeader | null {
  try {
    const size = readers[type].calculate(bytes.subarray(0, imageHeaderBytes));
    const { width, height } = size;
    if (!width || !height) return null;
    const orientation = size.orientation && size.orientation >= 1 && size.orientation <= 8 ? size.orientation : 1;
    return { width, height, orientation };
  } catch {
    return null;
  }
}

/** Whether an orientation turns the image a quarter (its shown width is its stored height). */
export const turnsSideways = (orientation: number) => orientation >= 5;

/**
 * The most pixels an image may have. Decoding one holds about twice its pixels × 4 bytes at once
 * (the decoder's buffer and the copy it hands over), and a Worker has 128 MB for everything,
 * the upload's own form (up to 41 MB) included: 6 megapixels hold about 50 MB, a phone's 12 about
 * 100 (docs/decisions/023-responsive-images.md; `npm run bench:images` measures it).
 */
export const maxImagePixels = 6_000_000;
