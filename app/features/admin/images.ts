import { z } from "zod";
import { acceptedImageTypes, maxUploadBytes } from "~/backend/uploads";

// The image field of every entity form, as the browser sees it: what the file input offers and
// a first look at the chosen file before it is sent. The backend then checks the bytes again
// (images.server.ts) and answers with the same words.

/** What the file input accepts. */
export const imageAccept = acceptedImageTypes.join(",");

export const imageMessages = {
  wrongType: "Görsel yüklenemedi: Yalnızca JPEG, PNG, GIF veya WebP görseller yüklenebilir.",
  tooLarge: `Görsel yüklenemedi: Dosya en fazla ${maxUploadBytes / 1024 / 1024} MB olabilir.`,
};

/** A chosen image in a form's browser-side schema, judged by its claimed type and size. */
export function imageFile(requiredMessage?: string) {
  return z
    .file(requiredMessage ? { error: requiredMessage } : undefined)
    .refine((file) => !file.type || (acceptedImageTypes as readonly string[]).includes(file.type), { error: imageMessages.wrongType })
    .refine((file) => file.size <= maxUploadBytes, { error: imageMessages.tooLarge });
}

/** The optional `image` field of a form's browser-side schema. */
export const imageFileSchema = imageFile().optional();
