import { unreadableForm } from "./forms.server";
import { maxUploadFormBytes, mediaMessages } from "./media";

/**
 * The upload post, read with a hard bound: the declared length is checked first, and the body is
 * counted while it streams in, so a body that lies about its length or sends none still cannot
 * make the Worker hold more than `maxUploadFormBytes`. Too large → 413; not a form → 400.
 */
export async function readUploadForm(
  request: Request,
  maxBytes = maxUploadFormBytes,
): Promise<{ ok: true; formData: FormData } | { ok: false; status: 400 | 413; message: string }> {
  const tooLarge = { ok: false, status: 413, message: mediaMessages.tooLargeTogether } as const;
  const unreadable = { ok: false, status: 400, message: unreadableForm } as const;
  if (Number(request.headers.get("Content-Length") ?? "0") > maxBytes) return tooLarge;
  if (!request.body) return unreadable;

  let seen = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new RangeError("upload body over its limit"));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    const body = new Response(counted, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } });
    return { ok: true, formData: await body.formData() };
  } catch {
    return seen > maxBytes ? tooLarge : unreadable;
  }
}
