import { useState } from "react";

import { backendContext } from "~/backend/context.server";
import { pageInputSchema } from "~/backend/schemas";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { EntityFormDialog } from "~/components/admin/entity-form-dialog";
import { InputField, SelectField, SwitchField } from "~/components/admin/field";
import { RichTextField } from "~/components/admin/rich-text-field";
import { SlugField } from "~/components/admin/slug-field";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { contentsOf, withCleaningNotice } from "~/features/admin/cleaning-notice.server";
import { loadRecord, maxContentFormBytes, saveSubmission } from "~/features/admin/forms.server";
import { historyPath } from "~/features/admin/history-targets";
import { fieldLabels, stateLabels } from "~/features/admin/texts/common";
import { pageMessages, pageTexts, pageTypeLabels } from "~/features/admin/texts/pages";
import { success } from "~/features/admin/toast";
import { languages } from "~/i18n/languages";

import type { Route } from "./+types/page-form";

// /admin/pages/new and /admin/pages/:id: the page dialog (docs/product.md §5.4).

export async function loader({ params, context }: Route.LoaderArgs) {
  const backend = context.get(backendContext);
  const id = params.id;
  const [categories, page] = await Promise.all([
    loadRecord(context, () => backend.pages.categories(), {
      notFound: pageMessages.notFound,
      loadFailed: pageMessages.loadFailed,
    }),
    id
      ? loadRecord(context, () => backend.pages.get(id), {
          notFound: pageMessages.notFound,
          loadFailed: pageMessages.loadFailed,
        })
      : null,
  ]);
  return { categories, page };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveSubmission({ request, context }, pageInputSchema, {
    maxBytes: maxContentFormBytes,
    save: (input) => context.get(backendContext).pages.save({ ...input, id: params.id }),
    failed: pageMessages.saveFailed,
    done: {
      to: "/admin/pages",
      toast: (input) =>
        withCleaningNotice(
          success(params.id ? pageMessages.updated : pageMessages.created),
          contentsOf(input.translations),
        ),
    },
  });
}

const dialog: DialogTexts = {
  title: (editing) => (editing ? pageTexts.editTitle : pageTexts.add),
  closeTo: "/admin/pages",
  backLabel: pageTexts.back,
  notFound: pageMessages.notFound,
  loadFailed: pageMessages.loadFailed,
};

export default function PageForm({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, page } = loaderData;
  useActionToast(actionData?.toast);
  const [form, fields] = useAdminForm({
    schema: pageInputSchema,
    id: page?.id ?? "new-page",
    lastResult: actionData?.result,
    defaultValue: page
      ? {
          slug: page.slug,
          categoryId: page.categoryId,
          isPublished: page.isPublished ? "on" : undefined,
          translations: page.translations,
          version: String(page.version),
        }
      : undefined,
  });
  const translations = fields.translations.getFieldset();
  // A new page's slug follows the first language's title until she types a slug of her own.
  const [firstTitle, setFirstTitle] = useState<string | undefined>(undefined);

  return (
    <EntityFormDialog
      texts={dialog}
      editing={Boolean(page)}
      historyTo={page ? historyPath("pages", page.id) : undefined}
      preview={{
        kind: "page",
        id: page?.id,
        linksPath: page ? `/admin/pages/${encodeURIComponent(page.id)}/preview-links` : undefined,
      }}
      form={form}
      version={fields.version}
      lastResult={actionData?.result}
      layout="stacked"
      general={
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SlugField
              meta={fields.slug}
              label={fieldLabels.slug}
              hint={pageTexts.slugHint}
              follow={page ? undefined : firstTitle}
            />
            <SelectField meta={fields.categoryId} label={fieldLabels.category}>
              <option value="">{fieldLabels.chooseCategory}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {pageTypeLabels[category.nameKey]}
                </option>
              ))}
            </SelectField>
          </div>
          <SwitchField meta={fields.isPublished} label={stateLabels.published} />
        </>
      }
      renderLanguage={(lang) => {
        const t = translations[lang].getFieldset();
        return (
          <>
            <InputField
              meta={t.title}
              label={fieldLabels.title}
              onInput={lang === languages[0] ? (event) => setFirstTitle(event.currentTarget.value) : undefined}
            />
            <RichTextField meta={t.content} label={fieldLabels.content} lang={lang} />
            <SlugField meta={t.slug} label={pageTexts.languageSlug} hint={pageTexts.languageSlugHint} />
          </>
        );
      }}
    />
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
