-- Contact messages (docs/product.md §4.6, issue 38; docs/decisions/049-contact-messages.md): what
-- visitors send from the contact form, personal data that only admins read.
--
-- Who writes what:
--   * A message is stored only by submit_contact_message, which only the server's secret key
--     (service_role) may execute: the Worker calls it after its own checks (the honeypot, the
--     fill time), with the visitor's address keyed from CF-Connecting-IP. It counts the address's
--     messages of the window before it stores anything, under a lock per address, so the limit
--     holds for parallel posts too. Neither anon nor authenticated may insert a row or call it:
--     over REST the anon key could only name an address of its own choosing (PostgREST sees the
--     Worker's address, or whatever a header claims), so a limit there would not hold; with no
--     way in, the anon key cannot flood the table at all.
--   * Admins read, mark (state only) and delete through the functions below, under their own
--     JWT and these policies; nobody edits what a visitor wrote.
--   * The retention run (expire_contact_messages) is the scheduled job's, through service_role.
-- No write here touches the content version: nothing of it is on the site.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 254),
  message text not null check (char_length(message) between 1 and 5000),
  lang text not null check (lang in ('tr', 'en', 'ru', 'uz')),
  state text not null default 'unread' check (state in ('unread', 'read', 'archived')),
  received_at timestamptz not null default now()
);
create index contact_messages_state on public.contact_messages (state, received_at desc, id);
create index contact_messages_received on public.contact_messages (received_at);

create table public.contact_attempts (
  id bigint generated always as identity primary key,
  address text not null check (length(address) <= 64),
  attempted_at timestamptz not null default now()
);
create index contact_attempts_address on public.contact_attempts (address, attempted_at);
create index contact_attempts_time on public.contact_attempts (attempted_at);

-- One row: where a new message is announced and how long messages are kept. Not a site setting:
-- those are public (anon reads them for every page), these are the admin's alone.
create table public.message_settings (
  id boolean primary key default true check (id),
  notify_email text not null default '' check (char_length(notify_email) <= 254),
  retention_months integer not null default 12 check (retention_months between 1 and 120),
  version integer not null default 1
);
insert into public.message_settings (id) values (true);

alter table public.contact_messages enable row level security;
alter table public.contact_messages force row level security;
alter table public.contact_attempts enable row level security;
alter table public.contact_attempts force row level security;
alter table public.message_settings enable row level security;
alter table public.message_settings force row level security;

revoke all on public.contact_messages, public.contact_attempts, public.message_settings from anon, authenticated;
grant select, delete on public.contact_messages to authenticated;
grant update (state) on public.contact_messages to authenticated;
grant select on public.message_settings to authenticated;
grant update (notify_email, retention_months, version) on public.message_settings to authenticated;
grant all on public.contact_messages, public.contact_attempts, public.message_settings to service_role;

create policy contact_messages_admin_read on public.contact_messages
  for select to authenticated using ((select public.is_admin()));
create policy contact_messages_admin_mark on public.contact_messages
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy contact_messages_admin_delete on public.contact_messages
  for delete to authenticated using ((select public.is_admin()));
create policy message_settings_admin_read on public.message_settings
  for select to authenticated using ((select public.is_admin()));
create policy message_settings_admin_write on public.message_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));

-- ------------------------------------------------------------------ a visitor's message (the server's)

/**
 * Stores a message unless p_address has had p_limit messages in the last p_window_minutes:
 * {"accepted": false} then, nothing written. Accepted: {"accepted": true, "id": …,
 * "notify_email": the address to announce it to, or ""}. The inputs are the port's, checked
 * there; the table's checks hold besides.
 */
create function public.submit_contact_message(
  p_name text, p_email text, p_message text, p_lang text, p_address text, p_limit integer, p_window_minutes integer)
returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_since timestamptz := now() - make_interval(mins => p_window_minutes);
  v_id uuid;
begin
  perform pg_advisory_xact_lock(hashtextextended('contact_message:' || p_address, 0));
  delete from public.contact_attempts where attempted_at <= v_since;
  if (select count(*) from public.contact_attempts where address = p_address) >= p_limit then
    return jsonb_build_object('accepted', false);
  end if;
  insert into public.contact_attempts (address) values (p_address);
  insert into public.contact_messages (name, email, message, lang)
    values (p_name, p_email, p_message, p_lang) returning id into v_id;
  return jsonb_build_object('accepted', true, 'id', v_id,
    'notify_email', coalesce((select notify_email from public.message_settings), ''));
end
$$;

-- ------------------------------------------------------------------ the admin's inbox

/** A message's id from text: null when it is no UUID (no message has it; a cast would fail). */
-- (plpgsql: an SQL function would be inlined, and the planner may fold the cast of a constant
-- before the test that guards it.)
create function public.contact_message_id(p_id text) returns uuid
language plpgsql immutable security invoker set search_path = ''
as $$
begin
  if p_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return p_id::uuid;
  end if;
  return null;
end
$$;

create function public.contact_message_json(m public.contact_messages, p_whole boolean) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object('id', m.id, 'name', m.name, 'email', m.email, 'lang', m.lang, 'state', m.state,
    'received_at', m.received_at)
    || case when p_whole then jsonb_build_object('message', m.message)
       else jsonb_build_object('preview', left(m.message, 160)) end
$$;

