-- The admin search of projects and pages (docs/decisions/024-pagination-and-bounded-reads.md)
-- through trigram indexes. The search is an ILIKE '%term%' on the title in every language and on
-- the slug; no b-tree can seek that, and at 10 000 projects in four languages the sequential scan
-- of the titles took ~80 ms (PostgreSQL 15). pg_trgm's GIN indexes answer ILIKE patterns of three
-- characters or more from the trigrams, and every row they return is checked again with the ILIKE
-- itself, so what matches is exactly what matched before (case folded for ASCII letters, beyond
-- ASCII as the database's locale says); shorter patterns are read without the index.
--
-- Row-level security keeps any index from serving the search inside list_projects/list_pages:
-- they run as the admin (security invoker), and PostgreSQL applies a policy before any condition
-- of the query that is not LEAKPROOF, which ILIKE is not, so the titles are scanned whatever
-- indexes exist. The ids that match are therefore found by the two functions below, which run as
-- their owner (past row-level security) and check the admin claim themselves, as every admin
-- operation does; the rows the lists return are still read under row-level security.

create extension if not exists pg_trgm with schema extensions;

create index project_translations_title_trgm on public.project_translations using gin (title extensions.gin_trgm_ops);
create index projects_slug_trgm on public.projects using gin (slug extensions.gin_trgm_ops);
create index page_translations_title_trgm on public.page_translations using gin (title extensions.gin_trgm_ops);
create index pages_slug_trgm on public.pages using gin (slug extensions.gin_trgm_ops);

/** The ids of the projects whose slug or title in any language matches an ILIKE pattern; admins only. */
create function public.project_ids_matching(p_pattern text) returns setof text
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_admin();
  return query
    select p.id from public.projects p where p.slug ilike p_pattern
    union
    select t.project_id from public.project_translations t where t.title ilike p_pattern;
end
$$;

/** The ids of the pages whose slug or title in any language matches an ILIKE pattern; admins only. */
create function public.page_ids_matching(p_pattern text) returns setof text
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_admin();
  return query
    select p.id from public.pages p where p.slug ilike p_pattern
    union
    select t.page_id from public.page_translations t where t.title ilike p_pattern;
end
$$;

-- The lists as before (20261124090000), the search now reading the ids those functions match.
create or replace function public.list_projects(p_id text default null, p_offset integer default 0, p_limit integer default 100, p_search text default null)
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
        and (v_pattern is null or p.id in (select public.project_ids_matching(v_pattern)))
    )
    select jsonb_build_object(
      'items', (select coalesce(jsonb_agg(public.project_json(w) order by w.order_index, w.created_at, w.id), '[]'::jsonb)
        from (select * from listed order by order_index, created_at, id
              offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
      'total', (select count(*) from listed)));
end
$$;

create or replace function public.list_pages(p_id text default null, p_offset integer default 0, p_limit integer default 100, p_search text default null)
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
        and (v_pattern is null or p.id in (select public.page_ids_matching(v_pattern)))
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

revoke execute on function public.project_ids_matching(text), public.page_ids_matching(text) from public, anon;
grant execute on function public.project_ids_matching(text), public.page_ids_matching(text) to authenticated, service_role;
