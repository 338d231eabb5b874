import { mediaInUse, mediaUsesOf, type MediaUseRow } from "../media-uses";
import type { MediaFile, MediaStore } from "../port";
import { refusal } from "../refusals";
import { mediaAltTextsInputSchema, mediaTextInputSchema } from "../schemas";
import { storeUploadBatch } from "../uploads";
import { loadedVersion, parseInput } from "../validate";
import { rpc, type SupabaseContext } from "./context";
import type { MediaRow } from "./database";
import { isoTime, sliceOf, windowArgs } from "./rows";
import { imageStorage, parseStorageUrl, publicStorageUrl } from "./storage";

// The media library: files in Storage, one media_library row each.

export const toMediaFile = (r: MediaRow, publicUrl: string): MediaFile => ({
  id: r.id,
  name: r.file_name,
  path: r.file_path,
  publicUrl,
  fileType: r.file_type,
  sizeKb: r.size_kb,
  altText: r.alt_text,
  caption: r.caption,
  version: r.version,
  createdAt: isoTime(r.created_at),
});

/** The uses delete_media names in its refusal's detail (JSON), or none when it cannot be read. */
function usesIn(details: string | null): MediaUseRow[] {
  try {
    const rows: unknown = JSON.parse(details ?? "[]");
    return Array.isArray(rows) ? (rows as MediaUseRow[]) : [];
  } catch {
    return [];
  }
}

export function supabaseMedia(ctx: SupabaseContext): MediaStore {
  const storage = imageStorage(ctx);
  const projectUrl = ctx.settings.url;
  const toFile = (r: MediaRow): MediaFile => toMediaFile(r, publicStorageUrl(projectUrl, "media-library", r.file_path));
  const find = async (id: string) => {
    const slice = await rpc(ctx.session, "list_media", { p_id: id });
    return slice.items[0] ? toFile(slice.items[0]) : null;
  };

  return {
    async list(window) {
      return sliceOf(await rpc(ctx.session, "list_media", windowArgs(window)), toFile);
    },

    get: find,

    async getByPath(path) {
      const [row] = await rpc(ctx.session, "media_records", { p_id: null, p_path: path, p_limit: 1 });
      return row ? toFile(row) : null;
    },

    async upload(files) {
      return storeUploadBatch(storage, files, async (stored) => {
        const rows = stored.map(({ file, contentType, url }) => ({
          fileName: file.name,
          // The key as stored: with variants, the image's size is written into it.
          filePath: parseStorageUrl(projectUrl, url)!.key,
          fileType: contentType,
          sizeKb: Math.round(file.bytes.byteLength / 1024),
          altText: { en: file.name },
          caption: { en: "" },
        }));
        return (await rpc(ctx.session, "add_media", { p_files: rows })).map(toFile);
      });
    },

    async updateText(id, text) {
      const { altText, caption, ...rest } = parseInput(mediaTextInputSchema, text);
      if (!(await find(id))) throw refusal({ code: "notFound", record: "media" });
      const present = (texts: Record<string, string>) =>
        Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== ""));
      const row = await rpc(ctx.session, "update_media_text", {
        p_id: id,
        p_alt_text: present(altText),
        p_caption: present(caption),
        p_version: loadedVersion(rest),
      });
      return toFile(row);
    },

    async updateAltTexts(input) {
      const { files } = parseInput(mediaAltTextsInputSchema, input);
      const present = (texts: Record<string, string>) =>
        Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== ""));
      const args = files.map((file) => ({ id: file.id, version: loadedVersion(file), altText: present(file.altText) }));
      // A file gone meanwhile is named by its id (the refusal's detail), so its row gets the message.
      const rows = await rpc(ctx.session, "update_media_alt_texts", { p_files: args }, (f) => {
        const gone = f.code === "PT404" ? files.findIndex((file) => file.id === f.details) : -1;
        return gone >= 0 ? refusal({ code: "notFound", record: "media" }, { fields: [`files[${gone}]`] }) : undefined;
      });
      return rows.map(toFile);
    },

    async uses(path) {
      const key = parseStorageUrl(projectUrl, path)?.key ?? path;
      return mediaUsesOf(await rpc(ctx.session, "media_uses", { p_path: key }), key);
    },

    async delete(path) {
      const key = parseStorageUrl(projectUrl, path)?.key ?? path;
      // A file still used is refused by delete_media with the uses as its detail (PT422 media_in_use).
      await rpc(ctx.session, "delete_media", { p_path: key }, (f) =>
        f.code === "PT422" && f.message === "media_in_use"
          ? mediaInUse(mediaUsesOf(usesIn(f.details), key))
          : undefined,
      );
      await storage
        .removeByUrl(publicStorageUrl(projectUrl, "media-library", key))
        .catch((e) => console.error("Could not remove a deleted media file", e));
    },
  };
}
