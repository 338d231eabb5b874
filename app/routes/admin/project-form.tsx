import { backendContext } from "~/backend/context.server";
import { projectInputSchema, projectProgresses, projectStatuses } from "~/backend/schemas";
import { maxUploadBytes } from "~/backend/uploads";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { EntityFormDialog } from "~/components/admin/entity-form-dialog";
import { InputField, ReadOnlyField, SelectField, TextareaField } from "~/components/admin/field";
import { ImageField } from "~/components/admin/image-field";
import { RichTextField } from "~/components/admin/rich-text-field";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { contentsOf, withCleaningNotice } from "~/features/admin/cleaning-notice.server";
import { loadRecord, maxContentFormBytes, saveSubmission } from "~/features/admin/forms.server";
import { historyPath } from "~/features/admin/history-targets";
import { imageFileSchema } from "~/features/admin/images";
import { imageChangeOf, imageFieldErrors, libraryChoices } from "~/features/admin/images.server";
import { projectCategories } from "~/features/admin/projects";
import { fieldLabels } from "~/features/admin/texts/common";
import {
  projectMessages,
  projectProgressOptions,
  projectStatusLabels,
  projectTexts,
} from "~/features/admin/texts/projects";
import { success } from "~/features/admin/toast";

import type { Route } from "./+types/project-form";

// /admin/projects/new and /admin/projects/:id: the project dialog (docs/product.md §5.5 and §9). The
// slug is the backend's business: it follows the Turkish title, with -1, -2, ... when taken.

export async function loader({ params, context }: Route.LoaderArgs) {
  const backend = context.get(backendContext);
  const id = params.id;
  const [project, library] = await Promise.all([
    id
      ? loadRecord(context, () => backend.projects.get(id), {
          notFound: projectMessages.notFound,
          loadFailed: projectMessages.detailsFailed,
        })
      : null,
    libraryChoices(context, backend),
  ]);
  return { project, library };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // A bad image is reported together with the other field errors, not only after they are fixed.
  return saveSubmission({ request, context }, projectInputSchema, {
    maxBytes: maxContentFormBytes + maxUploadBytes,
    check: imageFieldErrors(),
    save: async (input, formData) => {
      return context.get(backendContext).projects.save({ ...input, id: params.id }, await imageChangeOf(formData));
    },
    failed: projectMessages.saveFailed,
    done: {
      to: "/admin/projects",
      toast: (input) =>
        withCleaningNotice(
          success(params.id ? projectMessages.updated : projectMessages.created),
          contentsOf(input.translations),
        ),
    },
  });
}

/** The form's rules in the browser: the backend's schema plus a first look at the chosen file. */
const projectFormSchema = projectInputSchema.extend({ image: imageFileSchema });

const dialog: DialogTexts = {
  title: (editing) => (editing ? projectTexts.editTitle : projectTexts.add),
  closeTo: "/admin/projects",
  backLabel: projectTexts.back,
  notFound: projectMessages.notFound,
  loadFailed: projectMessages.detailsFailed,
};

export default function ProjectForm({ loaderData, actionData }: Route.ComponentProps) {
  const { project, library } = loaderData;
  useActionToast(actionData?.toast);
  const [form, fields] = useAdminForm({
    schema: projectInputSchema,
    browserSchema: projectFormSchema,
    id: project?.id ?? "new-project",
    lastResult: actionData?.result,
    defaultValue: project
      ? {
          category: project.category,
          status: project.status,
          progress: project.progress,
          orderIndex: String(project.orderIndex),
          translations: project.translations,
          version: String(project.version),
        }
      : { status: "draft", progress: "ongoing", orderIndex: "0" },
  });
  const translations = fields.translations.getFieldset();
  const slugId = `${form.id}-slug`;

  return (
    <EntityFormDialog
      texts={dialog}
      editing={Boolean(project)}
      historyTo={project ? historyPath("projects", project.id) : undefined}
      preview={{
        kind: "project",
        id: project?.id,
        linksPath: project ? `/admin/projects/${encodeURIComponent(project.id)}/preview-links` : undefined,
      }}
      form={form}
      version={fields.version}
      lastResult={actionData?.result}
      multipart
      general={
        <>
          <SelectField meta={fields.category} label={fieldLabels.category}>
            <option value="">{fieldLabels.chooseCategory}</option>
            {projectCategories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-1">
            <SelectField meta={fields.status} label={fieldLabels.status}>
              {projectStatuses.map((status) => (
                <option key={status} value={status}>
                  {projectStatusLabels[status]}
                </option>
              ))}
            </SelectField>
            <SelectField meta={fields.progress} label={projectTexts.progress}>
              {projectProgresses.map((progress) => (
                <option key={progress} value={progress}>
                  {projectProgressOptions[progress]}
                </option>
              ))}
            </SelectField>
          </div>
          <InputField
            meta={fields.orderIndex}
            type="number"
            label={fieldLabels.order}
            hint={fieldLabels.orderHint}
            inputMode="numeric"
            step={1}
          />
          {project && (
            <ReadOnlyField id={slugId} label={fieldLabels.slug} value={project.slug} hint={projectTexts.slugHint} />
          )}
          <ImageField
            meta={fields.image}
            currentUrl={project?.imageUrl ?? null}
            removeName={project ? "removeImage" : undefined}
            library={library}
          />
        </>
      }
      renderLanguage={(lang) => {
        const t = translations[lang].getFieldset();
        return (
          <>
            <InputField meta={t.title} label={fieldLabels.title} />
            <TextareaField meta={t.description} label={fieldLabels.description} rows={3} />
            <RichTextField meta={t.content} label={fieldLabels.content} lang={lang} />
          </>
        );
      }}
    />
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
