import type { Lang } from "~/i18n/languages";
import { homeLinkedPageSlugs } from "~/lib/activity-areas";
import { buildTree } from "~/lib/menu-tree";

import { contentSignaturesOf, withTrustedContent } from "../content";
import { boundsOf } from "../list-window";
import { maxSitemapEntries, type PublicSiteReads } from "../port";
import {
  lookUpPage,
  menuEntry,
  pageSlugIndex,
  publicEquipment,
  publicPage,
  publicProject,
  publicProjectSummary,
  publicSlide,
  siteSettingsOf,
} from "../public-shapes";
import { projectFields } from "../rows";
import { rpc, type SupabaseContext } from "./context";
import type { ProjectRow } from "./database";
import { equipmentTexts } from "./equipment";
import { menuTexts } from "./menu";
import { pageTexts } from "./pages";
import { projectTexts } from "./projects";
import { isoTime } from "./rows";
import { slideTexts } from "./slides";

// Public reads: each is one rpc (supabase/migrations: site_*), called with the anon key alone,
// so a visitor's page is the same whoever asks and never touches the session cookie.

export const featuredProjectCount = 6;

const toPublicProject = (r: ProjectRow, lang: Lang) =>
  publicProject(projectFields(r), projectTexts(r), lang, r.image_alt);
// The lists' rows carry no content (site_home, site_projects: project_summary_json).
const toPublicProjectSummary = (r: ProjectRow, lang: Lang) =>
  publicProjectSummary(projectFields(r), projectTexts(r), lang, r.image_alt);

export function supabaseSite(ctx: SupabaseContext): PublicSiteReads {
  const client = ctx.visitor;
  // Shown as stored only when signed with it (decision 035).
  const secret = ctx.settings.htmlSigningSecret;
  // site_chrome and site_home answer without the settings or the slides they could not read
  // (the spec's fallbacks), and say so: the request keeps nothing made from such an answer.
  const wentOnWithout = (part: string) => {
    console.error(`The ${part} cannot be read; the page goes on without them (see the database's warnings).`);
    ctx.scope.onDegradedRead?.();
  };
  return {
    async chrome(lang) {
      const data = await rpc(client, "site_chrome", { p_slugs: homeLinkedPageSlugs });
      if (data.degraded) wentOnWithout("settings");
      // site_chrome returns only the items whose ancestors are all active.
      const entries = data.menu.map((r) =>
        menuEntry(
          { id: r.id, path: r.path, slug: r.slug, orderIndex: r.order_index, parentId: r.parent_id },
          menuTexts(r),
          lang,
        ),
      );
      return {
        settings: siteSettingsOf(data.settings),
        menu: buildTree(entries),
        pageSlugs: pageSlugIndex(data.page_slugs),
      };
    },

    async home(lang) {
      const data = await rpc(client, "site_home", {
        p_featured: featuredProjectCount,
        p_slugs: homeLinkedPageSlugs,
      });
      if (data.degraded) wentOnWithout("slides");
      return {
        slides: data.slides.map((r) =>
          publicSlide({ id: r.id, imageUrl: r.image_url, buttonLink: r.button_link }, slideTexts(r), lang, r.image_alt),
        ),
        featuredProjects: data.featured_projects.map((r) => toPublicProjectSummary(r, lang)),
        pageSlugs: pageSlugIndex(data.page_slugs),
      };
    },

    async projects(lang, progress, window) {
      const { offset, limit } = boundsOf(window);
      const slice = await rpc(client, "site_projects", {
        p_progress: progress ?? null,
        p_offset: offset,
        p_limit: limit,
      });
      return { items: slice.items.map((r) => toPublicProjectSummary(r, lang)), total: slice.total };
    },

    async projectBySlug(lang, slug) {
      const row = await rpc(client, "site_project", { p_slug: slug });
      return row ? withTrustedContent(toPublicProject(row, lang), contentSignaturesOf(row.translations), secret) : null;
    },

    async pageBySlug(lang, slug, type) {
      const rows = await rpc(client, "site_page", { p_slug: slug, p_type: type ?? null });
      const lookup = lookUpPage(
        rows.map((r) => publicPage(r, pageTexts(r), lang)),
        lang,
        slug,
      );
      if (lookup.kind === "missing") return lookup;
      const { translations } = rows.find((r) => r.id === lookup.page.id)!;
      return { ...lookup, page: await withTrustedContent(lookup.page, contentSignaturesOf(translations), secret) };
    },

    async pages(lang, type, window) {
      const { offset, limit } = boundsOf(window);
      const slice = await rpc(client, "site_pages", {
        p_type: type,
        p_offset: offset,
        p_limit: limit,
      });
      return {
        items: slice.items.map((r) => {
          const page = publicPage(r, pageTexts(r), lang);
          return { id: page.id, type: page.type, slug: page.slug, title: page.title, updatedAt: isoTime(r.updated_at) };
        }),
        total: slice.total,
      };
    },

    async equipment(lang) {
      const rows = await rpc(client, "site_equipment", {});
      return rows.map((r) =>
        publicEquipment(
          { id: r.id, modelName: r.model_name, imageUrl: r.image_url },
          equipmentTexts(r),
          lang,
          r.image_alt,
        ),
      );
    },

    async sitemap(window) {
      const { offset, limit } = boundsOf(window, maxSitemapEntries);
      const data = await rpc(client, "site_sitemap", { p_offset: offset, p_limit: limit });
      return {
        pages: data.pages.map((p) => ({ type: p.type, slugs: p.slugs, updatedAt: isoTime(p.updated_at) })),
        projects: data.projects.map((p) => ({ slug: p.slug, updatedAt: isoTime(p.updated_at) })),
        total: data.total,
      };
    },

    // Bumped by statement triggers on every content table, in the write's own transaction.
    contentVersion: () => rpc(client, "content_version", {}),
  };
}
