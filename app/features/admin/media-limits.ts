import { maxMediaBatch } from "~/backend/schemas";
import { maxUploadBytes } from "~/backend/uploads";

// The media library's upload limits, shared by the route's action (the server's word) and the
// drop zone (the browser's first look, before anything is sent).

/** Files one upload may carry: enough for a batch of photos, a bound on the work of one request. */
export const maxFilesPerUpload = maxMediaBatch;

/**
 * Bytes one upload may carry in all. A Worker holds the whole body in memory, and the files once
 * more as bytes for storage, within its 128 MB: so four full-size images per request, not
 * `maxFilesPerUpload` of them. Small photos still go twenty at a time.
 */
export const maxUploadTotalBytes = 4 * maxUploadBytes;

/** The upload post's body limit: the files plus the multipart framing of each. */
export const maxUploadFormBytes = maxUploadTotalBytes + 1024 * 1024;
