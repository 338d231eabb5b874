import {
  fileNameInMessage,
  imageHeaderProblem,
  imageProblemMessages,
  maxFileNameLength,
  maxUploadBytes,
} from "~/backend/uploads";
import type { PerLang } from "~/i18n/languages";
import { formatBytes } from "~/lib/bytes";

import { readImageHead } from "./images";
import { maxFilesPerUpload, maxUploadTotalBytes } from "./media-limits";
import { mediaMessages } from "./texts/media";

// The media library's checks of a chosen batch in the browser, by the server's own rules, and
// how its grid shows a file.

/**
 * Whether an image lacks its alt text. Turkish is asked for: it is the site's first language and
 * the fallback of the others, and an upload's only alt text (English = the file name) is a
 * stand-in rather than a description, so counting any language would never flag a new upload.
 */
export const lacksAltText = (altText: PerLang<string>) => !altText.tr?.trim();

/**
 * "Alternatif metinler" for the files `ids`, where an upload of several lands: the ids in the
 * path, not the query, which closing a dialog carries back to the list.
 */
export const altTextsPath = (ids: string[]) => `/admin/media/alt-texts/${ids.map(encodeURIComponent).join(",")}`;

/** A stored size, which the library keeps in kilobytes, as the grid shows it: "245 KB", "1,4 MB". */
export const formatSize = (sizeKb: number): string => formatBytes(sizeKb * 1024);

/** The drop zone's rejection reasons (the codes a drop zone conventionally reports). */
export type RejectionCode =
  | "file-invalid-type"
  | "file-name-too-long"
  | "file-too-large"
  | "file-too-small"
  | "too-many-files"
  | "image-too-many-pixels"
  | "image-unreadable";
export interface Rejection {
  code: RejectionCode;
  message: string;
  /** The refused file; none when the whole batch is refused. */
  name?: string;
}

/** A rejection in the same words the server uses: 'Dosya yüklenemedi: ad.png: …'. */
export const rejectionText = (r: Rejection) =>
  mediaMessages.uploadFailed(r.name ? `${fileNameInMessage(r.name)}: ${r.message}` : r.message);

/**
 * The browser's check of a chosen batch, by the server's own rules: the real type by the first
 * bytes (a renamed text file is refused here too), the size, and the batch's count and total.
 * Files that pass are sent; each refused one is named with its reason.
 */
export async function checkChosenFiles(files: File[]): Promise<{ accepted: File[]; rejections: Rejection[] }> {
  if (files.length > maxFilesPerUpload) {
    return { accepted: [], rejections: [{ code: "too-many-files", message: mediaMessages.tooMany }] };
  }
  const accepted: File[] = [];
  const rejections: Rejection[] = [];
  for (const file of files) {
    const problem = await fileProblem(file);
    if (problem) rejections.push({ name: file.name, ...problem });
    else accepted.push(file);
  }
  const total = accepted.reduce((sum, file) => sum + file.size, 0);
  if (total > maxUploadTotalBytes) {
    return {
      accepted: [],
      rejections: [...rejections, { code: "too-many-files", message: mediaMessages.tooLargeTogether }],
    };
  }
  return { accepted, rejections };
}

async function fileProblem(file: File): Promise<{ code: RejectionCode; message: string } | null> {
  if (file.size === 0) return { code: "file-too-small", message: imageProblemMessages.empty };
  if (file.size > maxUploadBytes) return { code: "file-too-large", message: imageProblemMessages.tooLarge };
  // By the bytes, as the server decides: the name and the browser's claimed type prove nothing.
  const { head, type } = await readImageHead(file);
  if (!type) return { code: "file-invalid-type", message: imageProblemMessages.wrongType };
  if ([...file.name].length > maxFileNameLength)
    return { code: "file-name-too-long", message: imageProblemMessages.nameTooLong };
  const headerProblem = imageHeaderProblem(head, type);
  if (headerProblem)
    return {
      code: headerProblem === "unreadable" ? "image-unreadable" : "image-too-many-pixels",
      message: imageProblemMessages[headerProblem],
    };
  return null;
}
