import { useMemo } from "react";
import { Outlet } from "react-router";

import { backendContext } from "~/backend/context.server";
import { SectionHeader } from "~/components/admin/form-parts";
import { MenuTree } from "~/components/admin/menu-tree";
import { NewRecordLink } from "~/components/admin/record-links";
import { SortableListCard } from "~/components/admin/sortable-parts";
import { useActionToast } from "~/components/admin/toaster";
import { useOptimisticOrder } from "~/components/admin/use-optimistic-order";
import { loadList } from "~/features/admin/forms.server";
import { sortableListAction } from "~/features/admin/list-order.server";
import {
  applyOrder,
  menuListHref,
  menuListPostSchema,
  moveByStep,
  openBranches,
  openIdOf,
  shownRows,
  type MenuItemRow,
  type MenuRow,
} from "~/features/admin/menu";
import { adminSection } from "~/features/admin/texts/layout";
import { menuMessages, menuTexts } from "~/features/admin/texts/menu";
import { footerLinkCount, footerMenuItemIds } from "~/features/site/frame.server";
import { defaultLanguage } from "~/i18n/languages";

import type { Route } from "./+types/menu";

// /admin/menu: the menu tree (docs/product.md §5.6, "Menü Yönetimi"), its dialogs as child routes.
// The action takes the list's own posts: a drag's new order (intent=reorder, from a fetcher)
// and the one-step moves of the up/down buttons (intent=move, plain forms).

export async function loader({ request, context }: Route.LoaderArgs) {
  const backend = context.get(backendContext);
  const [{ value: items, error }, footerIds] = await Promise.all([
    loadList(context, () => backend.menu.list(), [], menuMessages.listFailed),
    // The marks are a help, not the screen: when the site's frame cannot be read, none are shown.
    footerMenuItemIds(backend, defaultLanguage).catch(() => new Set<string>()),
  ]);
  const all: MenuItemRow[] = items.map((i) => ({
    id: i.id,
    parentId: i.parentId,
    orderIndex: i.orderIndex,
    label: i.label,
    path: i.path,
    isActive: i.isActive,
    inFooter: footerIds.has(i.id),
  }));
  const openId = openIdOf(new URL(request.url));
  const open = openBranches(all, openId);
  // The rows the tree shows only, each with its child count (a large menu shows a branch at a time).
  return { rows: shownRows(all, open), open: open && [...open], total: all.length, error, openId, footerLinkCount };
}

export async function action({ request, context }: Route.ActionArgs) {
  const menu = context.get(backendContext).menu;
  return sortableListAction(
    { request, context },
    {
      // A one-step move leads back to the branch it was made in.
      listPath: menuListHref(openIdOf(new URL(request.url))),
      schema: menuListPostSchema,
      messages: menuMessages,
      list: () => menu.list(),
      step: moveByStep,
      reorder: (order) => menu.reorder(order),
    },
  );
}

export default function MenuManager({ loaderData, actionData }: Route.ComponentProps) {
  const { error, openId, total, footerLinkCount: footerLinks } = loaderData;
  const rows = useOptimisticOrder(loaderData.rows, { action: "/admin/menu", apply: applyOrder<MenuRow> });
  const open = useMemo(() => loaderData.open && new Set(loaderData.open), [loaderData.open]);
  // A refused up/down move (a plain form post) comes back as this page's action data.
  useActionToast(actionData?.toast);

  return (
    <>
      <SectionHeader
        title={adminSection("menu").label}
        description={menuTexts.description}
        action={<NewRecordLink label={menuTexts.add} />}
      />
      <SortableListCard
        title={menuTexts.cardTitle}
        description={menuTexts.cardDescription}
        refused={actionData?.toast?.kind === "error" ? actionData.toast.message : undefined}
        loadError={error}
        empty={rows.items.length === 0 ? menuTexts.empty : null}
      >
        <p className="mb-4 text-sm text-muted-foreground">{menuTexts.inFooterExplained(footerLinks)}</p>
        {open && <p className="mb-4 text-sm text-muted-foreground">{menuTexts.branchesClosed(total)}</p>}
        <MenuTree rows={rows.items} open={open} openId={openId} onReorder={rows.reorder} />
      </SortableListCard>
      <Outlet />
    </>
  );
}