/** One state's messages, newest first, searched in the name, the e-mail and the text. */
create function public.list_contact_messages(p_state text, p_offset integer default 0, p_limit integer default 100, p_search text default null)
returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_pattern text := public.search_pattern(p_search);
begin
  perform public.require_admin();
  return (
    with listed as (
      select * from public.contact_messages m
      where m.state = p_state
        and (v_pattern is null or public.search_fold(m.name) like v_pattern or public.search_fold(m.email) like v_pattern
             or public.search_fold(m.message) like v_pattern)
    )
    select jsonb_build_object(
      'items', (select coalesce(jsonb_agg(public.contact_message_json(w, false) order by w.received_at desc, w.id), '[]'::jsonb)
        from (select * from listed order by received_at desc, id
              offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w),
      'total', (select count(*) from listed)));
end
$$;

create function public.unread_contact_messages() returns integer
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return (select count(*) from public.contact_messages where state = 'unread');
end
$$;

/** The message, marked read if it was unread; null when there is none. */
create function public.open_contact_message(p_id text) returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_row public.contact_messages;
begin
  perform public.require_admin();
  update public.contact_messages set state = 'read' where id = public.contact_message_id(p_id) and state = 'unread';
  select * into v_row from public.contact_messages where id = public.contact_message_id(p_id);
  if not found then
    return null;
  end if;
  return public.contact_message_json(v_row, true);
end
$$;

create function public.set_contact_message_state(p_id text, p_state text) returns void
language plpgsql volatile security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  update public.contact_messages set state = p_state where id = public.contact_message_id(p_id);
  if not found then
    raise exception using errcode = 'PT404', message = 'message';
  end if;
end
$$;

create function public.delete_contact_message(p_id text) returns void
language plpgsql volatile security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  delete from public.contact_messages where id = public.contact_message_id(p_id);
  if not found then
    raise exception using errcode = 'PT404', message = 'message';
  end if;
end
$$;

create function public.message_settings_read() returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return (select to_jsonb(s) - 'id' from public.message_settings s);
end
$$;

/** Saves the settings at p_version (PT409 when they have moved on); answers them as saved. */
create function public.save_message_settings(p_notify_email text, p_retention_months integer, p_version integer) returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_saved public.message_settings;
begin
  perform public.require_admin();
  update public.message_settings
    set notify_email = p_notify_email, retention_months = p_retention_months, version = version + 1
    where version = p_version
    returning * into v_saved;
  if not found then
    raise exception using errcode = 'PT409', message = 'stale';
  end if;
  return to_jsonb(v_saved) - 'id';
end
$$;

-- The dashboard counts the unread messages too (same signature, one more count).
create or replace function public.admin_counts() returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return jsonb_build_object(
    'publishedProjects', (select count(*) from public.projects where status = 'published'),
    'draftProjects', (select count(*) from public.projects where status = 'draft'),
    'pages', (select count(*) from public.pages),
    'activeSlides', (select count(*) from public.homepage_sliders where is_active),
    'visibleEquipment', (select count(*) from public.equipment where is_visible),
    'files', (select count(*) from public.media_library),
    'admins', (select count(*) from public.user_profiles where role = 'admin'),
    'unreadMessages', (select count(*) from public.contact_messages where state = 'unread'));
end
$$;

-- ------------------------------------------------------------------ the retention run (the server's)

/**
 * Deletes the messages received before the retention period counted back from p_now (calendar
 * months in UTC, as the d1 adapter counts them: app/backend/messages.ts, monthsBefore) and the
 * throttle's attempts past p_window_minutes; answers how many messages it deleted.
 */
create function public.expire_contact_messages(p_now timestamptz, p_window_minutes integer) returns integer
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_months integer := coalesce((select retention_months from public.message_settings), 12);
  v_deleted integer;
begin
  delete from public.contact_messages
    where received_at < ((p_now at time zone 'UTC') - make_interval(months => v_months)) at time zone 'UTC';
  get diagnostics v_deleted = row_count;
  delete from public.contact_attempts where attempted_at <= p_now - make_interval(mins => p_window_minutes);
  return v_deleted;
end
$$;

-- ------------------------------------------------------------------ who may call what

revoke execute on function
  public.submit_contact_message(text, text, text, text, text, integer, integer),
  public.contact_message_json(public.contact_messages, boolean), public.contact_message_id(text),
  public.list_contact_messages(text, integer, integer, text), public.unread_contact_messages(),
  public.open_contact_message(text), public.set_contact_message_state(text, text),
  public.delete_contact_message(text), public.message_settings_read(),
  public.save_message_settings(text, integer, integer), public.expire_contact_messages(timestamptz, integer)
  from public, anon, authenticated;
-- The admin's inbox (each function checks the admin itself; the policies again).
grant execute on function
  public.contact_message_json(public.contact_messages, boolean), public.contact_message_id(text),
  public.list_contact_messages(text, integer, integer, text), public.unread_contact_messages(),
  public.open_contact_message(text), public.set_contact_message_state(text, text),
  public.delete_contact_message(text), public.message_settings_read(),
  public.save_message_settings(text, integer, integer)
  to authenticated;
-- A visitor's message and the retention run: the server's secret key alone.
grant execute on function
  public.submit_contact_message(text, text, text, text, text, integer, integer),
  public.contact_message_json(public.contact_messages, boolean),
  public.expire_contact_messages(timestamptz, integer)
  to service_role;
