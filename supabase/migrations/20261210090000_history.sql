-- Revisions, the trash and the audit trail (issue 36; docs/decisions/046-revisions-as-snapshots.md),
-- the same as the d1 adapter's (migrations/0017_history.sql, app/backend/d1/history-sql.ts).
--
-- A save function of a record is not written anew here: triggers record what every save does,
-- whichever function (or direct write) made it, in its own transaction.
--   * Revisions: a constraint trigger deferred to the end of the transaction, on each row of a
--     record's table that is inserted or whose version moved, keeps the record as it is then (its
--     row and its translations, written by then), once per record and transaction. The settings'
--     rows are one record ('settings', 'site').
--   * Audit: deferred triggers record a create, an update (the version moved), a reorder (order or
--     parent moved, the version not), an upload, a media text edit, a delete and a role change,
--     once per transaction, action and record. The functions below that do more than a write (the
--     trash, a restore) silence them for their transaction (app.audit_muted) and write their own.
--   * Trash: trash_record moves a record's rows (a menu item's subtree with it) into one entry;
--     restore_trash writes them back whole; purge_trash and the scheduled job's empty_trash delete
--     entries for good and answer the image files to remove.
-- The audit log is append-only: no API role may update, delete or truncate it, and a trigger
-- refuses every UPDATE, and every DELETE but the retention run's (prune_audit_log, the service
-- role's only), even to the table's owner.
--
-- Errors the adapter maps besides the common ones: PT409 slug_taken (DETAIL: the slug), raised by
-- restore_trash when another record took a trashed record's address meanwhile.

-- ------------------------------------------------------------------ tables

create table public.record_revisions (
  record_type text not null,
  record_id text not null,
  revision integer not null check (revision > 0),
  action text not null check (action in ('create', 'update', 'restore', 'untrash')),
  restored_from integer,
  snapshot jsonb not null,
  changed jsonb,
  actor_id text,
  actor_email text not null default '',
  created_at timestamptz not null default now(),
  tx bigint not null default txid_current(),
  primary key (record_type, record_id, revision)
);
create unique index record_revisions_once_per_tx on public.record_revisions (record_type, record_id, tx);

create table public.trash_entries (
  id text primary key default gen_random_uuid()::text,
  record_type text not null,
  record_id text not null,
  label text not null default '',
  snapshot jsonb not null check (jsonb_typeof(snapshot) = 'array'),
  item_count integer not null default 1,
  deleted_by_id text,
  deleted_by_email text not null default '',
  deleted_at timestamptz not null default now(),
  unique (record_type, record_id)
);
create index trash_entries_deleted on public.trash_entries (deleted_at desc, id);
create index trash_entries_type_deleted on public.trash_entries (record_type, deleted_at desc, id);

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id text,
  actor_email text not null default '',
  action text not null,
  record_type text,
  record_id text,
  label text not null default '',
  detail text not null default '',
  tx bigint not null default txid_current()
);
create unique index audit_log_once_per_tx on public.audit_log (tx, action, (coalesce(record_type, '')), (coalesce(record_id, '')));
create index audit_log_at on public.audit_log (at desc, id desc);
create index audit_log_actor_at on public.audit_log (actor_id, at desc, id desc);
create index audit_log_type_at on public.audit_log (record_type, at desc, id desc);

-- The records whose saves are kept and whose deletes go to the trash (app/backend/history.ts
-- recordTables): one row each, made by keep_history() below.
create table public.history_tables (
  kind text primary key,
  table_name text not null unique,
  translations text not null,
  key text not null,
  label text not null,
  parent text,
  not_found text not null
);

-- ------------------------------------------------------------------ who, and what a record is

/** The caller's account id from the request's claims (none for the service role, a seed, the job). */
create function public.history_actor() returns jsonb
language sql stable security definer set search_path = ''
as $$
  select jsonb_build_object(
    'id', c ->> 'sub',
    'email', coalesce((select u.email from auth.users u where u.id::text = c ->> 'sub'), ''))
  from (select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb as c) claims
$$;

/** A record as stored: {row: every column, translations: {lang: its texts}}; null when it is not there. */
create function public.record_snapshot(p_kind text, p_id text) returns jsonb
language plpgsql stable security definer set search_path = ''
as $$
declare
  t public.history_tables;
  v_row jsonb;
  v_translations jsonb;
