-- Redirects (docs/decisions/059-redirects.md; as migrations/0024_redirects.sql on d1). An
-- automatic one keeps a page's or project's old slug in a language and leads to the record, so it
-- answers with the record's newest path in one hop; a manual one leads from a path (after the
-- language prefix) to a site path. Triggers keep the automatic ones in the transaction of every
-- write that changes a slug (a save, a revision restore, a trash restore), whoever makes it.
-- Visitors read the redirects that serve: a manual one, or one whose record is published. Nobody
-- writes the table through the API: the triggers and the admin's functions below do, as its
-- owner, each manual change with its audit entry.
create table public.redirects (
  id text primary key default gen_random_uuid()::text check (char_length(id) between 1 and 100),
  lang_code text not null check (lang_code in ('tr', 'en', 'ru', 'uz')),
  source_kind text not null check (source_kind in ('page', 'project', 'path')),
  source text not null check (char_length(source) between 1 and 300),
  record_id text,
  target_path text check (target_path is null or (char_length(target_path) between 1 and 300 and left(target_path, 1) = '/')),
  created_at timestamptz not null default now(),
  created_by_email text not null default '',
  check ((source_kind = 'path') = (target_path is not null)),
  check ((source_kind = 'path') = (record_id is null)),
  -- A manual redirect never leads to itself.
  check (target_path is null or target_path <> '/' || lang_code || '/' || source),
  unique (lang_code, source_kind, source)
);
create index redirects_record on public.redirects (record_id);
create index redirects_target on public.redirects (target_path);
create index redirects_listed on public.redirects (lang_code, created_at desc, id);
alter table public.redirects enable row level security;
revoke all on public.redirects from anon, authenticated, service_role;
grant select on public.redirects to anon, authenticated, service_role;
-- A visitor never calls is_admin (20261205100000_live_admin_rights.sql): one policy each.
create policy "visitors read serving redirects" on public.redirects for select to anon using (
  source_kind = 'path'
  or (source_kind = 'page' and exists (select 1 from public.pages p where p.id = record_id and p.is_published))
  or (source_kind = 'project' and exists (select 1 from public.projects p where p.id = record_id and p.status = 'published')));
create policy "accounts read serving redirects, admins all" on public.redirects for select to authenticated using (
  (select public.is_admin())
  or source_kind = 'path'
  or (source_kind = 'page' and exists (select 1 from public.pages p where p.id = record_id and p.is_published))
  or (source_kind = 'project' and exists (select 1 from public.projects p where p.id = record_id and p.status = 'published')));

create trigger redirects_content_version after insert or update or delete or truncate on public.redirects
  for each statement execute function public.bump_content_version();

-- No chain of manual redirects, so no loop: a manual one never leads to another's source, and
-- no source is taken that a manual one leads to (create_redirect collapses such a chain first).
create function public.redirects_no_chain() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.source_kind = 'path' and (
    exists (select 1 from public.redirects r
            where r.source_kind = 'path' and r.id <> new.id and '/' || r.lang_code || '/' || r.source = new.target_path)
    or exists (select 1 from public.redirects r where r.id <> new.id and r.target_path = '/' || new.lang_code || '/' || new.source))
  then
    raise exception using errcode = 'PT422', message = 'redirect_loop';
  end if;
  return new;
end
$$;
create trigger redirects_no_chain before insert on public.redirects
  for each row execute function public.redirects_no_chain();

-- A page's slug in a language changes: the old one leads to the page, the new one is live (so
-- no redirect keeps it: renaming back removes the redirect, and nothing loops). A new page, or
-- one back from the trash, takes over an old slug it now has.
create function public.keep_page_redirects() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.slug is distinct from new.slug then
    insert into public.redirects (lang_code, source_kind, source, record_id)
    values (new.lang_code, 'page', old.slug, new.page_id)
    on conflict (lang_code, source_kind, source) do update set record_id = excluded.record_id, created_at = now();
  end if;
  delete from public.redirects where lang_code = new.lang_code and source_kind = 'page' and source = new.slug;
  return null;
end
$$;
create trigger page_translations_redirects after insert or update of slug on public.page_translations
  for each row execute function public.keep_page_redirects();

-- A project has one slug in every language: its old one leads to it in each.
create function public.keep_project_redirects() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.slug is distinct from new.slug then
    insert into public.redirects (lang_code, source_kind, source, record_id)
    select l.code, 'project', old.slug, new.id from unnest(array['tr', 'en', 'ru', 'uz']) as l(code)
    on conflict (lang_code, source_kind, source) do update set record_id = excluded.record_id, created_at = now();
  end if;
  delete from public.redirects where source_kind = 'project' and source = new.slug;
  return null;
end
$$;
create trigger projects_redirects after insert or update of slug on public.projects
  for each row execute function public.keep_project_redirects();

-- A deleted record's redirects go with it (a restore from the trash does not bring them back).
create function public.drop_record_redirects() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.redirects where source_kind = tg_argv[0] and record_id = old.id;
  return null;
end
$$;
create trigger pages_redirects_delete after delete on public.pages
  for each row execute function public.drop_record_redirects('page');
create trigger projects_redirects_delete after delete on public.projects
  for each row execute function public.drop_record_redirects('project');

