import type { Lang } from "~/i18n/languages";
import { buildTree } from "~/lib/menu-tree";

import { withTrustedContent } from "../content";
import { boundsOf } from "../list-window";
import {
  maxSitemapEntries,
  wholeListCap,
  type PageLookup,
  type PublicEquipment,
  type PublicProject,
  type PublicProjectSummary,
  type PublicSiteReads,
  type PublicSlide,
} from "../port";
import {
  lookUpPage,
  menuEntry,
  pruneInactive,
  publicEquipment,
  publicProject,
  publicProjectSummary,
  publicSlide,
} from "../public-shapes";
import { projectFields, type ProjectRow as SharedProjectRow } from "../rows";
import type { D1Context } from "./context";
import type { MenuRow } from "./menu";
import { projectSummaryTexts } from "./projects";
import { settingsFrom, settingsQuery } from "./settings";
import {
  linkedPageSlugsQuery,
  menuLinks,
  noLinks,
  pageColumns,
  pageSlugs,
  publishedPagesSlugsQuery,
  signaturesOf,
  slideLinks,
  slugIndex,
  toPublicPage,
  type PageRow,
} from "./site-pages";
import { bool, decodeTranslations, listSlice, query, rowCount, translationsColumn } from "./sql";

// Public reads: each method is one D1 round trip (a single query or one batch). Translations
// come back with their entity as JSON and the language fallback is applied here.

export const featuredProjectCount = 6;

/**
 * The alt texts (JSON) of the media-library file `e.image_url` names, if it is one (decision 053):
 * the row whose key the URL ends with; null for an entity bucket's image.
 */
const imageAltColumn = `(SELECT m.alt_text FROM media_library m WHERE instr(COALESCE(e.image_url, ''), 'media-library/') > 0
  AND m.file_path = substr(e.image_url, instr(e.image_url, 'media-library/') + 14)) AS image_alt`;

const projectFieldColumns = `e.id, e.slug, e.image_url, e.category, e.status, e.progress, e.order_index, e.updated_at, ${imageAltColumn}`;
const projectColumns = `${projectFieldColumns}, ${translationsColumn("project_translations", "project_id", ["title", "description", "content", "content_signature"])}`;
/** What the lists and the home page read of a project: all but its content. */
const projectSummaryColumns = `${projectFieldColumns}, ${projectSummaryTexts}`;

/** What the public reads select of a project (projectFieldColumns and its texts). */
type ProjectRow = Omit<SharedProjectRow<string>, "version" | "created_at"> & { image_alt?: string | null };

export function toPublicProject(row: ProjectRow, lang: Lang): PublicProject {
  return publicProject(
    projectFields(row),
    decodeTranslations<{ title: string; description: string; content: string }>(row.translations),
    lang,
    row.image_alt,
  );
}

function toPublicProjectSummary(row: ProjectRow, lang: Lang): PublicProjectSummary {
  return publicProjectSummary(
    projectFields(row),
    decodeTranslations<{ title: string; description: string }>(row.translations),
    lang,
    row.image_alt,
  );
}

