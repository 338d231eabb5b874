import decodeJpeg, { init as initJpegDecode } from "@jsquash/jpeg/decode";
import { decode as decodePng, init as initPngDecode } from "@jsquash/png/decode";
import resize, { initResize } from "@jsquash/resize";
import decodeWebp, { init as initWebpDecode } from "@jsquash/webp/decode";
import webpEncoderFactory from "@jsquash/webp/codec/enc/webp_enc_simd.js";
import { defaultOptions as webpDefaults } from "@jsquash/webp/meta.js";
import { initEmscriptenModule } from "@jsquash/webp/utils.js";
import jpegDecoder from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module";
import pngCodec from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import resizer from "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm?module";
import webpDecoder from "@jsquash/webp/codec/dec/webp_dec.wasm?module";
import webpEncoder from "@jsquash/webp/codec/enc/webp_enc_simd.wasm?module";
import { getsVariants, widthsFor } from "~/lib/image-variants";
import { jpegOrientation, oriented } from "./image-orientation";

// Makes an upload's WebP variants inside the Worker with WebAssembly codecs (docs/decisions/
// 023-responsive-images.md): the same code on every backend, under `npm run dev`, in tests and in
// production, with nothing to call over the network. The codecs are compiled into the Worker
// bundle as WebAssembly modules and started once per isolate, on the first upload. The WebP
// encoder is started here rather than through @jsquash/webp/encode, whose start imports its code
// dynamically (a separate chunk that the built Worker cannot always load) to choose between SIMD
// and plain builds: workerd always has SIMD.

export interface EncodedImage {
  width: number;
  height: number;
  variants: { width: number; bytes: Uint8Array }[];
}

/** WebP quality of the variants: photographs at a size no one sees the difference at. */
const quality = 78;

type Decode = (bytes: ArrayBuffer) => Promise<ImageData>;
interface Codecs {
  decoders: Record<string, Decode>;
  encodeWebp: (image: ImageData) => Uint8Array;
}

let codecs: Promise<Codecs> | null = null;

function startCodecs(): Promise<Codecs> {
  // workerd has no ImageData; the codecs only need its shape.
  globalThis.ImageData ??= class {
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  } as unknown as typeof ImageData;
  codecs ??= Promise.all([
    initEmscriptenModule(webpEncoderFactory, webpEncoder),
    initJpegDecode(jpegDecoder),
    initPngDecode(pngCodec),
    initWebpDecode(webpDecoder),
    initResize(resizer),
  ]).then(([encoder]) => ({
    decoders: {
      "image/jpeg": (bytes) => decodeJpeg(bytes),
      "image/png": (bytes) => decodePng(bytes),
      "image/webp": (bytes) => decodeWebp(bytes),
    },
    encodeWebp: (image) => {
      const encoded = encoder.encode(image.data, image.width, image.height, { ...webpDefaults, quality });
      if (!encoded) throw new Error("The WebP encoder failed.");
      return encoded;
    },
  }));
  return codecs;
}

/**
 * The variants of an image (WebP, at `widthsFor` its width), or null when it has none: a GIF (it
 * may move; it is shown as it is), an image too narrow to need them, or bytes that do not decode.
 */
export async function encodeVariants(bytes: Uint8Array, contentType: string): Promise<EncodedImage | null> {
  const { decoders, encodeWebp } = await startCodecs();
  const decode = decoders[contentType];
  if (!decode) return null;
  let image: ImageData;
  try {
    image = await decode(bytes.slice().buffer);
  } catch {
    return null;
  }
  // A phone's photo is stored on its side with a tag saying how to turn it: the variants are
  // turned, as a browser turns the original, and the size is the one shown.
  const orientation = contentType === "image/jpeg" ? jpegOrientation(bytes) : 1;
  if (orientation !== 1) {
    const turned = oriented(image, orientation);
    image = new ImageData(turned.data, turned.width, turned.height);
  }
  const { width, height } = image;
  if (!getsVariants(width)) return null;
  const variants = [];
  for (const variantWidth of widthsFor(width)) {
    const variantHeight = Math.max(1, Math.round((height * variantWidth) / width));
    const scaled = variantWidth === width ? image : await resize(image, { width: variantWidth, height: variantHeight });
    variants.push({ width: variantWidth, bytes: encodeWebp(scaled).slice() });
  }
  return { width, height, variants };
}
