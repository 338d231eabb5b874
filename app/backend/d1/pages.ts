import type { Lang } from "~/i18n/languages";
import { suggestedSlug } from "~/lib/slug";
import { pickTranslation } from "~/lib/translations";

import { translationsToStore } from "../content";
import { BackendError } from "../errors";
import type { PageCategory, PageRecord, PageStore } from "../port";
import { refusal } from "../refusals";
import { pageInputSchema, type PageType } from "../schemas";
import { loadedVersion, parseInput } from "../validate";
import type { D1Context } from "./context";
import { savedStatements } from "./history-sql";
import {
  atomically,
  bool,
  decodeTranslations,
  lastRow,
  listSlice,
  query,
  listSearch,
  rowCount,
  type SearchedTexts,
  translationsColumn,
  upsertTranslations,
  versionCheck,
} from "./sql";
import { moveToTrash } from "./trash";

const ownColumns =
  "e.id, e.slug, e.category_id, c.name_key AS type, e.is_published, e.version, e.created_at, e.updated_at";
const columns = `${ownColumns}, ${translationsColumn("page_translations", "page_id", ["title", "content", "slug"])}`;
/** The list shows a title: its rows read no content (four languages of it per page). */
const listColumns = `${ownColumns}, ${translationsColumn("page_translations", "page_id", ["title"])}`;

/** An admin search of the pages looks in their titles, every language, and their slugs (migrations/0009). */
const pageSearch: SearchedTexts = {
  texts: [
    { table: "page_translations", id: "page_id", column: "title", folded: true },
    { table: "pages", id: "id", column: "slug", folded: false },
  ],
  trigrams: { table: "page_search_trigrams", id: "page_id" },
};

interface Row {
  id: string;
  slug: string;
  category_id: string;
  type: PageType;
  is_published: number;
  version: number;
  created_at: string;
  updated_at: string;
  translations: string;
}

