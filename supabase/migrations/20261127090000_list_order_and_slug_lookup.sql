-- The same indexes as migrations/0007_list_order_indexes.sql on d1: each holds a list's whole
-- order (and the public lists' status and progress), so a page of a list and its count walk one
-- index instead of reading every row and sorting (docs/decisions/024-pagination-and-bounded-reads.md).
-- The first replaces projects_status_order, whose columns it begins with.
create index projects_published_order on public.projects (status, order_index, created_at, id);
create index projects_progress_order on public.projects (status, progress, order_index, created_at, id);
drop index public.projects_status_order;
create index projects_order on public.projects (order_index, created_at, id);
create index pages_newest on public.pages (created_at desc, slug);

-- A page by a slug of any language: the ids come from the two slug indexes (pages' own unique
-- slug, page_translations_slug) instead of a per-page EXISTS behind an OR, which read every page.
-- Same signature and result as before (page_records' filter), so the grants stay.
create or replace function public.site_page(p_slug text, p_type text default null) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(public.page_json(p, c.name_key, true) order by p.created_at, p.slug), '[]'::jsonb)
  from public.pages p
  join public.page_categories c on c.id = p.category_id
  where p.id in (select q.id from public.pages q where q.slug = p_slug
                 union select s.page_id from public.page_translations s where s.slug = p_slug)
    and p.is_published and (p_type is null or c.name_key = p_type)
$$;
