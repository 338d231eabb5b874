import { getFormProps } from "@conform-to/react";
import { useMemo, useState } from "react";
import { data, Form, isRouteErrorResponse, Link, useNavigation } from "react-router";

import { backendContext } from "~/backend/context.server";
import type { Backend, MediaFile } from "~/backend/port";
import { imageUploadFailed, imageUploadProblem, maxUploadBytes } from "~/backend/uploads";
import { FormErrors, SectionHeader, serverFormErrors, VersionField } from "~/components/admin/form-parts";
import { LanguageBar, LanguageScope } from "~/components/admin/language-switch";
import type { MediaChoice } from "~/components/admin/media-image-field";
import {
  ClientLogosSection,
  SocialMediaSection,
  type SettingsForm as SettingsFormMeta,
} from "~/components/admin/settings-lists";
import {
  AboutSection,
  ActivitySection,
  CompanySection,
  ContactSection,
  type SettingsFields,
} from "~/components/admin/settings-sections";
import { useActionToast } from "~/components/admin/toaster";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { redirectWithToast } from "~/features/admin/flash.server";
import { backendFailure, loadList, maxFormBytes, readSubmission, uploadedFile } from "~/features/admin/forms.server";
import { settingsHistoryPath } from "~/features/admin/history-targets";
import type { MediaChoiceWithAlt } from "~/features/admin/media-choices";
import { readMediaPicker } from "~/features/admin/media-picker.server";
import {
  listsKeptAsLists,
  settingsFormDefaults,
  settingsLanguagesWithErrors,
  toSettingsPatch,
  uploadsOf,
  type settingsFormSchema,
} from "~/features/admin/settings";
import {
  hasImages,
  hasLanguageTexts,
  settingsSection,
  settingsSectionPath,
  settingsSectionSchema,
  type SettingsSectionKey,
} from "~/features/admin/settings-sections";
import { commonTexts } from "~/features/admin/texts/common";
import { historyTexts } from "~/features/admin/texts/history";
import { adminSection, notFoundTexts } from "~/features/admin/texts/layout";
import { settingsMessages, settingsTexts } from "~/features/admin/texts/settings";
import { success } from "~/features/admin/toast";
import { languages, type Lang } from "~/i18n/languages";
import { defaultSettings } from "~/lib/settings";

import type { Route } from "./+types/site-settings-section";

// /admin/site-settings/<section>: one section of "Genel Site Ayarları" (Şirket, İletişim, …) in
// a form of its own, saved alone at the settings' version (docs/decisions/055). The public site
// reads the settings on every request, so a save shows at the next one.

/** Room for a few images at once (logo, about image, client logos) besides the texts. */
const settingsFormBytes = maxFormBytes + 3 * maxUploadBytes;

/** The form's file fields: the logo, the about image and each client logo's. */
const uploadField = /^(logoUpload|aboutImageUpload|client_logos\[\d+\]\.upload)$/;

/** The section the address names; any other is the admin's not-found page. */
function sectionOf(params: { section?: string }) {
  const section = settingsSection(params.section);
  if (!section) throw data(settingsMessages.sectionNotFound, { status: 404 });
  return section;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const section = sectionOf(params);
  const backend = context.get(backendContext);
  const [settings, media] = await Promise.all([
    // Settings that cannot be read are shown as the defaults at version 1: a save from them is
    // refused if stored settings exist, instead of overwriting them with the defaults.
    loadList(
      context,
      () => backend.settings.edit(),
      { settings: defaultSettings(), version: 1 },
      settingsMessages.loadFailed,
    ),
    // Only a section with an image offers the library's picker (its first page, decision 060).
    hasImages(section.key)
      ? loadList(
          context,
          async () => (await readMediaPicker(backend, { search: "", page: 1 })).files,
          [] as MediaChoiceWithAlt[],
          settingsMessages.mediaFailed,
        )
      : { value: [] as MediaChoiceWithAlt[], error: null },
  ]);
  const choices: MediaChoice[] = media.value.map((file) => ({ url: file.url, name: file.name }));
  // A fresh stamp per load: after a save the form starts again from what was stored.
  return {
    section: { key: section.key as SettingsSectionKey, label: section.label, description: section.description },
    settings: settings.value.settings,
    version: settings.value.version,
    error: settings.error,
    media: choices,
    mediaError: media.error,
    loadedAt: Date.now(),
  };
}

/** Each chosen file's problem, by the backend's own rule, on its field (not on list intents). */
async function uploadErrors(formData: FormData): Promise<Record<string, string[]>> {
  if (formData.has("__intent__")) return {};
  const errors: Record<string, string[]> = {};
  for (const name of new Set(formData.keys())) {
    if (!uploadField.test(name)) continue;
    const file = await uploadedFile(formData, name);
    const problem = file && imageUploadProblem(file);
    if (problem) errors[name] = [imageUploadFailed(problem)];
  }
  return errors;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const section = sectionOf(params);
  const parsed = await readSubmission(request, settingsSectionSchema(section.key), {
    check: uploadErrors,
    maxBytes: settingsFormBytes,
  });
  if (!parsed.ok) {
    // Add, remove and move buttons post the form without JavaScript: the changed list comes
    // back to be edited further. Nothing is saved, and nothing is wrong.
    const answer = { ...parsed.response.data, result: listsKeptAsLists(parsed.response.data.result) };
    return data(answer, { status: answer.result?.intent ? 200 : (parsed.response.init?.status ?? 400) });
  }
  const { value, submission, formData } = parsed;
  const backend = context.get(backendContext);
  const uploads = uploadsOf(value);
  let stored: MediaFile[] = [];
  try {
    if (uploads.length > 0) {
      const files = await Promise.all(uploads.map(async ({ field }) => (await uploadedFile(formData, field))!));
      stored = await backend.media.upload(files);
    }
    const uploaded = Object.fromEntries(uploads.map(({ field }, i) => [field, stored[i]!.publicUrl]));
    await backend.settings.save(toSettingsPatch(value, uploaded), value.version);
  } catch (error) {
    await removeUploads(backend, stored);
    return backendFailure(context, error, settingsMessages.saveFailed, submission);
  }
  return redirectWithToast(
    context,
    settingsSectionPath(section.key),
    success(settingsMessages.sectionSaved(section.label)),
  );
}

