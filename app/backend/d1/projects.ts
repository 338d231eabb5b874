import { firstFreeSlug, projectSlugBase } from "~/lib/slug";
import { cleanHtml } from "../content";
import { duplicateProjectMessage } from "../messages";
import { BackendError } from "../errors";
import type { ProjectRecord, ProjectStore } from "../port";
import { projectInputSchema, type ProjectProgress, type ProjectStatus } from "../schemas";
import type { D1Context } from "./context";
import { mapD1Error, query, type SearchedTexts } from "./sql";
import { translatedEntityStore } from "./translated-entity";

/** An admin search of the projects looks in their titles, every language, and their slugs (migrations/0009). */
const projectSearch: SearchedTexts = {
  texts: [
    { table: "project_translations", id: "project_id", column: "title", folded: true },
    { table: "projects", id: "id", column: "slug", folded: false },
  ],
  trigrams: { table: "project_search_trigrams", id: "project_id" },
};


export function d1Projects(ctx: D1Context): ProjectStore {
  const { db } = ctx;

  /** The first free slug for a Turkish title, ignoring the project's own row when editing. */
  async function freeSlug(title: string, ownId: string | undefined): Promise<string> {
    const base = projectSlugBase(title);
    const { results } = await query(() =>
      db
        // instr, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a long title's slug is longer.
        .prepare("SELECT slug FROM projects WHERE (slug = ?1 OR instr(slug, ?2) = 1) AND id <> ?3")
        .bind(base, `${base}-`, ownId ?? "")
        .all<{ slug: string }>(),
    );
    return firstFreeSlug(
      base,
      results.map((r) => r.slug),
    );
  }

  const store = translatedEntityStore(ctx, {
    table: "projects",
    columns: ["slug", "category", "status", "progress", "order_index"],
    translations: { table: "project_translations", foreignKey: "project_id", columns: ["title", "description", "content"] },
    bucket: "project-images",
    label: "Proje",
    schema: projectInputSchema,
    search: projectSearch,
    toRecord: (r, translations): ProjectRecord => ({
      id: r.id,
      version: r.version,
      slug: r.slug as string,
      imageUrl: r.image_url,
      category: r.category as string,
      status: r.status as ProjectStatus,
      progress: r.progress as ProjectProgress,
      orderIndex: r.order_index as number,
      translations: translations as ProjectRecord["translations"],
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }),
    async values(data, existing) {
      const title = data.translations.tr.title;
      // The slug follows the Turkish title, and only changes when that title does.
      const slug = existing && existing.translations.tr?.title === title ? existing.slug : await freeSlug(title, existing?.id);
      return [slug, data.category, data.status, data.progress, data.orderIndex];
    },
    translationValues: (data, lang) => {
      const t = data.translations[lang];
      return [t.title, t.description, cleanHtml(t.content)];
    },
    describeError(error) {
      const mapped = mapD1Error(error);
      if (mapped.code === "conflict" && /projects\.slug/.test(mapped.message))
        return new BackendError("conflict", duplicateProjectMessage, { fieldErrors: { "translations.tr.title": [duplicateProjectMessage] }, cause: error });
      return mapped;
    },
  });
  return { ...store, list: store.listWindow };
}
