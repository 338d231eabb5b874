-- The content version becomes a random number instead of a count (as migrations/0013 on d1;
-- docs/decisions/020-public-page-cache.md). The page cache keys pages by it, and a count comes
-- back: a point-in-time restore sets it back, and the next edits count up through values whose
-- pages, rendered from the abandoned history, may still be in a location's cache for a day.
-- Every write now stores a new random value (53 bits, so JavaScript reads it exactly): a restored
-- value still finds the pages of the content it was made with, and a new one was never seen.
create or replace function public.bump_content_version() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_token bigint := floor(random() * 9007199254740991)::bigint;
begin
  insert into public.content_versions (id, value) values (true, v_token)
  on conflict (id) do update set value = v_token;
  return null;
end
$$;
revoke execute on function public.bump_content_version() from public, anon, authenticated, service_role;