/** A redirect with its record's current slug and page type in its language (what the caller may read of them). */
create function public.redirect_json(r public.redirects) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'id', r.id, 'lang_code', r.lang_code, 'source_kind', r.source_kind, 'source', r.source,
    'target_path', r.target_path,
    'page_type', (select c.name_key from public.pages p join public.page_categories c on c.id = p.category_id
                  where r.source_kind = 'page' and p.id = r.record_id),
    'record_slug', case r.source_kind
      when 'page' then (select t.slug from public.page_translations t where t.page_id = r.record_id and t.lang_code = r.lang_code)
      when 'project' then (select p.slug from public.projects p where p.id = r.record_id) end,
    'record_live', case r.source_kind
      when 'page' then coalesce((select p.is_published from public.pages p where p.id = r.record_id), false)
      when 'project' then coalesce((select p.status = 'published' from public.projects p where p.id = r.record_id), false)
      else true end,
    'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_by_email', r.created_by_email)
$$;

/** The redirects, newest first; of one language (null: all), searched in either path. */
create function public.list_redirects(p_lang text default null, p_offset integer default 0, p_limit integer default 100,
  p_search text default null)
returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
begin
  perform public.require_admin();
  return (
    with listed as (
      select * from public.redirects r
      where (p_lang is null or r.lang_code = p_lang)
        and (v_search is null or strpos(lower(r.source), lower(v_search)) > 0
             or strpos(lower(coalesce(r.target_path, '')), lower(v_search)) > 0)
    )
    select jsonb_build_object(
      'items', (select coalesce(jsonb_agg(public.redirect_json(w) order by w.created_at desc, w.id), '[]'::jsonb)
        from (select * from listed order by created_at desc, id
              offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
      'total', (select count(*) from listed)));
end
$$;

/** One redirect, or null. */
create function public.get_redirect(p_id text) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return (select public.redirect_json(r) from public.redirects r where r.id = p_id);
end
$$;

/**
 * Adds a manual redirect from p_source (a path after the language) to p_target (a site path).
 * Refused (PT422): a path a live page or project answers at, a path that has one, a target
 * leading back. A target that is another manual redirect's source leads on to where that one
 * leads; what led to this path leads on to its target.
 */
create function public.create_redirect(p_lang text, p_source text, p_target text) returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_actor jsonb := public.history_actor();
  v_own text := '/' || p_lang || '/' || p_source;
  v_parts text[] := string_to_array(p_source, '/');
  v_target text := p_target;
  v_row public.redirects;
begin
  perform public.require_admin();
  if cardinality(v_parts) = 2 and (
    exists (select 1 from public.page_translations t join public.pages p on p.id = t.page_id
            where t.lang_code = p_lang and t.slug = v_parts[2] and p.is_published)
    or exists (select 1 from public.projects where slug = v_parts[2] and status = 'published'))
  then
    raise exception using errcode = 'PT422', message = 'redirect_from_live';
  end if;
  if exists (select 1 from public.redirects where lang_code = p_lang and source_kind = 'path' and source = p_source) then
    raise exception using errcode = 'PT422', message = 'redirect_exists';
  end if;
  select coalesce((select r.target_path from public.redirects r
                   where r.source_kind = 'path' and '/' || r.lang_code || '/' || r.source = p_target), p_target)
    into v_target;
  if v_target = v_own or v_target = v_own || '/' then
    raise exception using errcode = 'PT422', message = 'redirect_loop';
  end if;
  update public.redirects set target_path = v_target where target_path = v_own;
  insert into public.redirects (lang_code, source_kind, source, target_path, created_by_email)
  values (p_lang, 'path', p_source, v_target, coalesce(v_actor ->> 'email', ''))
  returning * into v_row;
  perform public.write_audit('create', 'redirect', v_row.id, v_own || ' → ' || v_target);
  return public.redirect_json(v_row);
end
$$;

/** Deletes a redirect, automatic or manual; PT404 when there is none. */
create function public.delete_redirect(p_id text) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_row public.redirects;
  v_json jsonb;
begin
  perform public.require_admin();
  select * into v_row from public.redirects where id = p_id for update;
  if not found then raise exception using errcode = 'PT404', message = 'redirect'; end if;
  v_json := public.redirect_json(v_row);
  delete from public.redirects where id = p_id;
  perform public.write_audit('delete', 'redirect', p_id,
    '/' || v_row.lang_code || '/' || v_row.source || ' → ' || coalesce(v_row.target_path, v_json ->> 'record_slug', ''));
end
$$;

/**
 * For anyone: the redirect for p_path (after the language) in p_lang, else for the page's or
 * project's old slug p_slug; null when none serves (row-level security shows a visitor only
 * those whose record is published).
 */
create function public.find_redirect(p_lang text, p_path text, p_kind text default null, p_slug text default null)
returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select public.redirect_json(r) from public.redirects r
  where r.lang_code = p_lang
    and ((r.source_kind = 'path' and r.source = p_path) or (r.source_kind = p_kind and r.source = p_slug))
  order by r.source_kind = 'path' desc
  limit 1
$$;

revoke execute on function
  public.redirects_no_chain(), public.keep_page_redirects(), public.keep_project_redirects(),
  public.drop_record_redirects(), public.redirect_json(public.redirects),
  public.list_redirects(text, integer, integer, text), public.get_redirect(text), public.create_redirect(text, text, text),
  public.delete_redirect(text), public.find_redirect(text, text, text, text)
  from public, anon, authenticated, service_role;
grant execute on function public.redirect_json(public.redirects), public.find_redirect(text, text, text, text)
  to anon, authenticated;
grant execute on function
  public.list_redirects(text, integer, integer, text), public.get_redirect(text), public.create_redirect(text, text, text),
  public.delete_redirect(text)
  to authenticated;
