import type { z } from "zod";

import { messageOf } from "~/lib/error-message";

import type { BackendError } from "../errors";
import { notFound } from "../errors";
import { wholeListCap, type Bucket, type Id, type ImageChange } from "../port";
import { saveWithImage } from "../uploads";
import { loadedVersion, parseInput } from "../validate";
import { rpc, type RpcFailure, type SupabaseContext } from "./context";
import type { RowSlice } from "./rows";
import { imageStorage } from "./storage";

// The supabase shape shared by slides, projects and machines: a row with an image and
// translations, listed (or read one by p_id), saved and deleted by list_<x>/save_<x>/delete_<x>.

export interface TranslatedEntity<S extends z.ZodType, Row, R extends { id: Id; imageUrl: string | null }> {
  /** The Postgres functions that list (or read one by p_id), save and delete the records. */
  functions: { list: string; save: string; remove: string };
  bucket: Bucket;
  /** The record's name in a not-found message ('Proje bulunamadı.'). */
  label: string;
  schema: S;
  toRecord(row: Row): R;
  /** The save function's input from the parsed form data (the record's own columns, translations). */
  input(data: z.output<S>): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Refusals only this entity's save knows (a taken slug). */
  refine?: (failure: RpcFailure) => BackendError | undefined;
}

export function translatedEntityStore<
  S extends z.ZodType<{ id?: string | undefined; version?: number | undefined }>,
  Row,
  R extends { id: Id; imageUrl: string | null },
>(ctx: SupabaseContext, entity: TranslatedEntity<S, Row, R>) {
  const storage = imageStorage(ctx);
  const { list, save, remove } = entity.functions;
  const find = async (id: Id): Promise<R | null> => {
    // Whole lists answer an array; windowed ones (projects) a slice.
    const found = await rpc<Row[] | RowSlice<Row>>(ctx.session, list, { p_id: id });
    const row = Array.isArray(found) ? found[0] : found.items[0];
    return row ? entity.toRecord(row) : null;
  };

  return {
    /** The whole list in order (the function caps it at wholeListCap rows). */
    async list(): Promise<R[]> {
      return (await rpc<Row[]>(ctx.session, list)).slice(0, wholeListCap).map(entity.toRecord);
    },

    get: find,

    async save(input: z.input<S>, image?: ImageChange): Promise<R> {
      const data = parseInput(entity.schema, input);
      const existing = data.id ? await find(data.id) : null;
      if (data.id && !existing) throw notFound(entity.label);
      const version = existing ? loadedVersion(data) : undefined;
      const fields = await entity.input(data);
      const saved = await saveWithImage({
        storage,
        bucket: entity.bucket,
        change: image,
        currentUrl: existing?.imageUrl ?? null,
        // One function call: the row, its translations and the version check in one transaction,
        // the saved record read back inside it.
        save: async (imageUrl) =>
          (
            await rpc<{ record: Row }>(
              ctx.session,
              save,
              { p_input: { ...fields, id: existing?.id, version, imageUrl } },
              entity.refine,
            )
          ).record,
        // Whether a save that answered with a failure stored the new image after all (its answer
        // lost on the way back). A new record's id is the database's, unknown then: not referenced.
        isReferenced: async (url) => (existing ? (await find(existing.id))?.imageUrl === url : false),
      });
      return entity.toRecord(saved);
    },

    async delete(id: Id): Promise<void> {
      const { image_url: imageUrl } = await rpc<{ image_url: string | null }>(ctx.session, remove, { p_id: id });
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
