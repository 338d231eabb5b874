import type { Lang, PerLang } from "~/i18n/languages";

import type { MediaUseRow } from "../media-uses";
import type { MessageRow, MessageSettingsRow } from "../messages";
import type { AdminCounts } from "../port";
import type { ProjectRow as SharedProjectRow, UserRow } from "../rows";
import type { PageType, ProjectProgress, ProjectStatus } from "../schemas";
import type { RowBase, RowSlice } from "./rows";

// The Postgres functions the adapter calls (supabase/migrations), typed as `supabase gen types`
// types a database: `Database["public"]["Functions"][name]` has the function's `Args` and
// `Returns`, and the adapter's clients are SupabaseClient<Database>, so every rpc call is
// checked against them and its result needs no cast. PostgreSQL knows a function's arguments
// and its result type (`rpcSignatures` below: tests/postgres/rpc-signatures.test.ts compares
// them with pg_proc of a database built from the migrations); what a jsonb holds it does not,
// and that is written here (`JsonShapes`), from the functions' SQL.

// ------------------------------------------------------------------ what PostgreSQL declares

/** The SQL types the functions take and return. */
type SqlType = "text" | "integer" | "boolean" | "text[]" | "jsonb" | "timestamp with time zone";
/**
 * An argument's type; `?` after it: the argument has a default, so a call may leave it out;
 * ` | null` after it: no default, but a call may send NULL (the SQL handles it).
 */
type SqlArgument = SqlType | `${SqlType}?` | `${SqlType} | null`;

/** The admin's windowed lists: one record by p_id, or a window, searched (list_projects, list_pages …). */
const windowedList = {
  args: { p_id: "text?", p_offset: "integer?", p_limit: "integer?", p_search: "text?" },
  returns: "jsonb",
} as const;

/**
 * Each function the adapter calls, as PostgreSQL declares it once every migration has run: its
 * arguments in order, and its result.
 */
export const rpcSignatures = {
  // The public site's reads (anon key).
  site_chrome: { args: { p_slugs: "text[]?" }, returns: "jsonb" },
  site_home: { args: { p_featured: "integer?", p_slugs: "text[]?" }, returns: "jsonb" },
  site_projects: { args: { p_progress: "text?", p_offset: "integer?", p_limit: "integer?" }, returns: "jsonb" },
  site_project: { args: { p_slug: "text" }, returns: "jsonb" },
  site_page: { args: { p_slug: "text", p_type: "text?" }, returns: "jsonb" },
  site_pages: { args: { p_type: "text", p_offset: "integer?", p_limit: "integer?" }, returns: "jsonb" },
  site_equipment: { args: {}, returns: "jsonb" },
  site_sitemap: { args: { p_offset: "integer?", p_limit: "integer?" }, returns: "jsonb" },
  site_settings_read: { args: {}, returns: "jsonb" },
  content_version: { args: {}, returns: "text" },
  // The admin's operations (the session's JWT).
  save_settings_at: { args: { p_values: "jsonb", p_version: "integer" }, returns: "void" },
  list_slides: { args: { p_id: "text?" }, returns: "jsonb" },
  save_slide: { args: { p_input: "jsonb" }, returns: "jsonb" },
  delete_slide: { args: { p_id: "text" }, returns: "jsonb" },
  reorder_slides: { args: { p_ids: "text[]" }, returns: "void" },
  list_projects: windowedList,
  save_project: { args: { p_input: "jsonb" }, returns: "jsonb" },
  delete_project: { args: { p_id: "text" }, returns: "jsonb" },
  list_equipment: { args: { p_id: "text?" }, returns: "jsonb" },
  save_equipment: { args: { p_input: "jsonb" }, returns: "jsonb" },
  delete_equipment: { args: { p_id: "text" }, returns: "jsonb" },
  list_pages: windowedList,
  list_page_categories: { args: {}, returns: "jsonb" },
  save_page: { args: { p_input: "jsonb" }, returns: "jsonb" },
  delete_page: { args: { p_id: "text" }, returns: "void" },
  list_menu_items: { args: { p_id: "text?" }, returns: "jsonb" },
  save_menu_item: { args: { p_input: "jsonb" }, returns: "jsonb" },
  delete_menu_item: { args: { p_id: "text" }, returns: "void" },
  reorder_menu: { args: { p_moves: "jsonb" }, returns: "void" },
  list_media: windowedList,
  add_media: { args: { p_files: "jsonb" }, returns: "jsonb" },
  update_media_text: {
    args: { p_id: "text", p_alt_text: "jsonb", p_caption: "jsonb", p_version: "integer?" },
    returns: "jsonb",
  },
  media_uses: { args: { p_path: "text" }, returns: "jsonb" },
  delete_media: { args: { p_path: "text" }, returns: "jsonb" },
  list_users: windowedList,
  set_user_role: { args: { p_user_id: "text", p_role: "text" }, returns: "void" },
  admin_counts: { args: {}, returns: "jsonb" },
  // The sign-in throttle (the server's secret key only).
  sign_in_attempt: {
    args: {
      p_email: "text",
      p_address: "text",
      p_device: "text | null",
      p_pair_limit: "integer",
      p_address_limit: "integer",
      p_account_limit: "integer",
      p_device_limit: "integer",
      p_window_minutes: "integer",
      p_account_window_minutes: "integer",
    },
    returns: "jsonb",
  },
  sign_in_succeeded: { args: { p_email: "text", p_address: "text", p_device: "text | null" }, returns: "void" },
  // The contact messages: a visitor's and the retention run (the server's secret key), the inbox (the session's).
  submit_contact_message: {
    args: {
      p_name: "text",
      p_email: "text",
      p_message: "text",
      p_lang: "text",
      p_address: "text",
      p_limit: "integer",
      p_window_minutes: "integer",
    },
    returns: "jsonb",
  },
  expire_contact_messages: {
    args: { p_now: "timestamp with time zone", p_window_minutes: "integer" },
    returns: "integer",
  },
  list_contact_messages: {
    args: { p_state: "text", p_offset: "integer?", p_limit: "integer?", p_search: "text?" },
    returns: "jsonb",
  },
  unread_contact_messages: { args: {}, returns: "integer" },
  open_contact_message: { args: { p_id: "text" }, returns: "jsonb" },
  set_contact_message_state: { args: { p_id: "text", p_state: "text" }, returns: "void" },
  delete_contact_message: { args: { p_id: "text" }, returns: "void" },
  message_settings_read: { args: {}, returns: "jsonb" },
  save_message_settings: {
    args: { p_notify_email: "text", p_retention_months: "integer", p_version: "integer" },
    returns: "jsonb",
  },
} as const satisfies Record<string, { args: Record<string, SqlArgument>; returns: SqlType | "void" }>;

