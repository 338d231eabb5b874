-- A machine's category in every language (issue 35; migrations/0020 for D1): the category is a
-- text of each translation row beside the name, so it falls back like every translated text and
-- the history trigger (20261210090000_history.sql) snapshots it per language. The stored
-- category becomes the Turkish text; the other languages start empty.
alter table public.equipment_translations add column category text not null default '';

update public.equipment_translations t set category = e.category
from public.equipment e
where e.id = t.equipment_id and t.lang_code = 'tr';

-- A machine in the trash keeps its category: its snapshot's Turkish texts get it.
update public.trash_entries
set snapshot = jsonb_set(snapshot, '{0,translations,tr,category}', snapshot -> 0 -> 'row' -> 'category')
where record_type = 'equipment'
  and jsonb_typeof(snapshot -> 0 -> 'row' -> 'category') = 'string'
  and jsonb_typeof(snapshot -> 0 -> 'translations' -> 'tr') = 'object';

create or replace function public.equipment_records(p_id text, p_public boolean) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', e.id, 'model_name', e.model_name, 'order_index', e.order_index,
    'is_visible', e.is_visible, 'image_url', e.image_url, 'version', e.version,
    'created_at', e.created_at, 'updated_at', e.updated_at,
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

create or replace function public.save_equipment(p_input jsonb) returns jsonb
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
      model_name = coalesce(p_input ->> 'modelName', ''),
      order_index = coalesce((p_input ->> 'orderIndex')::integer, 0),
      is_visible = coalesce((p_input ->> 'isVisible')::boolean, true),
      image_url = case when p_input ? 'imageUrl' then p_input ->> 'imageUrl' else image_url end,
      version = version + 1
    where id = v_id;
  else
    insert into public.equipment (model_name, order_index, is_visible, image_url)
    values (coalesce(p_input ->> 'modelName', ''), coalesce((p_input ->> 'orderIndex')::integer, 0),
            coalesce((p_input ->> 'isVisible')::boolean, true), p_input ->> 'imageUrl')
    returning id into v_id;
  end if;
  insert into public.equipment_translations (equipment_id, lang_code, name, description, category)
  select v_id, t.key, t.value ->> 'name', coalesce(t.value ->> 'description', ''), coalesce(t.value ->> 'category', '')
  from jsonb_each(coalesce(p_input -> 'translations', '{}'::jsonb)) t
  on conflict (equipment_id, lang_code) do update
    set name = excluded.name, description = excluded.description, category = excluded.category;
  return jsonb_build_object('record', public.equipment_records(v_id, false) -> 0,
    'previous_image_url', case when p_input ? 'imageUrl' then v_image end);
end
$$;

alter table public.equipment drop column category;
