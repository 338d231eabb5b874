import jpegDecoderFactory from "@jsquash/jpeg/codec/dec/mozjpeg_dec.js";
import jpegDecoder from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module";
import pngCodec from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import { decode as decodePng, init as initPngDecode } from "@jsquash/png/decode";
import webpDecoderFactory from "@jsquash/webp/codec/dec/webp_dec.js";
import webpDecoder from "@jsquash/webp/codec/dec/webp_dec.wasm?module";
import webpEncoderFactory from "@jsquash/webp/codec/enc/webp_enc_simd.js";
import webpEncoder from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import { defaultOptions as webpDefaults } from "@jsquash/webp/meta.js";
import { initEmscriptenModule } from "@jsquash/webp/utils.js";

import { getsVariants, widthsFor } from "~/lib/image-variants";

import { downscale } from "./image-downscale";
import { imageHeader, pastPixelLimit, turnsSideways } from "./image-header";
import { oriented, type Pixels } from "./image-orientation";
import type { AcceptedImageType } from "./image-types";

// Makes an upload's WebP variants inside the Worker with WebAssembly codecs (docs/decisions/
// 023-responsive-images.md): the same code on every backend, under `npm run dev`, in tests and in
// production, with nothing to call over the network. The codecs are compiled into the Worker
// bundle as WebAssembly modules.
//
// Memory decides the shape: a Worker has 128 MB, and a codec's memory only ever grows. So the
// header is read first and an image past `maxImagePixels` is never decoded; the JPEG and WebP
// codecs get a fresh instance per image, whose memory goes with it; the variants are made by
// averaging (image-downscale.ts), each from the one before, and turned upright once small.
// The PNG decoder is the exception: its glue keeps one instance for the isolate's life.

export interface EncodedImage {
  /** The size as shown (a sideways phone photo's turned size). */
  width: number;
  height: number;
  variants: { width: number; bytes: Uint8Array }[];
}

/** WebP quality of the variants: photographs at a size no one sees the difference at. */
const quality = 78;

interface DecodedImage {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}
interface Decoder {
  decode(data: BufferSource, preserveOrientation?: boolean): DecodedImage | null;
}
interface Encoder {
  encode(data: BufferSource, width: number, height: number, options: typeof webpDefaults): Uint8Array | null;
}

// workerd has no ImageData; the codecs only need its shape.
function provideImageData() {
  globalThis.ImageData ??= class {
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  } as unknown as typeof ImageData;
}

let pngReady: Promise<unknown> | null = null;

const decoders: Partial<Record<AcceptedImageType, (bytes: ArrayBuffer) => Promise<DecodedImage | null>>> = {
  "image/jpeg": async (bytes) =>
    (await initEmscriptenModule<Decoder>(jpegDecoderFactory, jpegDecoder)).decode(bytes, false),
  "image/webp": async (bytes) => (await initEmscriptenModule<Decoder>(webpDecoderFactory, webpDecoder)).decode(bytes),
  "image/png": async (bytes) => {
    pngReady ??= initPngDecode(pngCodec);
    await pngReady;
    return (await decodePng(bytes)) as DecodedImage;
  },
};

/**
 * The variants of an image (WebP, at `widthsFor` its shown width), or null when it gets none: a
 * GIF (it may move; it is shown as it is), an image too narrow to need them, one whose header
 * cannot be read or whose bytes do not decode, or one past `maxImagePixels` (the upload rules
 * refuse it before it comes here).
 */
export async function encodeVariants(bytes: Uint8Array, contentType: string): Promise<EncodedImage | null> {
  const type = contentType as AcceptedImageType;
  const decode = Object.hasOwn(decoders, type) ? decoders[type] : undefined;
  const header = decode ? imageHeader(bytes, type) : null;
  if (!decode || !header || pastPixelLimit(header)) return null;
  // A phone's photo is stored on its side with a tag saying how to turn it: the variants are
  // turned, as a browser turns the original, and the size is the one shown.
  const sideways = turnsSideways(header.orientation);
  const shownWidth = sideways ? header.height : header.width;
  if (!getsVariants(shownWidth)) return null;

  provideImageData();
  // The only reference to the whole photo: it is dropped for the first variant, so the decoded
  // pixels can go before the encoder starts.
  let source: Pixels | null;
  try {
    source = await decode(bytes.slice().buffer);
  } catch {
    return null;
  }
  if (!source) return null;
  const width = sideways ? source.height : source.width;
  const height = sideways ? source.width : source.height;

  const encoder = await initEmscriptenModule<Encoder>(webpEncoderFactory, webpEncoder);
  const variants = [];
  // Largest first, each from the one before: the first pass reads the whole photo, the others a
  // variant. Scaling and turning commute, so the turn is made on the small picture.
  for (const variantWidth of widthsFor(width, height).sort((a, b) => b - a)) {
    const variantHeight = Math.max(1, Math.round((height * variantWidth) / width));
    source = sideways ? downscale(source, variantHeight, variantWidth) : downscale(source, variantWidth, variantHeight);
    const shown = oriented(source, header.orientation);
    const encoded = encoder.encode(shown.data, shown.width, shown.height, { ...webpDefaults, quality });
    if (!encoded) throw new Error("The WebP encoder failed.");
    variants.push({ width: variantWidth, bytes: encoded.slice() });
  }
  return { width, height, variants: variants.toReversed() };
}
