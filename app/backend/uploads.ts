import { formatBytes } from "~/lib/bytes";
import { messageOf } from "~/lib/error-message";
import { uniqueStorageKey } from "~/lib/file-name";

import { BackendError, isBackendError } from "./errors";
import { imageHeader, maxImagePixels, pastPixelLimit } from "./image-header";
import { acceptedImageTypes, sniffImageType, type AcceptedImageType } from "./image-types";
import type { Bucket, ImageChange, UploadFile } from "./port";
import { refusal, wordsOf } from "./refusals";
import { withoutNulText } from "./validate";

// Upload rules shared by every adapter: images are accepted by their bytes, not by the name or
// the browser's claim, and each upload gets a fresh key so nothing is ever overwritten.

export { acceptedImageTypes, sniffImageType, type AcceptedImageType };

export const maxUploadBytes = 10 * 1024 * 1024;

/** The longest file name kept, in letters: file systems stop at 255 bytes, so only a crafted upload is longer. */
export const maxFileNameLength = 255;

const extensionOf: Record<AcceptedImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

/** Each accepted type as the admin knows it. */
const typeNames: Record<AcceptedImageType, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/gif": "GIF",
  "image/webp": "WebP",
};
/** "JPEG, PNG, GIF veya WebP". */
export const acceptedTypeNames = new Intl.ListFormat("tr", { type: "disjunction" }).format(
  acceptedImageTypes.map((type) => typeNames[type]),
);

/**
 * The words of each upload problem, shared with the browser's own check before sending, so the
 * admin reads the same sentence whichever side finds it.
 */
export const imageProblemMessages = {
  empty: wordsOf({ code: "imageEmpty" }),
  tooLarge: wordsOf({ code: "imageTooLarge", size: formatBytes(maxUploadBytes) }),
  wrongType: wordsOf({ code: "imageWrongType", types: acceptedTypeNames }),
  nameTooLong: wordsOf({ code: "imageNameTooLong", maxLetters: maxFileNameLength }),
  tooManyPixels: wordsOf({ code: "imageTooManyPixels", maxMegapixels: maxImagePixels / 1_000_000 }),
  unreadable: wordsOf({ code: "imageUnreadable" }),
} as const;

/** Whether an image's header gives it more pixels than the Worker can decode (unreadable headers are never decoded). */
export function hasTooManyPixels(bytes: Uint8Array, type: AcceptedImageType): boolean {
  const header = imageHeader(bytes, type);
  return header !== null && pastPixelLimit(header);
}

/**
 * What the image's header says is wrong with it: no size can be read from it (a damaged or cut
 * file, which no browser would show either: stored, it was published broken), or more pixels than
 * the Worker can decode. Given the whole file (the browser's `readImageHead` reads it whole when
 * the header lies past its first bytes).
 */
export function imageHeaderProblem(bytes: Uint8Array, type: AcceptedImageType): "unreadable" | "tooManyPixels" | null {
  const header = imageHeader(bytes, type);
  if (!header) return "unreadable";
  return pastPixelLimit(header) ? "tooManyPixels" : null;
}

/** What is wrong with an image upload, in the admin's words, or null when nothing is. */
export function imageUploadProblem(file: UploadFile): string | null {
  if (file.bytes.byteLength === 0) return imageProblemMessages.empty;
  if (file.bytes.byteLength > maxUploadBytes) return imageProblemMessages.tooLarge;
  const type = sniffImageType(file.bytes);
  if (!type) return imageProblemMessages.wrongType;
  if ([...file.name].length > maxFileNameLength) return imageProblemMessages.nameTooLong;
  const headerProblem = imageHeaderProblem(file.bytes, type);
  return headerProblem && imageProblemMessages[headerProblem];
}

/** A file's name as a message names it: a name too long to read is cut, with an ellipsis. */
export const fileNameInMessage = (name: string) =>
  [...name].length > 60 ? `${[...name].slice(0, 60).join("")}…` : name;

/** A refused or failed image upload, as the admin reads it ("Görsel yüklenemedi: {reason}"). */
export const imageUploadFailed = (reason: string) => wordsOf({ code: "imageUploadFailed", reason });

/** An image upload's refusal, on the field as well. */
export const uploadRejected = (reason: string, field = "image"): BackendError =>
  refusal({ code: "imageUploadFailed", reason }, { fields: [field] });

/** Checks an image upload; returns its real type and a fresh storage key. */
export function checkImageUpload(file: UploadFile, field = "image"): { contentType: AcceptedImageType; key: string } {
  const problem = imageUploadProblem(file);
  if (problem) throw uploadRejected(problem, field);
  const contentType = sniffImageType(file.bytes)!;
  // The stored name carries the real type's extension, whatever the upload was called.
  const base = file.name.replace(/\.[^.]*$/, "") || "gorsel";
  return { contentType, key: uniqueStorageKey(`${base}.${extensionOf[contentType]}`) };
}

/**
 * An image change as a save carries it: the port's (keep, replace, remove), or, when a revision is
 * restored, pointing the record back at a file still stored (`relink`).
 */
export type SavedImageChange = ImageChange | { kind: "relink"; url: string };