begin
  if p_kind = 'settings' then
    return jsonb_build_object(
      'row', coalesce((select jsonb_object_agg(s.key, s.value) from public.site_settings s), '{}'::jsonb),
      'translations', '{}'::jsonb);
  end if;
  select * into strict t from public.history_tables where kind = p_kind;
  execute format('select to_jsonb(r) from public.%I r where r.id = $1', t.table_name) into v_row using p_id;
  if v_row is null then return null; end if;
  execute format(
    'select coalesce(jsonb_object_agg(x.lang_code, to_jsonb(x) - %L - ''lang_code'' - ''created_at'' - ''updated_at''), ''{}''::jsonb)
     from public.%I x where x.%I = $1', t.key, t.translations, t.key)
    into v_translations using p_id;
  return jsonb_build_object('row', v_row, 'translations', v_translations);
end
$$;

/** A record's Turkish name: the label column of its Turkish translation ('' for the settings). */
create function public.record_label(p_kind text, p_id text) returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  t public.history_tables;
  v_label text;
begin
  select * into t from public.history_tables where kind = p_kind;
  if not found then return ''; end if;
  execute format('select %I from public.%I where %I = $1 and lang_code = ''tr''', t.label, t.translations, t.key)
    into v_label using p_id;
  return coalesce(v_label, '');
end
$$;

/** The fields of p_new that differ from p_old: "row.<column>", "translations.<lang>.<column>". */
create function public.snapshot_changes(p_old jsonb, p_new jsonb) returns jsonb
language sql immutable set search_path = ''
as $$
  select coalesce(jsonb_agg(c.k order by c.k), '[]'::jsonb) from (
    select 'row.' || n.key as k from jsonb_each(p_new -> 'row') n
    where n.key not in ('version', 'created_at', 'updated_at') and n.value is distinct from (p_old -> 'row' -> n.key)
    union all
    select 'translations.' || l.key || '.' || n.key from jsonb_each(p_new -> 'translations') l, jsonb_each(l.value) n
    where n.value is distinct from (p_old -> 'translations' -> l.key -> n.key)
  ) c
$$;

-- ------------------------------------------------------------------ revisions

/** Keeps the record as it is now as its next revision (once per transaction), and its newest 50 only. */
create function public.record_revision(p_kind text, p_id text, p_action text, p_restored_from integer) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_snapshot jsonb;
  v_previous integer;
  v_previous_snapshot jsonb;
  v_actor jsonb := public.history_actor();
  v_revision integer;
begin
  if exists (select 1 from public.record_revisions
             where record_type = p_kind and record_id = p_id and tx = txid_current()) then
    return;
  end if;
  v_snapshot := public.record_snapshot(p_kind, p_id);
  -- Deleted again later in the same transaction: nothing to keep.
  if v_snapshot is null then return; end if;
  select r.revision, r.snapshot into v_previous, v_previous_snapshot from public.record_revisions r
  where r.record_type = p_kind and r.record_id = p_id order by r.revision desc limit 1;
  v_revision := coalesce(v_previous, 0) + 1;
  insert into public.record_revisions (record_type, record_id, revision, action, restored_from, snapshot, changed, actor_id, actor_email)
  values (p_kind, p_id, v_revision, p_action, p_restored_from, v_snapshot,
          case when v_previous_snapshot is not null then public.snapshot_changes(v_previous_snapshot, v_snapshot) end,
          v_actor ->> 'id', v_actor ->> 'email');
  delete from public.record_revisions where record_type = p_kind and record_id = p_id and revision <= v_revision - 50;
end
$$;

/**
 * The revision trigger (TG_ARGV[0]: the kind). What the save was comes from the transaction when a
 * function below said so (app.history_action: restore, untrash), else from the write.
 */
create function public.keep_revision() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_kind text := tg_argv[0];
  v_said text := nullif(current_setting('app.history_action', true), '');
begin
  perform public.record_revision(
    v_kind,
    case when v_kind = 'settings' then 'site' else to_jsonb(new) ->> 'id' end,
    coalesce(v_said, case when tg_op = 'INSERT' and v_kind <> 'settings' then 'create' else 'update' end),
    nullif(current_setting('app.history_restored_from', true), '')::integer);
  return null;
end
$$;

-- ------------------------------------------------------------------ audit

/** Writes an audit entry as the caller (once per transaction, action and record). */
create function public.write_audit(p_action text, p_record_type text, p_record_id text, p_label text, p_detail text default '')
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_actor jsonb := public.history_actor();
begin
  insert into public.audit_log (actor_id, actor_email, action, record_type, record_id, label, detail)
  values (v_actor ->> 'id', v_actor ->> 'email', p_action, p_record_type, p_record_id, coalesce(p_label, ''), coalesce(p_detail, ''))
  on conflict (tx, action, (coalesce(record_type, '')), (coalesce(record_id, ''))) do nothing;
end
$$;

/** The audit trigger of a record's table (TG_ARGV[0]: the kind), unless the transaction silenced it. */
create function public.audit_record_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_kind text := tg_argv[0];
begin
  if coalesce(current_setting('app.audit_muted', true), '') = 'on' then return null; end if;
  if v_kind = 'settings' then
    perform public.write_audit('update', 'settings', 'site', '');
  elsif tg_op = 'INSERT' then
    perform public.write_audit('create', v_kind, new.id, public.record_label(v_kind, new.id));
  elsif tg_op = 'DELETE' then
    perform public.write_audit('delete', v_kind, old.id, '');
  elsif old.version is distinct from new.version then
    perform public.write_audit('update', v_kind, new.id, public.record_label(v_kind, new.id));
  elsif (to_jsonb(old) -> 'order_index') is distinct from (to_jsonb(new) -> 'order_index')
     or (to_jsonb(old) -> 'parent_id') is distinct from (to_jsonb(new) -> 'parent_id') then
    perform public.write_audit('reorder', v_kind, null, '');
  end if;
  return null;
end
$$;

create function public.audit_media_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if coalesce(current_setting('app.audit_muted', true), '') = 'on' then return null; end if;
  if tg_op = 'INSERT' then
    perform public.write_audit('upload', 'media', new.id, new.file_name);
  elsif tg_op = 'DELETE' then
    perform public.write_audit('delete', 'media', old.id, old.file_name);
  elsif old.version is distinct from new.version then
    perform public.write_audit('update', 'media', new.id, new.file_name);
  end if;
  return null;
end
$$;

create function public.audit_role_change() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.write_audit('role_change', 'user', new.id::text, new.email, new.role);
  return null;
end
$$;

create constraint trigger site_settings_revision after insert or update on public.site_settings
  deferrable initially deferred for each row execute function public.keep_revision('settings');
create constraint trigger site_settings_audit after insert or update on public.site_settings
  deferrable initially deferred for each row execute function public.audit_record_change('settings');
create constraint trigger media_library_audit after insert or update or delete on public.media_library
  deferrable initially deferred for each row execute function public.audit_media_change();
create trigger user_profiles_audit_role after update of role on public.user_profiles
  for each row when (old.role is distinct from new.role) execute function public.audit_role_change();

/**
 * Keeps the history of a kind of record: its row in history_tables and its triggers. A new kind
 * (a news post, an album) is one call of this in a migration, and one entry of recordTables in
 * app/backend/history.ts.
 */
create function public.keep_history(
  p_kind text, p_table text, p_translations text, p_key text, p_label text, p_parent text, p_not_found text
) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.history_tables (kind, table_name, translations, key, label, parent, not_found)
  values (p_kind, p_table, p_translations, p_key, p_label, p_parent, p_not_found);
  execute format('create constraint trigger %I after insert on public.%I deferrable initially deferred
    for each row execute function public.keep_revision(%L)', p_table || '_revision_insert', p_table, p_kind);
  execute format('create constraint trigger %I after update on public.%I deferrable initially deferred
    for each row when (old.version is distinct from new.version) execute function public.keep_revision(%L)',
    p_table || '_revision_update', p_table, p_kind);
  execute format('create constraint trigger %I after insert or update or delete on public.%I deferrable initially deferred
    for each row execute function public.audit_record_change(%L)', p_table || '_audit', p_table, p_kind);
end
$$;

select public.keep_history('page', 'pages', 'page_translations', 'page_id', 'title', null, 'page');
select public.keep_history('project', 'projects', 'project_translations', 'project_id', 'title', null, 'project');
select public.keep_history('slide', 'homepage_sliders', 'slider_translations', 'slider_id', 'title', null, 'slide');
select public.keep_history('equipment', 'equipment', 'equipment_translations', 'equipment_id', 'name', null, 'equipment');
select public.keep_history('menuItem', 'menu_items', 'menu_item_translations', 'item_id', 'label', 'parent_id', 'menu_item');

-- ------------------------------------------------------------------ append-only audit log

create function public.audit_log_append_only() returns trigger
language plpgsql security invoker set search_path = ''
as $$
declare
  v_cutoff text := nullif(current_setting('app.audit_retention_cutoff', true), '');
begin
  if tg_op = 'DELETE' and v_cutoff is not null and old.at < v_cutoff::timestamptz then
    return old;
  end if;
  if tg_op = 'TRUNCATE' and v_cutoff = 'infinity' then
    return null;
  end if;
  raise exception using errcode = '42501', message = 'audit_log_append_only',
    detail = 'Entries of the audit log are never changed or deleted (only the retention run deletes old ones).';
end
$$;

create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function public.audit_log_append_only();
create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function public.audit_log_append_only();

-- ------------------------------------------------------------------ revisions, read and restored

create function public.list_revisions(p_type text, p_id text) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
      'revision', r.revision, 'action', r.action, 'restored_from', r.restored_from, 'actor_id', r.actor_id,
      'actor_email', r.actor_email, 'created_at', r.created_at, 'changed', r.changed) order by r.revision desc), '[]'::jsonb)
    from (select * from public.record_revisions where record_type = p_type and record_id = p_id
          order by revision desc limit 50) r);
