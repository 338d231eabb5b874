import type { PerLang } from "~/i18n/languages";

import type { PageType, ProjectProgress, ProjectStatus, Role } from "./schemas";

// The records the admin reads and edits through the backend port (app/backend/port.ts, which
// re-exports them): one row of a list or one record as a form loads it, with its version.

export type Id = string;

interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

/**
 * An admin-edited record's version: 1 when created, one more with each save (a save of any of
 * its translations included). An update names the version its form was loaded at; a save against
 * any other version is refused with BackendError("stale") and changes nothing
 * (docs/decisions/017-record-versions.md).
 */
export interface Versioned {
  version: number;
}

export interface SlideRecord extends Timestamps, Versioned {
  id: Id;
  imageUrl: string | null;
  buttonLink: string;
  orderIndex: number;
  isActive: boolean;
  translations: PerLang<{ title: string; description: string; buttonText: string }>;
}

export interface ProjectRecord extends Timestamps, Versioned {
  id: Id;
  slug: string;
  imageUrl: string | null;
  category: string;
  status: ProjectStatus;
  progress: ProjectProgress;
  orderIndex: number;
  translations: PerLang<{ title: string; description: string; content: string }>;
}

/**
 * A project as the admin list shows it: everything but its content, which only its form shows
 * (up to 200 000 letters a language, so a window of 24 cards could otherwise read megabytes).
 */
export type ProjectListItem = Omit<ProjectRecord, "translations"> & {
  translations: PerLang<{ title: string; description: string }>;
};

export interface PageCategory {
  id: Id;
  nameKey: PageType;
}

export interface PageListItem extends Timestamps {
  id: Id;
  slug: string;
  isPublished: boolean;
  type: PageType;
  /** Turkish title, else the first there is. */
  title: string;
}

export interface PageRecord extends Timestamps, Versioned {
  id: Id;
  slug: string;
  categoryId: Id;
  type: PageType;
  isPublished: boolean;
  translations: PerLang<{ title: string; content: string; slug: string }>;
}

export interface MenuItemRecord extends Timestamps, Versioned {
  id: Id;
  path: string;
  slug: string;
  orderIndex: number;
  parentId: Id | null;
  isActive: boolean;
  /** Turkish label, else the first translation, else the slug. */
  label: string;
  translations: PerLang<{ label: string; description: string }>;
}

export interface EquipmentRecord extends Timestamps, Versioned {
  id: Id;
  category: string;
  modelName: string;
  orderIndex: number;
  isVisible: boolean;
  imageUrl: string | null;
  translations: PerLang<{ name: string; description: string }>;
}

export interface MediaFile extends Versioned {
  id: Id;
  name: string;
  path: string;
  publicUrl: string;
  fileType: string;
  sizeKb: number;
  altText: PerLang<string>;
  caption: PerLang<string>;
  createdAt: string;
}

export interface UserProfile {
  id: Id;
  fullName: string;
  avatarUrl: string;
  role: Role;
  email: string;
}

export interface AuthUser {
  id: Id;
  email: string;
  role: Role;
  fullName: string;
}

export type SignInFailure = "invalid_credentials" | "not_admin" | "email_not_confirmed" | "throttled" | "other";
export type SignInResult = { ok: true; user: AuthUser } | { ok: false; reason: SignInFailure; message?: string };
