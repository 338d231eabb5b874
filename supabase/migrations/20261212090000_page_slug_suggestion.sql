-- A taken page slug comes with an offer (issue 35, "addresses written for her"; docs/product.md
-- §5.4): save_page's refusal names the clashing fields in DETAIL as before and, in HINT, the first
-- free "-2", "-3", ... of the taken slug among the other pages' slugs, which the admin shows in
-- the field's message. The rest of the function is 20261205100400_content_signatures.sql's.

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
  v_taken text;
  v_n integer := 2;
begin
  perform public.require_admin();
  if not v_is_new then
    select version into v_version from public.pages where id = v_id for update;
    perform public.check_version(found, v_version, p_input, 'page');
  end if;
  if not exists (select 1 from public.page_categories where id = p_input ->> 'categoryId') then
    raise exception using errcode = 'PT422', message = 'category_not_found';
  end if;
  with clash as (
    select 'slug' as field, v_slug as slug from public.pages where slug = v_slug and id <> v_id
    union all
    select case when coalesce(v_translations -> t.lang_code ->> 'slug', '') = '' then 'slug' else 'translations.' || t.lang_code || '.slug' end,
      t.slug
    from public.page_translations t
    where t.page_id <> v_id and v_translations ? t.lang_code
      and t.slug = coalesce(nullif(v_translations -> t.lang_code ->> 'slug', ''), v_slug)
  )
  select coalesce(jsonb_agg(distinct c.field), '[]'::jsonb), (array_agg(c.slug order by c.field <> 'slug', c.field))[1]
  into v_clashes, v_taken from clash c;
  if jsonb_array_length(v_clashes) > 0 then
    -- The offer: the taken slug's first free -2, -3, ... among the other pages' slugs.
    while exists (select 1 from public.pages where slug = v_taken || '-' || v_n and id <> v_id)
      or exists (select 1 from public.page_translations where slug = v_taken || '-' || v_n and page_id <> v_id) loop
      v_n := v_n + 1;
    end loop;
    raise exception using errcode = 'unique_violation', message = 'page_slug_taken', detail = v_clashes::text,
      hint = v_taken || '-' || v_n;
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