end
$$;

create function public.get_revision(p_type text, p_id text, p_revision integer) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return (
    select jsonb_build_object(
      'revision', r.revision, 'action', r.action, 'restored_from', r.restored_from, 'actor_id', r.actor_id,
      'actor_email', r.actor_email, 'created_at', r.created_at, 'changed', r.changed, 'snapshot', r.snapshot)
    from public.record_revisions r where r.record_type = p_type and r.record_id = p_id and r.revision = p_revision);
end
$$;

/**
 * Saves p_input (the revision's content as its kind's save function takes it, made by the
 * adapter) through that save function, marked as the restore of p_revision: its version check,
 * rules and triggers apply. Answers what the save function answers.
 */
create function public.restore_revision(p_type text, p_id text, p_revision integer, p_input jsonb) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_result jsonb;
begin
  perform public.require_admin();
  if not exists (select 1 from public.record_revisions
                 where record_type = p_type and record_id = p_id and revision = p_revision) then
    raise exception using errcode = 'PT404', message = 'revision';
  end if;
  perform set_config('app.history_action', 'restore', true);
  perform set_config('app.history_restored_from', p_revision::text, true);
  perform set_config('app.audit_muted', 'on', true);
  case p_type
    when 'project' then v_result := public.save_project(p_input);
    when 'page' then v_result := public.save_page(p_input);
    when 'slide' then v_result := public.save_slide(p_input);
    when 'equipment' then v_result := public.save_equipment(p_input);
    when 'menuItem' then v_result := public.save_menu_item(p_input);
    when 'settings' then
      perform public.save_settings_at(p_input -> 'values', (p_input ->> 'version')::integer);
      v_result := 'null'::jsonb;
    else raise exception using errcode = 'PT404', message = 'record';
  end case;
  perform public.write_audit('restore_revision', p_type, p_id, public.record_label(p_type, p_id), p_revision::text);
  return v_result;
