import {
  historyKinds,
  keptRevisions,
  type HistoryKind,
  type HistoryStore,
  type Revision,
  type RevisionSummary,
} from "../history";
import { restoreRevision, type RevisionTarget } from "../revision-inputs";
import type { SavedImageChange } from "../uploads";
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

/** Each kind's store, its saves marked as the restore of `revision` (with the image change the restore decided). */
function target(ctx: D1Context, kind: HistoryKind, id: string, revision: number): RevisionTarget {
  const restoring = (image?: SavedImageChange): D1Context => ({ ...ctx, restoring: { revision, image } });
  switch (kind) {
    case "project":
      return {
        current: () => d1Projects(ctx).get(id),
        save: async (r, image) =>
          r.kind === "project" ? (await d1Projects(restoring(image)).save(r.input)).version : 0,
      };
    case "page":
      return {
        current: () => d1Pages(ctx).get(id),
        save: async (r) => (r.kind === "page" ? (await d1Pages(restoring()).save(r.input)).version : 0),
      };
    case "slide":
      return {
        current: () => d1Slides(ctx).get(id),
        save: async (r, image) => (r.kind === "slide" ? (await d1Slides(restoring(image)).save(r.input)).version : 0),
      };
    case "equipment":
      return {
        current: () => d1Equipment(ctx).get(id),
        save: async (r, image) =>
          r.kind === "equipment" ? (await d1Equipment(restoring(image)).save(r.input)).version : 0,
      };
    case "menuItem":
      return {
        current: () => d1Menu(ctx).get(id),
        save: async (r) => (r.kind === "menuItem" ? (await d1Menu(restoring()).save(r.input)).version : 0),
      };
    case "settings":
      return {
        current: () => d1Settings(ctx).edit(),
        save: async (r) => {
          if (r.kind !== "settings") return 0;
          await d1Settings(restoring()).save(r.patch, r.version);
          return r.version + 1;
        },
      };
  }
}

const isKind = (kind: string): kind is HistoryKind => (historyKinds as readonly string[]).includes(kind);

export function d1History(ctx: D1Context): HistoryStore {
  const { db } = ctx;
  const get = async (kind: HistoryKind, id: string, revision: number): Promise<Revision | null> => {
    if (!isKind(kind) || !Number.isSafeInteger(revision)) return null;
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
      if (!isKind(kind)) return [];
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
        target: target(ctx, kind, id, revision),
        stillStored: async (url) => {
          const file = parseFileUrl(url);
          return file !== null && (await ctx.files.head(`${file.bucket}/${file.key}`)) !== null;
        },
      });
    },
  };
}
