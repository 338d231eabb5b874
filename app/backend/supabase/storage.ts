import type { SupabaseClient } from "@supabase/supabase-js";

import { messageOf } from "~/lib/error-message";

import { withImageVariants } from "../image-files.server";
import { buckets, type Bucket, type StoredFile } from "../port";
import { refusal } from "../refusals";
import type { ImageStorage } from "../uploads";
import type { SupabaseContext } from "./context";

// Files live in Supabase Storage's four public buckets (supabase/migrations: the buckets and
// their storage.objects policies) and are served by Storage itself at their public URL. Uploads
// go with the admin's JWT, so the policies decide; a key is never reused (upsert off), and the
// browser may keep a file an hour (docs/product.md §7).

export const storageCacheSeconds = 3600;

/** Storage's public URL of a file. */
export function publicStorageUrl(projectUrl: string, bucket: Bucket, key: string): string {
  return `${projectUrl.replace(/\/+$/, "")}/storage/v1/object/public/${bucket}/${key}`;
}

const isSafeKey = (key: string) => /^[a-z0-9][a-z0-9._-]{0,250}$/i.test(key) && !key.includes("..");

/** The bucket and key of a public URL of this project's Storage, or null for anything else. */
export function parseStorageUrl(projectUrl: string, url: string): { bucket: Bucket; key: string } | null {
  const prefix = `${projectUrl.replace(/\/+$/, "")}/storage/v1/object/public/`;
  if (!url.startsWith(prefix)) return null;
  const [bucket, ...rest] = url.slice(prefix.length).split("/");
  const key = rest.join("/");
  if (!bucket || !(buckets as readonly string[]).includes(bucket) || !isSafeKey(key)) return null;
  return { bucket: bucket as Bucket, key };
}

export function supabaseStorage(client: SupabaseClient, projectUrl: string): ImageStorage {
  return {
    async put(bucket, key, bytes, contentType) {
      const { error } = await client.storage
        .from(bucket)
        .upload(key, bytes, { contentType, cacheControl: String(storageCacheSeconds), upsert: false })
        .catch((e: unknown) => ({ error: e }));
      if (error) throw refusal({ code: "fileNotStored", detail: messageOf(error) }, { cause: error });
      return publicStorageUrl(projectUrl, bucket, key);
    },

    async removeByUrl(url) {
      const parsed = parseStorageUrl(projectUrl, url);
      if (!parsed) return;
      const { error } = await client.storage.from(parsed.bucket).remove([parsed.key]);
      if (error) throw refusal({ code: "fileNotRemoved", detail: messageOf(error) }, { cause: error });
    },

    isLibraryUrl: (url) => parseStorageUrl(projectUrl, url)?.bucket === "media-library",
  };
}

/** The admin's image storage: Storage under the session's JWT, each image with its WebP variants. */
export const imageStorage = (ctx: SupabaseContext) => withImageVariants(supabaseStorage(ctx.session, ctx.settings.url));

/**
 * A stored file read back through its public URL (the Worker's /files route on this backend,
 * and the contract's check that a file is there); null when Storage has no such file.
 */
export async function readPublicFile(projectUrl: string, bucket: Bucket, key: string): Promise<StoredFile | null> {
  if (!isSafeKey(key)) return null;
  let response: Response;
  try {
    response = await fetch(publicStorageUrl(projectUrl, bucket, key));
  } catch (error) {
    throw refusal({ code: "fileNotRead", detail: messageOf(error) }, { cause: error });
  }
  if (response.status === 404 || response.status === 400) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw refusal({ code: "fileNotReadStatus", status: response.status });
  }
  const lastModified = response.headers.get("Last-Modified");
  return {
    body: response.body,
    contentType: response.headers.get("Content-Type") ?? "application/octet-stream",
    size: Number(response.headers.get("Content-Length") ?? 0),
    etag: response.headers.get("ETag") ?? "",
    uploadedAt: lastModified ? new Date(lastModified) : new Date(0),
  };
}
