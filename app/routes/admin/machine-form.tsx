import { backendContext } from "~/backend/context.server";
import { equipmentFormSchema } from "~/backend/schemas";
import { dialogErrorBoundary, type DialogTexts } from "~/components/admin/dialog-error";
import { EntityFormDialog } from "~/components/admin/entity-form-dialog";
import { InputField, SwitchField, TextareaField } from "~/components/admin/field";
import { ImageField } from "~/components/admin/image-field";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { loadRecord, maxImageFormBytes, saveSubmission } from "~/features/admin/forms.server";
import { historyPath } from "~/features/admin/history-targets";
import { imageFileSchema } from "~/features/admin/images";
import { imageChangeOf, imageFieldErrors, libraryChoices } from "~/features/admin/images.server";
import { fieldLabels } from "~/features/admin/texts/common";
import { equipmentMessages, equipmentTexts } from "~/features/admin/texts/equipment";
import { success } from "~/features/admin/toast";

import type { Route } from "./+types/machine-form";

// /admin/machine-park/new and /admin/machine-park/:id: the equipment dialog, general fields on
// the left and one tab per language on the right. A replaced or removed image is deleted from
// storage by the backend once the save has gone through.

export async function loader({ params, context }: Route.LoaderArgs) {
  const backend = context.get(backendContext);
  const id = params.id;
  const [machine, library] = await Promise.all([
    id
      ? loadRecord(context, () => backend.equipment.get(id), {
          notFound: equipmentMessages.notFound,
          loadFailed: equipmentMessages.detailsFailed,
        })
      : null,
    libraryChoices(context, backend),
  ]);
  return { machine, library };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // A bad image is reported together with the other field errors, not only after they are fixed.
  return saveSubmission({ request, context }, equipmentFormSchema, {
    maxBytes: maxImageFormBytes,
    check: imageFieldErrors(),
    save: async (input, formData) =>
      context.get(backendContext).equipment.save({ ...input, id: params.id }, await imageChangeOf(formData)),
    failed: equipmentMessages.saveFailed,
    done: {
      to: "/admin/machine-park",
      toast: success(params.id ? equipmentMessages.updated : equipmentMessages.created),
    },
  });
}

/** The form's rules in the browser: the backend's schema plus a first look at the chosen file. */
const machineFormSchema = equipmentFormSchema.extend({ image: imageFileSchema });

const dialog: DialogTexts = {
  title: (editing) => (editing ? equipmentTexts.editTitle : equipmentTexts.add),
  closeTo: "/admin/machine-park",
  backLabel: equipmentTexts.back,
  notFound: equipmentMessages.notFound,
  loadFailed: equipmentMessages.detailsFailed,
};

export default function MachineForm({ loaderData, actionData }: Route.ComponentProps) {
  const { machine, library } = loaderData;
  useActionToast(actionData?.toast);
  const [form, fields] = useAdminForm({
    schema: equipmentFormSchema,
    browserSchema: machineFormSchema,
    id: machine?.id ?? "new-machine",
    lastResult: actionData?.result,
    // A new machine starts visible, at order 0.
    defaultValue: machine
      ? {
          modelName: machine.modelName,
          orderIndex: String(machine.orderIndex),
          isVisible: machine.isVisible ? "on" : undefined,
          translations: machine.translations,
          version: String(machine.version),
        }
      : { orderIndex: "0", isVisible: "on" },
  });
  const translations = fields.translations.getFieldset();

  return (
    <EntityFormDialog
      texts={dialog}
      editing={Boolean(machine)}
      historyTo={machine ? historyPath("machine-park", machine.id) : undefined}
      form={form}
      version={fields.version}
      lastResult={actionData?.result}
      multipart
      general={
        <>
          <InputField
            meta={fields.modelName}
            label={equipmentTexts.modelName}
            hint={equipmentTexts.modelNameHint}
            autoComplete="off"
            spellCheck={false}
          />
          {/* A text field with a numeric keyboard: what was typed comes back as typed with
              the message, where a number field would silently drop anything but a number. */}
          <InputField
            meta={fields.orderIndex}
            label={fieldLabels.order}
            hint={fieldLabels.orderHint}
            inputMode="numeric"
            autoComplete="off"
            className="max-w-32"
          />
          <SwitchField meta={fields.isVisible} label={equipmentTexts.visible} />
          <ImageField
            meta={fields.image}
            currentUrl={machine?.imageUrl ?? null}
            removeName={machine ? "removeImage" : undefined}
            library={library}
          />
        </>
      }
      renderLanguage={(lang) => {
        const t = translations[lang].getFieldset();
        return (
          <>
            <InputField meta={t.name} label={fieldLabels.name} />
            <InputField
              meta={t.category}
              label={fieldLabels.category}
              hint={lang === "tr" ? equipmentTexts.categoryHint : equipmentTexts.categoryFallbackHint}
            />
            <TextareaField meta={t.description} label={fieldLabels.description} rows={5} />
          </>
        );
      }}
    />
  );
}

export const ErrorBoundary = dialogErrorBoundary(dialog);
