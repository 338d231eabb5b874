-- What the backend port gained after the first four migrations (docs/decisions/024, 020, 015):
-- lists read in windows with their totals and an admin search, a page slug index that holds only
-- the pages something links to, a content version for the public page cache, and the sign-in
-- throttle. Functions whose arguments change are dropped and created again (nothing reads the
-- old forms); record builders keep their signatures and are replaced, so each record's JSON shape
-- is written once (the *_json functions below).

-- ------------------------------------------------------------------ one record's JSON

create function public.project_json(p public.projects) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'image_url', p.image_url, 'category', p.category, 'status', p.status,
    'progress', p.progress, 'order_index', p.order_index, 'version', p.version,
    'created_at', p.created_at, 'updated_at', p.updated_at,
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code, jsonb_build_object('title', t.title, 'description', t.description, 'content', t.content)), '{}'::jsonb)
      from public.project_translations t where t.project_id = p.id))
$$;

-- p_content: overviews and admin lists leave the (long) content out.
create function public.page_json(p public.pages, p_type text, p_content boolean) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'category_id', p.category_id, 'type', p_type, 'is_published', p.is_published,
    'version', p.version, 'created_at', p.created_at, 'updated_at', p.updated_at,
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code,
        case when p_content then jsonb_build_object('title', t.title, 'content', t.content, 'slug', t.slug)
             else jsonb_build_object('title', t.title, 'slug', t.slug) end), '{}'::jsonb)
      from public.page_translations t where t.page_id = p.id))
$$;

-- A page's slug in every language: its translation's slug, else the page's own.
create function public.page_slugs_json(p public.pages) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_object_agg(l.lang, coalesce(
    (select nullif(t.slug, '') from public.page_translations t where t.page_id = p.id and t.lang_code = l.lang), p.slug))
  from unnest(array['tr', 'en', 'ru', 'uz']) as l(lang)
$$;

create function public.media_json(m public.media_library) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'id', m.id, 'file_name', m.file_name, 'file_path', m.file_path, 'file_type', m.file_type, 'size_kb', m.size_kb,
    'alt_text', m.alt_text, 'caption', m.caption, 'version', m.version, 'created_at', m.created_at, 'updated_at', m.updated_at)
$$;

create function public.user_json(u public.user_profiles) returns jsonb
language sql stable security invoker set search_path = ''
as $$ select jsonb_build_object('id', u.id, 'email', u.email, 'full_name', u.full_name, 'avatar_url', u.avatar_url, 'role', u.role) $$;

-- ------------------------------------------------------------------ windows

/** A window's bounds as the port clamps them: offset >= 0, limit within 1..p_max (absent = p_max). */
create function public.window_offset(p_offset integer) returns integer
language sql immutable security invoker set search_path = ''
as $$ select greatest(0, coalesce(p_offset, 0)) $$;

create function public.window_limit(p_limit integer, p_max integer) returns integer
language sql immutable security invoker set search_path = ''
as $$ select least(p_max, greatest(1, coalesce(p_limit, p_max))) $$;

/** The ILIKE pattern of an admin search (\, % and _ taken literally), or null for no search. */
create function public.search_pattern(p_search text) returns text
language sql immutable security invoker set search_path = ''
as $$
  select case when nullif(btrim(coalesce(p_search, '')), '') is null then null
    else '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%' end
$$;

-- ------------------------------------------------------------------ builders, same signatures

create or replace function public.project_records(p_id text, p_public boolean, p_slug text default null, p_progress text default null, p_limit integer default null)
returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(public.project_json(p) order by p.order_index, p.created_at, p.id), '[]'::jsonb)
  from (
    select * from public.projects p
    where (p_id is null or p.id = p_id) and (not p_public or p.status = 'published')
      and (p_slug is null or p.slug = p_slug) and (p_progress is null or p.progress = p_progress)
    order by p.order_index, p.created_at, p.id
    limit coalesce(p_limit, 1000)
  ) p
$$;

create or replace function public.page_records(p_id text, p_public boolean, p_type text default null, p_slug text default null)
returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(public.page_json(p, c.name_key, true) order by p.created_at, p.slug), '[]'::jsonb)
  from public.pages p
  join public.page_categories c on c.id = p.category_id
  where (p_id is null or p.id = p_id) and (not p_public or p.is_published) and (p_type is null or c.name_key = p_type)
    and (p_slug is null or p.slug = p_slug or exists (select 1 from public.page_translations s where s.page_id = p.id and s.slug = p_slug))
$$;

