import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";

import { isBackendError } from "~/backend/errors";
import type { UploadFile } from "~/backend/port";
import { limits } from "~/backend/schemas";
import { maxUploadBytes } from "~/backend/uploads";
import { languages } from "~/i18n/languages";
import { readBoundedForm, worstCaseFormBytes } from "~/lib/bounded-form.server";
import { formatBytes } from "~/lib/bytes";
import { messageOf } from "~/lib/error-message";
import { logRequestFailure } from "~/lib/failures.server";

import { restoreField } from "./carried-form.server";
import { redirectWithToast } from "./flash.server";
import { loginPath } from "./guard.server";
import { commonTexts } from "./texts/common";
import { sessionEndedTexts } from "./texts/unsaved";
import { failure, type Toast } from "./toast";

// One way for every admin action to read its post and to answer a backend failure: the same
// statuses, the same messages, wherever the route is.

/**
 * Largest body of an admin form without files or long HTML (menu, media texts, role, order):
 * every field at its limit still fits.
 */
export const maxFormBytes = 300 * 1024;

/** A form with the four languages' HTML content (pages, projects): the content limits fit. */
export const maxContentFormBytes = maxFormBytes + worstCaseFormBytes(languages.length * limits.content);

/** A form with one image beside its fields (slides, machines). */
export const maxImageFormBytes = maxFormBytes + maxUploadBytes;

/** The admin's words for a body over its cap: nothing posted could be read, so nothing is kept. */
export const tooLargeFormMessage = (maxBytes: number) => commonTexts.formTooLarge(formatBytes(maxBytes));

/**
 * The posted form, or why not as the status and Turkish message to answer with: a body over
 * `maxBytes` → 413, a body that is not a form → 400. Never a throw.
 */
export async function readForm(
  request: Request,
  maxBytes = maxFormBytes,
): Promise<{ ok: true; formData: FormData } | { ok: false; status: 400 | 413; message: string }> {
  const read = await readBoundedForm(request, maxBytes);
  if (read.ok) return read;
  return read.reason === "too-large"
    ? { ok: false, status: 413, message: tooLargeFormMessage(maxBytes) }
    : { ok: false, status: 400, message: commonTexts.unreadableForm };
}

/** An uploaded file field as the backend's UploadFile, or undefined when none was chosen. */
export async function uploadedFile(formData: FormData, name: string): Promise<UploadFile | undefined> {
  const value = formData.get(name);
  if (!(value instanceof File) || value.size === 0) return undefined;
  return { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
}

/**
 * Every chosen file of a multi-file field. A file input left empty still sends one nameless,
 * empty part, which is skipped; a chosen file that is empty is kept, so the upload check can
 * refuse it by name instead of it vanishing from the batch unnoticed.
 */
export async function uploadedFiles(formData: FormData, name: string): Promise<UploadFile[]> {
  const files = formData.getAll(name).filter((v): v is File => v instanceof File && (v.size > 0 || v.name !== ""));
  return Promise.all(
    files.map(async (f) => ({ name: f.name, type: f.type, bytes: new Uint8Array(await f.arrayBuffer()) })),
  );
}

type Reply = ReturnType<Submission<unknown>["reply"]>;

/** What a form action answers: Conform's reply for the form, and a toast when there is one. */
export type FormAnswer = { result: Reply | undefined; toast: Toast | null };

/**
 * Reads a post and parses it with `schema`. On success: the values, the submission (for later
 * replies) and the raw form (for files). Otherwise the 400 to return as is, with every value the
 * admin typed kept and each message on its field. `check` adds errors of its own (an image's
 * bytes, say) so they are reported together with the schema's.
 */
export async function readSubmission<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: {
    check?: (formData: FormData) => Promise<Record<string, string[]>> | Record<string, string[]>;
    maxBytes?: number;
    /** Fields never sent back (a password). */
    hideFields?: string[];
  } = {},
): Promise<
  | { ok: true; value: z.output<S>; submission: Submission<z.input<S>, string[], z.output<S>>; formData: FormData }
  | { ok: false; response: ReturnType<typeof data<FormAnswer>> }
> {
  const read = await readForm(request, options.maxBytes);
  const formData = read.ok ? read.formData : new FormData();
  // Typed fields brought back after a sign-in (decision 056): shown as typed, never saved here.
  const restoring = formData.get(restoreField) === "1";
  formData.delete(restoreField);
  const submission = parseWithZod(formData, { schema }) as Submission<z.input<S>, string[], z.output<S>>;
  // Nothing of an unreadable or oversized body can be kept: the message says so.
  if (!read.ok)
    return {
      ok: false,
      response: data<FormAnswer>(
        { result: submission.reply({ formErrors: [read.message], hideFields: options.hideFields }), toast: null },
        { status: read.status },
      ),
    };
  if (restoring)
    return {
      ok: false,
      response: data<FormAnswer>(
        {
          result: submission.reply({ formErrors: [sessionEndedTexts.restored], hideFields: options.hideFields }),
          toast: null,
        },
        { status: 200 },
      ),
    };
  const extra = options.check ? await options.check(formData) : {};
  const hasExtra = Object.values(extra).some((messages) => messages.length > 0);
  if (submission.status !== "success" || hasExtra) {
    return {
      ok: false,
      response: data<FormAnswer>(
        {
          result: submission.reply({ fieldErrors: hasExtra ? extra : undefined, hideFields: options.hideFields }),
          toast: null,
        },
        { status: 400 },
      ),
    };
  }
  return { ok: true, value: submission.value, submission, formData };
}

