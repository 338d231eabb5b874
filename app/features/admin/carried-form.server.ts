import { maxFieldNameLength } from "~/lib/bounded-form.server";

// A form posted after its session ended, without JavaScript (decision 056): the guard sends the
// post on to the sign-in page (a 307 keeps its body), which holds its fields in one hidden field
// through the sign-in and then offers them back to the form's own page, where the route answers
// them as typed, unsaved. Nothing of it is stored anywhere: it lives in her own pages only.

/** The query parameter of the sign-in page that a carried post arrives with. */
export const sessionEndedParam = "session";

/**
 * The field of a post that brings typed fields back to their form: the form's action answers
 * them as typed and saves nothing (readSubmission). Only the forms below get such a post.
 */
export const restoreField = "_restore";

/**
 * The admin forms whose posts are carried through a sign-in: the ones that save typed fields
 * (a record's dialog, a settings section, the message settings, a media file's texts, a role).
 * Deletes, restores and reorders are one click to repeat; the password form never travels.
 */
const restorablePaths = [
  /^\/admin\/(projects|pages|menu|slider|machine-park|messages|media|users|site-settings)\/[^/]+$/,
  /^\/admin\/media\/alt-texts\/[^/]+$/,
];

export function isRestorablePath(target: string): boolean {
  const path = new URL(target, "https://admin.invalid").pathname;
  return restorablePaths.some((pattern) => pattern.test(path));
}

/** The longest carried form, in characters of its JSON: a page's four contents at their limit fit. */
export const maxCarriedChars = 1_000_000;

/** A carried form's fields: name and text value in posted order (files are never carried). */
export type CarriedFields = Array<[string, string]>;

/** The text fields of a post, and whether a chosen file had to be left behind. */
export function carriedFieldsOf(formData: FormData): { fields: CarriedFields; droppedFile: boolean } {
  const fields: CarriedFields = [];
  let droppedFile = false;
  for (const [name, value] of formData) {
    if (typeof value === "string") fields.push([name, value]);
    else if (value.size > 0 || value.name !== "") droppedFile = true;
  }
  return { fields, droppedFile };
}

/** The carried fields read back from their hidden field; anything else than what we wrote is none. */
export function parseCarried(text: unknown): CarriedFields | null {
  if (typeof text !== "string" || text.length === 0 || text.length > maxCarriedChars) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const fields: CarriedFields = [];
  for (const entry of value) {
    if (!Array.isArray(entry) || entry.length !== 2) return null;
    const [name, field] = entry as unknown[];
    if (typeof name !== "string" || typeof field !== "string" || name.length > maxFieldNameLength) return null;
    fields.push([name, field]);
  }
  return fields;
}
