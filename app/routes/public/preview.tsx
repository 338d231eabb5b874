import { data } from "react-router";

import { backendContext } from "~/backend/context.server";
import { maxUploadBytes } from "~/backend/uploads";
import { RecordPreviewView } from "~/components/site/record-preview";
import { maxContentFormBytes } from "~/features/admin/forms.server";
import { isPreviewKind, previewHeaders, type RecordPreview } from "~/features/site/preview";
import {
  previewBack,
  previewFieldsOf,
  previewOf,
  previewPostedContext,
  requirePreviewAdmin,
} from "~/features/site/preview.server";
import { throwNotFound } from "~/features/site/public.server";
import { languageFromPath } from "~/i18n/language-from-url";
import { translatorFor } from "~/i18n/translator.server";
import { readBoundedForm } from "~/lib/bounded-form.server";
import { throwUnavailable } from "~/lib/failures.server";

import type { Route } from "./+types/preview";

// /<lang>/preview: a page or project as visitors will see it, in the public layout, from the
// admin form's values as posted by its "Önizle" (saved or not, valid or not). Only an admin's
// post is answered; the answer is private, kept by no cache and indexed by no search engine
// (docs/decisions/058-preview-links.md).

/** A project form's post carries its image file too. */
const maxPreviewBytes = maxContentFormBytes + maxUploadBytes;

export function loader({ context }: Route.LoaderArgs) {
  // Nothing to show without the form's values (the loaders after a post see a GET of their own).
  if (!context.get(previewPostedContext)) throwNotFound();
  return null;
}

export async function action({ request, url, context }: Route.ActionArgs) {
  context.set(previewPostedContext, true);
  const lang = languageFromPath(url.pathname);
  const kind = url.searchParams.get("kind") ?? "";
  if (!lang || !isPreviewKind(kind)) throwNotFound();
  const backend = context.get(backendContext);
  await requirePreviewAdmin(backend, (error) => throwUnavailable(context, `${url.pathname} (session check)`, error));
  const read = await readBoundedForm(request, maxPreviewBytes);
  if (!read.ok) throw data(null, { status: read.reason === "too-large" ? 413 : 400, headers: previewHeaders });
  const t = translatorFor(lang);
  const id = url.searchParams.get("id")?.slice(0, 100) || null;
  let preview: RecordPreview;
  try {
    preview = previewOf(kind, await previewFieldsOf(backend, read.formData, kind, id), lang, t);
  } catch (error) {
    throwUnavailable(context, `${url.pathname} (preview)`, error);
  }
  return data(
    {
      preview,
      back: previewBack(lang, kind),
    },
    { headers: previewHeaders },
  );
}

export function headers(): Headers {
  return new Headers(previewHeaders);
}

export default function Preview({ actionData }: Route.ComponentProps) {
  return actionData ? <RecordPreviewView preview={actionData.preview} back={actionData.back} /> : null;
}