/**
 * The one policy for a backend failure inside an admin action:
 * - no admin session → the login page;
 * - a missing record → 404 (the route's error boundary says so);
 * - a broken rule or a conflict → 400 with the message (on its fields when it names them);
 * - a delete of a record that is still used ("in_use": a media file the settings show) → 409
 *   with the message, which says where; nothing was deleted;
 * - a save against a record someone else saved meanwhile ("stale") → 409 with the form-level
 *   conflict text; every typed value (and the old version) comes back, so saving again stays refused
 *   until the admin reloads;
 * - anything else is the store's failure, not the admin's → 503, logged.
 * `describe` turns the message into the spec's toast ('Proje kaydedilemedi: …'); `hideFields`
 * are never sent back (a password), as in `readSubmission`.
 */
export function backendFailure(
  context: Readonly<RouterContextProvider>,
  error: unknown,
  describe: (message: string) => string,
  submission?: Submission<unknown>,
  options: { hideFields?: string[] } = {},
) {
  if (isBackendError(error, "forbidden")) throw redirect(loginPath);
  if (isBackendError(error, "not_found")) throw data(error.message, { status: 404 });
  if (isBackendError(error, "stale")) {
    return data<FormAnswer>(
      {
        result: submission?.reply({ formErrors: [commonTexts.staleRecord], hideFields: options.hideFields }),
        toast: null,
      },
      { status: 409 },
    );
  }
  if (isBackendError(error, "in_use")) {
    // Nothing was deleted: the record is still used, and the message says where.
    const message = describe(error.message);
    return data<FormAnswer>(
      { result: submission?.reply({ formErrors: [message], hideFields: options.hideFields }), toast: failure(message) },
      { status: 409 },
    );
  }
  if (isBackendError(error, "throttled")) {
    return data<FormAnswer>(
      {
        result: submission?.reply({ fieldErrors: error.fieldErrors, hideFields: options.hideFields }),
        toast: failure(describe(error.message)),
      },
      { status: 429 },
    );
  }
  const refused = isBackendError(error, "validation") || isBackendError(error, "conflict");
  if (!refused) logRequestFailure(context, error);
  const message = describe(messageOf(error));
  const fieldErrors = refused ? error.fieldErrors : {};
  const onFields = Object.keys(fieldErrors).length > 0;
  const result = submission?.reply({
    fieldErrors,
    formErrors: onFields ? [] : [message],
    hideFields: options.hideFields,
  });
  return data<FormAnswer>({ result, toast: failure(message) }, { status: refused ? 400 : 503 });
}

/**
 * The whole action of a form that saves: read and parse the post, hand the values (and the raw
 * form, for files) to `save`, then back to `done.to` with its toast. A refused post answers 400
 * as `readSubmission` does; a backend failure as `backendFailure` does, with `failed`'s words.
 */
export async function saveSubmission<S extends z.ZodType>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  schema: S,
  options: NonNullable<Parameters<typeof readSubmission>[2]> & {
    save: (value: z.output<S>, formData: FormData) => Promise<unknown>;
    failed: (message: string) => string;
    /** Where a save goes and what it says; the toast may depend on what was saved. */
    done: { to: string; toast: Toast | ((value: z.output<S>) => Toast) };
  },
) {
  const parsed = await readSubmission(request, schema, options);
  if (!parsed.ok) return parsed.response;
  try {
    await options.save(parsed.value, parsed.formData);
  } catch (error) {
    return backendFailure(context, error, options.failed, parsed.submission, { hideFields: options.hideFields });
  }
  const { toast } = options.done;
  return redirectWithToast(context, options.done.to, typeof toast === "function" ? toast(parsed.value) : toast);
}

/**
 * A record for a loader: the login page without a session, 404 with `notFound` when it is not
 * there, 503 with `loadFailed(message)` when the store fails (an outage is not a missing record).
 */
export async function loadRecord<T>(
  context: Readonly<RouterContextProvider>,
  load: () => Promise<T | null>,
  messages: { notFound: string; loadFailed: (message: string) => string },
): Promise<T> {
  let record: T | null;
  try {
    record = await load();
  } catch (error) {
    if (isBackendError(error, "forbidden")) throw redirect(loginPath);
    if (isBackendError(error, "not_found")) throw data(messages.notFound, { status: 404 });
    logRequestFailure(context, error);
    throw data(messages.loadFailed(messageOf(error)), { status: 503 });
  }
  if (record === null) throw data(messages.notFound, { status: 404 });
  return record;
}

/**
 * A list for a list page: the records, or an empty list with the spec's message when the store
 * fails (the page still renders, with its add button); no session → the login page.
 */
export async function loadList<T>(
  context: Readonly<RouterContextProvider>,
  load: () => Promise<T>,
  fallback: T,
  failed: string | ((message: string) => string),
): Promise<{ value: T; error: string | null }> {
  try {
    return { value: await load(), error: null };
  } catch (error) {
    if (isBackendError(error, "forbidden")) throw redirect(loginPath);
    logRequestFailure(context, error);
    return { value: fallback, error: typeof failed === "string" ? failed : failed(messageOf(error)) };
  }
}
