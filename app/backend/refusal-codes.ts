// What the backend refuses, as codes with what each one names (its parameters). The words are a
// table per language (./words/tr.ts: the admin speaks Turkish); ./refusals.ts turns a refusal into
// the port's BackendError. A text that names a limit gets the limit as a parameter from the
// constant that sets it (docs/decisions/013-layers-and-admin-texts.md), never as a number of its own.

/** A record a refusal names ("Proje bulunamadı."); `record` when it is not known which. */
export type RecordKind =
  | "slide"
  | "project"
  | "page"
  | "menuItem"
  | "equipment"
  | "media"
  | "user"
  | "revision"
  | "trashEntry"
  | "message"
  | "redirect"
  | "record";

/** A place that uses a media-library file (./media-uses.ts finds them). */
export type MediaUse =
  | { kind: "siteLogo" }
  | { kind: "aboutImage" }
  | { kind: "clientLogo"; name: string }
  | { kind: "setting"; key: string }
  | { kind: "page" | "project" | "slide" | "machine"; name: string }
  /** A record in the trash (its Turkish name): it comes back with the file if it is restored. */
  | { kind: "trash"; name: string };

/** How many places a file-in-use refusal names before it counts the rest. */
export const namedMediaUses = 5;

type Nothing = Record<never, never>;

/** Every refusal, and what its words need. */
export interface RefusalParams {
  // Sessions, records and versions
  forbidden: Nothing;
  notFound: { record: RecordKind };
  stale: Nothing;
  missingVersion: Nothing;
  invalidInput: Nothing;
  invalidValue: Nothing;
  linkedRecordMissing: Nothing;
  savedRecordUnreadable: Nothing;
  // Rules of the records
  duplicateProject: Nothing;
  /** `suggestion`: a free slug like the taken one ("hakkimizda-2"). */
  slugInUse: { suggestion: string };
  categoryRequired: Nothing;
  invalidParent: Nothing;
  parentNotFound: Nothing;
  slideOrderStale: Nothing;
  lastAdmin: Nothing;
  ownRole: Nothing;
  settingsKeyNotUnique: Nothing;
  mediaInUse: { uses: readonly MediaUse[] };
  /** A record from the trash whose address another record took meanwhile (`slug`): nothing restored. */
  slugTakenOnRestore: { slug: string };
  /** A manual redirect from a path a live page or project answers at (`path`). */
  redirectFromLive: { path: string };
  /** A manual redirect from a path that has one already. */
  redirectExists: Nothing;
  /** A manual redirect that would lead back to its own path. */
  redirectLoop: Nothing;
  /** One client address sent `perAddress` messages within `windowMinutes` already. */
  messagesThrottled: { perAddress: number; windowMinutes: number };
  // Passwords
  wrongCurrentPassword: Nothing;
  passwordChecksThrottled: { windowMinutes: number };
  // Uploads
  noFiles: Nothing;
  imageEmpty: Nothing;
  /** `size`: the limit as the messages write sizes ("10 MB"). */
  imageTooLarge: { size: string };
  /** `types`: the accepted types as the admin knows them ("JPEG, PNG, GIF veya WebP"). */
  imageWrongType: { types: string };
  imageNameTooLong: { maxLetters: number };
  imageTooManyPixels: { maxMegapixels: number };
  imageUnreadable: Nothing;
  imageUploadFailed: { reason: string };
  /** An image that passed the rules but could not be stored (ours, not the caller's). */
  imageNotStored: { reason: string };
  /** A picked image that is not (or no longer) in the media library: nothing was saved. */
  pickedImageMissing: Nothing;
  /** One file of a batch refused, so none of the batch was stored (`others`: the rest of it). */
  batchFileRefused: { fileName: string; problem: string; others: number };
  // The stores' own failures (ours, not the caller's)
  fileExists: Nothing;
  fileNotStored: { detail: string };
  fileNotRemoved: { detail: string };
  fileNotRead: { detail: string };
  fileNotReadStatus: { status: number };
  databaseUnreachable: { detail: string };
  databaseFailed: { fn: string; sqlState: string; detail: string };
  authUnreachable: { detail: string };
  // The input rules' field messages (./schemas.ts)
  tooLong: { max: number };
  invalidVersion: Nothing;
  orderIndexRequired: Nothing;
  orderIndexNotNumber: Nothing;
  orderIndexNotWhole: Nothing;
  orderIndexNegative: Nothing;
  orderIndexTooLarge: Nothing;
  slugNothingLeft: Nothing;
  /** A menu item's picked page was deleted while the dialog was open. */
  menuTargetGone: Nothing;
  buttonLinkStart: Nothing;
  invalidStatus: Nothing;
  invalidProgress: Nothing;
  invalidRole: Nothing;
  projectCategoryRequired: Nothing;
  projectTitleRequired: Nothing;
  pageSlugRequired: Nothing;
  pageTitleRequired: Nothing;
  menuPathRequired: Nothing;
  menuSlugRequired: Nothing;
  menuLabelRequired: Nothing;
  machineNameRequired: Nothing;
  emailRequired: Nothing;
  emailInvalid: Nothing;
  passwordRequired: Nothing;
  currentPasswordRequired: Nothing;
  newPasswordRequired: Nothing;
  newPasswordTooShort: { minLetters: number };
  newPasswordTooLong: { maxBytes: number };
  newPasswordLettersAndMore: Nothing;
  newPasswordSameAsCurrent: Nothing;
  confirmPasswordRequired: Nothing;
  passwordsDiffer: Nothing;
  messageNameRequired: Nothing;
  messageTextRequired: Nothing;
  invalidLanguage: Nothing;
  invalidMessageState: Nothing;
  retentionMonthsRange: { min: number; max: number };
  redirectFromInvalid: Nothing;
  redirectTargetInvalid: Nothing;
}

export type RefusalCode = keyof RefusalParams;

/** A refusal: its code and what it names. */
export type Refusal<C extends RefusalCode = RefusalCode> = { [K in C]: { code: K } & RefusalParams[K] }[C];

/** One language's words for every refusal. */
export type RefusalWords = { [K in RefusalCode]: (refusal: Refusal<K>) => string };
