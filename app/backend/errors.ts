import type { Refusal } from "./refusal-codes";

// Errors every adapter throws in the same shapes, so routes and tests need not know which
// store answered. A refusal the backend names (./refusal-codes.ts) is made by ./refusals.ts.

export type BackendErrorCode =
  | "validation" // input broke a rule; fieldErrors says which
  | "not_found" // the id or slug does not exist
  | "conflict" // a unique rule would be broken (slug taken, ...)
  | "in_use" // the record is still used elsewhere (a media file a setting or page shows); nothing was deleted
  | "stale" // the record changed since the version the save was loaded at; nothing was saved
  | "throttled" // too many attempts from this address (wrong passwords, contact messages): try again later
  | "forbidden" // no admin session for an admin operation
  | "storage" // a file could not be stored or read
  | "unavailable"; // the store failed for another reason

export class BackendError extends Error {
  readonly code: BackendErrorCode;
  readonly fieldErrors: Record<string, string[]>;
  /** What was refused, as a code and what it names, when the backend named it (the message is its words). */
  readonly refusal: Refusal | undefined;

  constructor(
    code: BackendErrorCode,
    message: string,
    options?: { fieldErrors?: Record<string, string[]>; cause?: unknown; refusal?: Refusal },
  ) {
    super(message, { cause: options?.cause });
    this.name = "BackendError";
    this.code = code;
    this.fieldErrors = options?.fieldErrors ?? {};
    this.refusal = options?.refusal;
  }
}

export function isBackendError(error: unknown, code?: BackendErrorCode): error is BackendError {
  return error instanceof BackendError && (code === undefined || error.code === code);
}
