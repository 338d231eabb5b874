-- The admin's operations of the port, each one rpc and one transaction. They run as the caller
-- (SECURITY INVOKER, row-level security applies) except set_user_role, which must write
-- auth.users. Input is the port's input, already parsed and cleaned in TypeScript (schemas, HTML
-- sanitizing, the project slug's base); these functions keep what only the database can keep:
-- all-or-nothing writes, version guards, unique slugs, the menu tree, the last admin.
--
-- Errors the adapter maps (SQLSTATE, message):
--   PT403 forbidden        no admin JWT
--   PT404 <what>           the record does not exist (slide, project, page, menu_item, equipment, media, user)
--   PT409 stale            the record's version is not the one the caller read (someone saved meanwhile)
--   PT422 <rule>           reorder_stale, parent_not_found, invalid_parent, category_not_found, last_admin, invalid_role
--   23505 (unique)         project_slug_taken / page_slug_taken (DETAIL: the clashing fields as JSON)
-- PostgREST answers PTxyz with HTTP status xyz.

create function public.require_admin() returns void
language plpgsql stable security invoker set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception using errcode = 'PT403', message = 'forbidden';
  end if;
end
$$;

/** Locks an existing row's version and checks the caller's; raises PT404 / PT409. */
create function public.check_version(p_found boolean, p_current integer, p_input jsonb, p_what text) returns void
language plpgsql stable security invoker set search_path = ''
as $$
begin
  if not p_found then
    raise exception using errcode = 'PT404', message = p_what;
  end if;
  if p_input ? 'version' and jsonb_typeof(p_input -> 'version') = 'number' and (p_input ->> 'version')::integer <> p_current then
    raise exception using errcode = 'PT409', message = 'stale', detail = format('current version %s', p_current);
  end if;
end
$$;

-- ------------------------------------------------------------------ slides

create function public.list_slides(p_id text default null) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$ begin perform public.require_admin(); return public.slide_records(p_id, false); end $$;

