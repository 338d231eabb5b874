-- The product's tables on Supabase (docs/product.md §7), mirroring the d1 schema (migrations/):
-- text ids, one translation row per (entity, language), children deleted with their parent.
-- Accounts are Supabase Auth's (auth.users); user_profiles mirrors what the admin lists.
-- version: optimistic edits; a save names the version it read and bumps it (see the functions).
-- Every function has a fixed, empty search_path and names everything by schema.

-- ------------------------------------------------------------------ helpers

-- Who may write: a JWT whose app_metadata.role is admin. app_metadata is set only by the server
-- (service role, dashboard); user_metadata is the user's own to edit and is never looked at.
create function public.is_admin() returns boolean
language sql stable security invoker set search_path = ''
as $$
  select coalesce(auth.jwt() -> 'app_metadata' ->> 'role', '') = 'admin'
$$;

create function public.touch_updated_at() returns trigger
language plpgsql security invoker set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- ------------------------------------------------------------------ tables

create table public.site_settings (
  key text primary key,
  value jsonb not null,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.homepage_sliders (
  id text primary key default gen_random_uuid()::text,
  image_url text,
  button_link text not null default '',
  order_index integer not null default 0 check (order_index >= 0),
  is_active boolean not null default true,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index homepage_sliders_active_order on public.homepage_sliders (is_active, order_index);

create table public.slider_translations (
  slider_id text not null references public.homepage_sliders (id) on delete cascade,
  lang_code text not null check (lang_code in ('tr', 'en', 'ru', 'uz')),
  title text not null default '',
  description text not null default '',
  button_text text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (slider_id, lang_code)
);

create table public.projects (
  id text primary key default gen_random_uuid()::text,
  slug text not null unique,
  image_url text,
  category text not null,
  status text not null default 'draft' check (status in ('draft', 'published', 'archived')),
  progress text not null default 'ongoing' check (progress in ('ongoing', 'completed')),
  order_index integer not null default 0 check (order_index >= 0),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index projects_status_order on public.projects (status, order_index);

create table public.project_translations (
  project_id text not null references public.projects (id) on delete cascade,
  lang_code text not null check (lang_code in ('tr', 'en', 'ru', 'uz')),
  title text not null,
  description text not null default '',
  content text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (project_id, lang_code)
);

-- Page types are reference data: the public routes know exactly these sections.
create table public.page_categories (
  id text primary key,
  name_key text not null unique check (name_key in ('kurumsal', 'faaliyetler', 'media', 'generic')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
insert into public.page_categories (id, name_key) values
  ('kurumsal', 'kurumsal'), ('faaliyetler', 'faaliyetler'), ('media', 'media'), ('generic', 'generic');

create table public.pages (
  id text primary key default gen_random_uuid()::text,
  slug text not null unique,
  category_id text not null references public.page_categories (id) on delete restrict,
  is_published boolean not null default false,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index pages_category on public.pages (category_id);

create table public.page_translations (
  page_id text not null references public.pages (id) on delete cascade,
  lang_code text not null check (lang_code in ('tr', 'en', 'ru', 'uz')),
  title text not null,
  content text not null default '',
  -- The page's URL slug in this language (docs/urls.md); the page's own slug when not chosen.
  slug text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (page_id, lang_code),
  unique (lang_code, slug)
);
create index page_translations_slug on public.page_translations (slug);

create table public.menu_items (
  id text primary key default gen_random_uuid()::text,
  path text not null default '',
  slug text not null,
  order_index integer not null default 0 check (order_index >= 0),
  parent_id text references public.menu_items (id) on delete cascade,
  is_active boolean not null default true,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (parent_id is null or parent_id <> id)
);
create index menu_items_parent_order on public.menu_items (parent_id, order_index);

create table public.menu_item_translations (
  item_id text not null references public.menu_items (id) on delete cascade,
  lang_code text not null check (lang_code in ('tr', 'en', 'ru', 'uz')),
  label text not null,
  description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (item_id, lang_code)
);

create table public.equipment (
  id text primary key default gen_random_uuid()::text,
  category text not null default '',
  model_name text not null default '',
  order_index integer not null default 0 check (order_index >= 0),
  is_visible boolean not null default true,
  image_url text,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index equipment_visible_order on public.equipment (is_visible, order_index);

create table public.equipment_translations (
  equipment_id text not null references public.equipment (id) on delete cascade,
  lang_code text not null check (lang_code in ('tr', 'en', 'ru', 'uz')),
  name text not null,
  description text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (equipment_id, lang_code)
);

create table public.media_library (
  id text primary key default gen_random_uuid()::text,
  file_name text not null,
  file_path text not null unique,
  file_type text not null,
  size_kb integer not null check (size_kb >= 0),
  alt_text jsonb not null default '{}' check (jsonb_typeof(alt_text) = 'object'),
  caption jsonb not null default '{}' check (jsonb_typeof(caption) = 'object'),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index media_library_created on public.media_library (created_at desc);

-- The admin's view of an account. Rows come from auth.users (trigger below); the role is the
-- account's app_metadata.role, the one the JWT carries and the policies read.
create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null default '',
  full_name text not null default '',
  avatar_url text not null default '',
  role text not null default 'member' check (role in ('admin', 'member')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_profiles_role on public.user_profiles (role);

-- ------------------------------------------------------------------ timestamps

do $$
declare
  t text;
begin
  foreach t in array array[
    'site_settings', 'homepage_sliders', 'slider_translations', 'projects', 'project_translations',
    'page_categories', 'pages', 'page_translations', 'menu_items', 'menu_item_translations',
    'equipment', 'equipment_translations', 'media_library', 'user_profiles'
  ] loop
    execute format(
      'create trigger %I before update on public.%I for each row execute function public.touch_updated_at()',
      t || '_touch', t);
  end loop;
end
$$;

-- ------------------------------------------------------------------ profiles from auth.users

-- Runs as its owner: the signing-up or updated account has no rights on user_profiles itself.
create function public.sync_user_profile() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.user_profiles (id, email, full_name, avatar_url, role)
  values (
    new.id,
    coalesce(new.email, ''),
    coalesce(new.raw_user_meta_data ->> 'full_name', ''),
    coalesce(new.raw_user_meta_data ->> 'avatar_url', ''),
    case when new.raw_app_meta_data ->> 'role' = 'admin' then 'admin' else 'member' end
  )
  on conflict (id) do update set
    email = excluded.email,
    full_name = excluded.full_name,
    avatar_url = excluded.avatar_url,
    role = excluded.role;
  return new;
end
$$;
revoke execute on function public.sync_user_profile() from public, anon, authenticated;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.sync_user_profile();
create trigger on_auth_user_updated after update of email, raw_app_meta_data, raw_user_meta_data on auth.users
  for each row execute function public.sync_user_profile();

-- ------------------------------------------------------------------ grants

-- Supabase grants everything on public to anon and authenticated by default; RLS decides the
-- rows. Take it all back and give only what some policy below can use, so a table without a
-- policy for a role is closed twice.
revoke all on all tables in schema public from anon, authenticated;
revoke execute on all functions in schema public from public, anon, authenticated;
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;

grant select on
  public.site_settings, public.homepage_sliders, public.slider_translations, public.projects,
  public.project_translations, public.page_categories, public.pages, public.page_translations,
  public.menu_items, public.menu_item_translations, public.equipment, public.equipment_translations
  to anon;
grant select, insert, update, delete on
  public.site_settings, public.homepage_sliders, public.slider_translations, public.projects,
  public.project_translations, public.pages, public.page_translations, public.menu_items,
  public.menu_item_translations, public.equipment, public.equipment_translations, public.media_library
  to authenticated;
grant select on public.page_categories, public.user_profiles to authenticated;
grant all on all tables in schema public to service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- ------------------------------------------------------------------ row-level security

alter table public.site_settings enable row level security;
alter table public.homepage_sliders enable row level security;
alter table public.slider_translations enable row level security;
alter table public.projects enable row level security;
alter table public.project_translations enable row level security;
alter table public.page_categories enable row level security;
alter table public.pages enable row level security;
alter table public.page_translations enable row level security;
alter table public.menu_items enable row level security;
alter table public.menu_item_translations enable row level security;
alter table public.equipment enable row level security;
alter table public.equipment_translations enable row level security;
alter table public.media_library enable row level security;
alter table public.user_profiles enable row level security;

-- What a visitor (and any signed-in account) reads: the public site.
create policy "public reads settings" on public.site_settings
  for select to anon, authenticated using (true);
create policy "public reads page categories" on public.page_categories
  for select to anon, authenticated using (true);
create policy "public reads active slides" on public.homepage_sliders
  for select to anon, authenticated using (is_active or (select public.is_admin()));
create policy "public reads active slides' texts" on public.slider_translations
  for select to anon, authenticated using (
    (select public.is_admin())
    or exists (select 1 from public.homepage_sliders s where s.id = slider_id and s.is_active));
create policy "public reads published projects" on public.projects
  for select to anon, authenticated using (status = 'published' or (select public.is_admin()));
create policy "public reads published projects' texts" on public.project_translations
  for select to anon, authenticated using (
    (select public.is_admin())
    or exists (select 1 from public.projects p where p.id = project_id and p.status = 'published'));
create policy "public reads published pages" on public.pages
  for select to anon, authenticated using (is_published or (select public.is_admin()));
create policy "public reads published pages' texts" on public.page_translations
  for select to anon, authenticated using (
    (select public.is_admin())
    or exists (select 1 from public.pages p where p.id = page_id and p.is_published));
create policy "public reads active menu items" on public.menu_items
  for select to anon, authenticated using (is_active or (select public.is_admin()));
create policy "public reads active menu items' texts" on public.menu_item_translations
  for select to anon, authenticated using (
    (select public.is_admin())
    or exists (select 1 from public.menu_items m where m.id = item_id and m.is_active));
create policy "public reads visible equipment" on public.equipment
  for select to anon, authenticated using (is_visible or (select public.is_admin()));
create policy "public reads visible equipment's texts" on public.equipment_translations
  for select to anon, authenticated using (
    (select public.is_admin())
    or exists (select 1 from public.equipment e where e.id = equipment_id and e.is_visible));

-- Only admins see the media library's records and the accounts (e-mail addresses included).
create policy "admins read media records" on public.media_library
  for select to authenticated using ((select public.is_admin()));
create policy "admins read profiles" on public.user_profiles
  for select to authenticated using ((select public.is_admin()));

-- Only admins write content; page categories and profiles are not written through the API
-- (profiles follow auth.users, roles change through public.set_user_role).
do $$
declare
  t text;
begin
  foreach t in array array[
    'site_settings', 'homepage_sliders', 'slider_translations', 'projects', 'project_translations',
    'pages', 'page_translations', 'menu_items', 'menu_item_translations', 'equipment',
    'equipment_translations', 'media_library'
  ] loop
    execute format('create policy %I on public.%I for insert to authenticated with check ((select public.is_admin()))',
      'admins insert', t);
    execute format('create policy %I on public.%I for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()))',
      'admins update', t);
    execute format('create policy %I on public.%I for delete to authenticated using ((select public.is_admin()))',
      'admins delete', t);
  end loop;
end
$$;

-- ------------------------------------------------------------------ storage

-- The four buckets of docs/product.md §7: public (files are served by their public URL), images
-- only, 10 MB each (maxUploadBytes in app/backend/uploads.ts).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select b, b, true, 10485760, array['image/jpeg', 'image/png', 'image/gif', 'image/webp']
from unnest(array['slider-images', 'project-images', 'equipment-images', 'media-library']) as b
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Public buckets serve files by URL without any policy; listing the objects is the admin's only.
-- No update policy: a stored file is never overwritten (every upload gets a fresh key).
create policy "admins list product files" on storage.objects
  for select to authenticated using (
    bucket_id in ('slider-images', 'project-images', 'equipment-images', 'media-library')
    and (select public.is_admin()));
create policy "admins upload product files" on storage.objects
  for insert to authenticated with check (
    bucket_id in ('slider-images', 'project-images', 'equipment-images', 'media-library')
    and (select public.is_admin()));
create policy "admins delete product files" on storage.objects
  for delete to authenticated using (
    bucket_id in ('slider-images', 'project-images', 'equipment-images', 'media-library')
    and (select public.is_admin()));
