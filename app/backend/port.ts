import type { Lang } from "~/i18n/languages";
import type { CookieJar } from "~/lib/cookies.server";
import type { TreeNode } from "~/lib/menu-tree";
import type { SettingsPatch, SiteSettings } from "~/lib/settings";

import type { MediaUse } from "./media-uses";
export type { MediaUse } from "./media-uses";
import type {
  Id,
  Versioned,
  SlideRecord,
  ProjectRecord,
  ProjectListItem,
  PageCategory,
  PageListItem,
  PageRecord,
  MenuItemRecord,
  EquipmentRecord,
  MediaFile,
  UserProfile,
  AuthUser,
  SignInResult,
} from "./records";
import type {
  EquipmentInput,
  MediaTextInput,
  MenuItemInput,
  MenuOrder,
  PageInput,
  PageType,
  PasswordChangeInput,
  ProjectInput,
  ProjectProgress,
  ProjectStatus,
  Role,
  SlideInput,
} from "./schemas";

// The backend port: everything the product reads and writes (docs/product.md §10), in use-case
// sized operations. Adapters implement it on a store (d1: D1 + R2 + built-in auth; supabase:
// Postgres functions + Storage + Auth). One instance serves one request: it reads the
// request's session cookie from, and sets any cookie through, the request's cookie jar. Admin operations refuse with BackendError("forbidden") without an admin session.

// ------------------------------------------------------------------ bounded lists

/**
 * Which part of a list to read: skip `offset` rows, return at most `limit` (clamped to
 * 1..maxListLimit; absent = maxListLimit). `search` (admin lists only) keeps the rows whose
 * title or name contains it, whatever the case, Turkish marks or apostrophe (./search-letters.ts,
 * docs/decisions/024-pagination-and-bounded-reads.md).
 */
export interface ListWindow {
  offset?: number;
  limit?: number;
  search?: string;
}

/** One window of a list and how many rows the whole (searched) list has. */
export interface ListSlice<T> {
  items: T[];
  total: number;
}

/** No list read returns more rows than this in one call. */
export const maxListLimit = 100;

/**
 * Lists that are shown and reordered whole (menu, slides, machines) are capped rather than
 * windowed: a read returns at most this many rows.
 */
export const wholeListCap = 1000;

/** At most this many sitemap entries (one URL in each of the four languages) per read. */
export const maxSitemapEntries = 12_500;

// ------------------------------------------------------------------ files

export const buckets = ["slider-images", "project-images", "equipment-images", "media-library"] as const;
export type Bucket = (typeof buckets)[number];

/** A file as it arrives from a form. */
export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A stored file read back for serving. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number;
  etag: string;
  uploadedAt: Date;
}

/** On save: keep the current image, replace it with a new file, or remove it. */
export type ImageChange = { kind: "keep" } | { kind: "replace"; file: UploadFile } | { kind: "remove" };

// ------------------------------------------------------------------ public shapes

export interface PublicSlide {
  id: Id;
  imageUrl: string | null;
  buttonLink: string;
  title: string;
  description: string;
  buttonText: string;
}

