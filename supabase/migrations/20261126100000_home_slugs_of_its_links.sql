-- The home page's page-slug index names the pages its slides and its own sections link to, not
-- the menu's: the frame localizes the menu from site_chrome, so reading the menu's links again
-- here cost every home view the whole menu (docs/decisions/025-first-paint.md). Same signature,
-- so the grants of 20261124090000 stay.
create or replace function public.site_home(p_featured integer default 6, p_slugs text[] default '{}') returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'settings', public.settings_rows(),
    'slides', public.slide_records(null, true),
    'featured_projects', public.project_records(null, true, null, null, greatest(0, p_featured)),
    'page_slugs', public.linked_page_slugs(
      array(select s.button_link from public.homepage_sliders s where s.is_active limit 1000),
      p_slugs))
$$;
