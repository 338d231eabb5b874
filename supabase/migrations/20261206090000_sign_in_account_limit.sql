-- An account-level sign-in limit that does not lock the owner out (issue 33, point 6;
-- docs/decisions/039-account-sign-in-limit-and-device-cookies.md, superseding 015's figures).
--
-- Until now an attempt was limited per e-mail + address and per address only, so an attacker
-- holding many addresses (an IPv6 /48 has 65 536 /64s) guessed one account's password at
-- thousands of tries an hour. Now the attempts on one account from browsers it has not signed in
-- from ("unknown devices") are limited too, from any number of addresses (p_account_limit per
-- p_account_window_minutes, 30 an hour by default). A browser that signed in to the account
-- before sends its device id (the Worker's signed __Host-device cookie, OWASP's "device cookies"):
-- its attempts are counted per device only (p_device_limit per window), so a flood from elsewhere
-- never refuses the owner's own browser.
--
-- Still recorded first, by the call that counts, under transaction locks taken in one order (the
-- e-mail's, then the address's; a device's alone), so parallel attempts cannot all read the same
-- count and two attempts never wait on each other crosswise. The server's key (service_role) alone
-- may call these; the table keeps row-level security on and no policy for anyone else.

alter table public.sign_in_attempts add column device text check (length(device) <= 64);
create index sign_in_attempts_device on public.sign_in_attempts (device, attempted_at) where device is not null;

drop function public.sign_in_attempt(text, text, integer, integer, integer);
drop function public.sign_in_succeeded(text, text);

/**
 * Admits an attempt and records it when within its limits. Without a device (an unknown
 * browser): fewer than p_pair_limit attempts for the e-mail + address and p_address_limit for the
 * address in p_window_minutes, and fewer than p_account_limit for the e-mail from anywhere in
 * p_account_window_minutes, counting unknown browsers' attempts only. With a device: fewer than
 * p_device_limit attempts of that device in p_window_minutes. Answers {"allowed": bool,
 * "previous": n}, n being the earlier attempts in the window on the same budget (the e-mail's
 * unknown browsers', or the device's): the caller's slow-down. Old attempts are pruned on the way.
 */
create function public.sign_in_attempt(
  p_email text, p_address text, p_device text,
  p_pair_limit integer, p_address_limit integer, p_account_limit integer, p_device_limit integer,
  p_window_minutes integer, p_account_window_minutes integer)
returns jsonb
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_since timestamptz := now() - make_interval(mins => p_window_minutes);
  v_account_since timestamptz := now() - make_interval(mins => p_account_window_minutes);
  v_allowed boolean;
begin
  if p_device is null then
    perform pg_advisory_xact_lock(hashtextextended('sign_in_attempt:email:' || p_email, 0));
    perform pg_advisory_xact_lock(hashtextextended('sign_in_attempt:' || p_address, 0));
  else
    perform pg_advisory_xact_lock(hashtextextended('sign_in_attempt:device:' || p_device, 0));
  end if;
  delete from public.sign_in_attempts where attempted_at <= least(v_since, v_account_since);
  if p_device is null then
    v_allowed :=
      (select count(*) from public.sign_in_attempts
        where email = p_email and address = p_address and device is null and attempted_at > v_since) < p_pair_limit
      and (select count(*) from public.sign_in_attempts
        where address = p_address and device is null and attempted_at > v_since) < p_address_limit
      and (select count(*) from public.sign_in_attempts
        where email = p_email and device is null and attempted_at > v_account_since) < p_account_limit;
  else
    v_allowed := (select count(*) from public.sign_in_attempts
      where device = p_device and attempted_at > v_since) < p_device_limit;
  end if;
  if v_allowed then
    insert into public.sign_in_attempts (email, address, device) values (p_email, p_address, p_device);
  end if;
  return jsonb_build_object(
    'allowed', v_allowed,
    'previous', case when v_allowed then (
      select count(*) - 1 from public.sign_in_attempts
      where attempted_at > v_since
        and case when p_device is null then email = p_email and device is null else device = p_device end)
    else 0 end);
end
$$;

/**
 * A successful sign-in forgets the attempts of its own budget: an unknown browser's, those of its
 * e-mail + address (never another address's); a known device's, its own.
 */
create function public.sign_in_succeeded(p_email text, p_address text, p_device text) returns void
language sql volatile security invoker set search_path = ''
as $$
  delete from public.sign_in_attempts
  where email = p_email
    and case when p_device is null then address = p_address and device is null else device = p_device end
$$;

revoke execute on function
  public.sign_in_attempt(text, text, text, integer, integer, integer, integer, integer, integer),
  public.sign_in_succeeded(text, text, text)
  from public, anon, authenticated;
grant execute on function
  public.sign_in_attempt(text, text, text, integer, integer, integer, integer, integer, integer),
  public.sign_in_succeeded(text, text, text)
  to service_role;