// ------------------------------------------------------------------ what the jsonb holds

export type { UserRow };

type Translations = PerLang<Record<string, string>>;

export interface SlideRow extends RowBase {
  image_url: string | null;
  button_link: string;
  order_index: number;
  is_active: boolean;
  translations: Translations;
}

export type ProjectRow = SharedProjectRow<Translations>;

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

export interface EquipmentRow extends RowBase {
  category: string;
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
  category: string;
  modelName: string;
  orderIndex: number;
  isVisible: boolean;
  translations: PerLang<{ name: string; description: string }>;
};

/** Each function's jsonb arguments and result, by argument name (`returns`: the result). */
interface JsonShapes {
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
  media_uses: { returns: MediaUseRow[] };
  delete_media: { returns: MediaRow };
  list_users: { returns: RowSlice<UserRow> };
  admin_counts: { returns: AdminCounts };
  sign_in_attempt: { returns: { allowed: boolean; previous: number } };
  submit_contact_message: { returns: { accepted: false } | { accepted: true; id: string; notify_email: string } };
  list_contact_messages: { returns: RowSlice<MessageRow & { preview: string }> };
  open_contact_message: { returns: (MessageRow & { message: string }) | null };
  message_settings_read: { returns: MessageSettingsRow | null };
  save_message_settings: { returns: MessageSettingsRow };
}

// ------------------------------------------------------------------ the Database type

type Signatures = typeof rpcSignatures;
export type RpcName = keyof Signatures;

type Shape<F extends RpcName, K extends string> = F extends keyof JsonShapes
  ? K extends keyof JsonShapes[F]
    ? JsonShapes[F][K]
    : never
  : never;
type Value<F extends RpcName, K extends string, T> = T extends "jsonb"
  ? Shape<F, K>
  : T extends "text" | "timestamp with time zone"
    ? string
    : T extends "integer"
      ? number
      : T extends "boolean"
        ? boolean
        : T extends "text[]"
          ? readonly string[]
          : never;
type Declared<F extends RpcName> = Signatures[F]["args"];
type Defaulted<F extends RpcName> = {
  [K in keyof Declared<F>]: Declared<F>[K] extends `${string}?` ? K : never;
}[keyof Declared<F>];
type Stripped<T> = T extends `${infer Type}?` ? Type : T extends `${infer Type} | null` ? Type : T;

/** A call's arguments: those with a default may be left out, or sent as null (SQL's NULL). */
type Args<F extends RpcName> = {
  [K in Exclude<keyof Declared<F>, Defaulted<F>> & string]: Declared<F>[K] extends `${string} | null`
    ? Value<F, K, Stripped<Declared<F>[K]>> | null
    : Value<F, K, Declared<F>[K]>;
} & {
  [K in Defaulted<F> & string]?: Value<F, K, Stripped<Declared<F>[K]>> | null;
};
/** A result as PostgREST answers it: void as null, jsonb as JSON. */
type Returns<F extends RpcName> = Signatures[F]["returns"] extends "void"
  ? null
  : Value<F, "returns", Signatures[F]["returns"]>;

/** The functions' jsonb arguments and results that `JsonShapes` leaves out: none, or the type check fails. */
type Unshaped = {
  [F in RpcName]:
    | {
        [K in keyof Declared<F> & string]: Stripped<Declared<F>[K]> extends "jsonb"
          ? [Shape<F, K>] extends [never]
            ? `${F}.${K}`
            : never
          : never;
      }[keyof Declared<F> & string]
    | (Signatures[F]["returns"] extends "jsonb" ? ([Shape<F, "returns">] extends [never] ? `${F}` : never) : never);
}[RpcName];
export const everyJsonHasItsShape: [Unshaped] extends [never] ? true : Unshaped = true;

/** Each function's arguments and result (an interface, so each name's entry is worked out once). */
interface Functions extends FunctionMap {}
type FunctionMap = { [F in RpcName]: { Args: Args<F>; Returns: Returns<F> } };

export interface Database {
  public: {
    Tables: { [_ in never]: never };
    Views: { [_ in never]: never };
    Functions: Functions;
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
}
