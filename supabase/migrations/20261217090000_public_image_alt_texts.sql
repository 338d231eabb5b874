-- A picked image's words on the public pages (issue 35; docs/decisions/053, 054): the public reads
-- hand each project's, slide's and machine's image the alt texts of the media-library row its URL
-- names (image_alt: the row's alt_text, null for an image outside the library), as d1's do.
--
-- The public reads run as anon, which read no media_library row (the admins' policy) and may
-- execute no SECURITY DEFINER function (tests/postgres/privileges.test.ts). So (decision 054) the
-- library's rows become readable by visitors exactly while a public record shows their file: a
-- published project, an active slide or a visible machine whose image_url names the row's key
-- (the part after 'media-library/', as refuse_missing_picked_image reads it). A draft's image, a
-- hidden slide's, an unused file stay unseen. Of those rows anon reads two columns only, the key
-- and the alt texts (column privileges): the file name, caption, size and dates stay the admins'.

do $$
declare
  -- The row's file is the image of a record a visitor sees (its own policy holds it to those too).
  v_shown text := $shown$(
    exists (select 1 from public.projects p where p.status = 'published'
      and position('media-library/' in coalesce(p.image_url, '')) > 0
      and substring(p.image_url from position('media-library/' in p.image_url) + 14) = file_path)
    or exists (select 1 from public.homepage_sliders s where s.is_active
      and position('media-library/' in coalesce(s.image_url, '')) > 0
      and substring(s.image_url from position('media-library/' in s.image_url) + 14) = file_path)
    or exists (select 1 from public.equipment e where e.is_visible
      and position('media-library/' in coalesce(e.image_url, '')) > 0
      and substring(e.image_url from position('media-library/' in e.image_url) + 14) = file_path))$shown$;
begin
  drop policy "admins read media records" on public.media_library;
  execute format('create policy %I on public.media_library for select to anon using %s',
    'visitors read the rows of shown images', v_shown);
  execute format('create policy %I on public.media_library for select to authenticated using ((select public.is_admin()) or %s)',
    'accounts read the rows of shown images, admins all', v_shown);
end
$$;

revoke select on public.media_library from anon;
grant select (file_path, alt_text) on public.media_library to anon;

-- The alt texts of the library file an image URL names (null: not a library URL, or a row the
-- caller may not read). Security invoker: the policies above decide what a visitor gets.
create function public.library_alt_texts(p_image_url text) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select m.alt_text from public.media_library m
  where position('media-library/' in coalesce(p_image_url, '')) > 0
    and m.file_path = substring(p_image_url from position('media-library/' in p_image_url) + 14)
$$;
revoke execute on function public.library_alt_texts(text) from public, anon, authenticated;
grant execute on function public.library_alt_texts(text) to anon, authenticated, service_role;

-- As 20261205100400's and 20261128090000's, with image_alt.
create or replace function public.project_json(p public.projects) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'image_url', p.image_url, 'category', p.category, 'status', p.status,
    'progress', p.progress, 'order_index', p.order_index, 'version', p.version,
    'created_at', p.created_at, 'updated_at', p.updated_at, 'image_alt', public.library_alt_texts(p.image_url),
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code, jsonb_build_object('title', t.title, 'description', t.description, 'content', t.content,
        'content_signature', t.content_signature)), '{}'::jsonb)
      from public.project_translations t where t.project_id = p.id))
$$;

create or replace function public.project_summary_json(p public.projects) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'image_url', p.image_url, 'category', p.category, 'status', p.status,
    'progress', p.progress, 'order_index', p.order_index, 'version', p.version,
    'created_at', p.created_at, 'updated_at', p.updated_at, 'image_alt', public.library_alt_texts(p.image_url),
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code, jsonb_build_object('title', t.title, 'description', t.description)), '{}'::jsonb)
      from public.project_translations t where t.project_id = p.id))
$$;

-- As 20261124090000's, with image_alt.
create or replace function public.slide_records(p_id text, p_public boolean) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', s.id, 'image_url', s.image_url, 'button_link', s.button_link, 'order_index', s.order_index,
    'is_active', s.is_active, 'version', s.version, 'created_at', s.created_at, 'updated_at', s.updated_at,
    'image_alt', public.library_alt_texts(s.image_url),
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code, jsonb_build_object('title', t.title, 'description', t.description, 'button_text', t.button_text)), '{}'::jsonb)
      from public.slider_translations t where t.slider_id = s.id)
  ) order by s.order_index, s.created_at), '[]'::jsonb)
  from (
    select * from public.homepage_sliders s
    where (p_id is null or s.id = p_id) and (not p_public or s.is_active)
    order by s.order_index, s.created_at limit 1000
  ) s
$$;

-- As 20261214090000's, with image_alt.
create or replace function public.equipment_records(p_id text, p_public boolean) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', e.id, 'model_name', e.model_name, 'order_index', e.order_index,
    'is_visible', e.is_visible, 'image_url', e.image_url, 'version', e.version,
    'created_at', e.created_at, 'updated_at', e.updated_at, 'image_alt', public.library_alt_texts(e.image_url),
    'translations', (
      select coalesce(jsonb_object_agg(t.lang_code,
        jsonb_build_object('name', t.name, 'description', t.description, 'category', t.category)), '{}'::jsonb)
      from public.equipment_translations t where t.equipment_id = e.id)
  ) order by e.order_index, e.created_at), '[]'::jsonb)
  from (
    select * from public.equipment e
    where (p_id is null or e.id = p_id) and (not p_public or e.is_visible)
    order by e.order_index, e.created_at limit 1000
  ) e
$$;