end
$$;

-- ------------------------------------------------------------------ the trash

/** Inserts p_row into public.<p_table>: the columns the table has that p_row names. */
create function public.insert_history_row(p_table text, p_row jsonb) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  v_columns text;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into v_columns
  from pg_catalog.pg_attribute a
  where a.attrelid = ('public.' || quote_ident(p_table))::regclass and a.attnum > 0 and not a.attisdropped
    and a.attgenerated = '' and p_row ? a.attname;
  execute format('insert into public.%I (%s) select %s from jsonb_populate_record(null::public.%I, $1)',
    p_table, v_columns, v_columns, p_table) using p_row;
end
$$;

create function public.trash_entry_json(e public.trash_entries) returns jsonb
language sql stable security invoker set search_path = ''
as $$
  select jsonb_build_object('id', e.id, 'record_type', e.record_type, 'record_id', e.record_id, 'label', e.label,
    'item_count', e.item_count, 'deleted_by_id', e.deleted_by_id, 'deleted_by_email', e.deleted_by_email,
    'deleted_at', e.deleted_at)
$$;

/** Moves a record (a menu item with its subtree) into the trash; PT404 when it is not there. */
create function public.trash_record(p_type text, p_id text) returns void
language plpgsql security definer set search_path = ''
as $$
declare
  t public.history_tables;
  v_found integer;
  v_records jsonb;
  v_count integer;
  v_actor jsonb := public.history_actor();
