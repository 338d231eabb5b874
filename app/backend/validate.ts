import type { z } from "zod";
import { BackendError } from "./errors";
import { fieldErrorsOf } from "./schemas";

/** Parses a port input with its schema; a failure is a validation BackendError with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const first = result.error.issues[0]?.message ?? "Geçersiz veri.";
  throw new BackendError("validation", first, { fieldErrors });
}

/** Said when an update names no version: the form it came from is older than versions. */
export const missingVersionMessage = "Formun hangi sürümden açıldığı bilinmiyor. Lütfen sayfayı yenileyip yeniden deneyin.";

/**
 * The version an update was loaded at. An update without one cannot be told from a stale one,
 * so it is refused (as a whole-form message, no field of the form being at fault).
 */
export function loadedVersion(input: { version?: number | undefined }): number {
  if (input.version === undefined) throw new BackendError("validation", missingVersionMessage);
  return input.version;
}
