-- The admin's project list reads summaries, not whole projects (docs/decisions/024, update of
-- 2026-11-26 on the admin project list). Its cards show a title and a description, but
-- list_projects built every listed project with project_json, content included: up to 200 000
-- letters in each of four languages, for each of the window's 24 cards. The list of one (p_id:
-- the adapter's get, which opens the form) still returns the whole project. Same search and
-- order as 20261126090000_title_search_indexes.sql.

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
      'items', (select coalesce(jsonb_agg(
          case when p_id is null then public.project_summary_json(w) else public.project_json(w) end
          order by w.order_index, w.created_at, w.id), '[]'::jsonb)
        from (select * from listed order by order_index, created_at, id
              offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
      'total', (select count(*) from listed)));
end
$$;
