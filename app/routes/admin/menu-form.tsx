import { data } from "react-router";

import { backendContext } from "~/backend/context.server";
import { maxListLimit } from "~/backend/list-window";
import { pageTypes } from "~/backend/schemas";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { EntityFormDialog } from "~/components/admin/entity-form-dialog";
import { InputField, SelectField, SwitchField, TextareaField } from "~/components/admin/field";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { loadRecord, saveSubmission } from "~/features/admin/forms.server";
import { historyPath } from "~/features/admin/history-targets";
import { parentChoices } from "~/features/admin/menu";
import { menuDialogSchema, menuItemOfDialog, targetValue } from "~/features/admin/menu-dialog";
import { fixedTargetKeys, fixedTargetLabel, targetOfPath } from "~/features/admin/menu-targets";
import { fieldLabels, stateLabels } from "~/features/admin/texts/common";
import { menuMessages, menuTexts } from "~/features/admin/texts/menu";
import { success } from "~/features/admin/toast";

import type { Route } from "./+types/menu-form";

// /admin/menu/new and /admin/menu/:id: the menu item dialog (docs/product.md §5.6 and §9): general
// fields on the left, one tab per language on the right.

export async function loader({ params, context }: Route.LoaderArgs) {
  const backend = context.get(backendContext);
  const messages = { notFound: menuMessages.notFound, loadFailed: menuMessages.loadFailed };
  const [items, pageList] = await Promise.all([
    loadRecord(context, () => backend.menu.list(), messages),
    // The picker lists the newest pages (one window); an older one is still a typed address.
    loadRecord(context, () => backend.pages.list({ limit: maxListLimit }), messages),
  ]);
  const item = params.id ? items.find((i) => i.id === params.id) : undefined;
  if (params.id && !item) throw data(menuMessages.notFound, { status: 404 });
  const pages = pageList.items.map((p) => ({ id: p.id, type: p.type, slug: p.slug, title: p.title }));
  const targetPages = pages.map((p) => ({ ...p, titles: { tr: p.title } }));
  return {
    item: item ?? null,
    // The parent select offers every item but this one and what lies beneath it.
    parents: parentChoices(items, item?.id),
    pages,
    // An item's target shown again: a typed address unless its path is a target's.
    target: targetValue(item ? targetOfPath(item.path, targetPages) : { kind: "custom" }),
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
  const { item, parents, pages, target } = loaderData;
  useActionToast(actionData?.toast);
  const [form, fields] = useAdminForm({
    schema: menuDialogSchema,
    id: item?.id ?? "new-menu-item",
    lastResult: actionData?.result,
    // Spec: a new item starts active, order 0, without a parent.
    defaultValue: item
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
      : { orderIndex: "0", parentId: "", isActive: "on", target: "custom" },
  });
  const translations = fields.translations.getFieldset();

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
          <SelectField meta={fields.target} label={menuTexts.linkType} hint={menuTexts.linkTypeHint}>
            <option value="custom">{menuTexts.customLink}</option>
            <optgroup label={menuTexts.sitePages}>
              {fixedTargetKeys.map((key) => (
                <option key={key} value={targetValue({ kind: "fixed", key })}>
                  {fixedTargetLabel(key, "tr")}
                </option>
              ))}
            </optgroup>
            {pageTypes.map((type) => {
              const ofType = pages.filter((p) => p.type === type);
              return ofType.length === 0 ? null : (
                <optgroup key={type} label={menuTexts.contentPages[type]}>
                  {ofType.map((p) => (
                    <option key={p.id} value={targetValue({ kind: "page", pageId: p.id })}>
                      {p.title}
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </SelectField>
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
