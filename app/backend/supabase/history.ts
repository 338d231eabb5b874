import { historyKinds, type HistoryKind, type HistoryStore, type Revision, type RevisionSummary } from "../history";
import { restoreRevision, type RevisionTarget } from "../revision-inputs";
import type { SavedImageChange } from "../uploads";
import { rpc, type SupabaseContext } from "./context";
import type { RevisionRow } from "./database";
import { supabaseEquipment } from "./equipment";
import { supabaseMenu } from "./menu";
import { supabasePages } from "./pages";
import { supabaseProjects } from "./projects";
import { restoringContext } from "./revisions";
import { isoTime } from "./rows";
import { supabaseSettings } from "./settings";
import { supabaseSlides } from "./slides";
import { readPublicFile, parseStorageUrl } from "./storage";

// A record's revisions on Supabase (public.record_revisions, kept by a trigger at the end of every
// save's transaction: supabase/migrations/20261210090000_history.sql).

const toSummary = (r: RevisionRow): RevisionSummary => ({
  revision: r.revision,
  action: r.action,
  restoredFrom: r.restored_from,
  actor: { id: r.actor_id, email: r.actor_email },
  createdAt: isoTime(r.created_at),
  changed: r.changed,
});

/** Each kind's store, its saves marked as the restore of `revision` (with the image change the restore decided). */
function target(ctx: SupabaseContext, kind: HistoryKind, id: string, revision: number): RevisionTarget {
  const restoring = (image?: SavedImageChange) => restoringContext(ctx, { revision, image });
  switch (kind) {
    case "project":
      return {
        current: () => supabaseProjects(ctx).get(id),
        save: async (r, image) =>
          r.kind === "project" ? (await supabaseProjects(restoring(image)).save(r.input)).version : 0,
      };
    case "page":
      return {
        current: () => supabasePages(ctx).get(id),
        save: async (r) => (r.kind === "page" ? (await supabasePages(restoring()).save(r.input)).version : 0),
      };
    case "slide":
      return {
        current: () => supabaseSlides(ctx).get(id),
        save: async (r, image) =>
          r.kind === "slide" ? (await supabaseSlides(restoring(image)).save(r.input)).version : 0,
      };
    case "equipment":
      return {
        current: () => supabaseEquipment(ctx).get(id),
        save: async (r, image) =>
          r.kind === "equipment" ? (await supabaseEquipment(restoring(image)).save(r.input)).version : 0,
      };
    case "menuItem":
      return {
        current: () => supabaseMenu(ctx).get(id),
        save: async (r) => (r.kind === "menuItem" ? (await supabaseMenu(restoring()).save(r.input)).version : 0),
      };
    case "settings":
      return {
        current: () => supabaseSettings(ctx).edit(),
        save: async (r) => {
          if (r.kind !== "settings") return 0;
          await supabaseSettings(restoring()).save(r.patch, r.version);
          return r.version + 1;
        },
      };
  }
}

const isKind = (kind: string): kind is HistoryKind => (historyKinds as readonly string[]).includes(kind);

export function supabaseHistory(ctx: SupabaseContext): HistoryStore {
  const get = async (kind: HistoryKind, id: string, revision: number): Promise<Revision | null> => {
    if (!isKind(kind) || !Number.isSafeInteger(revision) || Math.abs(revision) > 2_147_483_647) return null;
    const row = await rpc(ctx.session, "get_revision", { p_type: kind, p_id: id, p_revision: revision });
    return row ? { ...toSummary(row), snapshot: row.snapshot } : null;
  };

  return {
    async list(kind, id) {
      if (!isKind(kind)) return [];
      return (await rpc(ctx.session, "list_revisions", { p_type: kind, p_id: id })).map(toSummary);
    },

    get,

    async restore(kind, id, revision, version) {
      return restoreRevision({
        kind,
        id,
        revision: await get(kind, id, revision),
        version,
        target: target(ctx, kind, id, revision),
        stillStored: async (url) => {
          const file = parseStorageUrl(ctx.settings.url, url);
          if (!file) return false;
          const stored = await readPublicFile(ctx.settings.url, file.bucket, file.key);
          await stored?.body.cancel();
          return stored !== null;
        },
      });
    },
  };
}
