-- Who may execute what, said once for every function there is, and nobody for the ones to come
-- (issue 33, point 4; docs/decisions/019, update of 2026-11-27).
--
-- PostgreSQL grants EXECUTE on every new function to PUBLIC, and a per-schema
-- `alter default privileges ... revoke ... from public` cannot take that back: per-schema defaults
-- only add to the global ones. Every migration so far revoked its own functions, until one did
-- not (search_fold, 20261129090000: anon could call it). The global default below, for the role
-- that runs the migrations (Supabase's postgres), makes a function created later executable by
-- nobody but its owner until its migration grants it; the per-schema one of 20261123090000 already
-- takes back Supabase's own default grant to anon and authenticated. service_role keeps what
-- Supabase gives it (it passes row-level security anyway).
--
-- Then every existing function loses PUBLIC's, anon's and authenticated's EXECUTE, and gets back
-- exactly what its callers need: a visitor's pages (anon, and any signed-in account) call the
-- public reads and what those call in turn; a signed-in account also calls the admin's operations
-- (each refuses a non-admin itself: require_admin, is_admin) and their helpers. Trigger functions
-- are executed by no one: a trigger needs no EXECUTE privilege to fire.
-- tests/postgres/privileges.test.ts holds both lists.

alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;

revoke execute on all functions in schema public from public, anon, authenticated;

grant execute on function
  public.settings_rows(), public.slide_records(text, boolean),
  public.project_records(text, boolean, text, text, integer), public.page_records(text, boolean, text, text),
  public.menu_records(text, boolean), public.equipment_records(text, boolean), public.menu_links(),
  public.project_json(public.projects), public.project_summary_json(public.projects),
  public.page_json(public.pages, text, boolean), public.page_slugs_json(public.pages),
  public.window_offset(integer), public.window_limit(integer, integer), public.linked_page_slugs(text[], text[]),
  public.site_chrome(text[]), public.site_home(integer, text[]), public.site_projects(text, integer, integer),
  public.site_project(text), public.site_page(text, text), public.site_pages(text, integer, integer),
  public.site_equipment(), public.site_sitemap(integer, integer), public.site_settings_read(), public.content_version()
  to anon, authenticated;

grant execute on function
  public.is_admin(), public.require_admin(), public.check_version(boolean, integer, jsonb, text),
  public.search_fold(text), public.search_pattern(text), public.media_json(public.media_library),
  public.user_json(public.user_profiles), public.media_records(text, text, integer), public.menu_item_within(text, text),
  public.list_slides(text), public.save_slide(jsonb), public.delete_slide(text), public.reorder_slides(text[]),
  public.list_projects(text, integer, integer, text), public.save_project(jsonb), public.delete_project(text),
  public.project_ids_matching(text),
  public.list_equipment(text), public.save_equipment(jsonb), public.delete_equipment(text),
  public.list_pages(text, integer, integer, text), public.list_page_categories(), public.save_page(jsonb),
  public.delete_page(text), public.page_ids_matching(text),
  public.list_menu_items(text), public.save_menu_item(jsonb), public.delete_menu_item(text), public.reorder_menu(jsonb),
  public.save_settings_at(jsonb, integer),
  public.list_media(text, integer, integer, text), public.media_ids_matching(text), public.add_media(jsonb),
  public.update_media_text(text, jsonb, jsonb, integer), public.media_uses(text), public.delete_media(text),
  public.list_users(text, integer, integer, text), public.set_user_role(text, text), public.admin_counts()
  to authenticated;

-- ------------------------------------------------------------------ row-level security, forced

-- A table's owner passes its row-level security unless it is forced, and every SECURITY DEFINER
-- function runs as that owner: forced, a definer function that forgot a check still meets the
-- policies. (A role with BYPASSRLS, as Supabase's postgres is, passes either way.) Forced on every
-- table no definer function needs to reach past its policies. Left as they are:
--   projects, project_translations, pages, page_translations, media_library: the admin search's
--     *_ids_matching read them as the owner so the trigram indexes serve the search
--     (20261126090000); they check require_admin themselves;
--   user_profiles: written by the profile trigger (sync_user_profile) and read by set_user_role,
--     which no policy allows anyone;
--   content_versions: written by the content-version trigger, which no policy allows anyone.
alter table public.site_settings force row level security;
alter table public.homepage_sliders force row level security;
alter table public.slider_translations force row level security;
alter table public.page_categories force row level security;
alter table public.menu_items force row level security;
alter table public.menu_item_translations force row level security;
alter table public.equipment force row level security;
alter table public.equipment_translations force row level security;
alter table public.sign_in_attempts force row level security;
