import type { Submission } from "@conform-to/react";
import { data, redirect } from "react-router";
import { isBackendError } from "~/backend/errors";
import { maxUploadBytes, messageOf } from "~/backend/uploads";
import { loginPath } from "./guard.server";
import { failure, type Toast } from "./toast";

/** Largest request body an admin form may send: one image at the upload limit plus fields. */
export const maxFormBytes = maxUploadBytes + 2 * 1024 * 1024;

/**
 * The posted form, or null when the body is not a form at all or too large: actions answer
 * those with a 400 instead of failing.
 */
export async function readForm(request: Request): Promise<FormData | null> {
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > maxFormBytes) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

export const unreadableForm = "Form okunamadı. Lütfen sayfayı yenileyip tekrar deneyin.";

/** An uploaded file field as the backend's UploadFile, or undefined when none was chosen. */
export async function uploadedFile(formData: FormData, name: string): Promise<{ name: string; type: string; bytes: Uint8Array } | undefined> {
  const value = formData.get(name);
  if (!(value instanceof File) || value.size === 0) return undefined;
  return { name: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
}

type Reply = ReturnType<Submission<unknown>["reply"]>;

/**
 * What an action answers when the backend refuses a save: the form back with the backend's
 * field errors (400) for rule breaks and conflicts; a message for store failures (503);
 * the login page without a session; not-found for a missing record.
 */
export function saveFailed(submission: Submission<unknown>, error: unknown, describe: (message: string) => string) {
  if (isBackendError(error, "forbidden")) throw redirect(loginPath);
  if (isBackendError(error, "not_found")) throw data(null, { status: 404 });
  if (isBackendError(error) && (error.code === "validation" || error.code === "conflict")) {
    const fieldErrors = error.fieldErrors;
    const result: Reply = submission.reply({ fieldErrors, formErrors: Object.keys(fieldErrors).length > 0 ? [] : [error.message] });
    return data({ result, toast: failure(describe(error.message)) as Toast | null }, { status: 400 });
  }
  console.error(error);
  const message = describe(messageOf(error));
  return data({ result: submission.reply({ formErrors: [message] }), toast: failure(message) as Toast | null }, { status: 503 });
}
