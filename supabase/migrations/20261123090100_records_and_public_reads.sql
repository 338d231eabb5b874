-- Record builders and the public reads, each one rpc (PostgREST: POST /rest/v1/rpc/<name>).
-- All run as the caller (SECURITY INVOKER), so row-level security applies under the caller's JWT;
-- the public reads filter to public rows themselves too, so an admin browsing the site sees what
-- a visitor sees. Records are JSON: the table's columns, plus `translations` keyed by language.
-- Language fallback and slug choice stay in TypeScript (app/lib), as for the d1 adapter.

create function public.settings_rows() returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('key', s.key, 'value', s.value, 'version', s.version) order by s.key), '[]'::jsonb)
  from public.site_settings s
$$;

create function public.slide_records(p_id text, p_public boolean) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', s.id, 'image_url', s.image_url, 'button_link', s.button_link, 'order_index', s.order_index,
    'is_active', s.is_active, 'version', s.version, 'created_at', s.created_at, 'updated_at', s.updated_at,
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code, jsonb_build_object('title', t.title, 'description', t.description, 'button_text', t.button_text)), '{}'::jsonb)
      from public.slider_translations t where t.slider_id = s.id)
  ) order by s.order_index, s.created_at), '[]'::jsonb)
  from public.homepage_sliders s
  where (p_id is null or s.id = p_id) and (not p_public or s.is_active)
$$;

create function public.project_records(p_id text, p_public boolean, p_slug text default null, p_progress text default null, p_limit integer default null)
returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(r.record order by r.order_index, r.created_at), '[]'::jsonb)
  from (
    select p.order_index, p.created_at, jsonb_build_object(
      'id', p.id, 'slug', p.slug, 'image_url', p.image_url, 'category', p.category, 'status', p.status,
      'progress', p.progress, 'order_index', p.order_index, 'version', p.version,
      'created_at', p.created_at, 'updated_at', p.updated_at,
      'translations', (
        select coalesce(jsonb_object_agg(t.lang_code, jsonb_build_object('title', t.title, 'description', t.description, 'content', t.content)), '{}'::jsonb)
        from public.project_translations t where t.project_id = p.id)
    ) as record
    from public.projects p
    where (p_id is null or p.id = p_id) and (not p_public or p.status = 'published')
      and (p_slug is null or p.slug = p_slug) and (p_progress is null or p.progress = p_progress)
    order by p.order_index, p.created_at
    limit p_limit
  ) r
$$;

-- p_slug matches the page's own slug or any language's slug of it.
create function public.page_records(p_id text, p_public boolean, p_type text default null, p_slug text default null)
returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'category_id', p.category_id, 'type', c.name_key, 'is_published', p.is_published,
    'version', p.version, 'created_at', p.created_at, 'updated_at', p.updated_at,
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code, jsonb_build_object('title', t.title, 'content', t.content, 'slug', t.slug)), '{}'::jsonb)
      from public.page_translations t where t.page_id = p.id)
  ) order by p.created_at, p.slug), '[]'::jsonb)
  from public.pages p
  join public.page_categories c on c.id = p.category_id
  where (p_id is null or p.id = p_id) and (not p_public or p.is_published) and (p_type is null or c.name_key = p_type)
    and (p_slug is null or p.slug = p_slug or exists (select 1 from public.page_translations s where s.page_id = p.id and s.slug = p_slug))
$$;

-- Published pages' slugs per language (the language's own, else the page's): the menu's path
-- mapping, hreflang and the sitemap.
create function public.page_slug_index() returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'type', c.name_key, 'slug', p.slug, 'updated_at', p.updated_at,
    'slugs', (
      select jsonb_object_agg(l.lang, coalesce(
        (select nullif(t.slug, '') from public.page_translations t where t.page_id = p.id and t.lang_code = l.lang), p.slug))
      from unnest(array['tr', 'en', 'ru', 'uz']) as l(lang))
  ) order by p.created_at, p.slug), '[]'::jsonb)
  from public.pages p
  join public.page_categories c on c.id = p.category_id
  where p.is_published
$$;

-- Public: active items whose ancestors are all active (an inactive item hides its subtree).
create function public.menu_records(p_id text, p_public boolean) returns jsonb
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
  from public.menu_items m
  where (p_id is null or m.id = p_id) and (not p_public or m.id in (select id from visible))
$$;

create function public.equipment_records(p_id text, p_public boolean) returns jsonb
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
  from public.equipment e
  where (p_id is null or e.id = p_id) and (not p_public or e.is_visible)
$$;

-- ------------------------------------------------------------------ public reads (port: PublicSiteReads)

/** What every public page's frame needs: settings, the visible menu, page slugs. */
create function public.site_chrome() returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object('settings', public.settings_rows(), 'menu', public.menu_records(null, true), 'page_slugs', public.page_slug_index())
$$;

create function public.site_home(p_featured integer default 6) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'settings', public.settings_rows(),
    'slides', public.slide_records(null, true),
    'featured_projects', public.project_records(null, true, null, null, p_featured),
    'page_slugs', public.page_slug_index())
$$;

create function public.site_projects(p_progress text default null) returns jsonb
language sql stable security invoker set search_path = ''
as $$ select public.project_records(null, true, null, p_progress) $$;

/** A published project by slug, or null. */
create function public.site_project(p_slug text) returns jsonb
language sql stable security invoker set search_path = ''
as $$ select public.project_records(null, true, p_slug) -> 0 $$;

/** Published pages having this slug in any language (the caller picks by language). */
create function public.site_page(p_slug text, p_type text default null) returns jsonb
language sql stable security invoker set search_path = ''
as $$ select public.page_records(null, true, p_type, p_slug) $$;

create function public.site_pages(p_type text) returns jsonb
language sql stable security invoker set search_path = ''
as $$ select public.page_records(null, true, p_type) $$;

create function public.site_equipment() returns jsonb
language sql stable security invoker set search_path = ''
as $$ select public.equipment_records(null, true) $$;

create function public.site_sitemap() returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'pages', public.page_slug_index(),
    'projects', (
      select coalesce(jsonb_agg(jsonb_build_object('slug', p.slug, 'updated_at', p.updated_at) order by p.order_index, p.created_at), '[]'::jsonb)
      from public.projects p where p.status = 'published'))
$$;

create function public.site_settings_read() returns jsonb
language sql stable security invoker set search_path = ''
as $$ select public.settings_rows() $$;

grant execute on function
  public.settings_rows(), public.slide_records(text, boolean), public.project_records(text, boolean, text, text, integer),
  public.page_records(text, boolean, text, text), public.page_slug_index(), public.menu_records(text, boolean),
  public.equipment_records(text, boolean), public.site_chrome(), public.site_home(integer), public.site_projects(text),
  public.site_project(text), public.site_page(text, text), public.site_pages(text), public.site_equipment(),
  public.site_sitemap(), public.site_settings_read()
  to anon, authenticated, service_role;