create or replace function public.media_records(p_id text, p_path text, p_limit integer) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(public.media_json(m) order by m.created_at desc, m.file_name, m.id), '[]'::jsonb)
  from (
    select * from public.media_library m
    where (p_id is null or m.id = p_id) and (p_path is null or m.file_path = p_path)
    order by m.created_at desc, m.file_name, m.id
    limit p_limit
  ) m
$$;

-- Lists shown and reordered whole (slides, menu, machines) return at most 1000 rows (wholeListCap).
create or replace function public.slide_records(p_id text, p_public boolean) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', s.id, 'image_url', s.image_url, 'button_link', s.button_link, 'order_index', s.order_index,
    'is_active', s.is_active, 'version', s.version, 'created_at', s.created_at, 'updated_at', s.updated_at,
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code, jsonb_build_object('title', t.title, 'description', t.description, 'button_text', t.button_text)), '{}'::jsonb)
      from public.slider_translations t where t.slider_id = s.id)
  ) order by s.order_index, s.created_at), '[]'::jsonb)
  from (
    select * from public.homepage_sliders s
    where (p_id is null or s.id = p_id) and (not p_public or s.is_active)
    order by s.order_index, s.created_at limit 1000
  ) s
$$;

create or replace function public.menu_records(p_id text, p_public boolean) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with recursive visible (id) as (
    select m.id from public.menu_items m where m.parent_id is null and (not p_public or m.is_active)
    union
    select m.id from public.menu_items m join visible v on m.parent_id = v.id where not p_public or m.is_active
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', m.id, 'path', m.path, 'slug', m.slug, 'order_index', m.order_index, 'parent_id', m.parent_id,
    'is_active', m.is_active, 'version', m.version, 'created_at', m.created_at, 'updated_at', m.updated_at,
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code, jsonb_build_object('label', t.label, 'description', t.description)), '{}'::jsonb)
      from public.menu_item_translations t where t.item_id = m.id)
  ) order by m.order_index, m.created_at), '[]'::jsonb)
  from (
    select * from public.menu_items m
    where (p_id is null or m.id = p_id) and (not p_public or m.id in (select id from visible))
    order by m.order_index, m.created_at limit 1000
  ) m
$$;

create or replace function public.equipment_records(p_id text, p_public boolean) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', e.id, 'category', e.category, 'model_name', e.model_name, 'order_index', e.order_index,
    'is_visible', e.is_visible, 'image_url', e.image_url, 'version', e.version,
    'created_at', e.created_at, 'updated_at', e.updated_at,
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code, jsonb_build_object('name', t.name, 'description', t.description)), '{}'::jsonb)
      from public.equipment_translations t where t.equipment_id = e.id)
  ) order by e.order_index, e.created_at), '[]'::jsonb)
  from (
    select * from public.equipment e
    where (p_id is null or e.id = p_id) and (not p_public or e.is_visible)
    order by e.order_index, e.created_at limit 1000
  ) e
$$;

-- ------------------------------------------------------------------ the page slug index

-- The menu's links (at most wholeListCap), which the page slug index of every public page follows.
create function public.menu_links() returns text[]
language sql stable security invoker set search_path = ''
as $$ select array(select m.path from public.menu_items m limit 1000) $$;

-- The published pages something links to: the last part of each link's path (`/kurumsal/x?y#z`
-- → `x`) as a Turkish or own slug, plus p_slugs (the pages the home page links to, from
-- app/lib/activity-areas.ts). Found through the slug indexes, so its cost follows the links.
create function public.linked_page_slugs(p_links text[], p_slugs text[]) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with cut (path) as (
    select rtrim(split_part(split_part(link, '#', 1), '?', 1), '/') from unnest(p_links) as l(link)
  ), wanted (slug) as (
    select substring(path from '^/[^/]+/(.+)$') from cut where substring(path from '^/[^/]+/(.+)$') is not null
    union select unnest(coalesce(p_slugs, '{}'))
  )
  select coalesce(jsonb_agg(jsonb_build_object('type', c.name_key, 'slug', p.slug, 'slugs', public.page_slugs_json(p))
    order by p.created_at, p.slug), '[]'::jsonb)
  from (
    select * from public.pages p
    where p.is_published and p.id in (
      select s.page_id from wanted w join public.page_translations s on s.lang_code = 'tr' and s.slug = w.slug
      union select q.id from wanted w join public.pages q on q.slug = w.slug)
    limit 1000
  ) p
  join public.page_categories c on c.id = p.category_id
$$;

-- ------------------------------------------------------------------ public reads, windowed

-- The index of every published page is replaced by linked_page_slugs and read by nothing now.
drop function public.page_slug_index();
drop function public.site_chrome();
drop function public.site_home(integer);
drop function public.site_projects(text);
drop function public.site_pages(text);
drop function public.site_sitemap();

