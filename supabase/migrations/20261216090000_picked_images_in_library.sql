-- An image field may point at a media-library file (docs/decisions/053): a project's, slide's or
-- machine's image_url is then Storage's public URL of the file in media-library. No row may point
-- at a file the library no longer has (docs/product.md §10): a write that sets such a URL while no
-- library row has that key raises PT422 'picked_image_missing' inside the save function's own
-- transaction, so a file deleted between the form and the save refuses the save, nothing written.
-- A URL that does not change (a save keeping its image) is not checked again.
create function public.refuse_missing_picked_image() returns trigger
language plpgsql security invoker set search_path = ''
as $$
begin
  if position('media-library/' in coalesce(new.image_url, '')) > 0
     and (tg_op = 'INSERT' or new.image_url is distinct from old.image_url)
     and not exists (select 1 from public.media_library m
       where m.file_path = substring(new.image_url from position('media-library/' in new.image_url) + 14)) then
    raise exception using errcode = 'PT422', message = 'picked_image_missing';
  end if;
  return new;
end;
$$;
revoke execute on function public.refuse_missing_picked_image() from public, anon, authenticated;

create trigger projects_picked_image before insert or update of image_url on public.projects
  for each row execute function public.refuse_missing_picked_image();
create trigger homepage_sliders_picked_image before insert or update of image_url on public.homepage_sliders
  for each row execute function public.refuse_missing_picked_image();
create trigger equipment_picked_image before insert or update of image_url on public.equipment
  for each row execute function public.refuse_missing_picked_image();
