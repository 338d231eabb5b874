import { firstFreeSlug, projectSlugBase } from "~/lib/slug";
import { BackendError, notFound } from "../errors";
import type { ProjectRecord, ProjectStore } from "../port";
import { projectInputSchema, type ProjectProgress, type ProjectStatus } from "../schemas";
import { saveWithImage } from "../uploads";
import { parseInput } from "../validate";
import { requireAdmin, type D1Context } from "./context";
import { atomically, decodeTranslations, deleteWithImage, escapeLike, mapD1Error, query, translationsColumn, upsertTranslations } from "./sql";
import { r2Storage } from "./storage";

/** Spec's message when a project's slug is taken (a unique violation). */
export const duplicateProjectMessage = "Bu proje adı veya benzeri zaten mevcut. Lütfen başlığı değiştirin.";

const columns = `e.id, e.slug, e.image_url, e.category, e.status, e.progress, e.order_index, e.created_at, e.updated_at,
  ${translationsColumn("project_translations", "project_id", ["title", "description", "content"])}`;

interface Row {
  id: string;
  slug: string;
  image_url: string | null;
  category: string;
  status: ProjectStatus;
  progress: ProjectProgress;
  order_index: number;
  created_at: string;
  updated_at: string;
  translations: string;
}

const toRecord = (r: Row): ProjectRecord => ({
  id: r.id,
  slug: r.slug,
  imageUrl: r.image_url,
  category: r.category,
  status: r.status,
  progress: r.progress,
  orderIndex: r.order_index,
  translations: decodeTranslations(r.translations),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function d1Projects(ctx: D1Context): ProjectStore {
  const { db } = ctx;
  const storage = r2Storage(ctx.files);

  const get = (id: string) =>
    query(async () => {
      const row = await db.prepare(`SELECT ${columns} FROM projects e WHERE e.id = ?1`).bind(id).first<Row>();
      return row ? toRecord(row) : null;
    });

  /** The first free slug for a Turkish title, ignoring the project's own row when editing. */
  async function freeSlug(title: string, ownId: string | undefined): Promise<string> {
    const base = projectSlugBase(title);
    const { results } = await query(() =>
      db
        .prepare("SELECT slug FROM projects WHERE (slug = ?1 OR slug LIKE ?2 ESCAPE '\\') AND id <> ?3")
        .bind(base, `${escapeLike(base)}-%`, ownId ?? "")
        .all<{ slug: string }>(),
    );
    return firstFreeSlug(
      base,
      results.map((r) => r.slug),
    );
  }

  return {
    async list() {
      await requireAdmin(ctx);
      return query(async () => {
        const { results } = await db.prepare(`SELECT ${columns} FROM projects e ORDER BY e.order_index, e.created_at`).all<Row>();
        return results.map(toRecord);
      });
    },

    async get(id) {
      await requireAdmin(ctx);
      return get(id);
    },

    async save(input, image) {
      await requireAdmin(ctx);
      const data = parseInput(projectInputSchema, input);
      const existing = data.id ? await get(data.id) : null;
      if (data.id && !existing) throw notFound("Proje");

      const title = data.translations.tr.title;
      // The slug follows the Turkish title, and only changes when that title does.
      const slug = existing && existing.translations.tr?.title === title ? existing.slug : await freeSlug(title, existing?.id);
      const id = existing?.id ?? crypto.randomUUID();

      return saveWithImage({
        storage,
        bucket: "project-images",
        change: image,
        currentUrl: existing?.imageUrl ?? null,
        save: async (imageUrl) => {
          const entity = existing
            ? db
                .prepare(
                  "UPDATE projects SET slug = ?2, image_url = ?3, category = ?4, status = ?5, progress = ?6, order_index = ?7 WHERE id = ?1",
                )
                .bind(id, slug, imageUrl, data.category, data.status, data.progress, data.orderIndex)
            : db
                .prepare(
                  "INSERT INTO projects (id, slug, image_url, category, status, progress, order_index) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                )
                .bind(id, slug, imageUrl, data.category, data.status, data.progress, data.orderIndex);
          const translations = upsertTranslations(db, "project_translations", "project_id", id, ["title", "description", "content"], (lang) => {
            const t = data.translations[lang];
            return [t.title, t.description, t.content];
          });
          await atomically(db, [entity, ...translations], (error) => {
            const mapped = mapD1Error(error);
            if (mapped.code === "conflict" && /projects\.slug/.test(mapped.message))
              return new BackendError("conflict", duplicateProjectMessage, { fieldErrors: { "translations.tr.title": [duplicateProjectMessage] }, cause: error });
            return mapped;
          });
          return (await get(id))!;
        },
      });
    },

    async delete(id) {
      await requireAdmin(ctx);
      const existing = await get(id);
      if (!existing) throw notFound("Proje");
      await deleteWithImage(db, storage.removeByUrl, "projects", id, existing.imageUrl);
    },
  };
}
