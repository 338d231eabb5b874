-- Admin rights from live state (issue 33; docs/decisions/031-live-admin-rights-and-stored-html.md).
-- is_admin() believed the access token's app_metadata.role. A demotion, "sign out everywhere" and
-- a password change delete the account's Auth sessions, but a token issued before stays valid
-- until it expires (an hour), and with it every admin function, every direct table write and
-- set_user_role itself (making oneself admin again) went through over REST.
--
-- Now one SECURITY DEFINER function decides, for every policy and every admin function: the
-- token's session (its session_id claim, which GoTrue writes into every access token) still
-- exists in auth.sessions, belongs to the token's user, is within its time-box, and that user's
-- *current* role in auth.users.raw_app_meta_data is admin (not deleted, not banned). The role is
-- read where Auth keeps it, the field the Worker's check (getUser → app_metadata.role) reads too,
-- rather than user_profiles, which a trigger copies from it: one source, so the Worker and the
-- database cannot disagree. Policies keep calling it as `(select public.is_admin())`, evaluated
-- once per statement.
--
-- A definer function that anon may execute is what Supabase's advisor warns about, so anon no
-- longer calls it at all: each public-read policy is split into one for anon (the public rows
-- only) and one for authenticated (the public rows, or everything for an admin).
--
-- set_user_role refuses a change of one's own role (PT422 own_role): an admin cannot demote
-- themselves (nor, with a stolen old token, promote themselves); another admin must do it.

create or replace function public.is_admin() returns boolean
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_claims jsonb := auth.jwt();
  v_session text := v_claims ->> 'session_id';
begin
  if v_session is null or v_session !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return exists (
    select 1
    from auth.sessions s
    join auth.users u on u.id = s.user_id
    where s.id = v_session::uuid
      and s.user_id::text = v_claims ->> 'sub'
      and (s.not_after is null or s.not_after > now())
      and u.deleted_at is null
      and (u.banned_until is null or u.banned_until <= now())
      and u.raw_app_meta_data ->> 'role' = 'admin');
end
$$;
revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

-- ------------------------------------------------------------------ public reads, per role

do $$
declare
  -- table, its policy's name, the rows a visitor sees
  v_entity record;
  -- table, its policy's name, the parent table, the foreign key, the parent's public condition
  v_texts record;
begin
  for v_entity in select * from (values
    ('homepage_sliders', 'public reads active slides', 'is_active'),
    ('projects', 'public reads published projects', 'status = ''published'''),
    ('pages', 'public reads published pages', 'is_published'),
    ('menu_items', 'public reads active menu items', 'is_active'),
    ('equipment', 'public reads visible equipment', 'is_visible')
  ) as t(name, policy, visible) loop
    execute format('drop policy %I on public.%I', v_entity.policy, v_entity.name);
    execute format('create policy %I on public.%I for select to anon using (%s)',
      'visitors read public rows', v_entity.name, v_entity.visible);
    execute format('create policy %I on public.%I for select to authenticated using (%s or (select public.is_admin()))',
      'accounts read public rows, admins all', v_entity.name, v_entity.visible);
  end loop;

  for v_texts in select * from (values
    ('slider_translations', 'public reads active slides'' texts', 'homepage_sliders', 'slider_id', 'is_active'),
    ('project_translations', 'public reads published projects'' texts', 'projects', 'project_id', 'status = ''published'''),
    ('page_translations', 'public reads published pages'' texts', 'pages', 'page_id', 'is_published'),
    ('menu_item_translations', 'public reads active menu items'' texts', 'menu_items', 'item_id', 'is_active'),
    ('equipment_translations', 'public reads visible equipment''s texts', 'equipment', 'equipment_id', 'is_visible')
  ) as t(name, policy, parent, fk, visible) loop
    execute format('drop policy %I on public.%I', v_texts.policy, v_texts.name);
    execute format('create policy %I on public.%I for select to anon using (exists (select 1 from public.%I p where p.id = %I and p.%s))',
      'visitors read public rows'' texts', v_texts.name, v_texts.parent, v_texts.fk, v_texts.visible);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_admin()) or exists (select 1 from public.%I p where p.id = %I and p.%s))',
      'accounts read public rows'' texts, admins all', v_texts.name, v_texts.parent, v_texts.fk, v_texts.visible);
  end loop;
end
$$;

-- ------------------------------------------------------------------ roles

-- As 20261123090300's, plus: nobody changes their own role (PT422 own_role).
create or replace function public.set_user_role(p_user_id text, p_role text) returns void
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
  if v_uid::text = auth.jwt() ->> 'sub' then
    raise exception using errcode = 'PT422', message = 'own_role';
  end if;
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