-- Input: {id?, version?, buttonLink, orderIndex, isActive, imageUrl? (absent = keep), translations}.
-- Returns {record, previous_image_url}: the caller removes a replaced file after the save.
create function public.save_slide(p_input jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_id text := p_input ->> 'id';
  v_version integer;
  v_image text;
begin
  perform public.require_admin();
  if v_id is not null then
    select version, image_url into v_version, v_image from public.homepage_sliders where id = v_id for update;
    perform public.check_version(found, v_version, p_input, 'slide');
    update public.homepage_sliders set
      button_link = coalesce(p_input ->> 'buttonLink', ''),
      order_index = coalesce((p_input ->> 'orderIndex')::integer, 0),
      is_active = coalesce((p_input ->> 'isActive')::boolean, true),
      image_url = case when p_input ? 'imageUrl' then p_input ->> 'imageUrl' else image_url end,
      version = version + 1
    where id = v_id;
  else
    insert into public.homepage_sliders (button_link, order_index, is_active, image_url)
    values (coalesce(p_input ->> 'buttonLink', ''), coalesce((p_input ->> 'orderIndex')::integer, 0),
            coalesce((p_input ->> 'isActive')::boolean, true), p_input ->> 'imageUrl')
    returning id into v_id;
  end if;
  insert into public.slider_translations (slider_id, lang_code, title, description, button_text)
  select v_id, t.key, coalesce(t.value ->> 'title', ''), coalesce(t.value ->> 'description', ''), coalesce(t.value ->> 'buttonText', '')
  from jsonb_each(coalesce(p_input -> 'translations', '{}'::jsonb)) t
  on conflict (slider_id, lang_code) do update set
    title = excluded.title, description = excluded.description, button_text = excluded.button_text;
  return jsonb_build_object('record', public.slide_records(v_id, false) -> 0,
    'previous_image_url', case when p_input ? 'imageUrl' then v_image end);
end
$$;

/** Deletes a slide (its texts go with it); returns its image URL for the caller to remove. */
create function public.delete_slide(p_id text) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_image text;
begin
  perform public.require_admin();
  delete from public.homepage_sliders where id = p_id returning image_url into v_image;
  if not found then raise exception using errcode = 'PT404', message = 'slide'; end if;
  return jsonb_build_object('image_url', v_image);
end
$$;

/** Slides get order_index = their position; the list must be exactly the stored slides. */
create function public.reorder_slides(p_ids text[]) returns void
language plpgsql security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  perform 1 from public.homepage_sliders for update;
  if cardinality(p_ids) <> (select count(distinct x) from unnest(p_ids) x)
     or (select array_agg(x order by x) from unnest(p_ids) x) is distinct from (select array_agg(id order by id) from public.homepage_sliders) then
    raise exception using errcode = 'PT422', message = 'reorder_stale';
  end if;
  update public.homepage_sliders s set order_index = o.position - 1
  from unnest(p_ids) with ordinality as o(id, position)
  where s.id = o.id and s.order_index <> o.position - 1;
end
$$;

-- ------------------------------------------------------------------ projects

create function public.list_projects(p_id text default null) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$ begin perform public.require_admin(); return public.project_records(p_id, false); end $$;

-- Input as a slide's, plus slugBase (from the Turkish title, app/lib/slug.ts) and reservedSlugs.
-- The slug follows the Turkish title and changes only when it does: base, base-1, base-2, ...,
-- the first one no other project and no reserved path has. Saves of projects queue on one lock,
-- so two saves cannot pick the same slug.
create function public.save_project(p_input jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_id text := p_input ->> 'id';
  v_version integer;
  v_image text;
  v_slug text;
  v_old_title text;
  v_base text := p_input ->> 'slugBase';
  v_reserved text[] := array(select jsonb_array_elements_text(coalesce(p_input -> 'reservedSlugs', '[]'::jsonb)));
  v_n integer := 0;
begin
  perform public.require_admin();
  perform pg_advisory_xact_lock(hashtext('public.projects.slug'));
  if v_id is not null then
    select p.version, p.image_url, p.slug, t.title into v_version, v_image, v_slug, v_old_title
    from public.projects p left join public.project_translations t on t.project_id = p.id and t.lang_code = 'tr'
    where p.id = v_id for update of p;
    perform public.check_version(found, v_version, p_input, 'project');
  end if;
  if v_slug is null or v_old_title is distinct from p_input -> 'translations' -> 'tr' ->> 'title' then
    if coalesce(v_base, '') = '' then raise exception using errcode = 'PT422', message = 'slug_base_missing'; end if;
    v_slug := v_base;
    while v_slug = any (v_reserved) or exists (select 1 from public.projects where slug = v_slug and id is distinct from v_id) loop
      v_n := v_n + 1;
      v_slug := v_base || '-' || v_n;
    end loop;
  end if;
  if v_id is not null then
    update public.projects set
      slug = v_slug,
      category = p_input ->> 'category',
      status = coalesce(p_input ->> 'status', 'draft'),
      progress = coalesce(p_input ->> 'progress', 'ongoing'),
      order_index = coalesce((p_input ->> 'orderIndex')::integer, 0),
      image_url = case when p_input ? 'imageUrl' then p_input ->> 'imageUrl' else image_url end,
      version = version + 1
    where id = v_id;
  else
    insert into public.projects (slug, category, status, progress, order_index, image_url)
    values (v_slug, p_input ->> 'category', coalesce(p_input ->> 'status', 'draft'), coalesce(p_input ->> 'progress', 'ongoing'),
            coalesce((p_input ->> 'orderIndex')::integer, 0), p_input ->> 'imageUrl')
    returning id into v_id;
  end if;
  insert into public.project_translations (project_id, lang_code, title, description, content)
  select v_id, t.key, t.value ->> 'title', coalesce(t.value ->> 'description', ''), coalesce(t.value ->> 'content', '')
  from jsonb_each(coalesce(p_input -> 'translations', '{}'::jsonb)) t
  on conflict (project_id, lang_code) do update set
    title = excluded.title, description = excluded.description, content = excluded.content;
  return jsonb_build_object('record', public.project_records(v_id, false) -> 0,
    'previous_image_url', case when p_input ? 'imageUrl' then v_image end);
end
$$;

create function public.delete_project(p_id text) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_image text;
begin
  perform public.require_admin();
  delete from public.projects where id = p_id returning image_url into v_image;
  if not found then raise exception using errcode = 'PT404', message = 'project'; end if;
  return jsonb_build_object('image_url', v_image);
end
$$;

-- ------------------------------------------------------------------ equipment

create function public.list_equipment(p_id text default null) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$ begin perform public.require_admin(); return public.equipment_records(p_id, false); end $$;

create function public.save_equipment(p_input jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_id text := p_input ->> 'id';
  v_version integer;
  v_image text;
begin
  perform public.require_admin();
  if v_id is not null then
    select version, image_url into v_version, v_image from public.equipment where id = v_id for update;
    perform public.check_version(found, v_version, p_input, 'equipment');
    update public.equipment set
      category = coalesce(p_input ->> 'category', ''),
      model_name = coalesce(p_input ->> 'modelName', ''),
      order_index = coalesce((p_input ->> 'orderIndex')::integer, 0),
      is_visible = coalesce((p_input ->> 'isVisible')::boolean, true),
      image_url = case when p_input ? 'imageUrl' then p_input ->> 'imageUrl' else image_url end,
      version = version + 1
    where id = v_id;
  else
    insert into public.equipment (category, model_name, order_index, is_visible, image_url)
    values (coalesce(p_input ->> 'category', ''), coalesce(p_input ->> 'modelName', ''), coalesce((p_input ->> 'orderIndex')::integer, 0),
            coalesce((p_input ->> 'isVisible')::boolean, true), p_input ->> 'imageUrl')
    returning id into v_id;
  end if;
  insert into public.equipment_translations (equipment_id, lang_code, name, description)
  select v_id, t.key, t.value ->> 'name', coalesce(t.value ->> 'description', '')
  from jsonb_each(coalesce(p_input -> 'translations', '{}'::jsonb)) t
  on conflict (equipment_id, lang_code) do update set name = excluded.name, description = excluded.description;
  return jsonb_build_object('record', public.equipment_records(v_id, false) -> 0,
    'previous_image_url', case when p_input ? 'imageUrl' then v_image end);
end
$$;

create function public.delete_equipment(p_id text) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_image text;
begin
  perform public.require_admin();
  delete from public.equipment where id = p_id returning image_url into v_image;
  if not found then raise exception using errcode = 'PT404', message = 'equipment'; end if;
  return jsonb_build_object('image_url', v_image);
end
$$;
