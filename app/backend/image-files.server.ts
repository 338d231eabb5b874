import { imageVariants, keyWithSize, variantContentType } from "~/lib/image-variants";

import { encodeVariants } from "./image-encoder.server";
import type { ImageStorage } from "./uploads";

/**
 * An adapter's storage of single files, made to keep each image with its WebP variants
 * (docs/decisions/023-responsive-images.md): `put` stores the original under its key with the
 * size written in, and every variant beside it under the name `imageVariants` derives; it stores
 * all of them or, failing, removes what it stored and throws. `removeByUrl` removes the original
 * and every variant its name promises. Every adapter wraps its own storage in this, so the
 * rules of docs/decisions/017-record-versions.md (a failed save removes its new files, a
 * replaced or deleted image is removed) hold for the variants as well.
 */
export function withImageVariants(
  files: ImageStorage,
  log: (message: string, error: unknown) => void = console.error,
): ImageStorage {
  return {
    async put(bucket, key, bytes, contentType) {
      // Variants are an improvement, never a reason to refuse an image the browser can show.
      const encoded = await encodeVariants(bytes, contentType).catch(
        (error) => (log("Could not make an image's variants; storing it without", error), null),
      );
      if (!encoded) return files.put(bucket, key, bytes, contentType);
      const sizedKey = keyWithSize(key, encoded.width, encoded.height);
      const stored: string[] = [];
      try {
        stored.push(await files.put(bucket, sizedKey, bytes, contentType));
        for (const variant of imageVariants(sizedKey)) {
          const encodedVariant = encoded.variants.find((v) => v.width === variant.width)!;
          stored.push(await files.put(bucket, variant.url, encodedVariant.bytes, variantContentType));
        }
      } catch (error) {
        await Promise.all(
          stored.map((url) => files.removeByUrl(url).catch((e) => log("Could not remove a half-stored image", e))),
        );
        throw error;
      }
      return stored[0]!;
    },

    async removeByUrl(url) {
      await Promise.all([url, ...imageVariants(url).map((v) => v.url)].map((u) => files.removeByUrl(u)));
    },

    isLibraryUrl: (url) => files.isLibraryUrl(url),
  };
}
