// The one way any action reads a posted form: with a byte cap, counted while the body streams in.

/** A posted form, or why it could not be read. */
export type FormRead = { ok: true; formData: FormData } | { ok: false; reason: "too-large" | "unreadable" };

/**
 * The longest field name any form of the site posts is under 40 characters
 * ("client_logos[39].imageUrl"). Past this, a name is no field of ours: a name nested thousands of
 * levels deep ("a[0][0]…") made Conform's parse recurse past the stack (a 500 for a 36 KB post).
 */
export const maxFieldNameLength = 200;

/**
 * Reads a posted form with a hard bound: the declared length is checked first, and the body is
 * counted while it streams in, so a body that lies about its length (or declares none, as a
 * chunked one does) still cannot make the Worker hold more than `maxBytes`. A body that is not a
 * form (another content type, truncated multipart, broken framing, a field name no form of the
 * site has) is "unreadable", never a throw.
 */
export async function readBoundedForm(request: Request, maxBytes: number): Promise<FormRead> {
  if (Number(request.headers.get("Content-Length") ?? "0") > maxBytes) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: true, formData: new FormData() };
  let seen = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new RangeError("form body over its limit"));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    const body = new Response(counted, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } });
    const formData = await body.formData();
    for (const name of formData.keys())
      if (name.length > maxFieldNameLength) return { ok: false, reason: "unreadable" };
    return { ok: true, formData };
  } catch {
    return { ok: false, reason: seen > maxBytes ? "too-large" : "unreadable" };
  }
}

/**
 * Bytes a form of `chars` characters (UTF-16 code units) may take on the wire, at worst: a code
 * unit is at most three UTF-8 bytes, each percent-encoded as three characters. Caps built on it
 * never refuse, as too large, a form the field limits would accept.
 */
export const worstCaseFormBytes = (chars: number) => chars * 9;
