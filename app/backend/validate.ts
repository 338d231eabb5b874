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
