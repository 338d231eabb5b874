import type { RouterContextProvider } from "react-router";

import type { Backend, ImageChange } from "~/backend/port";
import { imageUploadFailed, imageUploadProblem } from "~/backend/uploads";

import { loadList, uploadedFile } from "./forms.server";
import { pickedImageField } from "./images";
import { readMediaPicker } from "./media-picker.server";
import { imageTexts } from "./texts/images";

// The image field of an entity form (projects, slides, equipment): one file input `image`, a
// choice among library files `pickedImage` (a URL) and, when editing, a 'Görseli kaldır' checkbox
// `removeImage`.

/** The longest picked URL read: a library file's address is far shorter; a longer one is no pick. */
const maxPickedUrlLength = 2048;

/** The library file's URL the form picked, if any. */
function pickedUrlOf(formData: FormData): string | null {
  const value = formData.get(pickedImageField);
  return typeof value === "string" && value.trim() && value.length <= maxPickedUrlLength ? value.trim() : null;
}

/**
 * The chosen image's problem in the spec's words ('Görsel yüklenemedi: …'), by the backend's own
 * rule, as field errors for `readSubmission`'s `check`; with `required`, a missing image too.
 */
export function imageFieldErrors(options: { required?: boolean } = {}) {
  return async (formData: FormData): Promise<Record<string, string[]>> => {
    const file = await uploadedFile(formData, "image");
    if (!file) return options.required && !pickedUrlOf(formData) ? { image: [imageTexts.required] } : {};
    const problem = imageUploadProblem(file);
    return problem ? { image: [imageUploadFailed(problem)] } : {};
  };
}

/**
 * What the form asks of the stored image: a new file wins over a library pick, which wins over
 * 'Görseli kaldır'. A pick the library does not have is refused by the backend on the image field.
 */
export async function imageChangeOf(formData: FormData): Promise<ImageChange> {
  const file = await uploadedFile(formData, "image");
  if (file) return { kind: "replace", file };
  const picked = pickedUrlOf(formData);
  if (picked) return { kind: "pick", url: picked };
  return formData.has("removeImage") ? { kind: "remove" } : { kind: "keep" };
}

/**
 * The first page of the library's picker as an image field's choices (url and name); none when the
 * library cannot be read: the form still works, with its file input.
 */
export async function libraryChoices(
  context: Readonly<RouterContextProvider>,
  backend: Backend,
): Promise<Array<{ url: string; name: string }>> {
  const { value } = await loadList(
    context,
    async () => (await readMediaPicker(backend, { search: "", page: 1 })).files,
    [],
    "",
  );
  return value.map((file) => ({ url: file.url, name: file.name }));
}
