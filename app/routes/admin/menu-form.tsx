import { parseWithZod } from "@conform-to/zod/v4";
import { useRef } from "react";
import { data } from "react-router";

import { backendContext } from "~/backend/context.server";
import { maxListLimit } from "~/backend/list-window";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { EntityFormDialog } from "~/components/admin/entity-form-dialog";
import { InputField, SelectField, SwitchField, TextareaField } from "~/components/admin/field";
import { TargetCombobox } from "~/components/admin/target-combobox";
import { TargetSelect } from "~/components/admin/target-select";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { loadRecord, saveSubmission } from "~/features/admin/forms.server";
import { historyPath } from "~/features/admin/history-targets";
import { parentChoices } from "~/features/admin/menu";
import {
  menuDialogSchema,
  menuItemOfDialog,
  type MenuDialogValues,
  targetOfValue,
  targetPageOf,
  targetValue,
} from "~/features/admin/menu-dialog";
import { pageOfPath, pickerPageOf, pickerSearchOf } from "~/features/admin/menu-picker.server";
import { targetOfPath, type MenuTarget } from "~/features/admin/menu-targets";
import { fieldLabels, stateLabels } from "~/features/admin/texts/common";
import { menuMessages, menuTexts } from "~/features/admin/texts/menu";
import { success } from "~/features/admin/toast";
import { languages, type Lang } from "~/i18n/languages";
import { useHydrated } from "~/lib/hydration";

import type { Route } from "./+types/menu-form";

// /admin/menu/new and /admin/menu/:id: the menu item dialog (docs/product.md §5.6 and §9): general
// fields on the left, one tab per language on the right.

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const backend = context.get(backendContext);
  const messages = { notFound: menuMessages.notFound, loadFailed: menuMessages.loadFailed };
  const url = new URL(request.url);
  // The picker lists the newest pages, or those its search finds (`q`, the search without JavaScript).
  const search = pickerSearchOf(url);
  const [items, pageList] = await Promise.all([
    loadRecord(context, () => backend.menu.list(), messages),
    loadRecord(context, () => backend.pages.list({ limit: maxListLimit, search: search || undefined }), messages),
  ]);
  const item = params.id ? items.find((i) => i.id === params.id) : undefined;
  if (params.id && !item) throw data(menuMessages.notFound, { status: 404 });
  const pages = pageList.items.map(pickerPageOf);
  // What she typed, when the search without JavaScript sent the form here (a GET of its fields).
  const typed = url.searchParams.has("target")
    ? (parseWithZod(url.searchParams, { schema: menuDialogSchema }).payload as MenuDialogValues)
    : null;
  // The target shown: what she picked before the search, or the item's: a fixed page, the page
  // its path names by the Turkish slug (wherever that page is in the list), or a typed address.
  let target: MenuTarget = typed ? targetOfValue(String(typed.target ?? "")) : { kind: "custom" };
  if (!typed && item) {
    target = targetOfPath(item.path, []);
    if (target.kind === "custom") {
      const { page } = await loadRecord(
        context,
        async () => ({ page: await pageOfPath(backend, item.path) }),
        messages,
      );
      if (page) target = { kind: "page", pageId: page.id };
    }
  }
  if (target.kind === "page" && !pages.some((p) => p.id === target.pageId)) {
    const pageId = target.pageId;
    const { page } = await loadRecord(context, async () => ({ page: await backend.pages.get(pageId) }), messages);
    if (page)
      pages.unshift(pickerPageOf({ id: page.id, type: page.type, title: targetPageOf(page).titles.tr || page.slug }));
  }
  return {
    item: item ?? null,
    // The parent select offers every item but this one and what lies beneath it.
    parents: parentChoices(items, item?.id),
    pages,
    search,
    typed,
    target: targetValue(target),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveSubmission({ request, context }, menuDialogSchema, {
    save: async (input) => {
      const backend = context.get(backendContext);
      return backend.menu.save({ ...(await menuItemOfDialog(backend, input)), id: params.id });
    },
    failed: menuMessages.saveFailed,
    done: { to: "/admin/menu", toast: success(params.id ? menuMessages.updated : menuMessages.created) },
  });
}

const dialog: DialogTexts = {
  title: (editing) => (editing ? menuTexts.editTitle : menuTexts.add),
  closeTo: "/admin/menu",
  backLabel: menuTexts.back,
  notFound: menuMessages.notFound,
  loadFailed: menuMessages.loadFailed,
};

export default function MenuForm({ loaderData, actionData }: Route.ComponentProps) {
  const { item, parents, pages, target, search, typed } = loaderData;
  useActionToast(actionData?.toast);
  const withScripts = useHydrated();
  const [form, fields] = useAdminForm({
    schema: menuDialogSchema,
    id: item?.id ?? "new-menu-item",
    lastResult: actionData?.result,
    // Spec: a new item starts active, order 0, without a parent.
    defaultValue:
      typed ??
      (item
        ? {
            path: item.path,
            slug: item.slug,
            orderIndex: String(item.orderIndex),
            parentId: item.parentId ?? "",
            isActive: item.isActive ? "on" : undefined,
            translations: item.translations,
            target,
            version: String(item.version),
          }
        : { orderIndex: "0", parentId: "", isActive: "on", target: "custom" }),
  });
  const translations = fields.translations.getFieldset();

  // A pick fills each language's label from the target, but never one she typed herself.
  const filled = useRef<Partial<Record<Lang, string>>>({});
  const fillLabels = (labels: Record<Lang, string> | null) => {
    if (!labels) return;
    const element = document.forms.namedItem(form.id);
    for (const lang of languages) {
      const name = translations[lang].getFieldset().label.name;
      const current = (element?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
      if (current !== "" && current !== filled.current[lang]) continue;
      filled.current[lang] = labels[lang];
      form.update({ name, value: labels[lang] });
    }
  };

  return (
    <EntityFormDialog
      texts={dialog}
      editing={Boolean(item)}
      historyTo={item ? historyPath("menu", item.id) : undefined}
      form={form}
      version={fields.version}
      lastResult={actionData?.result}
      className="max-w-3xl"
      general={
        <>
          {withScripts ? (
            <TargetCombobox key={target} meta={fields.target} pages={pages} onLabels={fillLabels} />
          ) : (
            <TargetSelect meta={fields.target} pages={pages} search={search} />
          )}
          <InputField
            meta={fields.path}
            label={menuTexts.path}
            hint={menuTexts.pathCustomHint}
            autoComplete="off"
            spellCheck={false}
          />
          <InputField
            meta={fields.slug}
            label={menuTexts.slug}
            hint={menuTexts.slugDerivedHint}
            autoComplete="off"
            spellCheck={false}
          />
          <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-4">
            <InputField meta={fields.orderIndex} type="number" label={fieldLabels.order} inputMode="numeric" />
            <SelectField meta={fields.parentId} label={menuTexts.parent}>
              <option value="">{menuTexts.noParent}</option>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {parent.label}
                </option>
              ))}
            </SelectField>
          </div>
          <SwitchField meta={fields.isActive} label={stateLabels.active} />
        </>
      }
      renderLanguage={(lang) => {
        const t = translations[lang].getFieldset();
        return (
          <>
            <InputField meta={t.label} label={menuTexts.label} hint={menuTexts.labelFilledHint} />
            <TextareaField meta={t.description} label={fieldLabels.description} rows={3} />
          </>
        );
      }}
    />
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
