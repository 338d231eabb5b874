import { publicFileUrl } from "../files";
import { withImageVariants } from "../image-files.server";
import { mediaInUse, mediaUseNeedle, mediaUsesOf, type MediaUseRow } from "../media-uses";
import type { MediaFile, MediaStore } from "../port";
import { refusal } from "../refusals";
import { mediaAltTextsInputSchema, mediaTextInputSchema } from "../schemas";
import { storeUploadBatch } from "../uploads";
import { loadedVersion, parseInput } from "../validate";
import type { D1Context } from "./context";
import { actorOf, auditStatement } from "./history-sql";
import { atomically, lastRow, listSearch, listSlice, query, rowCount, type SearchedTexts, versionCheck } from "./sql";
import { parseFileUrl, r2Storage } from "./storage";

/** An admin search of the media library looks in the file names (migrations/0009). */
const mediaSearch: SearchedTexts = {
  texts: [{ table: "media_library", id: "id", column: "file_name", folded: true }],
  trigrams: { table: "media_search_trigrams", id: "media_id" },
};

/**
 * Every row that holds a media-library file's address (?1, `mediaUseNeedle`): a setting's value,
 * a page's or project's HTML (and a project's description), the image or button link of a slide,
 * the image of a project or machine; named by its Turkish title. Small tables, read on a delete only.
 */
const usesSql = `
  SELECT 'setting' AS kind, key AS detail, value FROM site_settings WHERE instr(value, ?1) > 0
  UNION ALL
  SELECT 'page', COALESCE((SELECT title FROM page_translations WHERE page_id = p.id AND lang_code = 'tr'), p.slug), NULL FROM pages p
    WHERE EXISTS (SELECT 1 FROM page_translations t WHERE t.page_id = p.id AND instr(t.content, ?1) > 0)
  UNION ALL
  SELECT 'project', COALESCE((SELECT title FROM project_translations WHERE project_id = p.id AND lang_code = 'tr'), p.slug), NULL FROM projects p
    WHERE instr(COALESCE(p.image_url, ''), ?1) > 0
      OR EXISTS (SELECT 1 FROM project_translations t WHERE t.project_id = p.id AND (instr(t.content, ?1) > 0 OR instr(t.description, ?1) > 0))
  UNION ALL
  SELECT 'slide', COALESCE((SELECT title FROM slider_translations WHERE slider_id = s.id AND lang_code = 'tr'), ''), NULL FROM homepage_sliders s
    WHERE instr(COALESCE(s.image_url, ''), ?1) > 0 OR instr(s.button_link, ?1) > 0
  UNION ALL
  SELECT 'machine', COALESCE((SELECT name FROM equipment_translations WHERE equipment_id = e.id AND lang_code = 'tr'), e.model_name), NULL FROM equipment e
    WHERE instr(COALESCE(e.image_url, ''), ?1) > 0`;

/** A record in the trash that holds the file's address (?1): it comes back with it when restored. */
const trashUsesSql =
  "SELECT 'trash' AS kind, label AS detail, NULL AS value FROM trash_entries WHERE instr(snapshot, ?1) > 0";

/** Whether nothing uses the file (?1): D1 allows five terms in a compound SELECT, so the trash is its own test. */
const unusedSql = `NOT EXISTS (SELECT 1 FROM (${usesSql})) AND NOT EXISTS (${trashUsesSql})`;

interface Row {
  id: string;
  file_name: string;
  file_path: string;
  file_type: string;
  size_kb: number;
  alt_text: string;
  caption: string;
  version: number;
  created_at: string;
}

/** Texts per language as stored: an empty one is absent. */
const presentTexts = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== ""));

const toFile = (r: Row): MediaFile => ({
  id: r.id,
  name: r.file_name,
  path: r.file_path,
  publicUrl: publicFileUrl("media-library", r.file_path),
  fileType: r.file_type,
  sizeKb: r.size_kb,
  altText: JSON.parse(r.alt_text),
  caption: JSON.parse(r.caption),
  version: r.version,
  createdAt: r.created_at,
});

