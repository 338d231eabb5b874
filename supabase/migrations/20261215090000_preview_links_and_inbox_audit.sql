-- Issue 36: the contact inbox's archive and delete in the audit trail (decision 048), and the
-- preview links (decision 058).

-- An admin's change of a message's state (archive, back from the archive, unread again) and an
-- admin's delete, in the same transaction. Opening a message (unread → read) is reading, not an
-- action; the retention run and a visitor's message have no signed-in actor and write nothing.
create function public.audit_contact_message_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if (public.history_actor() ->> 'id') is null then return null; end if;
  if tg_op = 'DELETE' then
    perform public.write_audit('delete', 'message', old.id::text, old.name);
  elsif old.state is distinct from new.state and not (old.state = 'unread' and new.state = 'read') then
    perform public.write_audit('update', 'message', new.id::text, new.name, new.state);
  end if;
  return null;
end
$$;

create trigger contact_messages_audit after update of state or delete on public.contact_messages
  for each row execute function public.audit_contact_message_change();

revoke execute on function public.audit_contact_message_change() from public, anon, authenticated, service_role;

-- Preview links: a page's or project's form as it was when an admin made the link, shown to
-- whoever holds the signed link until it expires or is revoked. Admins read the rows; nobody
-- writes them through the API: the functions below do, as their owner (the table is not forced,
-- so they pass its row-level security), each with its audit entry in the same transaction.
-- Members and visitors read none of it; a link is opened by the server's key alone.
create table public.preview_links (
  id text primary key check (char_length(id) between 20 and 100),
  record_type text not null check (record_type in ('page', 'project')),
  record_id text not null check (char_length(record_id) between 1 and 100),
  fields jsonb not null check (jsonb_typeof(fields) = 'object' and pg_column_size(fields) <= 900000),
  created_at timestamptz not null default now(),
  created_by_id text,
  created_by_email text not null default '',
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index preview_links_record on public.preview_links (record_type, record_id, created_at desc);
alter table public.preview_links enable row level security;
revoke all on public.preview_links from anon, authenticated, service_role;
grant select on public.preview_links to authenticated;
create policy "admins read preview links" on public.preview_links for select to authenticated
  using ((select public.is_admin()));

/** A link as the admin's list shows it (its kept fields left out). */
create function public.preview_link_json(l public.preview_links) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object(
    'id', l.id, 'record_type', l.record_type, 'record_id', l.record_id,
    'created_at', to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'created_by_id', l.created_by_id, 'created_by_email', l.created_by_email,
    'expires_at', to_char(l.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'revoked_at', to_char(l.revoked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
$$;

/** Keeps a form under a new link (p_id: 256 random bits, made by the caller) valid p_days days. */
create function public.create_preview_link(p_id text, p_type text, p_record_id text, p_fields jsonb, p_days integer)
returns jsonb
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_actor jsonb := public.history_actor();
  v_link public.preview_links;
begin
  perform public.require_admin();
  if p_days is null or p_days < 1 or p_days > 90 then
    raise exception using errcode = '22023', message = 'preview_link_days';
  end if;
  insert into public.preview_links (id, record_type, record_id, fields, created_by_id, created_by_email, expires_at)
  values (p_id, p_type, p_record_id, p_fields, v_actor ->> 'id', v_actor ->> 'email', now() + make_interval(days => p_days))
  returning * into v_link;
  perform public.write_audit('preview_link_create', p_type, p_record_id, public.record_label(p_type, p_record_id),
    (public.preview_link_json(v_link)) ->> 'expires_at');
  return public.preview_link_json(v_link);
end
$$;

/** A record's links, newest first (at most 50). */
create function public.list_preview_links(p_type text, p_record_id text) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return coalesce((
    select jsonb_agg(public.preview_link_json(l) order by l.created_at desc, l.id)
    from (select * from public.preview_links
          where record_type = p_type and record_id = p_record_id
          order by created_at desc, id limit 50) l), '[]'::jsonb);
end
$$;

/** Ends a link now; PT404 when there is none. A link revoked already stays as it was, unrecorded. */
create function public.revoke_preview_link(p_id text) returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_link public.preview_links;
begin
  perform public.require_admin();
  select * into v_link from public.preview_links where id = p_id for update;
  if not found then raise exception using errcode = 'PT404', message = 'record'; end if;
  if v_link.revoked_at is not null then return; end if;
  update public.preview_links set revoked_at = now() where id = p_id;
  perform public.write_audit('preview_link_revoke', v_link.record_type, v_link.record_id,
    public.record_label(v_link.record_type, v_link.record_id));
end
$$;

/** A link for whoever holds it (the server's key): null when there is none, its fields only while it lives. */
create function public.open_preview_link(p_id text, p_now timestamptz) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_link public.preview_links;
begin
  select * into v_link from public.preview_links where id = p_id;
  if not found then return null; end if;
  return jsonb_build_object('link', public.preview_link_json(v_link),
    'fields', case when v_link.revoked_at is null and v_link.expires_at > p_now then v_link.fields end);
end
$$;

revoke execute on function
  public.preview_link_json(public.preview_links), public.create_preview_link(text, text, text, jsonb, integer),
  public.list_preview_links(text, text), public.revoke_preview_link(text), public.open_preview_link(text, timestamptz)
  from public, anon, authenticated, service_role;
grant execute on function
  public.preview_link_json(public.preview_links), public.create_preview_link(text, text, text, jsonb, integer),
  public.list_preview_links(text, text), public.revoke_preview_link(text)
  to authenticated;
grant execute on function public.open_preview_link(text, timestamptz) to service_role;
