import type { Lang, PerLang } from "~/i18n/languages";
import { pickTranslation } from "~/lib/translations";

import type {
  EquipmentRecord,
  MediaFile,
  MenuItemRecord,
  PageListItem,
  PageRecord,
  ProjectListItem,
  ProjectRecord,
  SlideRecord,
  UserProfile,
} from "../port";
import type { PageType, ProjectProgress, ProjectStatus, Role } from "../schemas";
import { isoTime } from "./context";

// The JSON the Postgres functions return (supabase/migrations: *_records, *_json), as the
// port's records. Columns are snake_case there; translations are keyed by language.

interface RowBase {
  id: string;
  version: number;
  created_at: string;
  updated_at: string;
}

const times = (r: RowBase) => ({ createdAt: isoTime(r.created_at), updatedAt: isoTime(r.updated_at) });

/** Translations with their columns renamed (snake_case to the record's names). */
function renamed<T>(
  translations: PerLang<Record<string, string>> | null | undefined,
  rename: (t: Record<string, string>) => T,
): PerLang<T> {
  const out: PerLang<T> = {};
  for (const [lang, t] of Object.entries(translations ?? {})) out[lang as Lang] = rename(t);
  return out;
}

export interface SlideRow extends RowBase {
  image_url: string | null;
  button_link: string;
  order_index: number;
  is_active: boolean;
  translations: PerLang<Record<string, string>>;
}
export const slideTexts = (r: Pick<SlideRow, "translations">) =>
  renamed(r.translations, (t) => ({
    title: t.title ?? "",
    description: t.description ?? "",
    buttonText: t.button_text ?? "",
  }));
export const toSlide = (r: SlideRow): SlideRecord => ({
  id: r.id,
  version: r.version,
  imageUrl: r.image_url,
  buttonLink: r.button_link,
  orderIndex: r.order_index,
  isActive: r.is_active,
  translations: slideTexts(r),
  ...times(r),
});

export interface ProjectRow extends RowBase {
  slug: string;
  image_url: string | null;
  category: string;
  status: ProjectStatus;
  progress: ProjectProgress;
  order_index: number;
  translations: PerLang<Record<string, string>>;
}
export const projectTexts = (r: Pick<ProjectRow, "translations">) =>
  renamed(r.translations, (t) => ({
    title: t.title ?? "",
    description: t.description ?? "",
    content: t.content ?? "",
  }));
const projectOwnFields = (r: ProjectRow): Omit<ProjectRecord, "translations"> => ({
  id: r.id,
  version: r.version,
  slug: r.slug,
  imageUrl: r.image_url,
  category: r.category,
  status: r.status,
  progress: r.progress,
  orderIndex: r.order_index,
  ...times(r),
});
export const toProject = (r: ProjectRow): ProjectRecord => ({ ...projectOwnFields(r), translations: projectTexts(r) });
/** A row of the admin list (list_projects without p_id returns no content). */
export const toProjectListItem = (r: ProjectRow): ProjectListItem => ({
  ...projectOwnFields(r),
  translations: renamed(r.translations, (t) => ({ title: t.title ?? "", description: t.description ?? "" })),
});

export interface PageRow extends RowBase {
  slug: string;
  category_id: string;
  type: PageType;
  is_published: boolean;
  translations: PerLang<Record<string, string>>;
}
export const pageTexts = (r: Pick<PageRow, "translations">) =>
  renamed(r.translations, (t) => ({ title: t.title ?? "", content: t.content ?? "", slug: t.slug ?? "" }));
export const toPage = (r: PageRow): PageRecord => ({
  id: r.id,
  version: r.version,
  slug: r.slug,
  categoryId: r.category_id,
  type: r.type,
  isPublished: r.is_published,
  translations: pageTexts(r),
  ...times(r),
});
export const toPageListItem = (r: PageRow): PageListItem => ({
  id: r.id,
  slug: r.slug,
  isPublished: r.is_published,
  type: r.type,
  title: pickTranslation(pageTexts(r), "tr")?.value.title ?? r.slug,
  ...times(r),
});

export interface MenuRow extends RowBase {
  path: string;
  slug: string;
  order_index: number;
  parent_id: string | null;
  is_active: boolean;
  translations: PerLang<Record<string, string>>;
}
export const menuTexts = (r: Pick<MenuRow, "translations">) =>
  renamed(r.translations, (t) => ({ label: t.label ?? "", description: t.description ?? "" }));
export function toMenuItem(r: MenuRow): MenuItemRecord {
  const translations = menuTexts(r);
  return {
    id: r.id,
    version: r.version,
    path: r.path,
    slug: r.slug,
    orderIndex: r.order_index,
    parentId: r.parent_id,
    isActive: r.is_active,
    label: pickTranslation(translations, "tr", (t) => t.label !== "")?.value.label || r.slug,
    translations,
    ...times(r),
  };
}

export interface EquipmentRow extends RowBase {
  category: string;
  model_name: string;
  order_index: number;
  is_visible: boolean;
  image_url: string | null;
  translations: PerLang<Record<string, string>>;
}
export const equipmentTexts = (r: Pick<EquipmentRow, "translations">) =>
  renamed(r.translations, (t) => ({ name: t.name ?? "", description: t.description ?? "" }));
export const toEquipment = (r: EquipmentRow): EquipmentRecord => ({
  id: r.id,
  version: r.version,
  category: r.category,
  modelName: r.model_name,
  orderIndex: r.order_index,
  isVisible: r.is_visible,
  imageUrl: r.image_url,
  translations: equipmentTexts(r),
  ...times(r),
});

export interface MediaRow extends RowBase {
  file_name: string;
  file_path: string;
  file_type: string;
  size_kb: number;
  alt_text: PerLang<string>;
  caption: PerLang<string>;
}
export const toMediaFile = (r: MediaRow, publicUrl: string): MediaFile => ({
  id: r.id,
  name: r.file_name,
  path: r.file_path,
  publicUrl,
  fileType: r.file_type,
  sizeKb: r.size_kb,
  altText: r.alt_text,
  caption: r.caption,
  version: r.version,
  createdAt: isoTime(r.created_at),
});

export interface UserRow {
  id: string;
  email: string;
  full_name: string;
  avatar_url: string;
  role: Role;
}
export const toProfile = (r: UserRow): UserProfile => ({
  id: r.id,
  fullName: r.full_name,
  avatarUrl: r.avatar_url,
  role: r.role,
  email: r.email,
});

/** What the windowed list functions return. */
export interface RowSlice<R> {
  items: R[];
  total: number;
}
