-- A hidden (inactive) menu item hides everything beneath it over REST too (issue 33). The
-- public reads (menu_records) pruned inactive subtrees, but the policies let a visitor select
-- any active item, so an active child of a hidden parent was readable straight from the table.
--
-- A policy cannot walk the tree: a policy on menu_items that reads menu_items recurses into
-- itself, and a definer function that could read past it would be one anon executes. So each
-- item keeps whether it is shown (active, and every ancestor active) in a column of its own,
-- recomputed for the whole tree (at most wholeListCap rows) by a statement trigger whenever an
-- item is added, moved or (de)activated, or the column itself is written, in the writing
-- transaction (a delete takes its subtree with it and changes no other item's ancestors). The
-- trigger runs as the writer (an admin's policies let them update every item; the seed is the
-- owner), so the table can force row-level security. Its own update of the column fires it once
-- more (statement triggers fire for no rows too): that nested call returns at once.

alter table public.menu_items add column shown boolean not null default true;

create function public.refresh_menu_shown() returns trigger
language plpgsql security invoker set search_path = ''
as $$
begin
  if pg_trigger_depth() > 1 then
    return null;
  end if;
  with recursive visible (id) as (
    select m.id from public.menu_items m where m.parent_id is null and m.is_active
    union
    select m.id from public.menu_items m join visible v on m.parent_id = v.id where m.is_active
  )
  update public.menu_items m set shown = not m.shown
  where m.shown is distinct from (m.id in (select id from visible));
  return null;
end
$$;
revoke execute on function public.refresh_menu_shown() from public, anon, authenticated, service_role;

create trigger menu_items_shown after insert or update of is_active, parent_id, shown on public.menu_items
  for each statement execute function public.refresh_menu_shown();

-- The rows already there.
update public.menu_items set is_active = is_active;

drop policy "visitors read public rows" on public.menu_items;
drop policy "accounts read public rows, admins all" on public.menu_items;
create policy "visitors read shown items" on public.menu_items for select to anon using (shown);
create policy "accounts read shown items, admins all" on public.menu_items
  for select to authenticated using (shown or (select public.is_admin()));

drop policy "visitors read public rows' texts" on public.menu_item_translations;
drop policy "accounts read public rows' texts, admins all" on public.menu_item_translations;
create policy "visitors read shown items' texts" on public.menu_item_translations
  for select to anon using (exists (select 1 from public.menu_items m where m.id = item_id and m.shown));
create policy "accounts read shown items' texts, admins all" on public.menu_item_translations
  for select to authenticated using (
    (select public.is_admin()) or exists (select 1 from public.menu_items m where m.id = item_id and m.shown));