export function d1Media(ctx: D1Context): MediaStore {
  const { db } = ctx;
  const storage = withImageVariants(r2Storage(ctx.files));

  const usesOf = async (key: string) => {
    const needle = mediaUseNeedle(key);
    const [live, trashed] = await query(() =>
      db.batch<MediaUseRow>([db.prepare(usesSql).bind(needle), db.prepare(trashUsesSql).bind(needle)]),
    );
    return mediaUsesOf([...live!.results, ...trashed!.results], key);
  };

  return {
    async list(window) {
      return query(() =>
        listSlice(
          db,
          {
            select: "e.*",
            from: "FROM media_library e",
            ...listSearch(mediaSearch, window),
            total: rowCount("media"),
            orderBy: "e.created_at DESC, e.file_name, e.id",
          },
          window,
          toFile,
        ),
      );
    },

    async upload(files) {
      return storeUploadBatch(storage, files, async (stored) => {
        const rows: Row[] = stored.map(({ file, contentType, url }) => ({
          id: crypto.randomUUID(),
          file_name: file.name,
          // The key as stored: with variants, the image's size is written into it.
          file_path: parseFileUrl(url)!.key,
          file_type: contentType,
          size_kb: Math.round(file.bytes.byteLength / 1024),
          alt_text: JSON.stringify({ en: file.name }),
          caption: JSON.stringify({ en: "" }),
          version: 1,
          created_at: new Date().toISOString(),
        }));
        const actor = actorOf(await ctx.admin());
        await atomically(
          db,
          rows.flatMap((r) => [
            db
              .prepare(
                "INSERT INTO media_library (id, file_name, file_path, file_type, size_kb, alt_text, caption, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
              )
              .bind(r.id, r.file_name, r.file_path, r.file_type, r.size_kb, r.alt_text, r.caption, r.created_at),
            auditStatement(db, { actor, action: "upload", recordType: "media", recordId: r.id, label: r.file_name }),
          ]),
        );
        return rows.map(toFile);
      });
    },

    async get(id) {
      const row = await query(() => db.prepare("SELECT * FROM media_library WHERE id = ?1").bind(id).first<Row>());
      return row ? toFile(row) : null;
    },

    async getByPath(path) {
      const row = await query(() =>
        db.prepare("SELECT * FROM media_library WHERE file_path = ?1").bind(path).first<Row>(),
      );
      return row ? toFile(row) : null;
    },

    async updateText(id, text) {
      const { altText, caption, ...rest } = parseInput(mediaTextInputSchema, text);
      const present = presentTexts;
      const exists = await query(() =>
        db.prepare("SELECT file_name FROM media_library WHERE id = ?1").bind(id).first<{ file_name: string }>(),
      );
      if (!exists) throw refusal({ code: "notFound", record: "media" });
      const version = loadedVersion(rest);
      const results = await atomically(db, [
        versionCheck(db, "media_library", id, version),
        auditStatement(db, {
          actor: actorOf(await ctx.admin()),
          action: "update",
          recordType: "media",
          recordId: id,
          label: exists.file_name,
        }),
        db
          .prepare(
            "UPDATE media_library SET alt_text = ?2, caption = ?3, version = version + 1 WHERE id = ?1 AND version = ?4 RETURNING *",
          )
          .bind(id, JSON.stringify(present(altText)), JSON.stringify(present(caption)), version),
      ]);
      return toFile(lastRow<Row>(results));
    },

    async updateAltTexts(input) {
      const { files } = parseInput(mediaAltTextsInputSchema, input);
      const ids = files.map((f) => f.id);
      const names = await query(() =>
        db
          .prepare(`SELECT id, file_name FROM media_library WHERE id IN (SELECT value FROM json_each(?1))`)
          .bind(JSON.stringify(ids))
          .all<{ id: string; file_name: string }>(),
      );
      const nameOf = new Map(names.results.map((r) => [r.id, r.file_name]));
      const gone = files.findIndex((f) => !nameOf.has(f.id));
      if (gone >= 0) throw refusal({ code: "notFound", record: "media" }, { fields: [`files[${gone}]`] });
      const actor = actorOf(await ctx.admin());
      // One batch, one transaction: a version check failing for any file rolls back every update.
      const results = await atomically(
        db,
        files.flatMap((file) => {
          const version = loadedVersion(file);
          return [
            versionCheck(db, "media_library", file.id, version),
            auditStatement(db, {
              actor,
              action: "update",
              recordType: "media",
              recordId: file.id,
              label: nameOf.get(file.id)!,
            }),
            db
              .prepare(
                "UPDATE media_library SET alt_text = ?2, version = version + 1 WHERE id = ?1 AND version = ?3 RETURNING *",
              )
              .bind(file.id, JSON.stringify(presentTexts(file.altText)), version),
          ];
        }),
      );
      // Every third result is a file's update, in the order given.
      return results.filter((_, i) => i % 3 === 2).map((r) => toFile(lastRow<Row>([r])));
    },

    async uses(path) {
      return usesOf(parseFileUrl(path)?.key ?? path);
    },

    async delete(path) {
      const key = parseFileUrl(path)?.key ?? path;
      // The row goes only while nothing uses the file, in one statement, so a save that starts
      // using it cannot slip in between the check and the delete; its audit entry is written on
      // the same condition, in the same batch.
      const [, deleted] = await atomically(db, [
        auditStatement(
          db,
          { actor: actorOf(await ctx.admin()), action: "delete", recordType: "media" },
          {
            recordIdSql: "(SELECT id FROM media_library WHERE file_path = ?8)",
            labelSql: "(SELECT file_name FROM media_library WHERE file_path = ?8)",
            onlyIf: `EXISTS (SELECT 1 FROM media_library WHERE file_path = ?8) AND ${unusedSql.replaceAll("?1", "?9")}`,
            params: [key, mediaUseNeedle(key)],
          },
        ),
        db.prepare(`DELETE FROM media_library WHERE file_path = ?2 AND ${unusedSql}`).bind(mediaUseNeedle(key), key),
      ]);
      if ((deleted?.meta.changes ?? 0) === 0) {
        const exists = await query(() =>
          db.prepare("SELECT 1 FROM media_library WHERE file_path = ?1").bind(key).first(),
        );
        if (!exists) throw refusal({ code: "notFound", record: "media" });
        throw mediaInUse(await usesOf(key));
      }
      await storage
        .removeByUrl(publicFileUrl("media-library", key))
        .catch((e) => console.error("Could not remove a deleted media file", e));
    },
  };
}
