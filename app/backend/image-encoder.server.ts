import decodeJpeg, { init as initJpegDecode } from "@jsquash/jpeg/decode";
import { decode as decodePng, init as initPngDecode } from "@jsquash/png/decode";
import resize, { initResize } from "@jsquash/resize";
import decodeWebp, { init as initWebpDecode } from "@jsquash/webp/decode";
import encodeWebp, { init as initWebpEncode } from "@jsquash/webp/encode";
import jpegDecoder from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm";
import pngCodec from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm";
import resizer from "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm";
import webpDecoder from "@jsquash/webp/codec/dec/webp_dec.wasm";
import webpEncoder from "@jsquash/webp/codec/enc/webp_enc_simd.wasm";
import { getsVariants, widthsFor } from "~/lib/image-variants";

// Makes an upload's WebP variants inside the Worker with WebAssembly codecs (docs/decisions/
// 023-responsive-images.md): the same code on every backend, under `npm run dev`, in tests and in
// production, with nothing to call over the network. The codecs are compiled into the Worker
// bundle as WebAssembly modules and started once per isolate, on the first upload.

export interface EncodedImage {
  width: number;
  height: number;
  variants: { width: number; bytes: Uint8Array }[];
}

/** WebP quality of the variants: photographs at a size no one sees the difference at. */
const quality = 78;

type Decode = (bytes: ArrayBuffer) => Promise<ImageData>;

let codecs: Promise<Record<string, Decode>> | null = null;

function startCodecs(): Promise<Record<string, Decode>> {
  // workerd has no ImageData; the codecs only need its shape.
  globalThis.ImageData ??= class {
    constructor(
      readonly data: Uint8ClampedArray,
      readonly width: number,
      readonly height: number,
    ) {}
  } as unknown as typeof ImageData;
  codecs ??= Promise.all([
    initJpegDecode(jpegDecoder),
    initPngDecode(pngCodec),
    initWebpDecode(webpDecoder),
    initWebpEncode(webpEncoder),
    initResize(resizer),
  ]).then(() => ({
    "image/jpeg": (bytes) => decodeJpeg(bytes),
    "image/png": (bytes) => decodePng(bytes),
    "image/webp": (bytes) => decodeWebp(bytes),
  }));
  return codecs;
}

/**
 * The variants of an image (WebP, at `widthsFor` its width), or null when it has none: a GIF (it
 * may move; it is shown as it is), an image too narrow to need them, or bytes that do not decode.
 */
export async function encodeVariants(bytes: Uint8Array, contentType: string): Promise<EncodedImage | null> {
  const decode = (await startCodecs())[contentType];
  if (!decode) return null;
  let image: ImageData;
  try {
    image = await decode(bytes.slice().buffer);
  } catch {
    return null;
  }
  const { width, height } = image;
  if (!getsVariants(width)) return null;
  const variants = [];
  for (const variantWidth of widthsFor(width)) {
    const variantHeight = Math.max(1, Math.round((height * variantWidth) / width));
    const scaled = variantWidth === width ? image : await resize(image, { width: variantWidth, height: variantHeight });
    variants.push({ width: variantWidth, bytes: new Uint8Array(await encodeWebp(scaled, { quality })) });
  }
  return { width, height, variants };
}
