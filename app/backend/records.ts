import type { Lang, PerLang } from "~/i18n/languages";
import type { SettingsPatch, SiteSettings } from "~/lib/settings";

import type { ImageChange, UploadFile } from "./files";
import type { ListSlice, ListWindow } from "./list-window";
import type { MediaUse } from "./media-uses";
import type {
  ContactMessageInput,
  EquipmentInput,
  MediaAltTextsInput,
  MediaTextInput,
  MenuItemInput,
  MenuOrder,
  MessageSettingsInput,
  MessageState,
  PageInput,
  PageType,
  ProjectInput,
  ProjectProgress,
  ProjectStatus,
  Role,
  SlideInput,
} from "./schemas";

// The admin's side of the backend port (app/backend/port.ts, which re-exports it): the records
// the admin reads and edits, one row of a list or one record as a form loads it, with its
// version; and the stores that read and write them.

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

/** A project's own fields: what its record and what a visitor sees of it share. */
export interface ProjectFields {
  id: Id;
  slug: string;
  imageUrl: string | null;
  category: string;
  status: ProjectStatus;
  progress: ProjectProgress;
  orderIndex: number;
}

export interface ProjectRecord extends ProjectFields, Timestamps, Versioned {
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
  modelName: string;
  orderIndex: number;
  isVisible: boolean;
  imageUrl: string | null;
  translations: PerLang<{ name: string; category: string; description: string }>;
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

// ------------------------------------------------------------------ the admin's stores

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
  /** The file stored at `path` (its key, as `uses` and `delete` take it), or null (decision 053: an image field knows its file by URL). */
  getByPath(path: string): Promise<MediaFile | null>;
  /** Stores every file and one row per file, or none of them. */
  upload(files: UploadFile[]): Promise<MediaFile[]>;
  /** Alt text and caption per language (empty texts stored as absent), at `text.version`. */
  updateText(id: Id, text: MediaTextInput): Promise<MediaFile>;
  /**
   * The alt texts of several files at once, each at its version, all or nothing ("Alternatif
   * metinler"); captions untouched. A file gone meanwhile is "not_found" with its row's field
   * (`files[i]`) named; a file saved meanwhile "stale". Answers the files in the order given.
   */
  updateAltTexts(input: MediaAltTextsInput): Promise<MediaFile[]>;
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

/** A visitor's message from the contact form (docs/product.md §4.6), as the admin reads it. */
export interface ContactMessage {
  id: Id;
  name: string;
  email: string;
  message: string;
  /** The language of the page it was sent from. */
  lang: Lang;
  state: MessageState;
  receivedAt: string;
}

/** A message as the inbox lists it: its text cut to a preview (the whole text is its page's). */
export type ContactMessageSummary = Omit<ContactMessage, "message"> & { preview: string };

/** Which messages an inbox window shows: one state's, newest first; search: the name, e-mail or text. */
export interface MessageWindow extends ListWindow {
  state: MessageState;
}

/** Where a new message is announced, and how long messages are kept: one record, with its version. */
export interface MessageSettings extends Versioned {
  /** The address a notification of each new message goes to; "" for none. */
  notifyEmail: string;
  /** Messages older than this many months are deleted by the scheduled job. */
  retentionMonths: number;
}

/** A stored message: its id, and the address to notify of it (null: none set). */
export interface SubmittedMessage {
  id: Id;
  notifyEmail: string | null;
}

export interface MessageStore {
  /**
   * Stores a visitor's message (open to anyone). At most `contactThrottle.perAddress` a window
   * from one client address (keyed as the sign-in throttle keys it): past that, "throttled" and
   * nothing is stored. Counted before anything is written, so parallel posts cannot pass it.
   */
  submit(input: ContactMessageInput): Promise<SubmittedMessage>;
  /** One state's messages, newest first. */
  list(window: MessageWindow): Promise<ListSlice<ContactMessageSummary>>;
  unreadCount(): Promise<number>;
  /** The message, marked read if it was unread (an archived one stays archived); null when missing. */
  open(id: Id): Promise<ContactMessage | null>;
  /** Marks a message unread, read or archived. */
  setState(id: Id, state: MessageState): Promise<void>;
  delete(id: Id): Promise<void>;
  settings(): Promise<MessageSettings>;
  /** Saves the settings if they are still at `input.version` (else "stale", nothing written). */
  saveSettings(input: MessageSettingsInput): Promise<MessageSettings>;
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
  unreadMessages: number;
}

export interface AdminOverview {
  counts(): Promise<AdminCounts>;
}

/**
 * The contact messages' part of the scheduled job's housekeeping (one job, `expireMessages(now)`,
 * in the shape of the job list's operations): never a request's, so no session and no gate; each
 * adapter makes it from its bindings alone (on Supabase with the server's secret key).
 */
export interface MessageMaintenance {
  /**
   * Deletes the contact messages received before the settings' retention period counted back
   * from `now`, and the contact throttle's attempts that have left its window; answers how many
   * messages it deleted.
   */
  expireMessages(now: Date): Promise<number>;
}
