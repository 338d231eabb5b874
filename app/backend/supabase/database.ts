import type { JsonShapes } from "./json-shapes";

export type { AuditRow, RevisionRow, TrashRow, UserRow } from "./json-shapes";
export type {
  SlideRow,
  ProjectRow,
  PageRow,
  MenuRow,
  EquipmentRow,
  MediaRow,
  SettingsRow,
  SavedWithImage,
  SlideSaveFields,
  ProjectSaveFields,
  EquipmentSaveFields,
} from "./json-shapes";

// The Postgres functions the adapter calls (supabase/migrations), typed as `supabase gen types`
// types a database: `Database["public"]["Functions"][name]` has the function's `Args` and
// `Returns`, and the adapter's clients are SupabaseClient<Database>, so every rpc call is
// checked against them and its result needs no cast. PostgreSQL knows a function's arguments
// and its result type (`rpcSignatures` below: tests/postgres/rpc-signatures.test.ts compares
// them with pg_proc of a database built from the migrations); what a jsonb holds it does not,
// and that is written in ./json-shapes.ts (`JsonShapes`), from the functions' SQL.

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
  media_records: { args: { p_id: "text | null", p_path: "text", p_limit: "integer" }, returns: "jsonb" },
  update_media_text: {
    args: { p_id: "text", p_alt_text: "jsonb", p_caption: "jsonb", p_version: "integer?" },
    returns: "jsonb",
  },
  update_media_alt_texts: { args: { p_files: "jsonb" }, returns: "jsonb" },
  media_uses: { args: { p_path: "text" }, returns: "jsonb" },
  delete_media: { args: { p_path: "text" }, returns: "jsonb" },
  list_users: windowedList,
  set_user_role: { args: { p_user_id: "text", p_role: "text" }, returns: "void" },
  admin_counts: { args: {}, returns: "jsonb" },
  // Revisions, the trash and the audit trail (docs/decisions/046-revisions-as-snapshots.md).
  list_revisions: { args: { p_type: "text", p_id: "text" }, returns: "jsonb" },
  get_revision: { args: { p_type: "text", p_id: "text", p_revision: "integer" }, returns: "jsonb" },
  restore_revision: {
    args: { p_type: "text", p_id: "text", p_revision: "integer", p_input: "jsonb" },
    returns: "jsonb",
  },
  trash_record: { args: { p_type: "text", p_id: "text" }, returns: "void" },
  list_trash: { args: { p_type: "text?", p_offset: "integer?", p_limit: "integer?" }, returns: "jsonb" },
  get_trash: { args: { p_id: "text" }, returns: "jsonb" },
  restore_trash: { args: { p_id: "text" }, returns: "jsonb" },
  purge_trash: { args: { p_id: "text" }, returns: "jsonb" },
  list_audit: {
    args: {
      p_actor: "text?",
      p_type: "text?",
      p_from: "timestamp with time zone?",
      p_to: "timestamp with time zone?",
      p_offset: "integer?",
      p_limit: "integer?",
    },
    returns: "jsonb",
  },
  audit_actors: { args: {}, returns: "jsonb" },
  // The auth flow's events and the scheduled job (the server's secret key only).
  record_auth_event: {
    args: { p_action: "text", p_user_id: "text", p_label: "text", p_detail: "text" },
    returns: "void",
  },
  empty_trash: { args: { p_before: "timestamp with time zone", p_limit: "integer?" }, returns: "jsonb" },
  prune_audit_log: { args: { p_before: "timestamp with time zone" }, returns: "integer" },
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
  // Preview links (issue 36, decision 058).
  create_preview_link: {
    args: { p_id: "text", p_type: "text", p_record_id: "text", p_fields: "jsonb", p_days: "integer" },
    returns: "jsonb",
  },
  list_preview_links: { args: { p_type: "text", p_record_id: "text" }, returns: "jsonb" },
  revoke_preview_link: { args: { p_id: "text" }, returns: "void" },
  open_preview_link: { args: { p_id: "text", p_now: "timestamp with time zone" }, returns: "jsonb" },
  // The scheduled job's purge of long-expired links (the server's secret key only).
  purge_preview_links: { args: { p_before: "timestamp with time zone" }, returns: "integer" },
  // Redirects (issue 37, decision 059): find_redirect with the anon key, the rest the admin's.
  list_redirects: {
    args: { p_lang: "text?", p_offset: "integer?", p_limit: "integer?", p_search: "text?" },
    returns: "jsonb",
  },
  create_redirect: { args: { p_lang: "text", p_source: "text", p_target: "text" }, returns: "jsonb" },
  get_redirect: { args: { p_id: "text" }, returns: "jsonb" },
  delete_redirect: { args: { p_id: "text" }, returns: "void" },
  find_redirect: { args: { p_lang: "text", p_path: "text", p_kind: "text?", p_slug: "text?" }, returns: "jsonb" },
} as const satisfies Record<string, { args: Record<string, SqlArgument>; returns: SqlType | "void" }>;

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