/** The storage operations the image orchestration needs from an adapter. */
export interface ImageStorage {
  put(bucket: Bucket, key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  removeByUrl(url: string): Promise<void>;
  /** Whether `url` is this store's address of a media-library file (the library owns those files). */
  isLibraryUrl(url: string): boolean;
}

/** A pick refused: the file is not (or no longer) in the library; on the image field, nothing saved. */
export const pickedImageMissing = (field = "image") => refusal({ code: "pickedImageMissing" }, { fields: [field] });

/**
 * Saves an entity whose image may change, so that no row ever points at a deleted file and no
 * committed file is deleted (docs/decisions/017-record-versions.md):
 * 1. a new image is stored first, under a fresh key nothing points at yet;
 * 2. `save` writes the row (guarded by its version) and resolves only once that is committed:
 *    it is the write alone, so nothing that runs after the commit can fail inside it;
 * 3. when `save` is refused or fails, the new file is removed again, unless `isReferenced` says
 *    the row points at it after all (a commit whose answer was lost) or cannot tell: then it stays;
 * 4. only after the commit is a replaced or removed image deleted; a failure there leaves an
 *    orphan, which is logged, never the admin's error (docs/product.md §10).
 * A picked (or relinked) file was stored before and stays whatever happens; a media-library file
 * is never removed here, replaced or not: the library owns it (decision 053). Whether a picked
 * file's library row exists is checked by the save itself, inside its transaction.
 */
export async function saveWithImage<T>(options: {
  storage: ImageStorage;
  bucket: Bucket;
  change: SavedImageChange | undefined;
  currentUrl: string | null;
  save: (imageUrl: string | null) => Promise<T>;
  /** Whether the saved row points at `url` now; asked before a failed save's new file is removed. */
  isReferenced?: (url: string) => Promise<boolean>;
  log?: (message: string, error: unknown) => void;
}): Promise<T> {
  const { storage, bucket, change = { kind: "keep" }, currentUrl, save } = options;
  const log = options.log ?? ((message, error) => console.error(message, error));

  if (change.kind === "keep") return save(currentUrl);

  if (change.kind === "pick" && !storage.isLibraryUrl(change.url)) throw pickedImageMissing();
  let newUrl: string | null = change.kind === "relink" || change.kind === "pick" ? change.url : null;
  if (change.kind === "replace") {
    const { contentType, key } = checkImageUpload(change.file);
    try {
      newUrl = await storage.put(bucket, key, change.file.bytes, contentType);
    } catch (error) {
      throw refusal({ code: "imageNotStored", reason: messageOf(error) }, { cause: error });
    }
  }

  let result: T;
  try {
    result = await save(newUrl);
  } catch (error) {
    // A file stored for this save goes again; a relinked or picked one was there before and stays.
    if (newUrl && change.kind === "replace") await removeUncommitted(storage, newUrl, options.isReferenced, log);
    throw error;
  }
  if (currentUrl && currentUrl !== newUrl && !storage.isLibraryUrl(currentUrl)) {
    await storage.removeByUrl(currentUrl).catch((e) => log("Could not remove a replaced image (left as an orphan)", e));
  }
  return result;
}

/** Removes the new file of a save that did not go through, unless a row may point at it. */
async function removeUncommitted(
  storage: ImageStorage,
  url: string,
  isReferenced: ((url: string) => Promise<boolean>) | undefined,
  log: (message: string, error: unknown) => void,
) {
  const referenced = isReferenced
    ? await isReferenced(url).catch(
        (e) => (log("Could not tell whether a failed save's upload is used; keeping it", e), true),
      )
    : false;
  if (referenced) return;
  await storage.removeByUrl(url).catch((e) => log("Could not remove an orphaned upload", e));
}

/** A file of a media batch as stored: the upload, its real type and its URL. */
export interface StoredUpload {
  file: UploadFile;
  contentType: AcceptedImageType;
  url: string;
}

/**
 * Stores a media library batch all or nothing: every file is checked before any is stored (a
 * bad one refuses the batch, on the form's `files` field), each is stored with its variants,
 * then `record` writes their rows; if storing or recording fails, the files stored so far are
 * removed again and the failure is answered (docs/product.md §6).
 */
export async function storeUploadBatch<T>(
  storage: ImageStorage,
  files: UploadFile[],
  record: (stored: StoredUpload[]) => Promise<T>,
): Promise<T> {
  if (files.length === 0) throw refusal({ code: "noFiles" }, { fields: ["files"] });
  // The name is kept as the file's title, and no store keeps a NUL (Postgres refuses one).
  const checked = files
    .map(({ name, ...upload }) => ({ ...upload, name: withoutNulText(name) }))
    .map((file) => {
      const problem = imageUploadProblem(file);
      if (problem) {
        // The batch is refused whole: the message says so, or the others would seem stored.
        throw refusal(
          { code: "batchFileRefused", fileName: fileNameInMessage(file.name), problem, others: files.length - 1 },
          { fields: ["files"] },
        );
      }
      return { file, ...checkImageUpload(file, "files") };
    });
  const stored: StoredUpload[] = [];
  try {
    for (const { file, key, contentType } of checked)
      stored.push({ file, contentType, url: await storage.put("media-library", key, file.bytes, contentType) });
    return await record(stored);
  } catch (error) {
    await Promise.all(
      stored.map(({ url }) =>
        storage.removeByUrl(url).catch((e) => console.error("Could not remove an orphaned upload", e)),
      ),
    );
    throw new BackendError(isBackendError(error) ? error.code : "storage", messageOf(error), {
      cause: error,
      refusal: isBackendError(error) ? error.refusal : undefined,
    });
  }
}
