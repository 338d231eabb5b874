import type { ImageChange } from "~/backend/port";
import { imageUploadFailed, imageUploadProblem } from "~/backend/uploads";

import { uploadedFile } from "./forms.server";
import { imageTexts } from "./texts/images";

// The image field of an entity form (projects, slides, equipment): one file input `image` and,
// when editing, a 'Görseli kaldır' checkbox `removeImage`.

/**
 * The chosen image's problem in the spec's words ('Görsel yüklenemedi: …'), by the backend's own
 * rule, as field errors for `readSubmission`'s `check`; with `required`, a missing image too.
 */
export function imageFieldErrors(options: { required?: boolean } = {}) {
  return async (formData: FormData): Promise<Record<string, string[]>> => {
    const file = await uploadedFile(formData, "image");
    if (!file) return options.required ? { image: [imageTexts.required] } : {};
    const problem = imageUploadProblem(file);
    return problem ? { image: [imageUploadFailed(problem)] } : {};
  };
}

/** What the form asks of the stored image: a new file wins over 'Görseli kaldır'. */
export async function imageChangeOf(formData: FormData): Promise<ImageChange> {
  const file = await uploadedFile(formData, "image");
  if (file) return { kind: "replace", file };
  return formData.has("removeImage") ? { kind: "remove" } : { kind: "keep" };
}
