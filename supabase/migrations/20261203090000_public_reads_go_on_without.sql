-- The spec's fallbacks (docs/product.md §7, §4.1), as the d1 adapter has them: settings that
-- cannot be read are the built-in defaults, slides that cannot be read are none, and the page
-- goes on. Until now one failing read of site_settings or homepage_sliders failed the whole
-- site_chrome or site_home call, so every public page (or the home page) answered 503. Each part
-- the page can do without is read in a block of its own; when it fails, the call answers without
-- it, logs a warning, and says `degraded`, so the Worker keeps nothing made from the answer
-- (docs/decisions/020-public-page-cache.md). Any other failure still fails the call.

create or replace function public.site_chrome(p_slugs text[] default '{}') returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_settings jsonb;
  v_degraded boolean := false;
begin
  begin
    v_settings := public.settings_rows();
  exception when others then
    raise warning 'site_chrome: the settings cannot be read (%); the built-in defaults stand in', sqlerrm;
    v_settings := '[]'::jsonb;
    v_degraded := true;
  end;
  return jsonb_build_object(
    'settings', v_settings,
    'menu', public.menu_records(null, true),
    'page_slugs', public.linked_page_slugs(public.menu_links(), p_slugs),
    'degraded', v_degraded);
end
$$;

create or replace function public.site_home(p_featured integer default 6, p_slugs text[] default '{}') returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_slides jsonb;
  -- The slides' button links, whose pages' slugs the index holds: none when there are no slides.
  v_links text[];
  v_degraded boolean := false;
begin
  begin
    v_slides := public.slide_records(null, true);
    v_links := array(select s.button_link from public.homepage_sliders s where s.is_active limit 1000);
  exception when others then
    raise warning 'site_home: the slides cannot be read (%); the page goes on without them', sqlerrm;
    v_slides := '[]'::jsonb;
    v_links := '{}';
    v_degraded := true;
  end;
  return jsonb_build_object(
    'slides', v_slides,
    'featured_projects', (
      select coalesce(jsonb_agg(public.project_summary_json(f) order by f.order_index, f.created_at, f.id), '[]'::jsonb)
      from (select * from public.projects p where p.status = 'published'
            order by p.order_index, p.created_at, p.id limit greatest(0, p_featured)) f),
    'page_slugs', public.linked_page_slugs(v_links, p_slugs),
    'degraded', v_degraded);
end
$$;
