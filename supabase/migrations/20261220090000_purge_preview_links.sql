-- The scheduled job deletes preview links long past their expiry, with the form each kept
-- (app/backend/previews.ts, expiredPreviewLinkDays): nothing else deletes a link, and a purged
-- link still answers 410, its expiry being in its signed address. The server's secret key alone
-- calls it; the table grants the service role nothing, so the function runs as its owner.

create function public.purge_preview_links(p_before timestamptz) returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_deleted integer;
begin
  delete from public.preview_links where expires_at < p_before;
  get diagnostics v_deleted = row_count;
  return v_deleted;
end
$$;

revoke execute on function public.purge_preview_links(timestamptz) from public, anon, authenticated;
grant execute on function public.purge_preview_links(timestamptz) to service_role;
