import { imageHeader, imageHeaderBytes, maxImagePixels } from "~/backend/image-header";
import {
  acceptedImageTypes,
  hasTooManyPixels,
  maxUploadBytes,
  sniffImageType,
  type AcceptedImageType,
} from "~/backend/uploads";
import { z } from "~/lib/zod";

import { imageTexts } from "./texts/images";

// The image inputs of the admin, as the browser sees them: what a file input offers and a first
// look at the chosen file before it is sent. The backend then checks the bytes again
// (images.server.ts) and answers with the same words.

/** The form field of an entity image's pick from the media library: the library file's URL, or empty. */
export const pickedImageField = "pickedImage";

/** What every image file input accepts (the entity forms, the settings, the media library). */
export const imageAccept = acceptedImageTypes.join(",");

/** A chosen image in a form's browser-side schema, judged by its claimed type and size. */
export function imageFile(requiredMessage?: string) {
  return z
    .file(requiredMessage ? { error: requiredMessage } : undefined)
    .refine((file) => !file.type || (acceptedImageTypes as readonly string[]).includes(file.type), {
      error: imageTexts.wrongType,
    })
    .refine((file) => file.size <= maxUploadBytes, { error: imageTexts.tooLarge });
}

/** The optional `image` field of a form's browser-side schema. */
export const imageFileSchema = imageFile().optional();

/**
 * The first bytes of a chosen file and the image type they are: enough for its header, read in
 * whole when the header lies further (the server reads every byte).
 */
export async function readImageHead(
  file: File,
): Promise<{ head: Uint8Array<ArrayBuffer>; type: AcceptedImageType | null }> {
  const head = new Uint8Array(await file.slice(0, imageHeaderBytes).arrayBuffer());
  const type = sniffImageType(head);
  if (type && file.size > imageHeaderBytes && !imageHeader(head, type))
    return { head: new Uint8Array(await file.arrayBuffer()), type };
  return { head, type };
}

/** JPEG and WebP quality of a picture the browser made smaller: no visible loss at 4 megapixels. */
const shrinkQuality = 0.9;

/**
 * A chosen still image past the pixel limit (`maxImagePixels`), made smaller in the browser to
 * fit it, upright as shown and in its own type where the browser can write it; any other file
 * as it is. The server cannot decode such an image in a Worker's memory and refuses it
 * (docs/decisions/023-responsive-images.md); with JavaScript the admin's phone photo goes
 * through instead. Returns the size made, or null when the file was left as it is (also when the
 * browser cannot decode it: the server's check then answers).
 */
export async function fitToPixelLimit(
  file: File,
  onShrinking?: () => void,
): Promise<{ file: File; size: { width: number; height: number } | null }> {
  const unchanged = { file, size: null };
  const { head, type } = await readImageHead(file);
  // A GIF may move: drawing it would keep one frame.
  if (!type || type === "image/gif" || !hasTooManyPixels(head, type)) return unchanged;
  if (typeof createImageBitmap !== "function" || typeof OffscreenCanvas !== "function") return unchanged;
  onShrinking?.();
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const scale = Math.sqrt(maxImagePixels / (bitmap.width * bitmap.height));
    const width = Math.max(1, Math.floor(bitmap.width * scale));
    const height = Math.max(1, Math.floor(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return unchanged;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type, quality: shrinkQuality });
    // A browser that cannot write the type writes PNG: the name then says so.
    const name = blob.type === type ? file.name : `${file.name.replace(/\.[^.]*$/, "")}.${blob.type.split("/")[1]}`;
    return {
      file: new File([blob], name, { type: blob.type, lastModified: file.lastModified }),
      size: { width, height },
    };
  } catch {
    return unchanged;
  }
}

/**
 * Fits the file chosen in a file input to the pixel limit, putting the smaller one in its place
 * so the form sends it. Returns the size made, or null when the file stays as it is.
 */
export async function fitChosenImage(
  input: HTMLInputElement,
  onShrinking?: () => void,
): Promise<{ file: File; size: { width: number; height: number } | null } | null> {
  const chosen = input.files?.[0];
  if (!chosen) return null;
  const fitted = await fitToPixelLimit(chosen, onShrinking);
  // Only if the admin has not chosen another file meanwhile.
  if (fitted.size && input.files?.[0] === chosen) {
    const files = new DataTransfer();
    files.items.add(fitted.file);
    input.files = files.files;
    // A changed file list fires nothing: the form's checks hear of it as of a choice.
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }
  return fitted;
}
