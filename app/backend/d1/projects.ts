import { firstFreeSlug, projectSlugBase } from "~/lib/slug";

import { storedHtml } from "../content";
import type { ProjectListItem, ProjectRecord, ProjectStore } from "../port";
import { refusal } from "../refusals";
import { projectFields, type ProjectRow as SharedProjectRow } from "../rows";
import { projectInputSchema } from "../schemas";
import type { D1Context } from "./context";
import {
  decodeTranslations,
  listSearch,
  listSlice,
  mapD1Error,
  query,
  rowCount,
  translationsColumn,
  type SearchedTexts,
} from "./sql";
import { translatedEntityStore, type EntityRow } from "./translated-entity";

/** An admin search of the projects looks in their titles, every language, and their slugs (migrations/0009). */
const projectSearch: SearchedTexts = {
  texts: [
    { table: "project_translations", id: "project_id", column: "title", folded: true },
    { table: "projects", id: "id", column: "slug", folded: false },
  ],
  trigrams: { table: "project_search_trigrams", id: "project_id" },
};

/** A project's texts but its content, which only its own page and its form show (and which can be many times the rest). */
export const projectSummaryTexts = translationsColumn("project_translations", "project_id", ["title", "description"]);

/** The admin list's columns: its cards show a title and a description, never the content. */
const listColumns = `e.id, e.slug, e.image_url, e.category, e.status, e.progress, e.order_index, e.version, e.created_at, e.updated_at, ${projectSummaryTexts}`;

type ProjectRow = EntityRow & SharedProjectRow<string>;

/** A project's own columns as the record has them (the record adds its translations). */
const projectRecordFields = (r: ProjectRow): Omit<ProjectRecord, "translations"> => ({
  ...projectFields(r),
  version: r.version,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toListItem = (r: ProjectRow): ProjectListItem => ({
  ...projectRecordFields(r),
  translations: decodeTranslations(r.translations),
});

export function d1Projects(ctx: D1Context): ProjectStore {
  const { db } = ctx;

  /** The first free slug for a Turkish title, ignoring the project's own row when editing. */
  async function freeSlug(title: string, ownId: string | undefined): Promise<string> {
    const base = projectSlugBase(title);
    const { results } = await query(() =>
      db
        // The slugs "<base>-…" as a range of the slug index ("-" is followed by "."), so only they
        // are read: a prefix test (instr) read every project, and LIKE refuses patterns over 50 bytes.
        .prepare("SELECT slug FROM projects WHERE (slug = ?1 OR (slug >= ?2 AND slug < ?3)) AND id <> ?4")
        .bind(base, `${base}-`, `${base}.`, ownId ?? "")
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
    translations: {
      table: "project_translations",
      foreignKey: "project_id",
      // The content's signature is written with it and read by the public page only (decision 035).
      columns: ["title", "description", "content", "content_signature"],
    },
    bucket: "project-images",
    record: "project",
    schema: projectInputSchema,
    toRecord: (r: ProjectRow, translations): ProjectRecord => ({
      ...projectRecordFields(r),
      translations: Object.fromEntries(
        Object.entries(translations).map(([lang, { content_signature: _signature, ...texts }]) => [lang, texts]),
      ) as ProjectRecord["translations"],
    }),
    async values(data, existing) {
      const title = data.translations.tr.title;
      // The slug follows the Turkish title, and only changes when that title does.
      const slug =
        existing && existing.translations.tr?.title === title ? existing.slug : await freeSlug(title, existing?.id);
      return [slug, data.category, data.status, data.progress, data.orderIndex];
    },
    translationValues: async (data, lang) => {
      const t = data.translations[lang];
      const content = await storedHtml(t.content, ctx.htmlSigningSecret);
      return [t.title, t.description, content.html, content.signature];
    },
    describeError(error) {
      const mapped = mapD1Error(error);
      if (mapped.code === "conflict" && /projects\.slug/.test(mapped.message))
        return refusal({ code: "duplicateProject" }, { fields: ["translations.tr.title"], cause: error });
      return mapped;
    },
  });
  return {
    ...store,
    async list(window) {
      return query(() =>
        listSlice(
          db,
          {
            select: listColumns,
            from: "FROM projects e",
            ...listSearch(projectSearch, window),
            total: rowCount("projects"),
            orderBy: "e.order_index, e.created_at, e.id",
          },
          window,
          toListItem,
        ),
      );
    },
  };
}
