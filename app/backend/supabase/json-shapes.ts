import type { Lang, PerLang } from "~/i18n/languages";

import type { RecordSnapshot, TrashKind } from "../history";
import type { MediaUseRow } from "../media-uses";
import type { MessageRow, MessageSettingsRow } from "../messages";
import type { AdminCounts } from "../port";
import type { PreviewLinkRow } from "../previews";
import type { RedirectRow } from "../redirects";
import type { ProjectRow as SharedProjectRow, UserRow } from "../rows";
import type { PageType, ProjectProgress, ProjectStatus } from "../schemas";
import type { AuditRow, RevisionRow, TrashRow } from "./history-rows";
import type { RowBase, RowSlice } from "./rows";

// What the jsonb of the Postgres functions holds (PostgreSQL does not know it): written from the
// functions' SQL, one shape per function and argument or result, for the typed rpc map
// (./database.ts), whose type check fails on a jsonb left without its shape here.

export type { AuditRow, RevisionRow, TrashRow, UserRow };

type Translations = PerLang<Record<string, string>>;

/** The alt texts of the media-library file an image names (library_alt_texts; null: none, decision 053). */
type ImageAlt = { image_alt?: PerLang<string> | null };

export interface SlideRow extends RowBase, ImageAlt {
  image_url: string | null;
  button_link: string;
  order_index: number;
  is_active: boolean;
  translations: Translations;
}

export type ProjectRow = SharedProjectRow<Translations> & ImageAlt;

export interface PageRow extends RowBase {
  slug: string;
  category_id: string;
  type: PageType;
  is_published: boolean;
  translations: Translations;
}

export interface MenuRow extends RowBase {
  path: string;
  slug: string;
  order_index: number;
  parent_id: string | null;
  is_active: boolean;
  translations: Translations;
}

export interface EquipmentRow extends RowBase, ImageAlt {
  model_name: string;
  order_index: number;
  is_visible: boolean;
  image_url: string | null;
  translations: Translations;
}

export interface MediaRow extends RowBase {
  file_name: string;
  file_path: string;
  file_type: string;
  size_kb: number;
  alt_text: PerLang<string>;
  caption: PerLang<string>;
}

export type SettingsRow = { key: string; value: unknown; version: number };
/** A page the chrome's or the home page's links point to, with its slug in every language. */
type LinkedPage = { type: PageType; slug: string; slugs: Record<Lang, string> };

/** What a save of a record adds to its own fields: which record (none: a new one) at which version. */
type Saved<Fields> = Fields & { id?: string; version?: number };
/** …and the image it points at (slides, projects, machines). */
export type SavedWithImage<Fields> = Saved<Fields> & { imageUrl: string | null };

export type SlideSaveFields = {
  buttonLink: string;
  orderIndex: number;
  isActive: boolean;
  translations: PerLang<{ title: string; description: string; buttonText: string }>;
};
export type ProjectSaveFields = {
  category: string;
  status: ProjectStatus;
  progress: ProjectProgress;
  orderIndex: number;
  /** The slug's base: the function picks base, base-1, … skipping `reservedSlugs`. */
  slugBase: string;
  reservedSlugs: string[];
  /** Each content cleaned, and the Worker's signature of it (app/backend/content.ts, decision 035). */
  translations: PerLang<{ title: string; description: string; content: string; contentSignature: string }>;
};
export type EquipmentSaveFields = {
  modelName: string;
  orderIndex: number;
  isVisible: boolean;
  translations: PerLang<{ name: string; category: string; description: string }>;
};

/** What a purge answers: how many entries went, and the image URLs their records held. */
type Purged = { purged: number; images: string[] };

