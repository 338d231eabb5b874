import { getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";

import { backendContext } from "~/backend/context.server";
import { menuItemFormSchema } from "~/backend/schemas";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { EntityFormDialog } from "~/components/admin/entity-form-dialog";
import { Field, serverFormErrors } from "~/components/admin/form-parts";
import { useActionToast } from "~/components/admin/toaster";
import { Input, NativeSelect, Switch, Textarea } from "~/components/ui/input";
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
  const [form, fields] = useForm({
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
    constraint: getZodConstraint(menuItemFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: menuItemFormSchema }),
  });
  const translations = fields.translations.getFieldset();

  return (
    <EntityFormDialog
      texts={dialog}
      editing={Boolean(item)}
      form={form}
      version={fields.version}
      formErrors={serverFormErrors(actionData?.result)}
      className="max-w-3xl"
      general={
        <>
          <Field
            label={menuTexts.path}
            htmlFor={fields.path.id}
            errors={fields.path.errors}
            errorId={fields.path.errorId}
            hint={menuTexts.pathHint}
          >
            <Input {...getInputProps(fields.path, { type: "text" })} autoComplete="off" spellCheck={false} />
          </Field>
          <Field
            label={menuTexts.slug}
            htmlFor={fields.slug.id}
            errors={fields.slug.errors}
            errorId={fields.slug.errorId}
            hint={menuTexts.slugHint}
          >
            <Input {...getInputProps(fields.slug, { type: "text" })} autoComplete="off" spellCheck={false} />
          </Field>
          <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-4">
            <Field
              label={fieldLabels.order}
              htmlFor={fields.orderIndex.id}
              errors={fields.orderIndex.errors}
              errorId={fields.orderIndex.errorId}
            >
              <Input {...getInputProps(fields.orderIndex, { type: "number" })} inputMode="numeric" />
            </Field>
            <Field
              label={menuTexts.parent}
              htmlFor={fields.parentId.id}
              errors={fields.parentId.errors}
              errorId={fields.parentId.errorId}
            >
              <NativeSelect {...getSelectProps(fields.parentId)}>
                <option value="">{menuTexts.noParent}</option>
                {parents.map((parent) => (
                  <option key={parent.id} value={parent.id}>
                    {parent.label}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <label
            htmlFor={fields.isActive.id}
            className="inline-flex items-center gap-3 text-sm font-medium text-slate-800"
          >
            <Switch {...getInputProps(fields.isActive, { type: "checkbox" })} />
            {stateLabels.active}
          </label>
        </>
      }
      renderLanguage={(lang) => {
        const t = translations[lang].getFieldset();
        return (
          <>
            <Field label={menuTexts.label} htmlFor={t.label.id} errors={t.label.errors} errorId={t.label.errorId}>
              <Input {...getInputProps(t.label, { type: "text" })} />
            </Field>
            <Field
              label={fieldLabels.description}
              htmlFor={t.description.id}
              errors={t.description.errors}
              errorId={t.description.errorId}
            >
              <Textarea {...getTextareaProps(t.description)} rows={3} className="font-sans text-sm" />
            </Field>
          </>
        );
      }}
    />
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