begin
  perform public.require_admin();
  select * into t from public.history_tables where kind = p_type;
  if not found then raise exception using errcode = 'PT404', message = 'record'; end if;
  execute format('select 1 from public.%I where id = $1 for update', t.table_name) using p_id;
  get diagnostics v_found = row_count;
  if v_found = 0 then raise exception using errcode = 'PT404', message = t.not_found; end if;
  if t.parent is null then
    v_records := jsonb_build_array(public.record_snapshot(p_type, p_id) || '{"depth": 0}'::jsonb);
    v_count := 1;
  else
    execute format(
      'with recursive sub(id, depth) as (
         select $1::text, 0 union all select c.id, sub.depth + 1 from public.%I c join sub on c.%I = sub.id)
       select jsonb_agg(public.record_snapshot($2, sub.id) || jsonb_build_object(''depth'', sub.depth) order by sub.depth), count(*)
       from sub', t.table_name, t.parent)
      into v_records, v_count using p_id, p_type;
  end if;
  insert into public.trash_entries (record_type, record_id, label, snapshot, item_count, deleted_by_id, deleted_by_email)
  values (p_type, p_id, public.record_label(p_type, p_id), v_records, v_count, v_actor ->> 'id', v_actor ->> 'email');
  perform public.write_audit('delete', p_type, p_id, public.record_label(p_type, p_id));
  perform set_config('app.audit_muted', 'on', true);
  execute format('delete from public.%I where id = $1', t.table_name) using p_id;
end
$$;

/** The first address of p_records (a trash entry's) that a record of public.<table> now holds, if any. */
create function public.taken_history_slug(t public.history_tables, p_records jsonb) returns text
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_slug text;
  v_taken boolean;
  v_translated boolean := exists (select 1 from pg_catalog.pg_attribute a
    where a.attrelid = ('public.' || quote_ident(t.translations))::regclass and a.attname = 'slug' and not a.attisdropped);
begin
  if not exists (select 1 from pg_catalog.pg_attribute a
                 where a.attrelid = ('public.' || quote_ident(t.table_name))::regclass and a.attname = 'slug' and not a.attisdropped) then
    return null;
  end if;
  for v_slug in
    select distinct s from (
      select r.value -> 'row' ->> 'slug' as s from jsonb_array_elements(p_records) r
      union all
      select l.value ->> 'slug' from jsonb_array_elements(p_records) r, jsonb_each(r.value -> 'translations') l where v_translated
    ) slugs where coalesce(s, '') <> ''
  loop
    execute format('select exists (select 1 from public.%I where slug = $1)', t.table_name) into v_taken using v_slug;
    if not v_taken and v_translated then
      execute format('select exists (select 1 from public.%I where slug = $1)', t.translations) into v_taken using v_slug;
    end if;
    if v_taken then return v_slug; end if;
  end loop;
  return null;
end
$$;

/**
 * Writes a trash entry's records back whole, each at its next version (parents first; a menu item
 * whose parent is gone for good goes to the top level), and removes the entry. PT409 slug_taken
 * when another record took one of their addresses meanwhile: nothing is restored.
 */
