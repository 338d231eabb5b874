import { z } from "~/lib/zod";
import { acceptedImageTypes, maxUploadBytes } from "~/backend/uploads";
import { imageTexts } from "./texts/images";

// The image inputs of the admin, as the browser sees them: what a file input offers and a first
// look at the chosen file before it is sent. The backend then checks the bytes again
// (images.server.ts) and answers with the same words.

/** What every image file input accepts (the entity forms, the settings, the media library). */
export const imageAccept = acceptedImageTypes.join(",");

/** A chosen image in a form's browser-side schema, judged by its claimed type and size. */
export function imageFile(requiredMessage?: string) {
  return z
    .file(requiredMessage ? { error: requiredMessage } : undefined)
    .refine((file) => !file.type || (acceptedImageTypes as readonly string[]).includes(file.type), { error: imageTexts.wrongType })
    .refine((file) => file.size <= maxUploadBytes, { error: imageTexts.tooLarge });
}

/** The optional `image` field of a form's browser-side schema. */
export const imageFileSchema = imageFile().optional();
