-- A media-library file that is still used is not deleted (docs/product.md §10: no row ever
-- points at a deleted file). Until now delete_media removed the row of any file, the site logo's
-- too, and every public page showed a broken image. The rule is the d1 adapter's
-- (app/backend/d1/media.ts) and the port's (MediaStore.uses/delete):
--
-- A file is used by every row that holds `media-library/<key>` anywhere in its text — the d1
-- adapter's /files/media-library/<key> and Storage's public URL alike, and the same address in
-- admin-written HTML: a site setting's value (logo, about image, client logos, any other key), a
-- page's content, a project's image, description or content, a slide's image or button link, a
-- machine's image. Titles are the Turkish ones. The tables are small and this runs on a delete
-- or its confirmation only, so the scans stand without an index.
--
-- delete_media raises PT422 media_in_use with the uses as its detail (JSON), so the adapter
-- names them without a second call; nothing is deleted.

/** Where the file at p_path (its key in the media-library bucket) is used: [{kind, detail, value}]. */
create function public.media_uses(p_path text) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_needle text := 'media-library/' || p_path;
begin
  perform public.require_admin();
  return (
    select coalesce(jsonb_agg(u.use), '[]'::jsonb)
    from (
      select jsonb_build_object('kind', 'setting', 'detail', s.key, 'value', s.value) as use
      from public.site_settings s where strpos(s.value::text, v_needle) > 0
      union all
      select jsonb_build_object('kind', 'page', 'detail',
        coalesce((select t.title from public.page_translations t where t.page_id = p.id and t.lang_code = 'tr'), p.slug))
      from public.pages p
      where exists (select 1 from public.page_translations t where t.page_id = p.id and strpos(t.content, v_needle) > 0)
      union all
      select jsonb_build_object('kind', 'project', 'detail',
        coalesce((select t.title from public.project_translations t where t.project_id = p.id and t.lang_code = 'tr'), p.slug))
      from public.projects p
      where strpos(coalesce(p.image_url, ''), v_needle) > 0
        or exists (select 1 from public.project_translations t
                   where t.project_id = p.id and (strpos(t.content, v_needle) > 0 or strpos(t.description, v_needle) > 0))
      union all
      select jsonb_build_object('kind', 'slide', 'detail',
        coalesce((select t.title from public.slider_translations t where t.slider_id = s.id and t.lang_code = 'tr'), ''))
      from public.homepage_sliders s
      where strpos(coalesce(s.image_url, ''), v_needle) > 0 or strpos(s.button_link, v_needle) > 0
      union all
      select jsonb_build_object('kind', 'machine', 'detail',
        coalesce((select t.name from public.equipment_translations t where t.equipment_id = e.id and t.lang_code = 'tr'), e.model_name))
      from public.equipment e
      where strpos(coalesce(e.image_url, ''), v_needle) > 0
    ) u
  );
end
$$;

/** Deletes a file's row by its path unless it is used (PT422 media_in_use); returns the row. */
create or replace function public.delete_media(p_path text) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_record jsonb;
  v_uses jsonb;
begin
  perform public.require_admin();
  -- The row is locked first, so the uses are read after any delete of it that came before.
  perform 1 from public.media_library where file_path = p_path for update;
  if not found then raise exception using errcode = 'PT404', message = 'media'; end if;
  v_uses := public.media_uses(p_path);
  if jsonb_array_length(v_uses) > 0 then
    raise exception using errcode = 'PT422', message = 'media_in_use', detail = v_uses::text;
  end if;
  v_record := public.media_records(null, p_path, 1) -> 0;
  delete from public.media_library where file_path = p_path;
  return v_record;
end
$$;

revoke execute on function public.media_uses(text) from public, anon;
grant execute on function public.media_uses(text) to authenticated, service_role;
