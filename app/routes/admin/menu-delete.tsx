import { data, Form, redirect } from "react-router";
import { backendContext } from "~/backend/context.server";
import { isBackendError } from "~/backend/errors";
import { messageOf } from "~/backend/uploads";
import { FormActions } from "~/components/admin/form-parts";
import { RouteDialog } from "~/components/ui/dialog";
import { redirectWithToast } from "~/features/admin/flash.server";
import { loginPath } from "~/features/admin/guard.server";
import { descendantCount, menuMessages } from "~/features/admin/menu";
import { failure, success } from "~/features/admin/toast";
import type { Route } from "./+types/menu-delete";

// /admin/menu/:id/delete: the confirmation (spec section 5); the item goes with everything beneath it.

export async function loader({ params, context }: Route.LoaderArgs) {
  const items = await context.get(backendContext).menu.list();
  const item = items.find((i) => i.id === params.id);
  if (!item) throw data(null, { status: 404 });
  return { label: item.label, path: item.path, children: descendantCount(items, item.id) };
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    await context.get(backendContext).menu.delete(params.id);
  } catch (error) {
    if (isBackendError(error, "forbidden")) throw redirect(loginPath);
    if (!isBackendError(error, "not_found")) console.error(error);
    return redirectWithToast("/admin/menu", failure(menuMessages.deleteFailed(messageOf(error))));
  }
  return redirectWithToast("/admin/menu", success(menuMessages.deleted));
}

export default function MenuDelete({ loaderData }: Route.ComponentProps) {
  const { label, path, children } = loaderData;
  return (
    <RouteDialog title="Menü Öğesini Sil" closeTo="/admin/menu" className="max-w-md">
      <Form method="post">
        <div className="space-y-2 px-5 py-5 text-sm text-slate-700">
          <p>{menuMessages.confirmDelete}</p>
          <p>
            <span className="font-semibold text-slate-900">{label}</span> <span className="break-all text-slate-500">({path})</span>
          </p>
          <p data-testid="menu-delete-children">
            {children === 0 ? "Bu öğenin alt öğesi yok." : `Bu öğeyle birlikte ${children} alt öğe de silinecek.`}
          </p>
        </div>
        <FormActions cancelTo="/admin/menu" submitLabel="Sil" busyLabel="Siliniyor..." destructive />
      </Form>
    </RouteDialog>
  );
}
