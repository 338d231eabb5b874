import { getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";

import { backendContext } from "~/backend/context.server";
import { projectInputSchema, projectProgresses, projectStatuses } from "~/backend/schemas";
import { maxUploadBytes } from "~/backend/uploads";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { EntityFormDialog } from "~/components/admin/entity-form-dialog";
import { Field, serverFormErrors } from "~/components/admin/form-parts";
import { ImageField } from "~/components/admin/image-field";
import { useActionToast } from "~/components/admin/toaster";
import { Input, NativeSelect, Textarea } from "~/components/ui/input";
import { loadRecord, maxContentFormBytes, saveSubmission } from "~/features/admin/forms.server";
import { imageFileSchema } from "~/features/admin/images";
import { imageChangeOf, imageFieldErrors } from "~/features/admin/images.server";
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
  if (!params.id) return { project: null };
  const id = params.id;
  const project = await loadRecord(context, () => context.get(backendContext).projects.get(id), {
    notFound: projectMessages.notFound,
    loadFailed: projectMessages.detailsFailed,
  });
  return { project };
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
    done: { to: "/admin/projects", toast: success(params.id ? projectMessages.updated : projectMessages.created) },
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
  const { project } = loaderData;
  useActionToast(actionData?.toast);
  const [form, fields] = useForm({
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
    constraint: getZodConstraint(projectInputSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: projectFormSchema }),
  });
  const translations = fields.translations.getFieldset();
  const slugId = `${form.id}-slug`;

  return (
    <EntityFormDialog
      texts={dialog}
      editing={Boolean(project)}
      form={form}
      version={fields.version}
      formErrors={serverFormErrors(actionData?.result)}
      multipart
      general={
        <>
          <Field
            label={fieldLabels.category}
            htmlFor={fields.category.id}
            errors={fields.category.errors}
            errorId={fields.category.errorId}
          >
            <NativeSelect {...getSelectProps(fields.category)}>
              <option value="">{fieldLabels.chooseCategory}</option>
              {projectCategories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-1">
            <Field
              label={fieldLabels.status}
              htmlFor={fields.status.id}
              errors={fields.status.errors}
              errorId={fields.status.errorId}
            >
              <NativeSelect {...getSelectProps(fields.status)}>
                {projectStatuses.map((status) => (
                  <option key={status} value={status}>
                    {projectStatusLabels[status]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field
              label={projectTexts.progress}
              htmlFor={fields.progress.id}
              errors={fields.progress.errors}
              errorId={fields.progress.errorId}
            >
              <NativeSelect {...getSelectProps(fields.progress)}>
                {projectProgresses.map((progress) => (
                  <option key={progress} value={progress}>
                    {projectProgressOptions[progress]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <Field
            label={fieldLabels.order}
            htmlFor={fields.orderIndex.id}
            errors={fields.orderIndex.errors}
            errorId={fields.orderIndex.errorId}
            hint={fieldLabels.orderHint}
          >
            <Input {...getInputProps(fields.orderIndex, { type: "number" })} inputMode="numeric" step={1} />
          </Field>
          {project && (
            <Field label={fieldLabels.slug} htmlFor={slugId} errorId={`${slugId}-error`} hint={projectTexts.slugHint}>
              <Input id={slugId} value={project.slug} readOnly className="bg-slate-50 text-slate-600" />
            </Field>
          )}
          <ImageField
            input={getInputProps(fields.image, { type: "file" })}
            errors={fields.image.errors}
            errorId={fields.image.errorId}
            currentUrl={project?.imageUrl ?? null}
            removeName={project ? "removeImage" : undefined}
          />
        </>
      }
      renderLanguage={(lang) => {
        const t = translations[lang].getFieldset();
        return (
          <>
            <Field label={fieldLabels.title} htmlFor={t.title.id} errors={t.title.errors} errorId={t.title.errorId}>
              <Input {...getInputProps(t.title, { type: "text" })} />
            </Field>
            <Field
              label={fieldLabels.description}
              htmlFor={t.description.id}
              errors={t.description.errors}
              errorId={t.description.errorId}
            >
              <Textarea {...getTextareaProps(t.description)} rows={3} className="font-sans text-sm" />
            </Field>
            <Field
              label={fieldLabels.content}
              htmlFor={t.content.id}
              errors={t.content.errors}
              errorId={t.content.errorId}
            >
              <Textarea {...getTextareaProps(t.content)} rows={10} />
            </Field>
          </>
        );
      }}
    />
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