/** Each function's jsonb arguments and result, by argument name (`returns`: the result). */
export interface JsonShapes {
  site_chrome: { returns: { settings: SettingsRow[]; menu: MenuRow[]; page_slugs: LinkedPage[]; degraded?: boolean } };
  site_home: {
    returns: { slides: SlideRow[]; featured_projects: ProjectRow[]; page_slugs: LinkedPage[]; degraded?: boolean };
  };
  site_projects: { returns: RowSlice<ProjectRow> };
  site_project: { returns: ProjectRow | null };
  site_page: { returns: PageRow[] };
  site_pages: { returns: RowSlice<PageRow> };
  site_equipment: { returns: EquipmentRow[] };
  site_sitemap: {
    returns: {
      pages: Array<{ type: PageType; slug: string; slugs: Record<Lang, string>; updated_at: string }>;
      projects: Array<{ slug: string; updated_at: string }>;
      total: number;
    };
  };
  site_settings_read: { returns: SettingsRow[] };
  save_settings_at: { p_values: Record<string, unknown> };
  list_slides: { returns: SlideRow[] };
  save_slide: { p_input: SavedWithImage<SlideSaveFields>; returns: { record: SlideRow } };
  delete_slide: { returns: { image_url: string | null } };
  list_projects: { returns: RowSlice<ProjectRow> };
  save_project: { p_input: SavedWithImage<ProjectSaveFields>; returns: { record: ProjectRow } };
  delete_project: { returns: { image_url: string | null } };
  list_equipment: { returns: EquipmentRow[] };
  save_equipment: { p_input: SavedWithImage<EquipmentSaveFields>; returns: { record: EquipmentRow } };
  delete_equipment: { returns: { image_url: string | null } };
  list_pages: { returns: RowSlice<PageRow> };
  list_page_categories: { returns: Array<{ id: string; name_key: PageType }> };
  save_page: {
    p_input: Saved<{
      slug: string;
      categoryId: string;
      isPublished: boolean;
      translations: PerLang<{ title: string; content: string; contentSignature: string; slug: string }>;
    }>;
    returns: PageRow;
  };
  list_menu_items: { returns: MenuRow[] };
  save_menu_item: {
    p_input: Saved<{
      path: string;
      slug: string;
      orderIndex: number;
      parentId: string | null;
      isActive: boolean;
      translations: PerLang<{ label: string; description: string }>;
    }>;
    returns: MenuRow;
  };
  reorder_menu: { p_moves: Array<{ id: string; parentId: string | null; orderIndex: number }> };
  list_media: { returns: RowSlice<MediaRow> };
  media_records: { returns: MediaRow[] };
  add_media: {
    p_files: Array<{
      fileName: string;
      filePath: string;
      fileType: string;
      sizeKb: number;
      altText: PerLang<string>;
      caption: PerLang<string>;
    }>;
    returns: MediaRow[];
  };
  update_media_text: { p_alt_text: PerLang<string>; p_caption: PerLang<string>; returns: MediaRow };
  update_media_alt_texts: {
    p_files: Array<{ id: string; version?: number; altText: PerLang<string> }>;
    returns: MediaRow[];
  };
  media_uses: { returns: MediaUseRow[] };
  delete_media: { returns: MediaRow };
  list_users: { returns: RowSlice<UserRow> };
  admin_counts: { returns: AdminCounts };
  list_revisions: { returns: RevisionRow[] };
  get_revision: { returns: (RevisionRow & { snapshot: RecordSnapshot }) | null };
  /**
   * restore_revision saves p_input through the kind's own save function (its p_input above; the
   * settings: the values and the version) and answers what that function answers.
   */
  restore_revision: {
    p_input:
      | JsonShapes["save_project"]["p_input"]
      | JsonShapes["save_slide"]["p_input"]
      | JsonShapes["save_equipment"]["p_input"]
      | JsonShapes["save_page"]["p_input"]
      | JsonShapes["save_menu_item"]["p_input"]
      | { values: Record<string, unknown>; version: number };
    returns: unknown;
  };
  list_trash: { returns: RowSlice<TrashRow> };
  get_trash: { returns: TrashRow | null };
  restore_trash: { returns: { kind: TrashKind; record_id: string; moved_to_top: boolean } };
  purge_trash: { returns: Purged };
  list_audit: { returns: RowSlice<AuditRow> };
  audit_actors: { returns: Array<{ id: string; email: string }> };
  empty_trash: { returns: Purged };
  sign_in_attempt: { returns: { allowed: boolean; previous: number } };
  submit_contact_message: { returns: { accepted: false } | { accepted: true; id: string; notify_email: string } };
  list_contact_messages: { returns: RowSlice<MessageRow & { preview: string }> };
  open_contact_message: { returns: (MessageRow & { message: string }) | null };
  message_settings_read: { returns: MessageSettingsRow | null };
  save_message_settings: { returns: MessageSettingsRow };
  create_preview_link: { p_fields: Record<string, string>; returns: PreviewLinkRow };
  list_preview_links: { returns: PreviewLinkRow[] };
  open_preview_link: { returns: { link: PreviewLinkRow; fields: Record<string, string> | null } | null };
  list_redirects: { returns: RowSlice<RedirectRow> };
  create_redirect: { returns: RedirectRow };
  get_redirect: { returns: RedirectRow | null };
  find_redirect: { returns: RedirectRow | null };
}

/** A preview link as the functions answer it (supabase/migrations/20261215090000_preview_links_and_inbox_audit.sql). */
