import { BackendError, type BackendErrorCode } from "./errors";
import type { Refusal, RefusalCode } from "./refusal-codes";
import { tr } from "./words/tr";

// A refusal (./refusal-codes.ts) as the port answers it: a BackendError of the refusal's kind,
// carrying the refusal itself (code and parameters) and its words. The backend speaks to the
// admin, who reads Turkish (decision 013): its words are ./words/tr.ts. The contact form, the
// one place a visitor is refused in their own language, answers in the visitor's words by the
// refusal's code (app/features/site/contact.server.ts, app/i18n/ui/), never in these.

/** What kind of failure each refusal is: what a route answers with (features/admin/forms.server.ts). */
const kinds: Record<RefusalCode, BackendErrorCode> = {
  forbidden: "forbidden",
  notFound: "not_found",
  stale: "stale",
  missingVersion: "validation",
  invalidInput: "validation",
  invalidValue: "validation",
  linkedRecordMissing: "validation",
  savedRecordUnreadable: "unavailable",
  duplicateProject: "conflict",
  slugInUse: "conflict",
  categoryRequired: "validation",
  invalidParent: "validation",
  parentNotFound: "validation",
  slideOrderStale: "validation",
  lastAdmin: "validation",
  ownRole: "validation",
  settingsKeyNotUnique: "unavailable",
  mediaInUse: "in_use",
  slugTakenOnRestore: "conflict",
  redirectFromLive: "validation",
  redirectExists: "conflict",
  redirectLoop: "validation",
  messagesThrottled: "throttled",
  wrongCurrentPassword: "validation",
  passwordChecksThrottled: "throttled",
  noFiles: "validation",
  imageEmpty: "validation",
  imageTooLarge: "validation",
  imageWrongType: "validation",
  imageNameTooLong: "validation",
  imageTooManyPixels: "validation",
  imageUnreadable: "validation",
  imageUploadFailed: "validation",
  imageNotStored: "storage",
  pickedImageMissing: "validation",
  batchFileRefused: "validation",
  fileExists: "storage",
  fileNotStored: "storage",
  fileNotRemoved: "storage",
  fileNotRead: "storage",
  fileNotReadStatus: "storage",
  databaseUnreachable: "unavailable",
  databaseFailed: "unavailable",
  authUnreachable: "unavailable",
  tooLong: "validation",
  invalidVersion: "validation",
  orderIndexRequired: "validation",
  redirectFromInvalid: "validation",
  redirectTargetInvalid: "validation",
  orderIndexNotNumber: "validation",
  orderIndexNotWhole: "validation",
  orderIndexNegative: "validation",
  orderIndexTooLarge: "validation",
  slugNothingLeft: "validation",
  menuTargetGone: "validation",
  buttonLinkStart: "validation",
  invalidStatus: "validation",
  invalidProgress: "validation",
  invalidRole: "validation",
  projectCategoryRequired: "validation",
  projectTitleRequired: "validation",
  pageSlugRequired: "validation",
  pageTitleRequired: "validation",
  menuPathRequired: "validation",
  menuSlugRequired: "validation",
  menuLabelRequired: "validation",
  machineNameRequired: "validation",
  emailRequired: "validation",
  emailInvalid: "validation",
  passwordRequired: "validation",
  currentPasswordRequired: "validation",
  newPasswordRequired: "validation",
  newPasswordTooShort: "validation",
  newPasswordTooLong: "validation",
  newPasswordLettersAndMore: "validation",
  newPasswordSameAsCurrent: "validation",
  confirmPasswordRequired: "validation",
  passwordsDiffer: "validation",
  messageNameRequired: "validation",
  messageTextRequired: "validation",
  invalidLanguage: "validation",
  invalidMessageState: "validation",
  retentionMonthsRange: "validation",
};

/** A refusal's words. */
export function wordsOf<C extends RefusalCode>(refused: Refusal<C>): string {
  return tr[refused.code](refused);
}

/**
 * The port's error for a refusal: of its kind, with its words as the message and, for each of
 * `fields`, as that field's message (what a form shows beside it); `fieldErrors` are fields'
 * own messages besides (each bad value of a settings save, say).
 */
export function refusal(
  refused: Refusal,
  options: { fields?: readonly string[]; fieldErrors?: Record<string, string[]>; cause?: unknown } = {},
): BackendError {
  const message = wordsOf(refused);
  return new BackendError(kinds[refused.code], message, {
    refusal: refused,
    fieldErrors: {
      ...options.fieldErrors,
      ...Object.fromEntries((options.fields ?? []).map((field) => [field, [message]])),
    },
    cause: options.cause,
  });
}
