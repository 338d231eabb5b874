-- The rest of the admin's operations (errors as in 20261123090200_admin_operations.sql).

-- ------------------------------------------------------------------ pages

create function public.list_pages(p_id text default null) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$ begin perform public.require_admin(); return public.page_records(p_id, false); end $$;

create function public.list_page_categories() returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return (select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'name_key', c.name_key) order by c.name_key), '[]'::jsonb) from public.page_categories c);
end
$$;

-- Input: {id?, version?, slug, categoryId, isPublished, translations: {lang: {title, content, slug}}};
-- a language without its own slug uses the page's. A slug another page uses (as its own or in
-- any language) is refused naming the fields: 23505, DETAIL = JSON array of "slug" /
-- "translations.<lang>.slug".
create function public.save_page(p_input jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_id text := coalesce(p_input ->> 'id', gen_random_uuid()::text);
  v_is_new boolean := p_input ->> 'id' is null;
  v_version integer;
  v_slug text := p_input ->> 'slug';
  v_translations jsonb := coalesce(p_input -> 'translations', '{}'::jsonb);
  v_clashes jsonb;
begin
  perform public.require_admin();
  if not v_is_new then
    select version into v_version from public.pages where id = v_id for update;
    perform public.check_version(found, v_version, p_input, 'page');
  end if;
  if not exists (select 1 from public.page_categories where id = p_input ->> 'categoryId') then
    raise exception using errcode = 'PT422', message = 'category_not_found';
  end if;
  select coalesce(jsonb_agg(distinct c.field), '[]'::jsonb) into v_clashes from (
    select 'slug' as field from public.pages where slug = v_slug and id <> v_id
    union all
    select case when coalesce(v_translations -> t.lang_code ->> 'slug', '') = '' then 'slug' else 'translations.' || t.lang_code || '.slug' end
    from public.page_translations t
    where t.page_id <> v_id and v_translations ? t.lang_code
      and t.slug = coalesce(nullif(v_translations -> t.lang_code ->> 'slug', ''), v_slug)
  ) c;
  if jsonb_array_length(v_clashes) > 0 then
    raise exception using errcode = 'unique_violation', message = 'page_slug_taken', detail = v_clashes::text;
  end if;
  if v_is_new then
    insert into public.pages (id, slug, category_id, is_published)
    values (v_id, v_slug, p_input ->> 'categoryId', coalesce((p_input ->> 'isPublished')::boolean, false));
  else
    update public.pages set slug = v_slug, category_id = p_input ->> 'categoryId',
      is_published = coalesce((p_input ->> 'isPublished')::boolean, false), version = version + 1
    where id = v_id;
  end if;
  insert into public.page_translations (page_id, lang_code, title, content, slug)
  select v_id, t.key, t.value ->> 'title', coalesce(t.value ->> 'content', ''), coalesce(nullif(t.value ->> 'slug', ''), v_slug)
  from jsonb_each(v_translations) t
  on conflict (page_id, lang_code) do update set title = excluded.title, content = excluded.content, slug = excluded.slug;
  return public.page_records(v_id, false) -> 0;
end
$$;

create function public.delete_page(p_id text) returns void
language plpgsql security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  delete from public.pages where id = p_id;
  if not found then raise exception using errcode = 'PT404', message = 'page'; end if;
end
$$;

-- ------------------------------------------------------------------ menu

create function public.list_menu_items(p_id text default null) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$ begin perform public.require_admin(); return public.menu_records(p_id, false); end $$;

/** Whether `p_item` is `p_ancestor` or lies beneath it. */
create function public.menu_item_within(p_item text, p_ancestor text) returns boolean
language sql stable security invoker set search_path = ''
as $$
  with recursive beneath (id) as (
    select p_ancestor
    union
    select m.id from public.menu_items m join beneath b on m.parent_id = b.id
  )
  select exists (select 1 from beneath where id = p_item)
$$;

-- Input: {id?, version?, path, slug, orderIndex, parentId, isActive, translations: {lang: {label, description}}}.
create function public.save_menu_item(p_input jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_id text := p_input ->> 'id';
  v_parent text := p_input ->> 'parentId';
  v_version integer;
begin
  perform public.require_admin();
  perform pg_advisory_xact_lock(hashtext('public.menu_items.tree'));
  if v_id is not null then
    select version into v_version from public.menu_items where id = v_id for update;
    perform public.check_version(found, v_version, p_input, 'menu_item');
  end if;
  if v_parent is not null then
    if not exists (select 1 from public.menu_items where id = v_parent) then
      raise exception using errcode = 'PT422', message = 'parent_not_found';
    end if;
    if v_id is not null and public.menu_item_within(v_parent, v_id) then
      raise exception using errcode = 'PT422', message = 'invalid_parent';
    end if;
  end if;
  if v_id is not null then
    update public.menu_items set path = coalesce(p_input ->> 'path', ''), slug = p_input ->> 'slug',
      order_index = coalesce((p_input ->> 'orderIndex')::integer, 0), parent_id = v_parent,
      is_active = coalesce((p_input ->> 'isActive')::boolean, true), version = version + 1
    where id = v_id;
  else
    insert into public.menu_items (path, slug, order_index, parent_id, is_active)
    values (coalesce(p_input ->> 'path', ''), p_input ->> 'slug', coalesce((p_input ->> 'orderIndex')::integer, 0), v_parent,
            coalesce((p_input ->> 'isActive')::boolean, true))
    returning id into v_id;
  end if;
  insert into public.menu_item_translations (item_id, lang_code, label, description)
  select v_id, t.key, t.value ->> 'label', coalesce(t.value ->> 'description', '')
  from jsonb_each(coalesce(p_input -> 'translations', '{}'::jsonb)) t
  on conflict (item_id, lang_code) do update set label = excluded.label, description = excluded.description;
  return public.menu_records(v_id, false) -> 0;
end
$$;

/** Deletes the item and everything beneath it (ON DELETE CASCADE, one statement). */
create function public.delete_menu_item(p_id text) returns void
language plpgsql security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  perform pg_advisory_xact_lock(hashtext('public.menu_items.tree'));
  delete from public.menu_items where id = p_id;
  if not found then raise exception using errcode = 'PT404', message = 'menu_item'; end if;
end
$$;

-- Moves: [{id, parentId, orderIndex}], applied together; no item may end up beneath itself.
create function public.reorder_menu(p_moves jsonb) returns void
language plpgsql security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  perform pg_advisory_xact_lock(hashtext('public.menu_items.tree'));
  if exists (select 1 from jsonb_array_elements(p_moves) m where not exists (select 1 from public.menu_items i where i.id = m ->> 'id')) then
    raise exception using errcode = 'PT404', message = 'menu_item';
  end if;
  if exists (select 1 from jsonb_array_elements(p_moves) m
             where m ->> 'parentId' is not null and not exists (select 1 from public.menu_items i where i.id = m ->> 'parentId')) then
    raise exception using errcode = 'PT422', message = 'parent_not_found';
  end if;
  if exists (select 1 from jsonb_array_elements(p_moves) m where m ->> 'parentId' = m ->> 'id') then
    raise exception using errcode = 'PT422', message = 'invalid_parent';
  end if;
  update public.menu_items i set parent_id = m ->> 'parentId', order_index = (m ->> 'orderIndex')::integer
  from jsonb_array_elements(p_moves) m
  where i.id = m ->> 'id';
  -- After the moves, walking up from any item must end at a root.
  if exists (
    with recursive up (start, id, depth) as (
      select i.id, i.parent_id, 1 from public.menu_items i where i.parent_id is not null
      union all
      select u.start, i.parent_id, u.depth + 1
      from up u join public.menu_items i on i.id = u.id
      where i.parent_id is not null and u.id <> u.start and u.depth <= (select count(*) from public.menu_items)
    )
    select 1 from up where id = start
  ) then
    raise exception using errcode = 'PT422', message = 'invalid_parent';
  end if;
end
$$;

-- ------------------------------------------------------------------ settings

-- Upserts the given keys (null values skipped; nothing left = nothing done). p_versions, when
-- given, holds the version each key was read at (0 = not stored yet): any other is PT409.
create function public.save_settings(p_values jsonb, p_versions jsonb default null) returns void
language plpgsql security invoker set search_path = ''
as $$
declare
  v_entry record;
  v_current integer;
begin
  perform public.require_admin();
  for v_entry in select key, value from jsonb_each(coalesce(p_values, '{}'::jsonb)) where jsonb_typeof(value) <> 'null' loop
    if p_versions ? v_entry.key then
      select version into v_current from public.site_settings where key = v_entry.key for update;
      if coalesce(v_current, 0) <> (p_versions ->> v_entry.key)::integer then
        raise exception using errcode = 'PT409', message = 'stale', detail = v_entry.key;
      end if;
    end if;
    insert into public.site_settings (key, value) values (v_entry.key, v_entry.value)
    on conflict (key) do update set value = excluded.value, version = public.site_settings.version + 1;
  end loop;
end
$$;

-- ------------------------------------------------------------------ media library

create function public.media_records(p_id text, p_path text, p_limit integer) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(r.record order by r.created_at desc, r.file_name), '[]'::jsonb)
  from (
    select m.created_at, m.file_name, jsonb_build_object(
      'id', m.id, 'file_name', m.file_name, 'file_path', m.file_path, 'file_type', m.file_type, 'size_kb', m.size_kb,
      'alt_text', m.alt_text, 'caption', m.caption, 'version', m.version, 'created_at', m.created_at, 'updated_at', m.updated_at
    ) as record
    from public.media_library m
    where (p_id is null or m.id = p_id) and (p_path is null or m.file_path = p_path)
    order by m.created_at desc, m.file_name
    limit p_limit
  ) r
$$;

/** The newest p_limit files, or the one with p_id. */
create function public.list_media(p_id text default null, p_limit integer default 100) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$ begin perform public.require_admin(); return public.media_records(p_id, null, p_limit); end $$;

/** One row per stored file, all or none: [{fileName, filePath, fileType, sizeKb, altText, caption}]. */
create function public.add_media(p_files jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_ids text[];
begin
  perform public.require_admin();
  with added as (
    insert into public.media_library (file_name, file_path, file_type, size_kb, alt_text, caption, created_at)
    select f ->> 'fileName', f ->> 'filePath', f ->> 'fileType', (f ->> 'sizeKb')::integer,
           coalesce(f -> 'altText', '{}'::jsonb), coalesce(f -> 'caption', '{}'::jsonb), now() + (n - 1) * interval '1 microsecond'
    from jsonb_array_elements(p_files) with ordinality as x(f, n)
    returning id
  )
  select array_agg(id) into v_ids from added;
  return (select coalesce(jsonb_agg(public.media_records(id, null, 1) -> 0), '[]'::jsonb) from unnest(v_ids) as id);
end
$$;

create function public.update_media_text(p_id text, p_alt_text jsonb, p_caption jsonb, p_version integer default null) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_version integer;
begin
  perform public.require_admin();
  select version into v_version from public.media_library where id = p_id for update;
  perform public.check_version(found, v_version, jsonb_strip_nulls(jsonb_build_object('version', p_version)), 'media');
  update public.media_library set alt_text = p_alt_text, caption = p_caption, version = version + 1 where id = p_id;
  return public.media_records(p_id, null, 1) -> 0;
end
$$;

/** Deletes a file's row by its path; returns the row (the caller then removes the file). */
create function public.delete_media(p_path text) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_record jsonb := public.media_records(null, p_path, 1) -> 0;
begin
  perform public.require_admin();
  delete from public.media_library where file_path = p_path;
  if not found then raise exception using errcode = 'PT404', message = 'media'; end if;
  return v_record;
end
$$;

-- ------------------------------------------------------------------ users

create function public.list_users(p_id text default null) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return (
    select coalesce(jsonb_agg(jsonb_build_object('id', u.id, 'email', u.email, 'full_name', u.full_name, 'avatar_url', u.avatar_url, 'role', u.role)
      order by u.created_at, u.email), '[]'::jsonb)
    from public.user_profiles u where p_id is null or u.id::text = p_id);
end
$$;

-- Makes a user admin or member by their app_metadata.role (what their next JWT carries; the
-- profile follows by trigger). The last admin stays: role changes queue on one lock, so two
-- demotions racing cannot both see "another admin remains". A demoted user's sessions end.
-- SECURITY DEFINER to write auth.users; it checks the caller's admin JWT itself.
create function public.set_user_role(p_user_id text, p_role text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_uid uuid;
  v_current text;
begin
  perform public.require_admin();
  if p_role is null or p_role not in ('admin', 'member') then
    raise exception using errcode = 'PT422', message = 'invalid_role';
  end if;
  if p_user_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception using errcode = 'PT404', message = 'user';
  end if;
  v_uid := p_user_id::uuid;
  perform pg_advisory_xact_lock(hashtext('public.user_profiles.role'));
  select role into v_current from public.user_profiles where id = v_uid for update;
  if not found then raise exception using errcode = 'PT404', message = 'user'; end if;
  if v_current = 'admin' and p_role = 'member' and (select count(*) from public.user_profiles where role = 'admin') <= 1 then
    raise exception using errcode = 'PT422', message = 'last_admin';
  end if;
  update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || jsonb_build_object('role', p_role)
  where id = v_uid;
  if p_role <> 'admin' then
    delete from auth.sessions where user_id = v_uid;
  end if;
end
$$;

-- ------------------------------------------------------------------ dashboard

create function public.admin_counts() returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return jsonb_build_object(
    'publishedProjects', (select count(*) from public.projects where status = 'published'),
    'draftProjects', (select count(*) from public.projects where status = 'draft'),
    'pages', (select count(*) from public.pages),
    'activeSlides', (select count(*) from public.homepage_sliders where is_active),
    'visibleEquipment', (select count(*) from public.equipment where is_visible),
    'files', (select count(*) from public.media_library),
    'admins', (select count(*) from public.user_profiles where role = 'admin'));
end
$$;

-- ------------------------------------------------------------------ who may call what

revoke execute on all functions in schema public from public, anon;
grant execute on function
  public.require_admin(), public.check_version(boolean, integer, jsonb, text),
  public.list_slides(text), public.save_slide(jsonb), public.delete_slide(text), public.reorder_slides(text[]),
  public.list_projects(text), public.save_project(jsonb), public.delete_project(text),
  public.list_equipment(text), public.save_equipment(jsonb), public.delete_equipment(text),
  public.list_pages(text), public.list_page_categories(), public.save_page(jsonb), public.delete_page(text),
  public.list_menu_items(text), public.menu_item_within(text, text), public.save_menu_item(jsonb),
  public.delete_menu_item(text), public.reorder_menu(jsonb),
  public.save_settings(jsonb, jsonb),
  public.media_records(text, text, integer), public.list_media(text, integer), public.add_media(jsonb),
  public.update_media_text(text, jsonb, jsonb, integer), public.delete_media(text),
  public.list_users(text), public.set_user_role(text, text), public.admin_counts()
  to authenticated, service_role;
-- What a visitor's pages call (20261123090100) stays theirs; the trigger function stays no one's.
grant execute on function
  public.is_admin(), public.settings_rows(), public.slide_records(text, boolean),
  public.project_records(text, boolean, text, text, integer), public.page_records(text, boolean, text, text),
  public.page_slug_index(), public.menu_records(text, boolean), public.equipment_records(text, boolean),
  public.site_chrome(), public.site_home(integer), public.site_projects(text), public.site_project(text),
  public.site_page(text, text), public.site_pages(text), public.site_equipment(), public.site_sitemap(),
  public.site_settings_read()
  to anon, authenticated, service_role;
revoke execute on function public.sync_user_profile(), public.touch_updated_at() from authenticated, service_role;
