import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testDatabases, type TestDatabase } from "./databases";

// Who may execute which function, and whose rights row-level security holds to
// (supabase/migrations/20261205100200_function_privileges.sql). Each list is explicit: a function
// granted to anon or to a signed-in account that is not on it fails the test, so no migration can
// open one by forgetting a revoke.

/** A visitor's pages (the anon key): the public reads and what they call in turn. */
const anonExecutes = [
  "content_version()",
  "equipment_records(text,boolean)",
  "find_redirect(text,text,text,text)",
  "library_alt_texts(text)",
  "linked_page_slugs(text[],text[])",
  "menu_links()",
  "menu_records(text,boolean)",
  "page_json(pages,text,boolean)",
  "page_records(text,boolean,text,text)",
  "page_slugs_json(pages)",
  "project_json(projects)",
  "project_records(text,boolean,text,text,integer)",
  "project_summary_json(projects)",
  "redirect_json(redirects)",
  "settings_rows()",
  "site_chrome(text[])",
  "site_equipment()",
  "site_home(integer,text[])",
  "site_page(text,text)",
  "site_pages(text,integer,integer)",
  "site_project(text)",
  "site_projects(text,integer,integer)",
  "site_settings_read()",
  "site_sitemap(integer,integer)",
  "slide_records(text,boolean)",
  "window_limit(integer,integer)",
  "window_offset(integer)",
];

/**
 * A signed-in account besides: the admin's operations (each refuses a non-admin) and their helpers,
 * the checks its writes meet (the stored links' rules), and the inbox of contact messages (whose
 * storing and expiry only the server's secret key executes: tests/postgres/contact-messages.test.ts).
 */
const authenticatedAlsoExecutes = [
  "add_media(jsonb)",
  "admin_counts()",
  "audit_actors()",
  "check_version(boolean,integer,jsonb,text)",
  "contact_message_id(text)",
  "contact_message_json(contact_messages,boolean)",
  "create_preview_link(text,text,text,jsonb,integer)",
  "create_redirect(text,text,text)",
  "delete_contact_message(text)",
  "delete_equipment(text)",
  "delete_media(text)",
  "delete_menu_item(text)",
  "delete_page(text)",
  "delete_project(text)",
  "delete_redirect(text)",
  "delete_slide(text)",
  "get_redirect(text)",
  "get_revision(text,text,integer)",
  "get_trash(text)",
  "is_admin()",
  "is_safe_link_url(text)",
  "is_safe_web_url(text)",
  "list_audit(text,text,timestampwithtimezone,timestampwithtimezone,integer,integer)",
  "list_contact_messages(text,integer,integer,text)",
  "list_equipment(text)",
  "list_media(text,integer,integer,text)",
  "list_menu_items(text)",
  "list_page_categories()",
  "list_pages(text,integer,integer,text)",
  "list_preview_links(text,text)",
  "list_projects(text,integer,integer,text)",
  "list_redirects(text,integer,integer,text)",
  "list_revisions(text,text)",
  "list_slides(text)",
  "list_trash(text,integer,integer)",
  "list_users(text,integer,integer,text)",
  "media_ids_matching(text)",
  "media_json(media_library)",
  "media_records(text,text,integer)",
  "media_uses(text)",
  "menu_item_within(text,text)",
  "message_settings_read()",
  "open_contact_message(text)",
  "page_ids_matching(text)",
  "preview_link_json(preview_links)",
  "project_ids_matching(text)",
  "purge_trash(text)",
  "reorder_menu(jsonb)",
  "reorder_slides(text[])",
  "require_admin()",
  "restore_revision(text,text,integer,jsonb)",
  "restore_trash(text)",
  "revoke_preview_link(text)",
  "save_equipment(jsonb)",
  "save_menu_item(jsonb)",
  "save_message_settings(text,integer,integer)",
  "save_page(jsonb)",
  "save_project(jsonb)",
  "save_settings_at(jsonb,integer)",
  "save_slide(jsonb)",
  "search_fold(text)",
  "search_pattern(text)",
  "set_contact_message_state(text,text)",
  "set_user_role(text,text)",
  "setting_urls_are_safe(text,jsonb)",
  "trash_entry_json(trash_entries)",
  "trash_record(text,text)",
  "unread_contact_messages()",
  "update_media_alt_texts(jsonb)",
  "update_media_text(text,jsonb,jsonb,integer)",
  "user_json(user_profiles)",
];

