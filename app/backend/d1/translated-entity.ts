import type { z } from "zod";

import { languages, type Lang, type PerLang } from "~/i18n/languages";

import type { BackendError } from "../errors";
import type { TrashKind } from "../history";
import { withImageVariants } from "../image-files.server";
import { wholeListCap, type Bucket, type Id, type ImageChange } from "../port";
import { refusal } from "../refusals";
import { saveWithImage } from "../uploads";
import { loadedVersion, parseInput } from "../validate";
import type { D1Context } from "./context";
import { savedStatements } from "./history-sql";
import {
  atomically,
  decodeTranslations,
  lastRow,
  mapD1Error,
  query,
  translationsColumn,
  upsertTranslations,
  versionCheck,
} from "./sql";
import { r2Storage } from "./storage";
import { moveToTrash } from "./trash";

// The d1 shape shared by projects, slides and equipment: a row with an image in a bucket and
// one translation row per language. A descriptor says what differs; list, get, save (entity,
// translations, image change, revision and audit entry as one unit) and delete (into the trash,
// the image kept there) are written once.

/** The columns every such row has besides its own ones. */
export interface EntityRow {
  id: string;
  image_url: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  [column: string]: unknown;
}

export interface TranslatedEntity<
  S extends z.ZodType,
  R extends { id: Id; imageUrl: string | null },
  Row extends EntityRow = EntityRow,
> {
  /** The entity table and its own columns (besides id, image_url, version and timestamps), in `values` order. */
  table: string;
  columns: readonly string[];
  /** The translation table, its key to the entity, and its columns in `translationValues` order. */
  translations: { table: string; foreignKey: string; columns: readonly string[] };
  bucket: Bucket;
  /** The record a not-found refusal names ('Proje bulunamadı.'), its revisions and its trash entries. */
  record: TrashKind;
  /** The port's input schema: every save is parsed with it, whoever calls. */
  schema: S;
  /** The record from its row (`Row`: the row as the entity names its own columns). */
  toRecord(row: Row, translations: PerLang<Record<string, string>>): R;
  /** The own columns' values for a save; `existing` is the record being edited, if any. */
  values(data: z.output<S>, existing: R | null): unknown[] | Promise<unknown[]>;
  translationValues(data: z.output<S>, lang: Lang): unknown[] | Promise<unknown[]>;
  /** Turns a store error of the save into the port's error (e.g. a taken slug). */
  describeError?: (error: unknown) => BackendError;
}

export function translatedEntityStore<
  S extends z.ZodType<{ id?: string | undefined; version?: number | undefined }>,
  R extends { id: Id; imageUrl: string | null },
  Row extends EntityRow = EntityRow,
>(ctx: D1Context, entity: TranslatedEntity<S, R, Row>) {
  const { db } = ctx;
  const storage = withImageVariants(r2Storage(ctx.files));
  const t = entity.translations;
  const select = `SELECT e.id, e.image_url, e.version, e.created_at, e.updated_at, ${entity.columns.map((c) => `e.${c}`).join(", ")},
    ${translationsColumn(t.table, t.foreignKey, t.columns)} FROM ${entity.table} e`;
  const toRecord = (row: Row) => entity.toRecord(row, decodeTranslations<Record<string, string>>(row.translations));

  const get = (id: string) =>
    query(async () => {
      const row = await db.prepare(`${select} WHERE e.id = ?1`).bind(id).first<Row>();
      return row ? toRecord(row) : null;
    });

  const versionParam = entity.columns.length + 3;
  const updateSql = `UPDATE ${entity.table} SET ${entity.columns.map((c, i) => `${c} = ?${i + 3}`).join(", ")}, image_url = ?2,
    version = version + 1 WHERE id = ?1 AND version = ?${versionParam}`;
  const insertSql = `INSERT INTO ${entity.table} (id, image_url, ${entity.columns.join(", ")})
    VALUES (?1, ?2, ${entity.columns.map((_, i) => `?${i + 3}`).join(", ")})`;

  return {
    /** The whole list in order, at most wholeListCap rows (lists that are reordered whole). */
    async list(): Promise<R[]> {
      return query(async () => {
        const { results } = await db
          .prepare(`${select} ORDER BY e.order_index, e.created_at LIMIT ?1`)
          .bind(wholeListCap)
          .all<Row>();
        return results.map(toRecord);
      });
    },

    get,

    async save(input: z.input<S>, image?: ImageChange): Promise<R> {
      const data = parseInput(entity.schema, input);
      const existing = data.id ? await get(data.id) : null;
      if (data.id && !existing) throw refusal({ code: "notFound", record: entity.record });
      const version = existing ? loadedVersion(data) : null;
      const id = existing?.id ?? crypto.randomUUID();
      const values = await entity.values(data, existing);
      const row = (imageUrl: string | null) =>
        version === null
          ? [db.prepare(insertSql).bind(id, imageUrl, ...values)]
          : [versionCheck(db, entity.table, id, version), db.prepare(updateSql).bind(id, imageUrl, ...values, version)];
      const translationRows = new Map(
        await Promise.all(languages.map(async (lang) => [lang, await entity.translationValues(data, lang)] as const)),
      );
      const translations = upsertTranslations(db, t.table, t.foreignKey, id, t.columns, (lang) =>
        translationRows.get(lang)!,
      );
      const history = await savedStatements(ctx, entity.record, id, existing === null);
      // The saved record is read by the batch's last statement, inside its transaction: there is
      // no read after the commit that could fail and take the committed image with it.
      const readBack = db.prepare(`${select} WHERE e.id = ?1`).bind(id);

      const results = await saveWithImage({
        storage,
        bucket: entity.bucket,
        // A restore's image change is the history's (ctx.restoring), never a caller's.
        change: ctx.restoring ? ctx.restoring.image : image,
        currentUrl: existing?.imageUrl ?? null,
        save: (imageUrl) =>
          atomically(db, [...row(imageUrl), ...translations, ...history, readBack], entity.describeError ?? mapD1Error),
        isReferenced: async (url) =>
          (await db.prepare(`SELECT 1 FROM ${entity.table} WHERE id = ?1 AND image_url = ?2`).bind(id, url).first()) !==
          null,
      });
      return toRecord(lastRow<Row>(results));
    },

    /** Moves the record into the trash; its image stays stored until the trash is emptied. */
    async delete(id: Id): Promise<void> {
      await moveToTrash(ctx, entity.record, id);
    },
  };
}
