-- The database refuses what the Worker refuses in every stored link and image address (issue 33,
-- point 2; docs/decisions/035-content-rules-on-every-write-path.md). The rules lived in the Worker
-- only (app/lib/safe-url.ts), so an admin's token used straight against the API stored a menu path
-- `javascript:alert(1)` through save_menu_item or a PATCH of menu_items.
--
-- public.is_safe_link_url mirrors isSafeLinkUrl: no control character anywhere and no white space
-- around (browsers drop both before they read a scheme: ' java\tscript:' runs as 'javascript:');
-- a site path (/x, not //host nor /\host), or mailto:, tel:, or http(s):// with a host, the scheme
-- in any case. What it cannot mirror exactly is the URL parser's judgement of a host; it refuses
-- an empty one or one with white space or < > ^ |, and tests/fixtures/link-urls.ts holds both
-- functions to the same answers. public.is_safe_web_url is the rule for images and slide buttons
-- (isSafeWebUrl): a site path or http(s) only. Menu paths, slide buttons, the three image columns
-- and the settings' links and images (the logo, the about image, the social links, the client
-- logos: setting_urls_are_safe) are checked; an empty value is none.
--
-- A refused write is a check violation (23514), which PostgREST answers 400 and the adapter as
-- the caller's mistake (400), never 5xx. These run inside every write of those tables, as the
-- writer: authenticated may execute them, anon (which writes nothing) may not.

create function public.is_safe_link_url(p_url text) returns boolean
language plpgsql immutable parallel safe security invoker set search_path = ''
as $$
declare
  v_scheme text;
  v_host text;
begin
  if p_url is null or p_url ~ '[\x01-\x1f\x7f]'
     or p_url ~ '^[ \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]|[ \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$' then
    return false;
  end if;
  if left(p_url, 1) = '/' then
    return p_url !~ '^/[/\\]';
  end if;
  v_scheme := lower(substring(p_url from '^([A-Za-z][A-Za-z0-9+.-]*):'));
  if v_scheme in ('mailto', 'tel') then
    return true;
  end if;
  if v_scheme is null or v_scheme not in ('http', 'https') or p_url !~* '^https?://' then
    return false;
  end if;
  -- The authority (extra slashes skipped, as the URL parser does for http), less its user info and port.
  v_host := substring(p_url from '^[A-Za-z]+://[/\\]*([^/\\?#]*)');
  v_host := regexp_replace(regexp_replace(v_host, '^.*@', ''), ':[0-9]*$', '');
  return v_host <> '' and v_host !~ '[[:space:]<>^|]';
end
$$;

create function public.is_safe_web_url(p_url text) returns boolean
language sql immutable parallel safe security invoker set search_path = ''
as $$ select (left(p_url, 1) = '/' or p_url ~* '^https?://') and public.is_safe_link_url(p_url) $$;

/** Whether every link and image address a setting's value holds is empty or a safe link (app/lib/settings.ts: linkUrl). */
create function public.setting_urls_are_safe(p_key text, p_value jsonb) returns boolean
language sql immutable parallel safe security invoker set search_path = ''
as $$
  select coalesce(bool_and(u.url = '' or public.is_safe_link_url(u.url)), true)
  from (
    select p_value ->> 'logoUrl' as url where p_key = 'general' and jsonb_typeof(p_value) = 'object'
    union all
    select p_value #>> '{}' where p_key = 'about_summary_image_url' and jsonb_typeof(p_value) = 'string'
    union all
    select e ->> 'url' from jsonb_array_elements(
      case when p_key = 'socialMedia' and jsonb_typeof(p_value) = 'array' then p_value else '[]'::jsonb end) e
    where jsonb_typeof(e) = 'object'
    union all
    select e ->> 'imageUrl' from jsonb_array_elements(
      case when p_key = 'client_logos' and jsonb_typeof(p_value) = 'array' then p_value else '[]'::jsonb end) e
    where jsonb_typeof(e) = 'object'
  ) u
  where u.url is not null
$$;

grant execute on function public.is_safe_link_url(text), public.is_safe_web_url(text),
  public.setting_urls_are_safe(text, jsonb) to authenticated, service_role;

alter table public.menu_items add constraint menu_items_path_safe
  check (path = '' or public.is_safe_link_url(path));
alter table public.homepage_sliders add constraint homepage_sliders_button_link_safe
  check (button_link = '' or public.is_safe_web_url(button_link));
alter table public.homepage_sliders add constraint homepage_sliders_image_url_safe
  check (image_url is null or image_url = '' or public.is_safe_web_url(image_url));
alter table public.projects add constraint projects_image_url_safe
  check (image_url is null or image_url = '' or public.is_safe_web_url(image_url));
alter table public.equipment add constraint equipment_image_url_safe
  check (image_url is null or image_url = '' or public.is_safe_web_url(image_url));
alter table public.site_settings add constraint site_settings_urls_safe
  check (public.setting_urls_are_safe(key, value));