const toRecord = (r: Row): PageRecord => ({
  id: r.id,
  slug: r.slug,
  categoryId: r.category_id,
  type: r.type,
  isPublished: bool(r.is_published),
  version: r.version,
  translations: decodeTranslations(r.translations),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function d1Pages(ctx: D1Context): PageStore {
  const { db } = ctx;

  /** A slug to offer instead of `slug`: its first free `-2`, `-3`, ... among the other pages' slugs. */
  const freeSlugLike = async (slug: string, ownId: string) => {
    const { results } = await query(() =>
      db
        .prepare(
          `SELECT slug FROM pages WHERE slug LIKE ?1 AND id <> ?2
           UNION SELECT slug FROM page_translations WHERE slug LIKE ?1 AND page_id <> ?2 LIMIT 1000`,
        )
        .bind(`${slug}-%`, ownId)
        .all<{ slug: string }>(),
    );
    return suggestedSlug(
      slug,
      results.map((r) => r.slug),
    );
  };

  const byId = (id: string) =>
    db
      .prepare(`SELECT ${columns} FROM pages e JOIN page_categories c ON c.id = e.category_id WHERE e.id = ?1`)
      .bind(id);
  const get = (id: string) =>
    query(async () => {
      const row = await byId(id).first<Row>();
      return row ? toRecord(row) : null;
    });

  return {
    async list(window) {
      return query(() =>
        listSlice(
          db,
          {
            select: listColumns,
            from: "FROM pages e JOIN page_categories c ON c.id = e.category_id",
            ...listSearch(pageSearch, window),
            total: rowCount("pages"),
            orderBy: "e.created_at DESC, e.slug",
          },
          window,
          (r: Row) => ({
            id: r.id,
            slug: r.slug,
            isPublished: bool(r.is_published),
            type: r.type,
            title: pickTranslation(decodeTranslations<{ title: string }>(r.translations), "tr")?.value.title ?? r.slug,
            createdAt: r.created_at,
            updatedAt: r.updated_at,
          }),
        ),
      );
    },

    get,

    async categories() {
      return query(async () => {
        const { results } = await db
          .prepare("SELECT id, name_key FROM page_categories ORDER BY name_key LIMIT 100")
          .all<{ id: string; name_key: PageType }>();
        return results.map((r): PageCategory => ({ id: r.id, nameKey: r.name_key }));
      });
    },

    async save(input) {
      const data = parseInput(pageInputSchema, input);
      const existing = data.id ? await get(data.id) : null;
      if (data.id && !existing) throw refusal({ code: "notFound", record: "page" });
      const version = existing ? loadedVersion(data) : null;
      const id = existing?.id ?? crypto.randomUUID();
      const slugFor = (lang: Lang) => data.translations[lang].slug || data.slug;

      // Name the field that clashes, rather than only failing on the unique key.
      const clashes = await query(() =>
        db
          .prepare(
            `SELECT 'page' AS lang_code, slug FROM pages WHERE slug = ?1 AND id <> ?2
             UNION ALL
             SELECT lang_code, slug FROM page_translations
             WHERE page_id <> ?2 AND ((lang_code = 'tr' AND slug = ?3) OR (lang_code = 'en' AND slug = ?4)
               OR (lang_code = 'ru' AND slug = ?5) OR (lang_code = 'uz' AND slug = ?6))`,
          )
          .bind(data.slug, id, slugFor("tr"), slugFor("en"), slugFor("ru"), slugFor("uz"))
          .all<{ lang_code: string; slug: string }>(),
      );
      if (clashes.results.length > 0) {
        const named = clashes.results.map((c) => ({
          field:
            c.lang_code === "page" || !data.translations[c.lang_code as Lang].slug
              ? "slug"
              : `translations.${c.lang_code}.slug`,
          slug: c.slug,
        }));
        // The offer is for the page's slug when that clashes, else for the first field named.
        named.sort((a, b) => Number(a.field !== "slug") - Number(b.field !== "slug") || a.field.localeCompare(b.field));
        const suggestion = await freeSlugLike(named[0]!.slug, id);
        throw refusal({ code: "slugInUse", suggestion }, { fields: named.map((n) => n.field) });
      }

      const category = await query(() =>
        db.prepare("SELECT id FROM page_categories WHERE id = ?1").bind(data.categoryId).first(),
      );
      if (!category) throw refusal({ code: "categoryRequired" }, { fields: ["categoryId"] });

      const entity =
        version === null
          ? [
              db
                .prepare("INSERT INTO pages (id, slug, category_id, is_published) VALUES (?1, ?2, ?3, ?4)")
                .bind(id, data.slug, data.categoryId, data.isPublished ? 1 : 0),
            ]
          : [
              versionCheck(db, "pages", id, version),
              db
                .prepare(
                  "UPDATE pages SET slug = ?2, category_id = ?3, is_published = ?4, version = version + 1 WHERE id = ?1 AND version = ?5",
                )
                .bind(id, data.slug, data.categoryId, data.isPublished ? 1 : 0, version),
            ];
      const stored = await translationsToStore(data.translations, ctx.htmlSigningSecret);
      const translations = upsertTranslations(
        db,
        "page_translations",
        "page_id",
        id,
        ["title", "content", "content_signature", "slug"],
        (lang) => [stored[lang].title, stored[lang].content, stored[lang].contentSignature, slugFor(lang)],
      );
      const history = await savedStatements(ctx, "page", id, version === null);
      // The saved record is read inside the batch's transaction, never after the commit.
      const results = await atomically(db, [...entity, ...translations, ...history, byId(id)]).catch(
        async (error: unknown) => {
          // Another save took the slug between the check and the batch.
          if (!(error instanceof BackendError && error.code === "conflict")) throw error;
          const suggestion = await freeSlugLike(data.slug, id);
          throw refusal({ code: "slugInUse", suggestion }, { fields: ["slug"], cause: error });
        },
      );
      return toRecord(lastRow<Row>(results));
    },

    async delete(id) {
      await moveToTrash(ctx, "page", id);
    },
  };
}
