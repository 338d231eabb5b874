import { isHistoryKind, type HistoryKind, type HistoryStore, type Revision, type RevisionSummary } from "../history";
import { restoreRevision, revisionTarget, type RestorableStores } from "../revision-inputs";
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

/** The stores a restore goes through, their saves marked as the restore when `restoring` is given. */
const restorableStores =
  (ctx: SupabaseContext) =>
  (restoring?: NonNullable<SupabaseContext["restoring"]>): RestorableStores => {
    const c = restoring ? restoringContext(ctx, restoring) : ctx;
    return {
      projects: supabaseProjects(c),
      pages: supabasePages(c),
      slides: supabaseSlides(c),
      equipment: supabaseEquipment(c),
      menu: supabaseMenu(c),
      settings: supabaseSettings(c),
    };
  };

export function supabaseHistory(ctx: SupabaseContext): HistoryStore {
  const get = async (kind: HistoryKind, id: string, revision: number): Promise<Revision | null> => {
    if (!isHistoryKind(kind) || !Number.isSafeInteger(revision) || Math.abs(revision) > 2_147_483_647) return null;
    const row = await rpc(ctx.session, "get_revision", { p_type: kind, p_id: id, p_revision: revision });
    return row ? { ...toSummary(row), snapshot: row.snapshot } : null;
  };

  return {
    async list(kind, id) {
      if (!isHistoryKind(kind)) return [];
      return (await rpc(ctx.session, "list_revisions", { p_type: kind, p_id: id })).map(toSummary);
    },

    get,

    async restore(kind, id, revision, version) {
      return restoreRevision({
        kind,
        id,
        revision: await get(kind, id, revision),
        version,
        target: revisionTarget(kind, id, revision, restorableStores(ctx)),
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
