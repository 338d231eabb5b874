import type { z } from "zod";

import { settingsPatchToRows, type SettingRow, type SettingsPatch } from "~/lib/settings";

import { BackendError } from "./errors";
import { refusal, wordsOf } from "./refusals";
import { fieldErrorsOf, versionSchema } from "./schemas";

/** Parses a port input with its schema; a failure is a validation BackendError with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(withoutNul(input));
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  // The message is the first field's: what the form shows first.
  const first = result.error.issues[0]?.message ?? wordsOf({ code: "invalidInput" });
  throw new BackendError("validation", first, { fieldErrors, refusal: { code: "invalidInput" } });
}

/**
 * The version an update was loaded at. An update without one cannot be told from a stale one,
 * so it is refused (as a whole-form message, no field of the form being at fault).
 */
export function loadedVersion(input: { version?: number | undefined }): number {
  // Said when an update names no version: the form it came from is older than versions.
  if (input.version === undefined) throw refusal({ code: "missingVersion" });
  return input.version;
}

/**
 * A settings save as every store writes it: the version it was loaded at, and a row per key to
 * write (none: nothing to do). A value of the wrong shape refuses the whole save, on its field.
 */
export function parseSettingsSave(patch: SettingsPatch, loaded: number): { version: number; rows: SettingRow[] } {
  const version = parseInput(versionSchema, loaded);
  const { rows, errors } = settingsPatchToRows(patch as Record<string, unknown>);
  if (Object.keys(errors).length > 0) {
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, [message]]));
    throw refusal({ code: "invalidValue" }, { fieldErrors });
  }
  return { version, rows };
}

/**
 * The input with every NUL character dropped from its texts: Postgres refuses one in any text
 * (a save then failed as an outage on Supabase) and nothing a visitor sees can hold one.
 */
function withoutNul(value: unknown): unknown {
  if (typeof value === "string") return withoutNulText(value);
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNul(item)]));
  }
  return value;
}

/** A text without NUL characters: none is stored, so none is saved or searched for. */
export function withoutNulText(text: string): string {
  return text.includes("\u0000") ? text.replaceAll("\u0000", "") : text;
}
