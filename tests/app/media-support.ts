import { env } from "cloudflare:workers";

// The media library's app tests' own helpers: unique names, what is stored under them, and the
// upload form as a browser sends it.

export const bucket = "media-library/";

/** A stem unique to one test, so its rows and objects can be counted apart from the rest. */
export const stem = (label: string) => `apptest-${label}-${crypto.randomUUID().slice(0, 8)}`;

export async function stored(name: string): Promise<{ rows: number; objects: number }> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM media_library WHERE file_name LIKE ?1")
    .bind(`${name}%`)
    .first<{ n: number }>();
  const listing = await env.FILES.list({ prefix: bucket });
  return { rows: row?.n ?? 0, objects: listing.objects.filter((o) => o.key.includes(name)).length };
}

export function filesForm(files: Array<[string, Uint8Array<ArrayBuffer> | string, string?]>): FormData {
  const form = new FormData();
  for (const [name, bytes, type = "image/png"] of files)
    form.append("files", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }));
  return form;
}
