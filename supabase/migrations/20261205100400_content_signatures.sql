-- Stored HTML carries the Worker's signature of it (issue 33, point 2;
-- docs/decisions/035-content-rules-on-every-write-path.md). HTML cannot be cleaned again in SQL,
-- and an admin's token used straight against the API stored whatever it liked in a page's or a
-- project's content (a <meta http-equiv="refresh"> sent every visitor elsewhere). The Worker
-- cleans the HTML as before and now also signs it with a key only it holds (an HMAC derived from
-- its COOKIE_SECRET); save_page and save_project store the signature beside the content
-- (contentSignature in each translation of their input, '' without one). A public page shows
-- stored HTML as it is only when the signature is the key's; any other is cleaned when shown
-- (app/backend/content.ts). A direct write of content keeps the old signature, which no longer
-- matches. The builders hand the signature out with the content.
--
-- Same signatures as before (20261123090200, 20261123090300, 20261124090000): their grants stay.

alter table public.page_translations add column content_signature text not null default ''
  check (content_signature ~ '^([0-9a-f]{64})?$');
alter table public.project_translations add column content_signature text not null default ''
  check (content_signature ~ '^([0-9a-f]{64})?$');

create or replace function public.project_json(p public.projects) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'image_url', p.image_url, 'category', p.category, 'status', p.status,
    'progress', p.progress, 'order_index', p.order_index, 'version', p.version,
    'created_at', p.created_at, 'updated_at', p.updated_at,
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code, jsonb_build_object('title', t.title, 'description', t.description, 'content', t.content,
        'content_signature', t.content_signature)), '{}'::jsonb)
      from public.project_translations t where t.project_id = p.id))
$$;

create or replace function public.page_json(p public.pages, p_type text, p_content boolean) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'category_id', p.category_id, 'type', p_type, 'is_published', p.is_published,
    'version', p.version, 'created_at', p.created_at, 'updated_at', p.updated_at,
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code,
        case when p_content then jsonb_build_object('title', t.title, 'content', t.content,
               'content_signature', t.content_signature, 'slug', t.slug)
             else jsonb_build_object('title', t.title, 'slug', t.slug) end), '{}'::jsonb)
      from public.page_translations t where t.page_id = p.id))
$$;

-- As 20261123090200's, storing each translation's contentSignature.
create or replace function public.save_project(p_input jsonb) returns jsonb
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
  insert into public.project_translations (project_id, lang_code, title, description, content, content_signature)
  select v_id, t.key, t.value ->> 'title', coalesce(t.value ->> 'description', ''), coalesce(t.value ->> 'content', ''),
    coalesce(t.value ->> 'contentSignature', '')
  from jsonb_each(coalesce(p_input -> 'translations', '{}'::jsonb)) t
  on conflict (project_id, lang_code) do update set
    title = excluded.title, description = excluded.description, content = excluded.content,
    content_signature = excluded.content_signature;
  return jsonb_build_object('record', public.project_records(v_id, false) -> 0,
    'previous_image_url', case when p_input ? 'imageUrl' then v_image end);
end
$$;

-- As 20261123090300's, storing each translation's contentSignature.
create or replace function public.save_page(p_input jsonb) returns jsonb
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
  insert into public.page_translations (page_id, lang_code, title, content, content_signature, slug)
  select v_id, t.key, t.value ->> 'title', coalesce(t.value ->> 'content', ''), coalesce(t.value ->> 'contentSignature', ''),
    coalesce(nullif(t.value ->> 'slug', ''), v_slug)
  from jsonb_each(v_translations) t
  on conflict (page_id, lang_code) do update set title = excluded.title, content = excluded.content,
    content_signature = excluded.content_signature, slug = excluded.slug;
  return public.page_records(v_id, false) -> 0;
end
$$;