/** Settings, the visible menu, and the slugs of the pages the menu links to (plus p_slugs). */
create function public.site_chrome(p_slugs text[] default '{}') returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'settings', public.settings_rows(),
    'menu', public.menu_records(null, true),
    'page_slugs', public.linked_page_slugs(public.menu_links(), p_slugs))
$$;

/** As site_chrome's, plus active slides (whose button links join the index) and featured projects. */
create function public.site_home(p_featured integer default 6, p_slugs text[] default '{}') returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'settings', public.settings_rows(),
    'slides', public.slide_records(null, true),
    'featured_projects', public.project_records(null, true, null, null, greatest(0, p_featured)),
    'page_slugs', public.linked_page_slugs(
      public.menu_links() || array(select s.button_link from public.homepage_sliders s where s.is_active limit 1000),
      p_slugs))
$$;

/** A window of the published projects in order (optionally ongoing or completed only) and their total. */
create function public.site_projects(p_progress text default null, p_offset integer default 0, p_limit integer default 24)
returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with listed as (
    select * from public.projects p where p.status = 'published' and (p_progress is null or p.progress = p_progress)
  )
  select jsonb_build_object(
    'items', (select coalesce(jsonb_agg(public.project_json(w) order by w.order_index, w.created_at, w.id), '[]'::jsonb)
      from (select * from listed order by order_index, created_at, id
            offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
    'total', (select count(*) from listed))
$$;

/** A window of the published pages of a type, oldest first, without their content; and the total. */
create function public.site_pages(p_type text, p_offset integer default 0, p_limit integer default 24) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with listed as (
    select p.* from public.pages p join public.page_categories c on c.id = p.category_id
    where p.is_published and c.name_key = p_type
  )
  select jsonb_build_object(
    'items', (select coalesce(jsonb_agg(public.page_json(w, p_type, false) order by w.created_at, w.slug), '[]'::jsonb)
      from (select * from listed order by created_at, slug
            offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
    'total', (select count(*) from listed))
$$;

/** One window over the published pages (oldest first) followed by the published projects (in order). */
create function public.site_sitemap(p_offset integer default 0, p_limit integer default 12500) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with bounds (first, size) as (
    select public.window_offset(p_offset), public.window_limit(p_limit, 12500)
  ), page_count (n) as (
    select count(*)::integer from public.pages where is_published
  )
  select jsonb_build_object(
    'pages', (
      select coalesce(jsonb_agg(jsonb_build_object('type', c.name_key, 'slug', w.slug, 'slugs', public.page_slugs_json(w), 'updated_at', w.updated_at)
        order by w.created_at, w.id), '[]'::jsonb)
      from (select * from public.pages where is_published order by created_at, id
            offset (select first from bounds) limit (select size from bounds)) w
      join public.page_categories c on c.id = w.category_id),
    'projects', (
      select coalesce(jsonb_agg(jsonb_build_object('slug', w.slug, 'updated_at', w.updated_at) order by w.order_index, w.created_at, w.id), '[]'::jsonb)
      from (select * from public.projects where status = 'published' order by order_index, created_at, id
            offset (select greatest(0, first - n) from bounds, page_count)
            limit (select greatest(0, size - greatest(0, n - first)) from bounds, page_count)) w),
    'total', (select n from page_count) + (select count(*) from public.projects where status = 'published'))
$$;

-- ------------------------------------------------------------------ admin lists, windowed

drop function public.list_projects(text);
drop function public.list_pages(text);
drop function public.list_media(text, integer);
drop function public.list_users(text);

/** In order; the search matches the title in any language or the slug. With p_id: that one or none. */
create function public.list_projects(p_id text default null, p_offset integer default 0, p_limit integer default 100, p_search text default null)
returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_pattern text := public.search_pattern(p_search);
begin
  perform public.require_admin();
  return (
    with listed as (
      select * from public.projects p
      where (p_id is null or p.id = p_id)
        and (v_pattern is null or p.slug ilike v_pattern
             or exists (select 1 from public.project_translations t where t.project_id = p.id and t.title ilike v_pattern))
    )
    select jsonb_build_object(
      'items', (select coalesce(jsonb_agg(public.project_json(w) order by w.order_index, w.created_at, w.id), '[]'::jsonb)
        from (select * from listed order by order_index, created_at, id
              offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
      'total', (select count(*) from listed)));
end
$$;

/** Newest first; the search matches the title in any language or the slug. */
create function public.list_pages(p_id text default null, p_offset integer default 0, p_limit integer default 100, p_search text default null)
returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_pattern text := public.search_pattern(p_search);
begin
  perform public.require_admin();
  return (
    with listed as (
      select p as page, c.name_key as type_name, p.created_at, p.slug from public.pages p join public.page_categories c on c.id = p.category_id
      where (p_id is null or p.id = p_id)
        and (v_pattern is null or p.slug ilike v_pattern
             or exists (select 1 from public.page_translations t where t.page_id = p.id and t.title ilike v_pattern))
    )
    select jsonb_build_object(
      'items', (select coalesce(jsonb_agg(
          public.page_json(w.page, w.type_name, p_id is not null)
          order by w.created_at desc, w.slug), '[]'::jsonb)
        from (select * from listed order by created_at desc, slug
              offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
      'total', (select count(*) from listed)));
end
$$;

/** Newest first; the search matches the file name. */
create function public.list_media(p_id text default null, p_offset integer default 0, p_limit integer default 100, p_search text default null)
returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_pattern text := public.search_pattern(p_search);
begin
  perform public.require_admin();
  return (
    with listed as (
      select * from public.media_library m
      where (p_id is null or m.id = p_id) and (v_pattern is null or m.file_name ilike v_pattern)
    )
    select jsonb_build_object(
      'items', (select coalesce(jsonb_agg(public.media_json(w) order by w.created_at desc, w.file_name, w.id), '[]'::jsonb)
        from (select * from listed order by created_at desc, file_name, id
              offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
      'total', (select count(*) from listed)));
end
$$;

/** Oldest first; the search matches the full name or the e-mail. */
create function public.list_users(p_id text default null, p_offset integer default 0, p_limit integer default 100, p_search text default null)
returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_pattern text := public.search_pattern(p_search);
begin
  perform public.require_admin();
  return (
    with listed as (
      select * from public.user_profiles u
      where (p_id is null or u.id::text = p_id) and (v_pattern is null or u.full_name ilike v_pattern or u.email ilike v_pattern)
    )
    select jsonb_build_object(
      'items', (select coalesce(jsonb_agg(public.user_json(w) order by w.created_at, w.email, w.id), '[]'::jsonb)
        from (select * from listed order by created_at, email, id
              offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
      'total', (select count(*) from listed)));
end
$$;

-- ------------------------------------------------------------------ the content version

-- One number that changes with every write to anything the public site shows, in the write's own
-- transaction (statement triggers: no write path can forget it). The Worker's page cache keys
-- public pages by it (docs/decisions/020-public-page-cache.md). Visitors may read it; only the
-- trigger writes it, as the table's owner.
create table public.content_versions (
  id boolean primary key default true check (id),
  value bigint not null default 1
);
alter table public.content_versions enable row level security;
create policy content_versions_read on public.content_versions for select to anon, authenticated using (true);
revoke all on public.content_versions from anon, authenticated;
grant select on public.content_versions to anon, authenticated;
grant all on public.content_versions to service_role;
insert into public.content_versions (id, value) values (true, 1);

-- An upsert, so a counter row that was deleted starts again rather than staying gone: from the
-- clock in milliseconds, above any value it had, so no page cached under an old value returns.
create function public.bump_content_version() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.content_versions (id, value) values (true, (extract(epoch from clock_timestamp()) * 1000)::bigint)
  on conflict (id) do update set value = public.content_versions.value + 1;
  return null;
end
$$;
revoke execute on function public.bump_content_version() from public, anon, authenticated, service_role;

do $$
declare
  v_table text;
begin
  foreach v_table in array array[
    'site_settings', 'homepage_sliders', 'slider_translations', 'projects', 'project_translations',
    'page_categories', 'pages', 'page_translations', 'menu_items', 'menu_item_translations',
    'equipment', 'equipment_translations', 'media_library'
  ] loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on public.%I for each statement execute function public.bump_content_version()',
      v_table || '_content_version', v_table);
  end loop;
end
$$;

create function public.content_version() returns text
language sql stable security invoker set search_path = ''
as $$ select coalesce((select value::text from public.content_versions where id), '0') $$;

-- ------------------------------------------------------------------ the sign-in throttle

-- docs/decisions/015: an attempt is recorded before its password is checked, by the call that
-- counts, so parallel attempts cannot all read the same count. Attempts from one address queue
-- on one transaction lock (an e-mail + address pair is within its address), which READ COMMITTED
-- needs where SQLite ran one statement at a time. Only the Worker's server key (service_role)
-- may call these; the table has row-level security on and no policy for anyone else.
create table public.sign_in_attempts (
  id bigint generated always as identity primary key,
  email text not null check (length(email) <= 320),
  address text not null check (length(address) <= 64),
  attempted_at timestamptz not null default now()
);
create index sign_in_attempts_address on public.sign_in_attempts (address, attempted_at);
create index sign_in_attempts_email on public.sign_in_attempts (email, attempted_at);
alter table public.sign_in_attempts enable row level security;
revoke all on public.sign_in_attempts from anon, authenticated;
grant all on public.sign_in_attempts to service_role;

/**
 * Admits an attempt when the e-mail + address pair has had fewer than p_pair_limit attempts in the
 * window and the address fewer than p_address_limit, recording it; answers
 * {"allowed": bool, "email_previous": n}, n being the e-mail's earlier attempts in the window
 * from anywhere (the caller's slow-down). Old attempts are pruned on the way.
 */
create function public.sign_in_attempt(p_email text, p_address text, p_pair_limit integer, p_address_limit integer, p_window_minutes integer)
returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_since timestamptz := now() - make_interval(mins => p_window_minutes);
  v_allowed boolean;
begin
  perform pg_advisory_xact_lock(hashtextextended('sign_in_attempt:' || p_address, 0));
  delete from public.sign_in_attempts where attempted_at <= v_since;
  v_allowed := (select count(*) from public.sign_in_attempts where email = p_email and address = p_address) < p_pair_limit
    and (select count(*) from public.sign_in_attempts where address = p_address) < p_address_limit;
  if v_allowed then
    insert into public.sign_in_attempts (email, address) values (p_email, p_address);
  end if;
  return jsonb_build_object(
    'allowed', v_allowed,
    'email_previous', case when v_allowed
      then (select count(*) - 1 from public.sign_in_attempts where email = p_email and attempted_at > v_since) else 0 end);
end
$$;

/** A successful sign-in forgets its own e-mail + address attempts (never another address's). */
create function public.sign_in_succeeded(p_email text, p_address text) returns void
language sql volatile security invoker set search_path = ''
as $$ delete from public.sign_in_attempts where email = p_email and address = p_address $$;

-- ------------------------------------------------------------------ who may call what

revoke execute on all functions in schema public from public, anon, authenticated;
-- What a visitor's pages call, and what those call in turn.
grant execute on function
  public.is_admin(), public.settings_rows(), public.slide_records(text, boolean),
  public.project_records(text, boolean, text, text, integer), public.page_records(text, boolean, text, text),
  public.menu_records(text, boolean), public.equipment_records(text, boolean), public.menu_links(),
  public.project_json(public.projects), public.page_json(public.pages, text, boolean), public.page_slugs_json(public.pages),
  public.window_offset(integer), public.window_limit(integer, integer), public.linked_page_slugs(text[], text[]),
  public.site_chrome(text[]), public.site_home(integer, text[]), public.site_projects(text, integer, integer),
  public.site_project(text), public.site_page(text, text), public.site_pages(text, integer, integer),
  public.site_equipment(), public.site_sitemap(integer, integer), public.site_settings_read(), public.content_version()
  to anon, authenticated, service_role;
-- The admin's operations (each checks the admin claim itself).
grant execute on function
  public.require_admin(), public.check_version(boolean, integer, jsonb, text), public.search_pattern(text),
  public.media_json(public.media_library), public.user_json(public.user_profiles),
  public.list_slides(text), public.save_slide(jsonb), public.delete_slide(text), public.reorder_slides(text[]),
  public.list_projects(text, integer, integer, text), public.save_project(jsonb), public.delete_project(text),
  public.list_equipment(text), public.save_equipment(jsonb), public.delete_equipment(text),
  public.list_pages(text, integer, integer, text), public.list_page_categories(), public.save_page(jsonb), public.delete_page(text),
  public.list_menu_items(text), public.menu_item_within(text, text), public.save_menu_item(jsonb),
  public.delete_menu_item(text), public.reorder_menu(jsonb),
  public.save_settings(jsonb, jsonb),
  public.media_records(text, text, integer), public.list_media(text, integer, integer, text), public.add_media(jsonb),
  public.update_media_text(text, jsonb, jsonb, integer), public.delete_media(text),
  public.list_users(text, integer, integer, text), public.set_user_role(text, text), public.admin_counts()
  to authenticated, service_role;
-- The throttle is the server's alone.
revoke execute on function public.sign_in_attempt(text, text, integer, integer, integer), public.sign_in_succeeded(text, text)
  from public, anon, authenticated;
grant execute on function public.sign_in_attempt(text, text, integer, integer, integer), public.sign_in_succeeded(text, text)
  to service_role;
revoke execute on function public.sync_user_profile(), public.touch_updated_at(), public.bump_content_version()
  from authenticated, service_role;
