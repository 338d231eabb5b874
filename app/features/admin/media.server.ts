import { readBoundedForm } from "~/lib/bounded-form.server";

import { maxUploadFormBytes } from "./media-limits";
import { commonTexts } from "./texts/common";
import { mediaMessages } from "./texts/media";

/** The upload post, read with the shared bound: too large → 413 with the library's words; not a form → 400. */
export async function readUploadForm(
  request: Request,
  maxBytes = maxUploadFormBytes,
): Promise<{ ok: true; formData: FormData } | { ok: false; status: 400 | 413; message: string }> {
  const read = await readBoundedForm(request, maxBytes);
  if (read.ok) return read;
  return read.reason === "too-large"
    ? { ok: false, status: 413, message: mediaMessages.tooLargeTogether }
    : { ok: false, status: 400, message: commonTexts.unreadableForm };
}
