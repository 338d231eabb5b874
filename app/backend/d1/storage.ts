import { filesRoutePrefix, publicFileUrl } from "../files";
import { buckets, type Bucket, type StoredFile } from "../port";
import { refusal } from "../refusals";
import type { ImageStorage } from "../uploads";

// Files live in one R2 bucket under the four bucket names as key prefixes, and are served back
// by the Worker at /files/<bucket>/<key> (../files.ts).

/** The bucket and key of a URL this adapter handed out, or null for anything else. */
export function parseFileUrl(url: string): { bucket: Bucket; key: string } | null {
  if (!url.startsWith(filesRoutePrefix)) return null;
  const rest = url.slice(filesRoutePrefix.length);
  const slash = rest.indexOf("/");
  if (slash < 0) return null;
  const bucket = rest.slice(0, slash);
  const key = rest.slice(slash + 1);
  if (!(buckets as readonly string[]).includes(bucket) || !isSafeKey(key)) return null;
  return { bucket: bucket as Bucket, key };
}

/** Keys are ours (uuid + cleaned name), so anything else is refused before reaching R2. */
export function isSafeKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9._-]{0,250}$/i.test(key) && !key.includes("..");
}

export function r2Storage(files: R2Bucket): ImageStorage & {
  read(bucket: Bucket, key: string): Promise<StoredFile | null>;
  remove(bucket: Bucket, key: string): Promise<void>;
} {
  return {
    async put(bucket, key, bytes, contentType) {
      // Never overwrite: the put only happens when no object has that key yet.
      const stored = await files.put(`${bucket}/${key}`, bytes, {
        httpMetadata: { contentType, cacheControl: "public, max-age=31536000, immutable" },
        onlyIf: new Headers({ "If-None-Match": "*" }),
      });
      if (!stored) throw refusal({ code: "fileExists" });
      return publicFileUrl(bucket, key);
    },
    async removeByUrl(url) {
      const parsed = parseFileUrl(url);
      if (parsed) await files.delete(`${parsed.bucket}/${parsed.key}`);
    },
    isLibraryUrl: (url) => parseFileUrl(url)?.bucket === "media-library",
    async remove(bucket, key) {
      await files.delete(`${bucket}/${key}`);
    },
    async read(bucket, key) {
      if (!isSafeKey(key)) return null;
      const object = await files.get(`${bucket}/${key}`);
      if (!object) return null;
      return {
        body: object.body,
        contentType: object.httpMetadata?.contentType ?? "application/octet-stream",
        size: object.size,
        etag: object.httpEtag,
        uploadedAt: object.uploaded,
      };
    },
  };
}
