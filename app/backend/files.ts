import type { Bucket } from "./port";

// Where stored files are served: the Worker answers /files/<bucket>/<key> by asking the backend
// for the file, so the prefix belongs to neither adapter; an adapter that stores files itself
// hands out these URLs.

export const filesRoutePrefix = "/files/";

export function publicFileUrl(bucket: Bucket, key: string): string {
  return `${filesRoutePrefix}${bucket}/${key}`;
}
