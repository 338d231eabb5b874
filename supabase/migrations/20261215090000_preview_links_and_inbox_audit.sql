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

