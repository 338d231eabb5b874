import type { Lang } from "~/i18n/languages";
import { homeLinkedPageSlugs } from "~/lib/activity-areas";

import { contentSignaturesOf } from "../content";
import { wholeListCap } from "../list-window";
import { pageSlugIndex, pageSlugsOf, publicPage } from "../public-shapes";
import type { PageType } from "../schemas";
import type { PageSlugIndex, PublicPage } from "../site";
import { decodeTranslations, translationsColumn } from "./sql";

// The public site's pages on d1 (./site.ts): their rows, their slugs in every language, and the
// page slug index that localizes the menu's and the slides' links.

export const pageColumns = `e.id, e.slug, c.name_key AS type, e.updated_at,
  ${translationsColumn("page_translations", "page_id", ["title", "content", "content_signature", "slug"])}`;

export interface PageRow {
  id: string;
  slug: string;
  type: PageType;
  updated_at: string;
  translations: string;
}

export type PageTranslation = { title: string; content: string; slug: string };

export const publishedPagesSlugsQuery = `SELECT e.id, e.slug, c.name_key AS type, e.updated_at, ${translationsColumn("page_translations", "page_id", ["slug"])}
  FROM pages e JOIN page_categories c ON c.id = e.category_id WHERE e.is_published = 1`;

/**
 * The rows of the page slug index (which localizes menu and slide links): slugs only, and only of
 * the published pages whose Turkish slug (or own slug) is the last segment of one of `links` (a
 * one-column query of Turkish-form paths, `/kurumsal/hakkimizda?x#y`) or a page the home page
 * links to. Found through the slug indexes, so its cost follows the menu, not the number of pages.
 */
export const linkedPageSlugsQuery = (links: string) => `WITH links(link) AS (${links}),
  cut(p) AS (SELECT rtrim(CASE WHEN instr(p, '?') > 0 THEN substr(p, 1, instr(p, '?') - 1) ELSE p END, '/')
    FROM (SELECT CASE WHEN instr(link, '#') > 0 THEN substr(link, 1, instr(link, '#') - 1) ELSE link END AS p FROM links)),
  wanted(slug) AS (SELECT substr(p, instr(substr(p, 2), '/') + 2) FROM cut WHERE substr(p, 1, 1) = '/' AND instr(substr(p, 2), '/') > 0
    UNION VALUES ${homeLinkedPageSlugs.map((slug) => `('${slug}')`).join(", ")})
  SELECT e.slug, c.name_key AS type, ${translationsColumn("page_translations", "page_id", ["slug"])}
  FROM pages e JOIN page_categories c ON c.id = e.category_id
  WHERE e.is_published = 1 AND e.id IN (
    SELECT s.page_id FROM wanted w JOIN page_translations s ON s.lang_code = 'tr' AND s.slug = w.slug
    UNION SELECT p.id FROM wanted w JOIN pages p ON p.slug = w.slug)
  LIMIT ${wholeListCap}`;
export const menuLinks = "SELECT path FROM menu_items";
// The home page's index: its slides' links (the frame localizes the menu's, from the chrome).
export const slideLinks = "SELECT button_link FROM homepage_sliders";
export const noLinks = "SELECT NULL WHERE 0";

export function slugIndex(rows: Array<Pick<PageRow, "slug" | "type" | "translations">>): PageSlugIndex {
  return pageSlugIndex(rows.map((row) => ({ type: row.type, slugs: pageSlugs(row) })));
}

export const pageSlugs = (row: Pick<PageRow, "slug" | "translations">) =>
  pageSlugsOf(row.slug, decodeTranslations<PageTranslation>(row.translations));

export const toPublicPage = (row: PageRow, lang: Lang): PublicPage =>
  publicPage(row, decodeTranslations<PageTranslation>(row.translations), lang);

/** A page's or project's content signatures, which only its own page reads (decision 035). */
export const signaturesOf = (row: { translations: string }) =>
  contentSignaturesOf(decodeTranslations<Record<string, unknown>>(row.translations));
