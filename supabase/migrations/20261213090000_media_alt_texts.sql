-- "Alternatif metinler" (issue 35; docs/product.md §5.9): the alt texts of a batch of media files,
-- typed on one screen after an upload, saved together at each file's version, all or nothing. One
-- function, so one transaction: a file deleted or saved by someone else meanwhile refuses the
-- whole batch (PT404 'media' with the file's id as its detail, PT409 'stale'), and nothing is
-- written. The audit trigger on media_library (20261210090000_history.sql) records each update.

-- Input: [{id, version?, altText: {lang: text}}]; empty texts are left out by the caller.
create function public.update_media_alt_texts(p_files jsonb) returns jsonb
language plpgsql security invoker set search_path = ''
as $$
declare
  v_file jsonb;
  v_version integer;
  v_ids text[] := '{}';
begin
  perform public.require_admin();
  if jsonb_typeof(p_files) <> 'array' or jsonb_array_length(p_files) = 0 then
    raise exception using errcode = 'PT422', message = 'invalid_input';
  end if;
  for v_file in select value from jsonb_array_elements(p_files) loop
    select version into v_version from public.media_library where id = v_file ->> 'id' for update;
    if not found then
      raise exception using errcode = 'PT404', message = 'media', detail = v_file ->> 'id';
    end if;
    perform public.check_version(true, v_version, v_file, 'media');
    update public.media_library
      set alt_text = coalesce(v_file -> 'altText', '{}'::jsonb), version = version + 1
      where id = v_file ->> 'id';
    v_ids := v_ids || (v_file ->> 'id');
  end loop;
  return (
    select coalesce(jsonb_agg(public.media_records(i.id, null, 1) -> 0 order by i.n), '[]'::jsonb)
    from unnest(v_ids) with ordinality as i(id, n));
end
$$;

grant execute on function public.update_media_alt_texts(jsonb) to authenticated;
