// The image types an upload may be, told by the file's bytes, not its name or the browser's
// claim (./uploads.ts has the upload rules; ./image-header.ts reads each type's header).

export const acceptedImageTypes = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];

/** The image type the bytes really are, or null. */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return "image/gif";
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return "image/webp";
  return null;
}
