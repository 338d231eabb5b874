import { Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Link, Outlet, useFetcher, useRevalidator } from "react-router";
import { backendContext } from "~/backend/context.server";
import type { MenuOrder } from "~/backend/schemas";
import { SectionHeader } from "~/components/admin/form-parts";
import { MenuTree } from "~/components/admin/menu-tree";
import { useActionToast, useToaster } from "~/components/admin/toaster";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { redirectWithToast } from "~/features/admin/flash.server";
import { backendFailure, loadList, readForm, unreadableForm } from "~/features/admin/forms.server";
import { applyOrder, menuMessages, moveByStep, parseMenuListPost, type MenuRow } from "~/features/admin/menu";
import { failure, success, type Toast } from "~/features/admin/toast";
import type { Route } from "./+types/menu";

// /admin/menu: the menu tree (spec section 2, "Menü Yönetimi"), its dialogs as child routes.
// The action takes the list's own posts: a drag's new order (intent=reorder, from a fetcher)
// and the one-step moves of the up/down buttons (intent=move, plain forms).

export async function loader({ context }: Route.LoaderArgs) {
  const { value: items, error } = await loadList(() => context.get(backendContext).menu.list(), [], menuMessages.listFailed);
  const rows: MenuRow[] = items.map((i) => ({ id: i.id, parentId: i.parentId, orderIndex: i.orderIndex, label: i.label, path: i.path, isActive: i.isActive }));
  return { rows, error };
}

type ListActionData = { ok: boolean; toast: Toast };

const refused = (message: string, status: number) =>
  data<ListActionData>({ ok: false, toast: failure(message) }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  if (!formData) return refused(menuMessages.reorderFailed(unreadableForm), 400);
  const parsed = parseMenuListPost(formData);
  if (!parsed.ok) return refused(menuMessages.reorderFailed(parsed.message), 400);
  const { post } = parsed;
  const menu = context.get(backendContext).menu;

  try {
    if (post.intent === "reorder") {
      await menu.reorder(post.order);
      return data<ListActionData>({ ok: true, toast: success(menuMessages.reordered) });
    }
    const rows = await menu.list();
    if (!rows.some((r) => r.id === post.id)) return refused(menuMessages.reorderFailed(menuMessages.notFound), 404);
    const order = moveByStep(rows, post.id, post.direction);
    if (!order) return refused(menuMessages.reorderFailed(menuMessages.cannotMove), 400);
    await menu.reorder(order);
    return redirectWithToast("/admin/menu", success(menuMessages.reordered));
  } catch (error) {
    return backendFailure(error, menuMessages.reorderFailed);
  }
}

export default function MenuManager({ loaderData, actionData }: Route.ComponentProps) {
  const { error } = loaderData;
  const rows = useOptimisticMenu(loaderData.rows);
  // A refused up/down move (a plain form post) comes back as this page's action data.
  useActionToast(actionData?.toast);

  return (
    <>
      <SectionHeader
        title="Menü Yönetimi"
        description="Sitenin üst menüsü ve alt menüleri."
        action={
          <Button asChild>
            <Link to="new" preventScrollReset>
              <Plus aria-hidden />
              Yeni Menü Öğesi
            </Link>
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Navigasyon Menüsü</CardTitle>
          <CardDescription>Sitenizin ana menü yapısını sürükle-bırak ile yönetin.</CardDescription>
        </CardHeader>
        <CardContent className="p-3 sm:p-5">
          {actionData?.toast?.kind === "error" && (
            <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {actionData.toast.message}
            </p>
          )}
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : rows.items.length === 0 ? (
            <p className="text-sm text-slate-600">Henüz menü öğesi yok.</p>
          ) : (
            <MenuTree rows={rows.items} onReorder={rows.reorder} />
          )}
        </CardContent>
      </Card>
      <Outlet />
    </>
  );
}

/**
 * The rows as shown: the loader's, or after a drop the new order at once while it is saved.
 * A refused save puts the previous rows back; a saved one is followed by the reloaded list.
 */
function useOptimisticMenu(loaded: MenuRow[]) {
  const [items, setItems] = useState(loaded);
  const [seen, setSeen] = useState(loaded);
  if (loaded !== seen) {
    // New loader data (after any save, delete or reorder): the server's list wins.
    setSeen(loaded);
    setItems(loaded);
  }

  const fetcher = useFetcher<typeof action>();
  const previous = useRef<MenuRow[] | null>(null);
  const handled = useRef<unknown>(null);
  const show = useToaster();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer?.toast || answer === handled.current) return;
    handled.current = answer;
    if (!("ok" in answer) || !answer.ok) {
      // Back to the tree as it was at once; then the server's list, in case it changed meanwhile.
      if (previous.current) setItems(previous.current);
      void revalidate();
    }
    previous.current = null;
    show(answer.toast);
  }, [fetcher.data, show, revalidate]);

  const reorder = (order: MenuOrder) => {
    previous.current = items;
    setItems(applyOrder(items, order));
    void fetcher.submit({ intent: "reorder", order: JSON.stringify(order) }, { method: "post", action: "/admin/menu" });
  };
  return { items, reorder };
}
