// Gives an image committed under public/ the WebP variants uploads get in the Worker
// (docs/decisions/023-responsive-images.md), so the built-in pictures are responsive too:
//   npm run images:variants -- public/images/hero.png   (the project's Node 22: it imports TypeScript)
// writes public/images/hero_<w>x<h>p-hero.png (the original, its size in its name, which is
// cleaned as an upload's is) and the variants beside it, and removes the unsized original. The Worker's own encoder
// (app/backend/image-encoder.server.ts) cannot run here: it imports its codecs as Worker modules.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import decodeJpeg, { init as initJpeg } from "@jsquash/jpeg/decode.js";
import { decode as decodePng, init as initPng } from "@jsquash/png/decode.js";
import encodeWebp, { init as initWebp } from "@jsquash/webp/encode.js";

import { downscale } from "../app/backend/image-downscale.ts";
import { cleanFileName } from "../app/lib/file-name.ts";
import { imageVariants } from "../app/lib/image-variants.ts";

const require = createRequire(import.meta.url);
const wasm = (specifier) => WebAssembly.compile(readFileSync(require.resolve(specifier)));
// Node has no ImageData; the codecs only need its shape.
globalThis.ImageData ??= function ImageData(data, width, height) {
  Object.assign(this, { data, width, height });
};

const input = process.argv[2];
if (!input || !/\.(png|jpe?g)$/i.test(input)) {
  console.error("Usage: npm run images:variants -- <image.png|jpg>");
  process.exit(1);
}
await Promise.all([
  initPng(await wasm("@jsquash/png/codec/pkg/squoosh_png_bg.wasm")),
  initJpeg(await wasm("@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm")),
  initWebp(await wasm("@jsquash/webp/codec/enc/webp_enc_simd.wasm")),
]);
const bytes = readFileSync(input);
const image = /\.png$/i.test(input) ? await decodePng(bytes.buffer) : await decodeJpeg(bytes.buffer);
// Named as an upload is (app/lib/image-variants.ts keyWithSize): a name with spaces, "_" or
// capitals would not be read back as sized, and the "p" makes the variants follow the pixel cap.
const name = cleanFileName(path.basename(input));
const sized = path.join(path.dirname(input), `${name.replace(/\.[^.]+$/, "")}_${image.width}x${image.height}p-${name}`);
const variants = imageVariants(sized);
if (variants.length === 0) throw new Error(`${input} is too narrow for variants.`);
for (const { url, width } of variants) {
  const scaled = downscale(image, width, Math.round((image.height * width) / image.width));
  writeFileSync(url, new Uint8Array(await encodeWebp(scaled, { quality: 78 })));
  console.log(`${url}  ${width} px`);
}
renameSync(input, sized);
console.log(`${sized}  (the original)`);
