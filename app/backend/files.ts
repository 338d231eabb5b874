// Where stored files are served: the Worker answers /files/<bucket>/<key> by asking the backend
// for the file, so the prefix belongs to neither adapter; an adapter that stores files itself
// hands out these URLs.

export const filesRoutePrefix = "/files/";

export function publicFileUrl(bucket: Bucket, key: string): string {
  return `${filesRoutePrefix}${bucket}/${key}`;
}

export const buckets = ["slider-images", "project-images", "equipment-images", "media-library"] as const;
export type Bucket = (typeof buckets)[number];

/** A file as it arrives from a form. */
export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A stored file read back for serving. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
  etag: string;
  uploadedAt: Date;
}

/**
 * On save: keep the current image, replace it with a new file, point at a media-library file
 * (`pick`: its public URL; the save is refused when the library has no such file), or remove it.
 */
export type ImageChange =
  | { kind: "keep" }
  | { kind: "replace"; file: UploadFile }
  | { kind: "pick"; url: string }
  | { kind: "remove" };

export interface FileStore {
  /** Reads a stored file for serving (the Worker's /files route), or null when there is none. */
  read(bucket: Bucket, key: string): Promise<StoredFile | null>;
}
