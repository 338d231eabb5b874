-- The project lists and the home page show a project's title and description, never its content,
-- which can be many times the rest and was read (in every language) for each card. The lists
-- now read summaries, as d1's do (app/backend/port.ts: PublicProjectSummary); a project's own
-- page still reads its content through site_project. The home page no longer reads the settings
-- either: it shows those of the frame's read (site_chrome), as on d1.

create function public.project_summary_json(p public.projects) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'image_url', p.image_url, 'category', p.category, 'status', p.status,
    'progress', p.progress, 'order_index', p.order_index, 'version', p.version,
    'created_at', p.created_at, 'updated_at', p.updated_at,
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code, jsonb_build_object('title', t.title, 'description', t.description)), '{}'::jsonb)
      from public.project_translations t where t.project_id = p.id))
$$;

create or replace function public.site_home(p_featured integer default 6, p_slugs text[] default '{}') returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'slides', public.slide_records(null, true),
    'featured_projects', (
      select coalesce(jsonb_agg(public.project_summary_json(f) order by f.order_index, f.created_at, f.id), '[]'::jsonb)
      from (select * from public.projects p where p.status = 'published'
            order by p.order_index, p.created_at, p.id limit greatest(0, p_featured)) f),
    'page_slugs', public.linked_page_slugs(
      array(select s.button_link from public.homepage_sliders s where s.is_active limit 1000),
      p_slugs))
$$;

create or replace function public.site_projects(p_progress text default null, p_offset integer default 0, p_limit integer default 24)
returns jsonb
language sql stable security invoker set search_path = ''
as $$
  with listed as (
    select * from public.projects p where p.status = 'published' and (p_progress is null or p.progress = p_progress)
  )
  select jsonb_build_object(
    'items', (select coalesce(jsonb_agg(public.project_summary_json(w) order by w.order_index, w.created_at, w.id), '[]'::jsonb)
      from (select * from listed order by order_index, created_at, id
            offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
    'total', (select count(*) from listed))
$$;

-- Called by the visitor's reads above, as they are (security invoker).
revoke execute on function public.project_summary_json(public.projects) from public, anon, authenticated;
grant execute on function public.project_summary_json(public.projects) to anon, authenticated, service_role;
