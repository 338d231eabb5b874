import { acceptedImageTypes, acceptedTypeNames, imageProblemMessages, maxUploadBytes, megabytes, sniffImageType } from "~/backend/uploads";
import type { PerLang } from "~/i18n/languages";

// The media library's texts and upload limits, shared by the route's action (the server's word)
// and the drop zone (the browser's first look, before anything is sent).

/** Files one upload may carry: enough for a batch of photos, a bound on the work of one request. */
export const maxFilesPerUpload = 20;

/**
 * Bytes one upload may carry in all. A Worker holds the whole body in memory, and the files once
 * more as bytes for storage, within its 128 MB: so four full-size images per request, not
 * `maxFilesPerUpload` of them. Small photos still go twenty at a time.
 */
export const maxUploadTotalBytes = 4 * maxUploadBytes;

/** The upload post's body limit: the files plus the multipart framing of each. */
export const maxUploadFormBytes = maxUploadTotalBytes + 1024 * 1024;

/** What the file inputs offer (the bytes are checked again, on both sides). */
export const mediaAccept = acceptedImageTypes.join(",");

export const mediaMessages = {
  listFailed: "Dosyalar yüklenemedi.",
  uploaded: (count: number) => `${count} dosya yüklendi.`,
  uploadFailed: (message: string) => `Dosya yüklenemedi: ${message}`,
  tooMany: `Bir seferde en fazla ${maxFilesPerUpload} dosya yüklenebilir.`,
  tooLargeTogether: `Bir seferde en fazla ${megabytes(maxUploadTotalBytes)} yüklenebilir; dosyaları birkaç seferde yükleyin.`,
  notFiles: "Gönderilen alan bir dosya değil.",
  notFound: "Dosya bulunamadı.",
  detailsFailed: (message: string) => `Dosya bilgileri getirilemedi: ${message}`,
  updated: "Dosya güncellendi.",
  saveFailed: (message: string) => `Dosya kaydedilemedi: ${message}`,
  deleted: "Dosya silindi.",
  deleteFailed: (message: string) => `Dosya silinemedi: ${message}`,
  confirmDelete: (name: string) => `“${name}” dosyasını silmek istediğinizden emin misiniz?`,
  copied: "Kopyalandı!",
  copyFailed: "Bağlantı kopyalanamadı; adresi elle kopyalayın.",
  noAltText: "Alt metin yok",
};

/** The drop zone's hint under its title, from the same limits the server applies. */
export const uploadHint = `${acceptedTypeNames}; dosya başına en fazla ${megabytes(maxUploadBytes)}, bir seferde en fazla ${maxFilesPerUpload} dosya.`;

/**
 * Whether an image lacks its alt text. Turkish is asked for: it is the site's first language and
 * the fallback of the others, and an upload's only alt text (English = the file name) is a
 * stand-in rather than a description, so counting any language would never flag a new upload.
 */
export const lacksAltText = (altText: PerLang<string>) => !altText.tr?.trim();

/** A stored size (kilobytes) as the grid shows it: "245 KB", "1,4 MB". */
export function formatSize(sizeKb: number): string {
  if (sizeKb < 1024) return `${Math.max(sizeKb, 1)} KB`;
  return `${new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 1 }).format(sizeKb / 1024)} MB`;
}

/** The drop zone's rejection reasons (the codes a drop zone conventionally reports). */
export type RejectionCode = "file-invalid-type" | "file-too-large" | "file-too-small" | "too-many-files";
export interface Rejection {
  code: RejectionCode;
  message: string;
  /** The refused file; none when the whole batch is refused. */
  name?: string;
}

/** A rejection in the same words the server uses: 'Dosya yüklenemedi: ad.png: …'. */
export const rejectionText = (r: Rejection) => mediaMessages.uploadFailed(r.name ? `${r.name}: ${r.message}` : r.message);

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
    return { accepted: [], rejections: [...rejections, { code: "too-many-files", message: mediaMessages.tooLargeTogether }] };
  }
  return { accepted, rejections };
}

async function fileProblem(file: File): Promise<{ code: RejectionCode; message: string } | null> {
  if (file.size === 0) return { code: "file-too-small", message: imageProblemMessages.empty };
  if (file.size > maxUploadBytes) return { code: "file-too-large", message: imageProblemMessages.tooLarge };
  // By the bytes, as the server decides: the name and the browser's claimed type prove nothing.
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!sniffImageType(head)) return { code: "file-invalid-type", message: imageProblemMessages.wrongType };
  return null;
}
