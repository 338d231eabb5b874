// Errors every adapter throws in the same shapes, so routes and tests need not know which
// store answered.

export type BackendErrorCode =
  | "validation" // input broke a rule; fieldErrors says which
  | "not_found" // the id or slug does not exist
  | "conflict" // a unique rule would be broken (slug taken, ...)
  | "in_use" // the record is still used elsewhere (a media file a setting or page shows); nothing was deleted
  | "stale" // the record changed since the version the save was loaded at; nothing was saved
  | "throttled" // too many wrong passwords from this account and address: try again later
  | "forbidden" // no admin session for an admin operation
  | "storage" // a file could not be stored or read
  | "unavailable"; // the store failed for another reason

export class BackendError extends Error {
  readonly code: BackendErrorCode;
  readonly fieldErrors: Record<string, string[]>;

  constructor(
    code: BackendErrorCode,
    message: string,
    options?: { fieldErrors?: Record<string, string[]>; cause?: unknown },
  ) {
    super(message, { cause: options?.cause });
    this.name = "BackendError";
    this.code = code;
    this.fieldErrors = options?.fieldErrors ?? {};
  }
}

export function isBackendError(error: unknown, code?: BackendErrorCode): error is BackendError {
  return error instanceof BackendError && (code === undefined || error.code === code);
}

export const forbidden = () => new BackendError("forbidden", "Bu işlem için yönetici oturumu gerekli.");
export const notFound = (what: string) => new BackendError("not_found", `${what} bulunamadı.`);

/**
 * A save against a version that is no longer the stored one: someone else saved the record in
 * between. Nothing of the save was kept; the admin's words are the route's (commonTexts.staleRecord).
 */
export const staleVersion = () => new BackendError("stale", "Kayıt, düzenlemeye açıldığı sürümden bu yana değişti.");
