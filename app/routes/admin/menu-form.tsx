import { data } from "react-router";

import { backendContext } from "~/backend/context.server";
import { menuItemFormSchema } from "~/backend/schemas";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { EntityFormDialog } from "~/components/admin/entity-form-dialog";
import { InputField, SelectField, SwitchField, TextareaField } from "~/components/admin/field";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { loadRecord, saveSubmission } from "~/features/admin/forms.server";
import { parentChoices } from "~/features/admin/menu";
import { fieldLabels, stateLabels } from "~/features/admin/texts/common";
import { menuMessages, menuTexts } from "~/features/admin/texts/menu";
import { success } from "~/features/admin/toast";

import type { Route } from "./+types/menu-form";

// /admin/menu/new and /admin/menu/:id: the menu item dialog (docs/product.md §5.6 and §9): general
// fields on the left, one tab per language on the right.

export async function loader({ params, context }: Route.LoaderArgs) {
  const items = await loadRecord(context, () => context.get(backendContext).menu.list(), {
    notFound: menuMessages.notFound,
    loadFailed: menuMessages.loadFailed,
  });
  const item = params.id ? items.find((i) => i.id === params.id) : undefined;
  if (params.id && !item) throw data(menuMessages.notFound, { status: 404 });
  return {
    item: item ?? null,
    // The parent select offers every item but this one and what lies beneath it.
    parents: parentChoices(items, item?.id),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveSubmission({ request, context }, menuItemFormSchema, {
    save: (input) => context.get(backendContext).menu.save({ ...input, id: params.id }),
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
  const { item, parents } = loaderData;
  useActionToast(actionData?.toast);
  const [form, fields] = useAdminForm({
    schema: menuItemFormSchema,
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
          version: String(item.version),
        }
      : { orderIndex: "0", parentId: "", isActive: "on" },
  });
  const translations = fields.translations.getFieldset();

  return (
    <EntityFormDialog
      texts={dialog}
      editing={Boolean(item)}
      form={form}
      version={fields.version}
      lastResult={actionData?.result}
      className="max-w-3xl"
      general={
        <>
          <InputField
            meta={fields.path}
            label={menuTexts.path}
            hint={menuTexts.pathHint}
            autoComplete="off"
            spellCheck={false}
          />
          <InputField
            meta={fields.slug}
            label={menuTexts.slug}
            hint={menuTexts.slugHint}
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
            <InputField meta={t.label} label={menuTexts.label} />
            <TextareaField meta={t.description} label={fieldLabels.description} rows={3} />
          </>
        );
      }}
    />
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