create function public.restore_trash(p_id text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_entry public.trash_entries;
  t public.history_tables;
  v_record jsonb;
  v_row jsonb;
  v_text record;
  v_found integer;
  v_moved boolean := false;
  v_slug text;
begin
  perform public.require_admin();
  select * into v_entry from public.trash_entries where id = p_id for update;
  if not found then raise exception using errcode = 'PT404', message = 'trash_entry'; end if;
  select * into strict t from public.history_tables where kind = v_entry.record_type;
  v_slug := public.taken_history_slug(t, v_entry.snapshot);
  if v_slug is not null then raise exception using errcode = 'PT409', message = 'slug_taken', detail = v_slug; end if;
  perform set_config('app.history_action', 'untrash', true);
  perform set_config('app.audit_muted', 'on', true);
  for v_record in select r.value from jsonb_array_elements(v_entry.snapshot) r order by (r.value ->> 'depth')::integer loop
    v_row := (v_record -> 'row') || jsonb_build_object('version', (v_record -> 'row' ->> 'version')::integer + 1);
    if t.parent is not null and (v_record ->> 'depth')::integer = 0 and v_row ->> t.parent is not null then
      execute format('select 1 from public.%I where id = $1', t.table_name) using v_row ->> t.parent;
      get diagnostics v_found = row_count;
      if v_found = 0 then
        v_row := v_row || jsonb_build_object(t.parent, null);
        v_moved := true;
      end if;
    end if;
    perform public.insert_history_row(t.table_name, v_row);
    for v_text in select l.key, l.value from jsonb_each(v_record -> 'translations') l loop
      perform public.insert_history_row(t.translations,
        v_text.value || jsonb_build_object(t.key, v_row ->> 'id', 'lang_code', v_text.key));
    end loop;
  end loop;
  perform public.write_audit('restore_trash', v_entry.record_type, v_entry.record_id, v_entry.label);
  delete from public.trash_entries where id = p_id;
  return jsonb_build_object('kind', v_entry.record_type, 'record_id', v_entry.record_id, 'moved_to_top', v_moved);
exception
  when unique_violation then
    -- Taken between the check and the writes: the same answer, and nothing was restored.
    raise exception using errcode = 'PT409', message = 'slug_taken', detail = coalesce(v_entry.snapshot -> 0 -> 'row' ->> 'slug', '');
end
$$;

/** Deletes trash entries for good, with their records' revisions; answers the image URLs their records held. */
create function public.purge_trash_entries(p_ids text[], p_detail text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_entry public.trash_entries;
  v_images jsonb := '[]'::jsonb;
  v_purged integer := 0;
begin
  for v_entry in select * from public.trash_entries where id = any (p_ids) order by deleted_at for update loop
    perform public.write_audit('purge', v_entry.record_type, v_entry.record_id, v_entry.label, p_detail);
    delete from public.record_revisions
    where record_type = v_entry.record_type
      and record_id in (select r.value -> 'row' ->> 'id' from jsonb_array_elements(v_entry.snapshot) r);
    v_images := v_images || coalesce((select jsonb_agg(r.value -> 'row' ->> 'image_url')
      from jsonb_array_elements(v_entry.snapshot) r where coalesce(r.value -> 'row' ->> 'image_url', '') <> ''), '[]'::jsonb);
    delete from public.trash_entries where id = v_entry.id;
    v_purged := v_purged + 1;
  end loop;
  return jsonb_build_object('purged', v_purged, 'images', v_images);
end
$$;

create function public.purge_trash(p_id text) returns jsonb
language plpgsql security definer set search_path = ''
as $$
begin
  perform public.require_admin();
  perform 1 from public.trash_entries where id = p_id;
  if not found then raise exception using errcode = 'PT404', message = 'trash_entry'; end if;
  return public.purge_trash_entries(array[p_id], '');
end
$$;

create function public.list_trash(p_type text default null, p_offset integer default 0, p_limit integer default 100) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return jsonb_build_object(
    'items', coalesce((
      select jsonb_agg(public.trash_entry_json(e) order by e.deleted_at desc, e.id)
      from (select * from public.trash_entries where p_type is null or record_type = p_type
            order by deleted_at desc, id offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) e), '[]'::jsonb),
    'total', (select count(*) from public.trash_entries where p_type is null or record_type = p_type));
end
$$;

create function public.get_trash(p_id text) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return (select public.trash_entry_json(e) from public.trash_entries e where e.id = p_id);
end
$$;

-- ------------------------------------------------------------------ the audit trail, read

create function public.list_audit(
  p_actor text default null, p_type text default null, p_from timestamptz default null, p_to timestamptz default null,
  p_offset integer default 0, p_limit integer default 100
) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return (
    with matching as (
      select * from public.audit_log a
      where (p_actor is null or a.actor_id = p_actor) and (p_type is null or a.record_type = p_type)
        and (p_from is null or a.at >= p_from) and (p_to is null or a.at < p_to)
    )
    select jsonb_build_object(
      'items', coalesce((
        select jsonb_agg(jsonb_build_object('id', w.id::text, 'at', w.at, 'actor_id', w.actor_id, 'actor_email', w.actor_email,
          'action', w.action, 'record_type', w.record_type, 'record_id', w.record_id, 'label', w.label, 'detail', w.detail)
          order by w.at desc, w.id desc)
        from (select * from matching order by at desc, id desc
              offset public.window_offset(p_offset) limit public.window_limit(p_limit, 100)) w), '[]'::jsonb),
      'total', (select count(*) from matching)));
end
$$;

create function public.audit_actors() returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_admin();
  return (
    select coalesce(jsonb_agg(jsonb_build_object('id', a.actor_id, 'email', a.actor_email) order by a.actor_email), '[]'::jsonb)
    from (select actor_id, max(actor_email) as actor_email from public.audit_log where actor_id is not null
          group by actor_id order by 2 limit 100) a);
end
$$;

/**
 * A sign-in, a failed one, a sign-out, the end of every session, a password change: the auth flow
 * (the server's key) records them, since Supabase Auth, not this database, does them.
 */
create function public.record_auth_event(p_action text, p_user_id text, p_label text, p_detail text) returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if p_action not in ('sign_in', 'sign_in_failed', 'sign_out', 'sign_out_everywhere', 'password_change') then
    raise exception using errcode = 'PT422', message = 'invalid_auth_event';
  end if;
  insert into public.audit_log (actor_id, actor_email, action, label, detail)
  values (nullif(p_user_id, ''), coalesce((select u.email from auth.users u where u.id::text = p_user_id), ''), p_action,
          coalesce(p_label, ''), coalesce(p_detail, ''));
end
$$;

-- ------------------------------------------------------------------ the scheduled job (service role)

/** Purges the trash entries deleted before p_before (at most p_limit); answers how many and their image URLs. */
create function public.empty_trash(p_before timestamptz, p_limit integer default 100) returns jsonb
language plpgsql security definer set search_path = ''
as $$
begin
  return public.purge_trash_entries(
    array(select id from public.trash_entries where deleted_at < p_before order by deleted_at limit greatest(p_limit, 1)),
    'expired');
end
$$;

/** Deletes the audit entries from before p_before; answers how many. */
create function public.prune_audit_log(p_before timestamptz) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  v_deleted integer;
begin
  perform set_config('app.audit_retention_cutoff', p_before::text, true);
  delete from public.audit_log where at < p_before;
  get diagnostics v_deleted = row_count;
  perform set_config('app.audit_retention_cutoff', '', true);
  return v_deleted;
end
$$;

-- ------------------------------------------------------------------ a file used by a trashed record

create or replace function public.media_uses(p_path text) returns jsonb
language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_needle text := 'media-library/' || p_path;
begin
  perform public.require_admin();
  return (
    select coalesce(jsonb_agg(u.use), '[]'::jsonb)
    from (
      select jsonb_build_object('kind', 'setting', 'detail', s.key, 'value', s.value) as use
      from public.site_settings s where strpos(s.value::text, v_needle) > 0
      union all
      select jsonb_build_object('kind', 'page', 'detail',
        coalesce((select t.title from public.page_translations t where t.page_id = p.id and t.lang_code = 'tr'), p.slug))
      from public.pages p
      where exists (select 1 from public.page_translations t where t.page_id = p.id and strpos(t.content, v_needle) > 0)
      union all
      select jsonb_build_object('kind', 'project', 'detail',
        coalesce((select t.title from public.project_translations t where t.project_id = p.id and t.lang_code = 'tr'), p.slug))
      from public.projects p
      where strpos(coalesce(p.image_url, ''), v_needle) > 0
        or exists (select 1 from public.project_translations t
                   where t.project_id = p.id and (strpos(t.content, v_needle) > 0 or strpos(t.description, v_needle) > 0))
      union all
      select jsonb_build_object('kind', 'slide', 'detail',
        coalesce((select t.title from public.slider_translations t where t.slider_id = s.id and t.lang_code = 'tr'), ''))
      from public.homepage_sliders s
      where strpos(coalesce(s.image_url, ''), v_needle) > 0 or strpos(s.button_link, v_needle) > 0
      union all
      select jsonb_build_object('kind', 'machine', 'detail',
        coalesce((select t.name from public.equipment_translations t where t.equipment_id = e.id and t.lang_code = 'tr'), e.model_name))
      from public.equipment e
      where strpos(coalesce(e.image_url, ''), v_needle) > 0
      union all
      -- A record in the trash comes back with the file if it is restored.
      select jsonb_build_object('kind', 'trash', 'detail', x.label)
      from public.trash_entries x where strpos(x.snapshot::text, v_needle) > 0
    ) u
  );
end
$$;

-- ------------------------------------------------------------------ rights

alter table public.record_revisions enable row level security;
alter table public.trash_entries enable row level security;
alter table public.audit_log enable row level security;
alter table public.history_tables enable row level security;
-- Not forced (20261205100200_function_privileges.sql): the SECURITY DEFINER triggers and functions
-- above write them as their owner, and no policy allows anyone to (as content_versions).

-- Admins read them; nobody writes them through the API: the functions above do, as their owner.
revoke all on public.record_revisions, public.trash_entries, public.audit_log, public.history_tables
  from anon, authenticated, service_role;
grant select on public.record_revisions, public.trash_entries, public.audit_log, public.history_tables to authenticated;
grant select on public.audit_log to service_role;
create policy "admins read revisions" on public.record_revisions for select to authenticated using ((select public.is_admin()));
create policy "admins read the trash" on public.trash_entries for select to authenticated using ((select public.is_admin()));
create policy "admins read the audit log" on public.audit_log for select to authenticated using ((select public.is_admin()));
create policy "admins read the kinds kept" on public.history_tables for select to authenticated using ((select public.is_admin()));

revoke execute on function
  public.history_actor(), public.record_snapshot(text, text), public.record_label(text, text),
  public.snapshot_changes(jsonb, jsonb), public.record_revision(text, text, text, integer), public.keep_revision(),
  public.write_audit(text, text, text, text, text), public.audit_record_change(), public.audit_media_change(),
  public.audit_role_change(), public.keep_history(text, text, text, text, text, text, text),
  public.audit_log_append_only(), public.insert_history_row(text, jsonb), public.trash_entry_json(public.trash_entries),
  public.taken_history_slug(public.history_tables, jsonb), public.purge_trash_entries(text[], text),
  public.list_revisions(text, text), public.get_revision(text, text, integer),
  public.restore_revision(text, text, integer, jsonb), public.trash_record(text, text), public.restore_trash(text),
  public.purge_trash(text), public.list_trash(text, integer, integer), public.get_trash(text),
  public.list_audit(text, text, timestamptz, timestamptz, integer, integer), public.audit_actors(),
  public.record_auth_event(text, text, text, text), public.empty_trash(timestamptz, integer),
  public.prune_audit_log(timestamptz)
  from public, anon, authenticated, service_role;

-- The admin's operations (the session's JWT); each checks the admin first.
grant execute on function
  public.list_revisions(text, text), public.get_revision(text, text, integer),
  public.restore_revision(text, text, integer, jsonb), public.trash_record(text, text), public.restore_trash(text),
  public.purge_trash(text), public.list_trash(text, integer, integer), public.get_trash(text),
  public.list_audit(text, text, timestamptz, timestamptz, integer, integer), public.audit_actors(),
  public.trash_entry_json(public.trash_entries)
  to authenticated;
-- The server's own: the auth flow's events and the scheduled job.
grant execute on function
  public.record_auth_event(text, text, text, text), public.empty_trash(timestamptz, integer),
  public.prune_audit_log(timestamptz)
  to service_role;
