import type { z } from "zod";

import { messageOf } from "~/lib/error-message";

import { wholeListCap, type Bucket, type Id, type ImageChange } from "../port";
import type { RecordKind } from "../refusal-codes";
import { refusal } from "../refusals";
import { saveWithImage } from "../uploads";
import { loadedVersion, parseInput } from "../validate";
import type { Client, SupabaseContext } from "./context";
import type { SavedWithImage } from "./database";
import { imageStorage } from "./storage";

// The supabase shape shared by slides, projects and machines: a row with an image and
// translations, listed (or read one by p_id), saved and deleted by list_<x>/save_<x>/delete_<x>.

/** An entity's three Postgres functions, called as the session's admin. */
export interface EntityCalls<Row, Fields> {
  /** The whole list in order, or the one record `id` names (none: an empty list). */
  list(id?: Id): Promise<Row[]>;
  /** The row, its translations and the version check in one transaction; the saved record read back inside it. */
  save(input: SavedWithImage<Fields>): Promise<{ record: Row }>;
  /** Deletes the record and answers the image it pointed at. */
  remove(id: Id): Promise<{ image_url: string | null }>;
}

export interface TranslatedEntity<S extends z.ZodType, Row, Fields, R extends { id: Id; imageUrl: string | null }> {
  calls(session: Client): EntityCalls<Row, Fields>;
  bucket: Bucket;
  /** The record a not-found refusal names ('Proje bulunamadı.'). */
  record: RecordKind;
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
  const calls = entity.calls(ctx.session);
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
        change: image,
        currentUrl: existing?.imageUrl ?? null,
        save: async (imageUrl) => (await calls.save({ ...fields, id: existing?.id, version, imageUrl })).record,
        // Whether a save that answered with a failure stored the new image after all (its answer
        // lost on the way back). A new record's id is the database's, unknown then: not referenced.
        isReferenced: async (url) => (existing ? (await find(existing.id))?.imageUrl === url : false),
      });
      return entity.toRecord(saved);
    },

    async delete(id: Id): Promise<void> {
      const { image_url: imageUrl } = await calls.remove(id);
      // The record is gone either way; a file that cannot be removed is only logged.
      if (imageUrl)
        await storage
          .removeByUrl(imageUrl)
          .catch((error) =>
            console.error(`Could not remove the image of a deleted record: ${messageOf(error)}`, error),
          );
    },
  };
}
