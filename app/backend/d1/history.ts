import {
  isHistoryKind,
  keptRevisions,
  type HistoryKind,
  type HistoryStore,
  type Revision,
  type RevisionSummary,
} from "../history";
import { restoreRevision, revisionTarget, type RestorableStores } from "../revision-inputs";
import type { D1Context } from "./context";
import { d1Equipment } from "./equipment";
import { d1Menu } from "./menu";
import { d1Pages } from "./pages";
import { d1Projects } from "./projects";
import { d1Settings } from "./settings";
import { d1Slides } from "./slides";
import { query } from "./sql";
import { parseFileUrl } from "./storage";

// A record's revisions on D1 (record_revisions, written by every save's batch: ./history-sql.ts).

interface RevisionRow {
  revision: number;
  action: RevisionSummary["action"];
  restored_from: number | null;
  actor_id: string | null;
  actor_email: string;
  created_at: string;
  changed: string | null;
  snapshot?: string;
}

const summaryColumns = "revision, action, restored_from, actor_id, actor_email, created_at, changed";

const toSummary = (r: RevisionRow): RevisionSummary => ({
  revision: r.revision,
  action: r.action,
  restoredFrom: r.restored_from,
  actor: { id: r.actor_id, email: r.actor_email },
  createdAt: r.created_at,
  changed: r.changed === null ? null : (JSON.parse(r.changed) as string[]),
});

/** The stores a restore goes through, their saves marked as the restore when `restoring` is given. */
const restorableStores =
  (ctx: D1Context) =>
  (restoring?: NonNullable<D1Context["restoring"]>): RestorableStores => {
    const c = restoring ? { ...ctx, restoring } : ctx;
    return {
      projects: d1Projects(c),
      pages: d1Pages(c),
      slides: d1Slides(c),
      equipment: d1Equipment(c),
      menu: d1Menu(c),
      settings: d1Settings(c),
    };
  };

export function d1History(ctx: D1Context): HistoryStore {
  const { db } = ctx;
  const get = async (kind: HistoryKind, id: string, revision: number): Promise<Revision | null> => {
    if (!isHistoryKind(kind) || !Number.isSafeInteger(revision)) return null;
    const row = await query(() =>
      db
        .prepare(
          `SELECT ${summaryColumns}, snapshot FROM record_revisions WHERE record_type = ?1 AND record_id = ?2 AND revision = ?3`,
        )
        .bind(kind, id, revision)
        .first<RevisionRow & { snapshot: string }>(),
    );
    return row ? { ...toSummary(row), snapshot: JSON.parse(row.snapshot) as Revision["snapshot"] } : null;
  };

  return {
    async list(kind, id) {
      if (!isHistoryKind(kind)) return [];
      const { results } = await query(() =>
        db
          .prepare(
            `SELECT ${summaryColumns} FROM record_revisions WHERE record_type = ?1 AND record_id = ?2 ORDER BY revision DESC LIMIT ?3`,
          )
          .bind(kind, id, keptRevisions)
          .all<RevisionRow>(),
      );
      return results.map(toSummary);
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
          const file = parseFileUrl(url);
          return file !== null && (await ctx.files.head(`${file.bucket}/${file.key}`)) !== null;
        },
      });
    },
  };
}
