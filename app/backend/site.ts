import type { Lang } from "~/i18n/languages";
import type { TreeNode } from "~/lib/menu-tree";
import type { SiteSettings } from "~/lib/settings";

import type { ListSlice, ListWindow } from "./list-window";
import type { Id, ProjectFields } from "./records";
import type { PageType, ProjectProgress } from "./schemas";

// The port's public side (app/backend/port.ts): what a visitor sees of each record, in one
// language, and the reads of the public site.

export interface PublicSlide {
  id: Id;
  imageUrl: string | null;
  /** The image's alt text in the language, from its media-library row ("" when it has none: decision 053). */
  imageAlt: string;
  buttonLink: string;
  title: string;
  description: string;
  buttonText: string;
}

export interface PublicProject extends ProjectFields {
  /** The image's alt text in the language, from its media-library row ("" when it has none: decision 053). */
  imageAlt: string;
  /** The language whose texts are shown (differs from the one asked for on fallback). */
  contentLang: Lang;
  title: string;
  description: string;
  content: string;
}

/**
 * A project as the lists and the home page show it: everything but its content, which only its
 * own page shows (and which can be many times the rest).
 */
export type PublicProjectSummary = Omit<PublicProject, "content">;

export interface PublicPage {
  id: Id;
  type: PageType;
  /** The slug of this page in the language asked for. */
  slug: string;
  /** The language whose translation is shown (differs from the one asked for on fallback). */
  contentLang: Lang;
  title: string;
  content: string;
  /** The page's slug in every language, for the language switcher and hreflang. */
  slugs: Record<Lang, string>;
}

/** What a slug lookup found: the page, or the page under another language's slug. */
export type PageLookup =
  | { kind: "page"; page: PublicPage }
  | { kind: "other-slug"; page: PublicPage }
  | { kind: "missing" };

export interface PublicPageSummary {
  id: Id;
  type: PageType;
  slug: string;
  title: string;
  updatedAt: string;
}

export interface PublicEquipment {
  id: Id;
  category: string;
  modelName: string;
  imageUrl: string | null;
  /** The image's alt text in the language, from its media-library row ("" when it has none: decision 053). */
  imageAlt: string;
  name: string;
  description: string;
}

export interface MenuEntry {
  id: Id;
  /** Turkish-form path relative to the language prefix ("/kurumsal/hakkimizda"); "" = no link. */
  path: string;
  slug: string;
  orderIndex: number;
  parentId: Id | null;
  label: string;
  description: string;
}
export type MenuNode = TreeNode<MenuEntry>;

/**
 * Per page type and Turkish slug, the page's slug in each language: the menu path mapping. It
 * holds the published pages the menu points to (the chrome's) or the home page's slides and own
 * links point to (the home page's), not every page (docs/decisions/024-pagination-and-bounded-reads.md).
 */
export type PageSlugIndex = Record<string, Record<Lang, string>>;

/** What every public page's frame needs: settings, the active menu tree, page slugs. */
export interface SiteChrome {
  settings: SiteSettings;
  menu: MenuNode[];
  pageSlugs: PageSlugIndex;
}

export interface HomePageData {
  slides: PublicSlide[];
  featuredProjects: PublicProjectSummary[];
  /** For localizing the slides' button links, which are stored in their Turkish form. */
  pageSlugs: PageSlugIndex;
}

export interface SitemapData {
  pages: Array<{ type: PageType; slugs: Record<Lang, string>; updatedAt: string }>;
  projects: Array<{ slug: string; updatedAt: string }>;
  /** How many published pages and projects there are in all (the window's list). */
  total: number;
}

export interface PublicSiteReads {
  /**
   * Settings, the active menu tree in the language, page slug index: one round trip. Settings
   * that cannot be read come back as the built-in defaults (docs/product.md §7).
   */
  chrome(lang: Lang): Promise<SiteChrome>;
  /**
   * Active slides, featured (first published) projects, page slugs: one round trip. Slides that
   * cannot be read come back as none (the built-in hero, docs/product.md §4.1); anything else
   * fails the read. (The home page's settings are the chrome's.)
   */
  home(lang: Lang): Promise<HomePageData>;
  /** A window of the published projects in order, optionally only ongoing or completed ones. */
  projects(
    lang: Lang,
    progress?: ProjectProgress,
    window?: Omit<ListWindow, "search">,
  ): Promise<ListSlice<PublicProjectSummary>>;
  /** A published project by slug, or null. */
  projectBySlug(lang: Lang, slug: string): Promise<PublicProject | null>;
  /** A published page by slug (the language's own slug first, then any language's). */
  pageBySlug(lang: Lang, slug: string, type?: PageType): Promise<PageLookup>;
  /** A window of the published pages of a type (oldest first), for section overviews. */
  pages(lang: Lang, type: PageType, window?: Omit<ListWindow, "search">): Promise<ListSlice<PublicPageSummary>>;
  /** Visible equipment in order. */
  equipment(lang: Lang): Promise<PublicEquipment[]>;
  /**
   * A window over the published pages (oldest first) followed by the published projects (in
   * order), for sitemap.xml; the limit is clamped to 1..maxSitemapEntries (absent = that).
   */
  sitemap(window?: Omit<ListWindow, "search">): Promise<SitemapData>;
  /**
   * A token that changes whenever anything the public site shows is written (content, menu,
   * settings, slides, equipment, media), in the same transaction as the write. The page cache
   * keys public pages by it.
   */
  contentVersion(): Promise<string>;
}
