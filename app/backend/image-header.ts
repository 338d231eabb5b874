import { GIF } from "image-size/types/gif";
import { PNG } from "image-size/types/png";
import { WEBP } from "image-size/types/webp";

import type { AcceptedImageType } from "./image-types";

// What an image's header says, read before any pixel is decoded: its size decides whether it
// may be decoded at all in a Worker's memory (`maxImagePixels`), and a JPEG's EXIF orientation
// how its variants are turned (docs/decisions/023-responsive-images.md). PNG, GIF and WebP
// headers are read by image-size (fixed places, as their decoders read them). A JPEG is walked
// here, segment by segment as its decoder walks it: a reader that resynchronises on stray bytes
// (image-size's does) can be shown a small size while the decoder finds a huge one.

export interface ImageHeader {
  /** The size as stored, before any turn. */
  width: number;
  height: number;
  /** The EXIF orientation, 1..8 (1: shown as stored). */
  orientation: number;
}

const fixedPlaceReaders = { "image/png": PNG, "image/gif": GIF, "image/webp": WEBP };

/**
 * How much of a file the browser reads first for its header: a JPEG's size usually follows its
 * EXIF, colour profile and thumbnail within this; when it does not, the whole file is read.
 */
export const imageHeaderBytes = 512 * 1024;

/** The header of an image of `type`, or null when it cannot be read (such an image is never decoded). */
export function imageHeader(bytes: Uint8Array, type: AcceptedImageType): ImageHeader | null {
  if (type === "image/jpeg") return jpegHeader(bytes);
  try {
    const { width, height } = fixedPlaceReaders[type].calculate(bytes);
    return width && height ? { width, height, orientation: 1 } : null;
  } catch {
    return null;
  }
}

/** Frame headers (SOF0–SOF15 but DHT, JPG and DAC), which hold the size. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * A JPEG's size and orientation, strictly: every segment starts with FF (fill bytes allowed) and
 * the frame header must come before the scan. Anything else is null.
 */
function jpegHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  let orientation = 1;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (at < bytes.length && bytes[at] === 0xff) at++;
    const marker = bytes[at++];
    // A second image start, the end, the scan or a stuffed byte before any frame: no size here.
    if (marker === undefined || marker === 0x00 || marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null;
    // Markers without a segment (restart intervals, TEM).
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (at + 2 > bytes.length) return null;
    const length = view.getUint16(at);
    if (length < 2 || at + length > bytes.length) return null;
    if (isFrameHeader(marker)) {
      if (length < 7) return null;
      const height = view.getUint16(at + 3);
      const width = view.getUint16(at + 5);
      return width && height ? { width, height, orientation } : null;
    }
    if (marker === 0xe1 && orientation === 1) orientation = exifOrientation(view, at + 2, length - 2) ?? 1;
    at += length;
  }
  return null;
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

/** Whether an orientation turns the image a quarter (its shown width is its stored height). */
export const turnsSideways = (orientation: number) => orientation >= 5;

/**
 * The most pixels an image may have. Decoding one holds about twice its pixels × 4 bytes at once
 * (the decoder's buffer and the copy it hands over), its largest variant goes through the WebP
 * encoder, and a Worker has 128 MB for everything, the upload's own form (up to 41 MB) included.
 * With JavaScript the admin's browser makes a larger picture smaller first
 * (docs/decisions/023-responsive-images.md; `npm run bench:images` measures it).
 */
export const maxImagePixels = 4_000_000;

/** Whether an image has more pixels than a Worker may decode. */
export const pastPixelLimit = ({ width, height }: Pick<ImageHeader, "width" | "height">) =>
  width * height > maxImagePixels;
