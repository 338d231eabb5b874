-- The admin search takes the same letters as the same on both backends
-- (docs/decisions/024-pagination-and-bounded-reads.md, app/backend/search-letters.ts): case in
-- every script, Turkish letters with and without their marks, the dotted and dotless i, Russian
-- е and ё, the marks Uzbek's oʻ and gʻ are written with. ILIKE folded what the database's locale
-- folds: never ı and I together ("ISPARTA" missed "Isparta" in a Turkish title's lower case),
-- never ç and c, and on a database with the C locale (PGlite) not even Ç and ç or Cyrillic.
--
-- public.search_fold maps each such letter to one form by translate() (the same whatever the
-- locale), then lower() folds ASCII; a search compares the folded title with the folded search
-- text by LIKE. The trigram indexes hold the folded titles and slugs, so the planner still
-- answers patterns of three characters or more from them.

create function public.search_fold(p_text text) returns text
language sql immutable parallel safe security invoker set search_path = ''
as $$
  select lower(translate(p_text,
    'ÂâÇçĞğIıİÎîÖöŞşÛûÜüЁёʻʼ‘’`АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯЎҚҒҲ',
    'aaccggiiiiioossuuuuее''''''''''абвгдежзийклмнопрстуфхцчшщъыьэюяўқғҳ'))
$$;

/** The LIKE pattern of an admin search over folded text (\, % and _ taken literally), or null for no search. */
create or replace function public.search_pattern(p_search text) returns text
language sql immutable security invoker set search_path = ''
as $$
  select case when nullif(btrim(coalesce(p_search, '')), '') is null then null
    else '%' || replace(replace(replace(public.search_fold(btrim(p_search)), '\', '\\'), '%', '\%'), '_', '\_') || '%' end
$$;

drop index public.project_translations_title_trgm;
drop index public.projects_slug_trgm;
drop index public.page_translations_title_trgm;
drop index public.pages_slug_trgm;
create index project_translations_title_trgm on public.project_translations using gin (public.search_fold(title) extensions.gin_trgm_ops);
create index projects_slug_trgm on public.projects using gin (public.search_fold(slug) extensions.gin_trgm_ops);
create index page_translations_title_trgm on public.page_translations using gin (public.search_fold(title) extensions.gin_trgm_ops);
create index pages_slug_trgm on public.pages using gin (public.search_fold(slug) extensions.gin_trgm_ops);

/** The ids of the projects whose folded slug or title in any language matches a search_pattern; admins only. */
create or replace function public.project_ids_matching(p_pattern text) returns setof text
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_admin();
  return query
    select p.id from public.projects p where public.search_fold(p.slug) like p_pattern
    union
    select t.project_id from public.project_translations t where public.search_fold(t.title) like p_pattern;
end
$$;

/** The ids of the pages whose folded slug or title in any language matches a search_pattern; admins only. */
create or replace function public.page_ids_matching(p_pattern text) returns setof text
language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_admin();
  return query
    select p.id from public.pages p where public.search_fold(p.slug) like p_pattern
    union
    select t.page_id from public.page_translations t where public.search_fold(t.title) like p_pattern;
end
$$;

-- As in 20261124090000, matching the folded file name, full name and e-mail.
create or replace function public.list_media(p_id text default null, p_offset integer default 0, p_limit integer default 100, p_search text default null)
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
      where (p_id is null or m.id = p_id) and (v_pattern is null or public.search_fold(m.file_name) like v_pattern)
    )
    select jsonb_build_object(
      'items', (select coalesce(jsonb_agg(public.media_json(w) order by w.created_at desc, w.file_name, w.id), '[]'::jsonb)
        from (select * from listed order by created_at desc, file_name, id
              offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
      'total', (select count(*) from listed)));
end
$$;

create or replace function public.list_users(p_id text default null, p_offset integer default 0, p_limit integer default 100, p_search text default null)
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
      where (p_id is null or u.id::text = p_id)
        and (v_pattern is null or public.search_fold(u.full_name) like v_pattern or public.search_fold(u.email) like v_pattern)
    )
    select jsonb_build_object(
      'items', (select coalesce(jsonb_agg(public.user_json(w) order by w.created_at, w.email, w.id), '[]'::jsonb)
        from (select * from listed order by created_at, email, id
              offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
      'total', (select count(*) from listed)));
end
$$;