export function d1Site(ctx: D1Context): PublicSiteReads {
  const { db } = ctx;

  return {
    chrome: (lang) =>
      query(async () => {
        const [settings, menu, pages] = await withFallbacks(ctx, [
          { orEmpty: "settings", statement: db.prepare(settingsQuery) },
          db
            .prepare(
              `SELECT e.id, e.path, e.slug, e.order_index, e.parent_id, e.is_active,
              ${translationsColumn("menu_item_translations", "item_id", ["label", "description"])} FROM menu_items e LIMIT ?1`,
            )
            .bind(wholeListCap),
          db.prepare(linkedPageSlugsQuery(menuLinks)),
        ]);

        const menuRows = (menu!.results as Array<Omit<MenuRow, "version" | "created_at" | "updated_at">>).map((r) => {
          const entry = menuEntry(
            { id: r.id, path: r.path, slug: r.slug, orderIndex: r.order_index, parentId: r.parent_id },
            decodeTranslations<{ label: string; description: string }>(r.translations),
            lang,
          );
          return { ...entry, active: bool(r.is_active) };
        });

        return {
          settings: settingsFrom(settings!.results as Array<{ key: string; value: string }>),
          menu: pruneInactive(buildTree(menuRows)),
          pageSlugs: slugIndex(pages!.results as unknown as PageRow[]),
        };
      }),

    home: (lang) =>
      query(async () => {
        const [slides, projects, pages] = await withFallbacks(ctx, [
          {
            orEmpty: "slides",
            statement: db
              .prepare(
                `SELECT e.id, e.image_url, e.button_link, ${imageAltColumn},
                ${translationsColumn("slider_translations", "slider_id", ["title", "description", "button_text"])}
               FROM homepage_sliders e WHERE e.is_active = 1 ORDER BY e.order_index, e.created_at LIMIT ?1`,
              )
              .bind(wholeListCap),
          },
          db
            .prepare(
              `SELECT ${projectSummaryColumns} FROM projects e WHERE e.status = 'published' ORDER BY e.order_index, e.created_at LIMIT ?1`,
            )
            .bind(featuredProjectCount),
          // Slides that cannot be read are none: their links then need no slugs either.
          {
            orElse: db.prepare(linkedPageSlugsQuery(noLinks)),
            statement: db.prepare(linkedPageSlugsQuery(slideLinks)),
          },
        ]);
        return {
          slides: (
            slides!.results as Array<{
              id: string;
              image_url: string | null;
              button_link: string;
              image_alt: string | null;
              translations: string;
            }>
          ).map((r): PublicSlide => {
            const texts = decodeTranslations<{ title: string; description: string; button_text: string }>(
              r.translations,
            );
            const translations = Object.fromEntries(
              Object.entries(texts).map(([l, t]) => [
                l,
                { title: t.title, description: t.description, buttonText: t.button_text },
              ]),
            );
            return publicSlide(
              { id: r.id, imageUrl: r.image_url, buttonLink: r.button_link },
              translations,
              lang,
              r.image_alt,
            );
          }),
          featuredProjects: (projects!.results as unknown as ProjectRow[]).map((r) => toPublicProjectSummary(r, lang)),
          pageSlugs: slugIndex(pages!.results as unknown as PageRow[]),
        };
      }),

    projects: (lang, progress, window) =>
      query(() =>
        listSlice(
          db,
          {
            select: projectSummaryColumns,
            from: "FROM projects e",
            where: `e.status = 'published'${progress ? " AND e.progress = ?1" : ""}`,
            orderBy: "e.order_index, e.created_at, e.id",
            params: progress ? [progress] : [],
            total: rowCount(
              "projects",
              progress ? [`published/${progress}`] : ["published/ongoing", "published/completed"],
            ),
          },
          window,
          (r: ProjectRow) => toPublicProjectSummary(r, lang),
        ),
      ),

    projectBySlug: (lang, slug) =>
      query(async () => {
        const row = await db
          .prepare(`SELECT ${projectColumns} FROM projects e WHERE e.slug = ?1 AND e.status = 'published'`)
          .bind(slug)
          .first<ProjectRow>();
        return row ? withTrustedContent(toPublicProject(row, lang), signaturesOf(row), ctx.htmlSigningSecret) : null;
      }),

    // The page whose own slug or any language's slug this is: two index seeks (an OR with the
    // translations would scan every page; 5 ms at 2 000 pages).
    pageBySlug: (lang, slug, type) =>
      query(async (): Promise<PageLookup> => {
        const { results } = await db
          .prepare(
            `SELECT ${pageColumns} FROM pages e JOIN page_categories c ON c.id = e.category_id
             WHERE e.id IN (SELECT id FROM pages WHERE slug = ?1
                            UNION SELECT page_id FROM page_translations WHERE lang_code IN ('tr', 'en', 'ru', 'uz') AND slug = ?1)
               AND e.is_published = 1 AND (?2 IS NULL OR c.name_key = ?2)`,
          )
          .bind(slug, type ?? null)
          .all<PageRow>();
        const lookup = lookUpPage(
          results.map((r) => toPublicPage(r, lang)),
          lang,
          slug,
        );
        if (lookup.kind === "missing") return lookup;
        const row = results.find((r) => r.id === lookup.page.id)!;
        return { ...lookup, page: await withTrustedContent(lookup.page, signaturesOf(row), ctx.htmlSigningSecret) };
      }),

    pages: (lang, type, window) =>
      query(() =>
        listSlice(
          db,
          {
            // Titles and slugs only: an overview shows no content.
            select: `e.id, e.slug, c.name_key AS type, e.updated_at, ${translationsColumn("page_translations", "page_id", ["title", "slug"])}`,
            from: "FROM pages e JOIN page_categories c ON c.id = e.category_id",
            where: "e.is_published = 1 AND c.name_key = ?1",
            orderBy: "e.created_at, e.slug",
            params: [type],
          },
          window,
          (r: PageRow) => {
            const page = toPublicPage(r, lang);
            return { id: page.id, type: page.type, slug: page.slug, title: page.title, updatedAt: r.updated_at };
          },
        ),
      ),

    equipment: (lang) =>
      query(async () => {
        const { results } = await db
          .prepare(
            `SELECT e.id, e.model_name, e.image_url, ${imageAltColumn},
              ${translationsColumn("equipment_translations", "equipment_id", ["name", "category", "description"])}
             FROM equipment e WHERE e.is_visible = 1 ORDER BY e.order_index, e.created_at LIMIT ?1`,
          )
          .bind(wholeListCap)
          .all<{
            id: string;
            model_name: string;
            image_url: string | null;
            image_alt: string | null;
            translations: string;
          }>();
        return results.map((r): PublicEquipment =>
          publicEquipment(
            { id: r.id, modelName: r.model_name, imageUrl: r.image_url },
            decodeTranslations<{ name: string; category: string; description: string }>(r.translations),
            lang,
            r.image_alt,
          ),
        );
      }),

    sitemap: (window) =>
      query(async () => {
        const publishedPages = rowCount("pages", ["published"]);
        const publishedProjects = rowCount("projects", ["published/ongoing", "published/completed"]);
        const { offset, limit } = boundsOf(window, maxSitemapEntries);
        // Pages first (oldest first), then projects (in order): one sequence, one window over it.
        const [counts, pages, projects] = await db.batch([
          db.prepare(`SELECT (${publishedPages}) AS pages, (${publishedProjects}) AS projects`),
          db.prepare(`${publishedPagesSlugsQuery} ORDER BY e.created_at, e.id LIMIT ?1 OFFSET ?2`).bind(limit, offset),
          db
            .prepare(
              `SELECT slug, updated_at FROM projects WHERE status = 'published' ORDER BY order_index, created_at, id
               LIMIT max(0, ?1 - max(0, (${publishedPages}) - ?2))
               OFFSET max(0, ?2 - (${publishedPages}))`,
            )
            .bind(limit, offset),
        ]);
        const total = counts!.results[0] as { pages: number; projects: number };
        return {
          pages: (pages!.results as unknown as PageRow[]).map((r) => ({
            type: r.type,
            slugs: pageSlugs(r),
            updatedAt: r.updated_at,
          })),
          projects: (projects!.results as Array<{ slug: string; updated_at: string }>).map((r) => ({
            slug: r.slug,
            updatedAt: r.updated_at,
          })),
          total: total.pages + total.projects,
        };
      }),

    // Bumped by triggers on every content table (migrations/0005_content_version.sql).
    contentVersion: () =>
      query(async () => {
        const row = await db
          .prepare("SELECT value FROM app_meta WHERE key = 'content_version'")
          .first<{ value: string }>();
        return row?.value ?? "0";
      }),
  };
}

