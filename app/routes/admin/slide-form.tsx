import { backendContext } from "~/backend/context.server";
import { slideFormSchema } from "~/backend/schemas";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { EntityFormDialog } from "~/components/admin/entity-form-dialog";
import { InputField, SwitchField, TextareaField } from "~/components/admin/field";
import { ImageField } from "~/components/admin/image-field";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { loadRecord, maxImageFormBytes, saveSubmission } from "~/features/admin/forms.server";
import { historyPath } from "~/features/admin/history-targets";
import { imageFile, pickedImageField } from "~/features/admin/images";
import { imageChangeOf, imageFieldErrors, libraryChoices } from "~/features/admin/images.server";
import { fieldLabels, stateLabels } from "~/features/admin/texts/common";
import { imageTexts } from "~/features/admin/texts/images";
import { slideMessages, slideTexts } from "~/features/admin/texts/slides";
import { success } from "~/features/admin/toast";
import { z } from "~/lib/zod";

import type { Route } from "./+types/slide-form";

// /admin/slider/new and /admin/slider/:id: the slide dialog. A new slide needs its image; a new
// image replaces the stored one (the backend removes the old object).

export async function loader({ params, context }: Route.LoaderArgs) {
  const backend = context.get(backendContext);
  const slides = backend.slides;
  const messages = { notFound: slideMessages.notFound, loadFailed: slideMessages.loadFailed };
  const id = params.id;
  const library = libraryChoices(context, backend);
  if (id) {
    const [slide, choices] = await Promise.all([loadRecord(context, () => slides.get(id), messages), library]);
    return { slide, nextOrder: 0, library: choices };
  }
  // A new slide goes to the end of the list: order_index = the number of slides there are.
  const [all, choices] = await Promise.all([loadRecord(context, () => slides.list(), messages), library]);
  return { slide: null, nextOrder: all.length, library: choices };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return saveSubmission({ request, context }, slideFormSchema, {
    maxBytes: maxImageFormBytes,
    check: imageFieldErrors({ required: !params.id }),
    save: async (input, formData) =>
      context.get(backendContext).slides.save({ ...input, id: params.id }, await imageChangeOf(formData)),
    failed: slideMessages.saveFailed,
    done: { to: "/admin/slider", toast: success(params.id ? slideMessages.updated : slideMessages.created) },
  });
}

/**
 * The form's rules in the browser: the backend's, plus a first look at the chosen file; a new
 * slide needs a file or a picture picked from the library.
 */
function browserSchema(imageRequired: boolean) {
  const file = imageFile(imageTexts.required);
  return slideFormSchema
    .extend({ image: file.optional(), [pickedImageField]: z.string().optional() })
    .refine((form) => !imageRequired || form.image || form[pickedImageField], {
      error: imageTexts.required,
      path: ["image"],
      // An object's refinement runs only when its fields passed, unless told otherwise: the
      // missing image is said together with the other fields' messages, as the server says it.
      when: () => true,
    });
}

const dialog: DialogTexts = {
  title: (editing) => (editing ? slideTexts.editTitle : slideTexts.add),
  closeTo: "/admin/slider",
  backLabel: slideTexts.back,
  notFound: slideMessages.notFound,
  loadFailed: slideMessages.loadFailed,
};

export default function SlideForm({ loaderData, actionData }: Route.ComponentProps) {
  const { slide, nextOrder, library } = loaderData;
  useActionToast(actionData?.toast);
  const [form, fields] = useAdminForm({
    schema: slideFormSchema,
    browserSchema: browserSchema(!slide),
    id: slide?.id ?? "new-slide",
    lastResult: actionData?.result,
    // A new slide starts active, at the end of the list.
    defaultValue: slide
      ? {
          buttonLink: slide.buttonLink,
          orderIndex: String(slide.orderIndex),
          isActive: slide.isActive ? "on" : undefined,
          translations: slide.translations,
          version: String(slide.version),
        }
      : { orderIndex: String(nextOrder), isActive: "on" },
  });
  const translations = fields.translations.getFieldset();

  return (
    <EntityFormDialog
      texts={dialog}
      editing={Boolean(slide)}
      historyTo={slide ? historyPath("slider", slide.id) : undefined}
      form={form}
      version={fields.version}
      lastResult={actionData?.result}
      multipart
      general={
        <>
          <InputField
            meta={fields.buttonLink}
            label={slideTexts.buttonLink}
            hint={slideTexts.buttonLinkHint}
            autoComplete="off"
            spellCheck={false}
          />
          <InputField
            meta={fields.orderIndex}
            type="number"
            label={fieldLabels.order}
            hint={fieldLabels.orderHint}
            inputMode="numeric"
            step={1}
            className="max-w-32"
          />
          <SwitchField meta={fields.isActive} label={stateLabels.active} />
          <ImageField meta={fields.image} currentUrl={slide?.imageUrl ?? null} library={library} />
        </>
      }
      renderLanguage={(lang) => {
        const t = translations[lang].getFieldset();
        return (
          <>
            <InputField meta={t.title} label={fieldLabels.title} />
            <TextareaField meta={t.description} label={fieldLabels.description} rows={3} />
            <InputField meta={t.buttonText} label={slideTexts.buttonText} />
          </>
        );
      }}
    />
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