export interface PublicProject {
  id: Id;
  slug: string;
  imageUrl: string | null;
  category: string;
  status: ProjectStatus;
  progress: ProjectProgress;
  orderIndex: number;
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

// ------------------------------------------------------------------ admin records

export type * from "./records";

// ------------------------------------------------------------------ the port

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

/** The settings as the admin edits them: one record, with one version for all its keys. */
export interface VersionedSettings extends Versioned {
  settings: SiteSettings;
}

export interface SettingsStore {
  get(): Promise<SiteSettings>;
  /** The settings with their version, for the settings form (admin only). */
  edit(): Promise<VersionedSettings>;
  /**
   * Upserts the given keys if the settings are still at `version` (else "stale", nothing
   * written); null/undefined values are skipped, nothing left = nothing done.
   */
  save(patch: SettingsPatch, version: number): Promise<void>;
}

// Every save below creates a record when its input has no id, and otherwise updates the record
// if it is still at the input's `version` (BackendError "stale" when it is not; "validation"
// when no version is given). Reorders are whole-list actions and carry no version.

// Lists shown and reordered whole return at most wholeListCap rows; the admin's paged lists take
// a ListWindow (search by title or name) and return a ListSlice.

export interface SlideStore {
  list(): Promise<SlideRecord[]>;
  get(id: Id): Promise<SlideRecord | null>;
  save(input: SlideInput, image?: ImageChange): Promise<SlideRecord>;
  delete(id: Id): Promise<void>;
  /** Slides get order_index = their position in `ids`. */
  reorder(ids: Id[]): Promise<void>;
}

export interface ProjectStore {
  /** In order, without the content; search matches the title in any language or the slug. */
  list(window?: ListWindow): Promise<ListSlice<ProjectListItem>>;
  get(id: Id): Promise<ProjectRecord | null>;
  save(input: ProjectInput, image?: ImageChange): Promise<ProjectRecord>;
  delete(id: Id): Promise<void>;
}

export interface PageStore {
  /** Newest first; search matches the title in any language or the slug. */
  list(window?: ListWindow): Promise<ListSlice<PageListItem>>;
  get(id: Id): Promise<PageRecord | null>;
  categories(): Promise<PageCategory[]>;
  save(input: PageInput): Promise<PageRecord>;
  delete(id: Id): Promise<void>;
}

export interface MenuStore {
  list(): Promise<MenuItemRecord[]>;
  get(id: Id): Promise<MenuItemRecord | null>;
  save(input: MenuItemInput): Promise<MenuItemRecord>;
  /** Deletes the item and everything beneath it. */
  delete(id: Id): Promise<void>;
  reorder(order: MenuOrder): Promise<void>;
}

export interface EquipmentStore {
  list(): Promise<EquipmentRecord[]>;
  get(id: Id): Promise<EquipmentRecord | null>;
  save(input: EquipmentInput, image?: ImageChange): Promise<EquipmentRecord>;
  delete(id: Id): Promise<void>;
}

export interface MediaStore {
  /** Newest first; search matches the file name. */
  list(window?: ListWindow): Promise<ListSlice<MediaFile>>;
  get(id: Id): Promise<MediaFile | null>;
  /** Stores every file and one row per file, or none of them. */
  upload(files: UploadFile[]): Promise<MediaFile[]>;
  /** Alt text and caption per language (empty texts stored as absent), at `text.version`. */
  updateText(id: Id, text: MediaTextInput): Promise<MediaFile>;
  /**
   * Where the file at `path` is used: site settings (logo, about image, client logos, any other
   * key), pages' and projects' content, and the image of a slide, project or machine. Empty when
   * nowhere (docs/product.md §10).
   */
  uses(path: string): Promise<MediaUse[]>;
  /** Deletes the file and its row; a file still used is refused whole ("in_use", nothing deleted). */
  delete(path: string): Promise<void>;
}

export interface UserStore {
  /** Oldest first; search matches the full name or the e-mail. */
  list(window?: ListWindow): Promise<ListSlice<UserProfile>>;
  get(id: Id): Promise<UserProfile | null>;
  /**
   * Makes a user admin or member. The last admin cannot be demoted, even when two demotions
   * race; a demoted user's sessions end at once.
   */
  setRole(userId: Id, role: Role): Promise<void>;
}

/** What the dashboard's cards count. */
export interface AdminCounts {
  publishedProjects: number;
  draftProjects: number;
  pages: number;
  activeSlides: number;
  visibleEquipment: number;
  files: number;
  admins: number;
}

export interface AdminOverview {
  counts(): Promise<AdminCounts>;
}

export interface FileStore {
  /** Reads a stored file for serving (the Worker's /files route), or null when there is none. */
  read(bucket: Bucket, key: string): Promise<StoredFile | null>;
}

/**
 * At most this many failed sign-ins per e-mail from one client address within the window (an
 * adapter may add a wider per-address limit); then sign-in answers "throttled" until the window
 * has passed (the admin's message names the window).
 */
export const signInThrottle = { maxFailures: 10, windowMinutes: 15 } as const;

/**
 * The account-level limit besides `signInThrottle`: attempts on one account from browsers that
 * have not signed in to it before, from any number of addresses, are at most `factor` ×
 * maxFailures per `windowMinutes` (30 an hour by default, scaled by SIGN_IN_MAX_FAILURES); past it
 * such a sign-in answers "throttled". A browser that signed in to the account successfully before
 * (a signed device cookie) keeps a budget of its own, maxFailures per `signInThrottle.windowMinutes`,
 * so a flood from elsewhere never refuses the owner's own browser.
 */
export const accountSignInThrottle = { factor: 3, windowMinutes: 60 } as const;

export interface AuthService {
  currentUser(): Promise<AuthUser | null>;
  /**
   * Signs in to the admin: only accounts with role admin get a session, and their browser a
   * device cookie that remembers it for the account. Repeated failures for an e-mail from one
   * address, from one address across e-mails, or for one account from any number of addresses
   * (`accountSignInThrottle`) are throttled ("throttled"), whether or not the account exists. A
   * browser that signed in to the account before has a budget of its own: the others' failures
   * never refuse it.
   */
  signIn(email: string, password: string): Promise<SignInResult>;
  signOut(): Promise<void>;
  /** Ends every session of the signed-in admin, on every device, this one included. */
  signOutEverywhere(): Promise<void>;
  /**
   * Changes the signed-in admin's password after checking the current one; every other session
   * of theirs ends, this one stays. A wrong current password is a validation error on
   * `currentPassword`.
   */
  changePassword(input: PasswordChangeInput): Promise<void>;
}

export interface Backend {
  readonly kind: "d1" | "supabase";
  site: PublicSiteReads;
  settings: SettingsStore;
  slides: SlideStore;
  projects: ProjectStore;
  pages: PageStore;
  menu: MenuStore;
  equipment: EquipmentStore;
  media: MediaStore;
  users: UserStore;
  overview: AdminOverview;
  files: FileStore;
  auth: AuthService;
}

/** What an adapter needs from the request it serves. */
export interface RequestScope {
  request: Request;
  cookies: CookieJar;
  /**
   * Told when a public read answers without a part it could not read, in its place the
   * defaults or nothing (docs/product.md §7: the settings, the slides): what is shown from it is
   * degraded for this request only, and must not be kept (decision 020).
   */
  onDegradedRead?: () => void;
}
