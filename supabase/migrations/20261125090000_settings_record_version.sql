-- The settings as the port versions them (docs/decisions/017-record-versions.md): one record to
-- the admin, whose version is the highest of its rows' (1 while there are none). A save names the
-- version it was loaded at; the check and the writes are one transaction, queued on one lock so
-- two saves from the same version cannot both pass, and every row it writes gets version + 1.
-- It replaces save_settings, whose per-key versions nothing reads any more.

drop function public.save_settings(jsonb, jsonb);

create function public.save_settings_at(p_values jsonb, p_version integer) returns void
language plpgsql security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  perform pg_advisory_xact_lock(hashtext('public.site_settings'));
  if (select coalesce(max(s.version), 1) from public.site_settings s) is distinct from p_version then
    raise exception using errcode = 'PT409', message = 'stale';
  end if;
  insert into public.site_settings (key, value, version)
  select v.key, v.value, p_version + 1
  from jsonb_each(coalesce(p_values, '{}'::jsonb)) v
  where jsonb_typeof(v.value) <> 'null'
  on conflict (key) do update set value = excluded.value, version = excluded.version;
end
$$;

revoke execute on function public.save_settings_at(jsonb, integer) from public, anon;
grant execute on function public.save_settings_at(jsonb, integer) to authenticated, service_role;