/** Tables whose owner passes row-level security: a SECURITY DEFINER function must reach past it (the migration says which). */
const unforcedTables = [
  "audit_log",
  "content_versions",
  "history_tables",
  "media_library",
  "page_translations",
  "pages",
  "preview_links",
  "project_translations",
  "projects",
  "record_revisions",
  "redirects",
  "trash_entries",
  "user_profiles",
];

describe.each(testDatabases())("function privileges and forced row-level security on $name", ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    if (open) db = await open();
  });
  afterAll(async () => db?.close());

  // Signatures as PostgreSQL prints them, without the schema (search_path = public for the cast).
  const executableBy = async (role: string) =>
    (
      await db.query<{ signature: string }>(
        `select replace(replace(oid::regprocedure::text, 'public.', ''), ' ', '') as signature
         from pg_proc where pronamespace = 'public'::regnamespace and has_function_privilege($1, oid, 'execute')
         order by 1`,
        [role],
      )
    ).map((r) => r.signature);

  it.skipIf(!open)("lets anon execute exactly the public reads, none of them SECURITY DEFINER", async () => {
    expect(await executableBy("anon")).toEqual(anonExecutes);
    const definers = await db.query(
      "select proname from pg_proc where pronamespace = 'public'::regnamespace and prosecdef and has_function_privilege('anon', oid, 'execute')",
    );
    expect(definers).toEqual([]);
  });

  it.skipIf(!open)("lets a signed-in account execute the public reads and the admin's operations only", async () => {
    expect(await executableBy("authenticated")).toEqual([...anonExecutes, ...authenticatedAlsoExecutes].sort());
  });

  it.skipIf(!open)("makes a function created after the migrations executable by nobody until granted", async () => {
    // As the role that ran the migrations (the default privileges are that role's).
    await db.exec(`create function public.later_migration(p_n integer) returns integer
      language sql immutable set search_path = '' as $$ select p_n + 1 $$`);
    await db.exec("create role privileges_probe nologin");
    const can = async (role: string) =>
      (
        await db.query<{ can: boolean }>(
          "select has_function_privilege($1, 'public.later_migration(integer)', 'execute') as can",
          [role],
        )
      )[0]!.can;
    // privileges_probe holds nothing of its own: what it may do, PUBLIC may.
    expect({
      anon: await can("anon"),
      authenticated: await can("authenticated"),
      public: await can("privileges_probe"),
    }).toEqual({ anon: false, authenticated: false, public: false });
    await expect(db.as(null, (q) => q("select public.later_migration(1)"))).rejects.toMatchObject({ code: "42501" });
    await db.exec("grant execute on function public.later_migration(integer) to anon");
    expect(await db.as(null, (q) => q("select public.later_migration(1) as n"))).toEqual([{ n: 2 }]);
    await db.exec("drop function public.later_migration(integer); drop role privileges_probe");
  });

  it.skipIf(!open)("forces row-level security on every table but those a definer function must reach", async () => {
    const rows = await db.query<{ relname: string; forced: boolean }>(
      `select relname, relforcerowsecurity as forced from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(rows.filter((r) => !r.forced).map((r) => r.relname)).toEqual(unforcedTables);
    // What forcing does: an owner without BYPASSRLS meets the policies (none are its own: no rows).
    await db.exec(`create role forced_owner_probe nologin;
      alter table public.equipment owner to forced_owner_probe`);
    try {
      const seen = await db.as(null, async (q) => {
        await q("set local role forced_owner_probe");
        return q<{ n: number }>("select count(*)::int as n from public.equipment");
      });
      expect(seen).toEqual([{ n: 0 }]);
    } finally {
      await db.exec(`alter table public.equipment owner to current_user; drop role forced_owner_probe`);
    }
  });
});
