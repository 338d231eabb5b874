import { boundsOf, searchTextOf } from "../list-window";
import {
  redirectInputSchema,
  redirectLabel,
  redirectSourceOf,
  toRedirect,
  type RedirectRow,
  type RedirectStore,
} from "../redirects";
import { refusal } from "../refusals";
import { idSchema } from "../schemas";
import { parseInput } from "../validate";
import type { D1Context } from "./context";
import { actorOf, auditStatement } from "./history-sql";
import { atomically, mapD1Error, query } from "./sql";

// Redirects on D1 (migrations/0024_redirects.sql): the automatic ones are the triggers' work;
// this store lists them, adds and deletes the manual ones with their audit entries in one
// batch, and finds one for the public site.

/** A redirect with its record's current slug and type in the redirect's language. */
const rowSelect = `SELECT r.id, r.lang_code, r.source_kind, r.source, r.target_path, r.created_at, r.created_by_email,
    c.name_key AS page_type, COALESCE(pt.slug, pr.slug) AS record_slug,
    CASE r.source_kind WHEN 'page' THEN p.is_published WHEN 'project' THEN pr.status = 'published' ELSE 1 END AS record_live
  FROM redirects r
  LEFT JOIN pages p ON r.source_kind = 'page' AND p.id = r.record_id
  LEFT JOIN page_categories c ON c.id = p.category_id
  LEFT JOIN page_translations pt ON pt.page_id = p.id AND pt.lang_code = r.lang_code
  LEFT JOIN projects pr ON r.source_kind = 'project' AND pr.id = r.record_id`;

export function d1Redirects(ctx: D1Context): RedirectStore {
  const { db } = ctx;
  const byId = (id: string) => db.prepare(`${rowSelect} WHERE r.id = ?1`).bind(id);

  return {
    async list(window) {
      const { offset, limit } = boundsOf(window);
      const search = searchTextOf(window);
      const where = `WHERE (?1 IS NULL OR r.lang_code = ?1)
        AND (?2 IS NULL OR instr(lower(r.source), lower(?2)) > 0 OR instr(lower(COALESCE(r.target_path, '')), lower(?2)) > 0)`;
      const lang = window?.lang ?? null;
      return query(async () => {
        const [counted, rows] = await db.batch([
          db.prepare(`SELECT COUNT(*) AS total FROM redirects r ${where}`).bind(lang, search),
          db
            .prepare(`${rowSelect} ${where} ORDER BY r.created_at DESC, r.id LIMIT ?3 OFFSET ?4`)
            .bind(lang, search, limit, offset),
        ]);
        return {
          items: (rows!.results as unknown as RedirectRow[]).map(toRedirect),
          total: (counted!.results[0] as { total: number }).total,
        };
      });
    },

    async get(id) {
      const row = await query(() => byId(parseInput(idSchema, id)).first<RedirectRow>());
      return row ? toRedirect(row) : null;
    },

    async create(input) {
      const data = parseInput(redirectInputSchema, input);
      const { lang, source } = redirectSourceOf(data.from)!;
      const actor = actorOf(await ctx.admin());
      const segments = source.split("/");
      const lastSegment = segments.at(-1)!;
      const [live, existing, onward] = await query(() =>
        db.batch([
          // A page's or project's path is a section and its slug: a live one there keeps its path.
          db
            .prepare(
              `SELECT 1 FROM page_translations pt JOIN pages p ON p.id = pt.page_id
               WHERE ?3 = 2 AND pt.lang_code = ?1 AND pt.slug = ?2 AND p.is_published = 1
               UNION ALL SELECT 1 FROM projects WHERE ?3 = 2 AND slug = ?2 AND status = 'published' LIMIT 1`,
            )
            .bind(lang, lastSegment, segments.length),
          db
            .prepare("SELECT 1 FROM redirects WHERE lang_code = ?1 AND source_kind = 'path' AND source = ?2")
            .bind(lang, source),
          db
            .prepare(
              "SELECT target_path FROM redirects WHERE source_kind = 'path' AND '/' || lang_code || '/' || source = ?1",
            )
            .bind(data.to),
        ]),
      );
      if (live!.results.length > 0)
        throw refusal({ code: "redirectFromLive", path: `/${lang}/${source}` }, { fields: ["from"] });
      if (existing!.results.length > 0) throw refusal({ code: "redirectExists" }, { fields: ["from"] });
      // A target that is another manual redirect's source leads on to where that one leads.
      const target = (onward!.results[0] as { target_path: string } | undefined)?.target_path ?? data.to;
      const ownPath = `/${lang}/${source}`;
      if (target === ownPath || target === `${ownPath}/`) throw refusal({ code: "redirectLoop" }, { fields: ["to"] });
      const id = crypto.randomUUID();
      const results = await atomically(
        db,
        [
          // Whatever led to this path leads on to its target: one hop, no chain.
          db.prepare("UPDATE redirects SET target_path = ?1 WHERE target_path = ?2").bind(target, ownPath),
          db
            .prepare(
              `INSERT INTO redirects (id, lang_code, source_kind, source, target_path, created_by_email)
               VALUES (?1, ?2, 'path', ?3, ?4, ?5)`,
            )
            .bind(id, lang, source, target, actor.email),
          auditStatement(db, {
            actor,
            action: "create",
            recordType: "redirect",
            recordId: id,
            label: redirectLabel({ lang, from: { kind: "path", path: source }, to: { kind: "path", path: target } }),
          }),
          byId(id),
        ],
        (error) => {
          const mapped = mapD1Error(error);
          if (/redirect_chain|CHECK constraint/i.test(mapped.message))
            return refusal({ code: "redirectLoop" }, { fields: ["to"], cause: error });
          if (mapped.code === "conflict")
            return refusal({ code: "redirectExists" }, { fields: ["from"], cause: error });
          return mapped;
        },
      );
      return toRedirect(results.at(-1)!.results[0] as RedirectRow);
    },

    async delete(id) {
      const key = parseInput(idSchema, id);
      const actor = actorOf(await ctx.admin());
      const row = await query(() => byId(key).first<RedirectRow>());
      if (!row) throw refusal({ code: "notFound", record: "redirect" });
      const redirect = toRedirect(row);
      await atomically(db, [
        auditStatement(
          db,
          {
            actor,
            action: "delete",
            recordType: "redirect",
            recordId: key,
            label: redirectLabel(redirect),
          },
          { onlyIf: "EXISTS (SELECT 1 FROM redirects WHERE id = ?8)", params: [key] },
        ),
        db.prepare("DELETE FROM redirects WHERE id = ?1").bind(key),
      ]);
    },

    async find(lang, path, slug) {
      // The redirects table alone first: a path none is kept for is a 404 whatever the records'
      // tables answer; only a kept one reads its record (to lead to its newest slug).
      const kept = await query(() =>
        db
          .prepare(
            `SELECT r.id FROM redirects r WHERE r.lang_code = ?1 AND ((r.source_kind = 'path' AND r.source = ?2) OR (r.source_kind = ?3 AND r.source = ?4))
             ORDER BY r.source_kind = 'path' DESC LIMIT 1`,
          )
          .bind(lang, path.replace(/^\/+|\/+$/g, ""), slug?.kind ?? null, slug?.slug ?? null)
          .first<{ id: string }>(),
      );
      if (!kept) return null;
      const row = await query(() => byId(kept.id).first<RedirectRow>());
      if (!row) return null;
      const redirect = toRedirect(row);
      return redirect.live ? redirect.to : null;
    },
  } satisfies RedirectStore;
}