/**
 * A read that may go without some of its statements (docs/product.md §7, §4.1): settings that
 * cannot be read are the built-in defaults, slides that cannot be read are none. One batch
 * when all is well; when it fails, each statement alone, so the ones the page can do without
 * come back empty (logged), one with a simpler stand-in (`orElse`) runs that instead, and any
 * other failure still fails the read. Either stand-in tells the request's scope: the answer is
 * degraded, and nothing made from it may be kept.
 */
async function withFallbacks(
  { db, scope }: D1Context,
  parts: Array<
    | D1PreparedStatement
    | { orEmpty: string; statement: D1PreparedStatement }
    | { orElse: D1PreparedStatement; statement: D1PreparedStatement }
  >,
): Promise<Array<{ results: unknown[] }>> {
  // (A prepared statement has a `statement` field of its own: tell them apart by `orEmpty`/`orElse`.)
  const statements = parts.map((part) => ("orEmpty" in part || "orElse" in part ? part.statement : part));
  try {
    return await db.batch(statements);
  } catch {
    return Promise.all(
      parts.map(async (part) => {
        if ("orElse" in part)
          return part.statement.all().catch(() => {
            scope.onDegradedRead?.();
            return part.orElse.all();
          });
        if (!("orEmpty" in part)) return part.all();
        try {
          return await part.statement.all();
        } catch (error) {
          console.error(`The ${part.orEmpty} cannot be read; the page goes on without them:`, error);
          scope.onDegradedRead?.();
          return { results: [] };
        }
      }),
    );
  }
}
