import { randomToken } from "~/lib/random-token";

import {
  listedPreviewLinks,
  isLive,
  previewLinkInputSchema,
  previewLinkKinds,
  toPreviewLink,
  type PreviewLinkRow,
  type PreviewLinkStore,
} from "../previews";
import { refusal } from "../refusals";
import { idSchema } from "../schemas";
import { parseInput } from "../validate";
import type { D1Context } from "./context";
import { actorOf, auditStatement } from "./history-sql";
import { atomically, query } from "./sql";

// Preview links on D1 (migrations/0021_preview_links.sql): made and revoked with their audit
// entry in one batch; opened without a session by whoever holds the signed link.

const linkColumns = "id, record_type, record_id, created_at, created_by_id, created_by_email, expires_at, revoked_at";

const day = 24 * 60 * 60 * 1000;

export function d1Previews(ctx: D1Context): PreviewLinkStore {
  const { db } = ctx;
  return {
    async create(input) {
      const { kind, recordId, days, fields } = parseInput(previewLinkInputSchema, input);
      const actor = actorOf(await ctx.admin());
      const id = randomToken();
      const expiresAt = new Date(Date.now() + days * day).toISOString();
      const [, , read] = await atomically(db, [
        db
          .prepare(
            `INSERT INTO preview_links (id, record_type, record_id, fields, created_by_id, created_by_email, expires_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
          )
          .bind(id, kind, recordId, JSON.stringify(fields), actor.id, actor.email, expiresAt),
        auditStatement(db, {
          actor,
          action: "preview_link_create",
          recordType: kind,
          recordId,
          labelFrom: "record",
          detail: expiresAt,
        }),
        db.prepare(`SELECT ${linkColumns} FROM preview_links WHERE id = ?1`).bind(id),
      ]);
      return toPreviewLink(read!.results[0] as PreviewLinkRow);
    },

    async list(kind, recordId) {
      const type = parseInput(idSchema, kind);
      if (!(previewLinkKinds as readonly string[]).includes(type)) return [];
      const { results } = await query(() =>
        db
          .prepare(
            `SELECT ${linkColumns} FROM preview_links WHERE record_type = ?1 AND record_id = ?2
             ORDER BY created_at DESC, id LIMIT ?3`,
          )
          .bind(type, parseInput(idSchema, recordId), listedPreviewLinks)
          .all<PreviewLinkRow>(),
      );
      return results.map(toPreviewLink);
    },

    async revoke(id) {
      const key = parseInput(idSchema, id);
      const actor = actorOf(await ctx.admin());
      const row = await query(() =>
        db.prepare(`SELECT ${linkColumns} FROM preview_links WHERE id = ?1`).bind(key).first<PreviewLinkRow>(),
      );
      if (!row) throw refusal({ code: "notFound", record: "record" });
      // Revoked already: nothing to do, and nothing to record.
      await atomically(db, [
        auditStatement(
          db,
          {
            actor,
            action: "preview_link_revoke",
            recordType: row.record_type,
            recordId: row.record_id,
            labelFrom: "record",
          },
          { onlyIf: "EXISTS (SELECT 1 FROM preview_links WHERE id = ?8 AND revoked_at IS NULL)", params: [key] },
        ),
        db
          .prepare(
            "UPDATE preview_links SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1 AND revoked_at IS NULL",
          )
          .bind(key),
      ]);
    },

    async open(id, now = new Date()) {
      const key = parseInput(idSchema, id);
      const row = await query(() =>
        db
          .prepare(`SELECT ${linkColumns}, fields FROM preview_links WHERE id = ?1`)
          .bind(key)
          .first<PreviewLinkRow & { fields: string }>(),
      );
      if (!row) return { state: "missing" };
      const link = toPreviewLink(row);
      if (!isLive(link, now)) return { state: "gone", link };
      return { state: "live", link, fields: JSON.parse(row.fields) as Record<string, string> };
    },
  };
}
