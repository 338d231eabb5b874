import { backendContext } from "~/backend/context.server";
import { loadRecord } from "~/features/admin/forms.server";
import { targetPageOf } from "~/features/admin/menu-dialog";
import { comboboxLimit, pickerPageOf, pickerSearchOf } from "~/features/admin/menu-picker.server";
import { targetLabels } from "~/features/admin/menu-targets";
import { menuMessages } from "~/features/admin/texts/menu";

import type { Route } from "./+types/menu-targets";

// /admin/menu/targets: what the menu dialog's JavaScript picker reads as she types (issue 35):
// `?q=` the pages whose title in any language or slug holds it (the newest without one), at most
// `comboboxLimit` and how many there are; `?page=<id>` that page's titles as the item's labels in
// each language. Admin-only and `private, no-store` as every admin answer (the layout's guard).

const messages = { notFound: menuMessages.targetNotFound, loadFailed: menuMessages.loadFailed };

export async function loader({ request, context }: Route.LoaderArgs) {
  const backend = context.get(backendContext);
  const url = new URL(request.url);
  const pageId = url.searchParams.get("page")?.slice(0, 100);
  if (pageId) {
    const page = await loadRecord(context, () => backend.pages.get(pageId), messages);
    return { pages: [], total: 0, labels: targetLabels({ kind: "page", pageId: page.id }, [targetPageOf(page)]) };
  }
  const search = pickerSearchOf(url);
  const list = await loadRecord(
    context,
    () => backend.pages.list({ search: search || undefined, limit: comboboxLimit }),
    messages,
  );
  return { pages: list.items.map(pickerPageOf), total: list.total, labels: null };
}
