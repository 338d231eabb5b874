import type { z } from "zod";

import type { TrashKind } from "../history";
import { wholeListCap, type Bucket, type Id, type ImageChange } from "../port";
import { refusal } from "../refusals";
import { saveWithImage } from "../uploads";
import { loadedVersion, parseInput } from "../validate";
import { rpc, type SupabaseContext } from "./context";
import type { SavedWithImage } from "./database";
import { imageStorage } from "./storage";

// The supabase shape shared by slides, projects and machines: a row with an image and
// translations, listed (or read one by p_id) and saved by list_<x>/save_<x>, deleted into the
// trash by trash_record (its image kept there).

/** An entity's two Postgres functions, called as the session's admin. */
export interface EntityCalls<Row, Fields> {
  /** The whole list in order, or the one record `id` names (none: an empty list). */
  list(id?: Id): Promise<Row[]>;
  /** The row, its translations and the version check in one transaction; the saved record read back inside it. */
  save(input: SavedWithImage<Fields>): Promise<{ record: Row }>;
}

export interface TranslatedEntity<S extends z.ZodType, Row, Fields, R extends { id: Id; imageUrl: string | null }> {
  /** Its calls as the store's context's admin (a restore's save goes through restore_revision: ./revisions.ts). */
  calls: EntityCalls<Row, Fields>;
  bucket: Bucket;
  /** The record a not-found refusal names ('Proje bulunamadı.'), its revisions and its trash entries. */
  record: TrashKind;
  schema: S;
  toRecord(row: Row): R;
  /** The save function's input from the parsed form data (the record's own columns, translations). */
  input(data: z.output<S>): Fields | Promise<Fields>;
}

/** A save's fields as the function takes them when they are the parsed input's own: all but which record, at which version. */
export const ownFields = <T extends { id?: unknown; version?: unknown }>({
  id: _id,
  version: _version,
  ...fields
}: T) => fields;

export function translatedEntityStore<
  S extends z.ZodType<{ id?: string | undefined; version?: number | undefined }>,
  Row,
  Fields,
  R extends { id: Id; imageUrl: string | null },
>(ctx: SupabaseContext, entity: TranslatedEntity<S, Row, Fields, R>) {
  const storage = imageStorage(ctx);
  const calls = entity.calls;
  const find = async (id: Id): Promise<R | null> => {
    const [row] = await calls.list(id);
    return row ? entity.toRecord(row) : null;
  };

  return {
    /** The whole list in order (the function caps it at wholeListCap rows). */
    async list(): Promise<R[]> {
      return (await calls.list()).slice(0, wholeListCap).map(entity.toRecord);
    },

    get: find,

    async save(input: z.input<S>, image?: ImageChange): Promise<R> {
      const data = parseInput(entity.schema, input);
      const existing = data.id ? await find(data.id) : null;
      if (data.id && !existing) throw refusal({ code: "notFound", record: entity.record });
      const version = existing ? loadedVersion(data) : undefined;
      const fields = await entity.input(data);
      const saved = await saveWithImage({
        storage,
        bucket: entity.bucket,
        // A restore's image change is the history's (ctx.restoring), never a caller's.
        change: ctx.restoring ? ctx.restoring.image : image,
        currentUrl: existing?.imageUrl ?? null,
        save: async (imageUrl) => (await calls.save({ ...fields, id: existing?.id, version, imageUrl })).record,
        // Whether a save that answered with a failure stored the new image after all (its answer
        // lost on the way back). A new record's id is the database's, unknown then: not referenced.
        isReferenced: async (url) => (existing ? (await find(existing.id))?.imageUrl === url : false),
      });
      return entity.toRecord(saved);
    },

    /** Moves the record into the trash; its image stays stored until the trash is emptied. */
    async delete(id: Id): Promise<void> {
      await rpc(ctx.session, "trash_record", { p_type: entity.record, p_id: id });
    },
  };
}