/** Files uploaded for a save that failed are removed again: nothing is left half-saved. */
async function removeUploads(backend: Backend, files: MediaFile[]) {
  for (const file of files)
    await backend.media
      .delete(file.path)
      .catch((error) => console.error("Could not remove an upload of a failed save", error));
}

export default function SiteSettingsSection({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  return (
    <>
      <SectionHeader
        title={`${adminSection("site-settings").label}: ${loaderData.section.label}`}
        description={loaderData.section.description}
        // The header's links: back to the list (the settings' "Geçmiş" link goes beside it).
        action={
          <div className="flex flex-wrap items-center gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/site-settings">{settingsTexts.backToSections}</Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={settingsHistoryPath}>{historyTexts.open}</Link>
            </Button>
          </div>
        }
      />
      {loaderData.error && (
        <Alert role="alert" className="mb-6">
          {loaderData.error}
        </Alert>
      )}
      <SettingsForm key={loaderData.loadedAt} loaderData={loaderData} lastResult={actionData?.result} />
    </>
  );
}

function SettingsForm({
  loaderData,
  lastResult,
}: {
  loaderData: Route.ComponentProps["loaderData"];
  lastResult: NonNullable<Route.ComponentProps["actionData"]>["result"] | undefined;
}) {
  const [lang, setLang] = useState<Lang>(languages[0]);
  const busy = useNavigation().state === "submitting";
  const sectionKey = loaderData.section.key;
  // The whole form's schema types the fields; the section's keys are the ones rendered and posted.
  const schema = useMemo(() => settingsSectionSchema(sectionKey) as unknown as typeof settingsFormSchema, [sectionKey]);
  const [form, fields] = useAdminForm({
    schema,
    id: `site-settings-${sectionKey}`,
    lastResult,
    defaultValue: settingsFormDefaults(loaderData.settings, loaderData.version),
  });
  const saveButton = (
    <Button type="submit" disabled={busy}>
      {busy ? commonTexts.saving : settingsTexts.saveSection}
    </Button>
  );

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      <div className="sticky top-14 z-20 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b border-border bg-background/95 px-4 py-3 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        {hasLanguageTexts(sectionKey) && (
          <>
            <LanguageBar value={lang} onChange={setLang} invalid={settingsLanguagesWithErrors(form.allErrors)} />
            <p className="js:hidden text-sm text-muted-foreground">{settingsTexts.noJsLanguages}</p>
          </>
        )}
        <span className="ml-auto">{saveButton}</span>
      </div>
      <VersionField field={fields.version} />
      <FormErrors errors={serverFormErrors(lastResult)} id={form.errorId} />
      <FieldErrorSummary formId={form.id} result={lastResult} />
      {loaderData.mediaError && <p className="text-sm text-muted-foreground">{loaderData.mediaError}</p>}
      <LanguageScope lang={lang}>
        <SectionFields section={sectionKey} form={form} fields={fields} media={loaderData.media} />
      </LanguageScope>
      <div className="flex justify-end border-t border-border pt-4">{saveButton}</div>
    </Form>
  );
}

/** The cards of one section. */
function SectionFields({
  section,
  form,
  fields,
  media,
}: {
  section: SettingsSectionKey;
  form: SettingsFormMeta;
  fields: SettingsFields;
  media: MediaChoice[];
}) {
  switch (section) {
    case "company":
      return <CompanySection fields={fields} media={media} />;
    case "contact":
      return <ContactSection fields={fields} />;
    case "home":
      return (
        <>
          <AboutSection fields={fields} media={media} />
          <ActivitySection fields={fields} />
        </>
      );
    case "clients":
      return <ClientLogosSection form={form} fields={fields} media={media} />;
    case "social-media":
      return <SocialMediaSection form={form} fields={fields} />;
  }
}

/** An unknown section: the admin's not-found page, inside the admin frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) console.error(error);
  return (
    <div className="py-16 text-center">
      <h1 className="text-xl font-semibold text-foreground">{notFoundTexts.title}</h1>
      <p className="mt-2 text-muted-foreground">{settingsMessages.sectionNotFound}</p>
      <Link to="/admin/site-settings" className="mt-6 inline-block font-semibold text-secondary hover:underline">
        {settingsTexts.backToSections}
      </Link>
    </div>
  );
}

/**
 * The fields the server refused, counted above the form with a link to the first: without
 * JavaScript the page comes back at its top while that field may be screens below (with
 * JavaScript Conform moves the focus there as well).
 */
function FieldErrorSummary({
  formId,
  result,
}: {
  formId: string;
  result: { error?: Record<string, string[] | null> | null } | null | undefined;
}) {
  const invalid = Object.entries(result?.error ?? {}).filter(([name, errors]) => name !== "" && errors?.length);
  if (invalid.length === 0) return null;
  // Conform names a field's element "<form id>-<field name>".
  const first = `${formId}-${invalid[0]![0]}`;
  return (
    <Alert role="alert">
      {settingsMessages.fieldsInvalid(invalid.length)}{" "}
      <a href={`#${encodeURIComponent(first)}`} className="font-semibold underline underline-offset-2">
        {settingsMessages.firstInvalid}
      </a>
    </Alert>
  );
}
