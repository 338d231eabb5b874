import { messageOf } from "~/lib/error-message";

import { recordTables, trashKinds, type TrashEntry, type TrashStore } from "../history";
import { boundsOf } from "../list-window";
import { refusal } from "../refusals";
import type { ImageStorage } from "../uploads";
import { rpc, type SupabaseContext } from "./context";
import type { TrashRow } from "./database";
import { isoTime, sliceOf } from "./rows";
import { imageStorage, parseStorageUrl } from "./storage";

// The trash on Supabase (supabase/migrations/20261210090000_history.sql): trash_record moves a
// record's rows into an entry, restore_trash writes them back, purge_trash and the scheduled
// job's empty_trash delete entries and answer the image files their records held, which are
// removed here, each from its record's own bucket only (a media-library file is the library's).

export const toTrashEntry = (r: TrashRow): TrashEntry => ({
  id: r.id,
  kind: r.record_type,
  recordId: r.record_id,
  label: r.label,
  itemCount: r.item_count,
  deletedBy: { id: r.deleted_by_id, email: r.deleted_by_email },
  deletedAt: isoTime(r.deleted_at),
});

/** Removes the image files a purge answered that lie in a trashed kind's own bucket. */
export async function removePurgedImages(storage: ImageStorage, projectUrl: string, urls: readonly string[]) {
  const ownBuckets = new Set<string>(Object.values(recordTables).flatMap((t) => ("bucket" in t ? [t.bucket] : [])));
  for (const url of urls) {
    const file = parseStorageUrl(projectUrl, url);
    if (!file || !ownBuckets.has(file.bucket)) continue;
    await storage
      .removeByUrl(url)
      .catch((error) =>
        console.error(`Could not remove the image of a purged record (left as an orphan): ${messageOf(error)}`),
      );
  }
}

export function supabaseTrash(ctx: SupabaseContext): TrashStore {
  return {
    async list(window) {
      const kind = window?.kind && trashKinds.includes(window.kind) ? window.kind : null;
      const { offset, limit } = boundsOf(window);
      return sliceOf(
        await rpc(ctx.session, "list_trash", { p_type: kind, p_offset: offset, p_limit: limit }),
        toTrashEntry,
      );
    },

    async get(id) {
      const row = await rpc(ctx.session, "get_trash", { p_id: id });
      return row ? toTrashEntry(row) : null;
    },

    async restore(id) {
      const restored = await rpc(ctx.session, "restore_trash", { p_id: id }, (f) =>
        f.code === "PT409" && f.message === "slug_taken"
          ? refusal({ code: "slugTakenOnRestore", slug: f.details ?? "" }, { cause: f })
          : undefined,
      );
      return { kind: restored.kind, recordId: restored.record_id, movedToTop: restored.moved_to_top };
    },

    async purge(id) {
      const { images } = await rpc(ctx.session, "purge_trash", { p_id: id });
      await removePurgedImages(imageStorage(ctx), ctx.settings.url, images);
    },
  };
}
