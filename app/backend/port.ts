import type { CookieJar } from "~/lib/cookies.server";

import type { FileStore } from "./files";
import type { AuditStore, HistoryStore, TrashStore } from "./history";
import type { PreviewLinkStore } from "./previews";
import type {
  AdminOverview,
  AuthUser,
  EquipmentStore,
  MediaStore,
  MenuStore,
  MessageStore,
  PageStore,
  ProjectStore,
  SettingsStore,
  SignInResult,
  SlideStore,
  UserStore,
} from "./records";
import type { RedirectStore } from "./redirects";
import type { PasswordChangeInput } from "./schemas";
import type { PublicSiteReads } from "./site";

// The backend port: everything the product reads and writes (docs/product.md §10), in use-case
// sized operations. Adapters implement it on a store (d1: D1 + R2 + built-in auth; supabase:
// Postgres functions + Storage + Auth). One instance serves one request: it reads the
// request's session cookie from, and sets any cookie through, the request's cookie jar. Admin
// operations refuse with BackendError("forbidden") without an admin session: one gate
// (./admin-gate.ts) stands before all of them, whoever calls, and names the few open ones.
//
// By area: the public site's reads (./site.ts), the admin's records and stores (./records.ts),
// files (./files.ts), bounded lists (./list-window.ts); auth and the whole port here.

export { maxListLimit, maxSitemapEntries, wholeListCap, type ListSlice, type ListWindow } from "./list-window";
export { buckets, type Bucket, type FileStore, type ImageChange, type StoredFile, type UploadFile } from "./files";
export type { MediaUse } from "./media-uses";
export type * from "./history";
export type * from "./records";
export type * from "./site";

/**
 * At most this many failed sign-ins per e-mail from one client address within the window (an
 * adapter may add a wider per-address limit); then sign-in answers "throttled" until the window
 * has passed (the admin's message names the window).
 */
export const signInThrottle = { maxFailures: 10, windowMinutes: 15 } as const;

/**
 * The account-level limit besides `signInThrottle`: attempts on one account from browsers that
 * have not signed in to it before, from any number of addresses, are at most `factor` ×
 * maxFailures per `windowMinutes` (30 an hour by default, scaled by SIGN_IN_MAX_FAILURES); past it
 * such a sign-in answers "throttled". A browser that signed in to the account successfully before
 * (a signed device cookie) keeps a budget of its own, maxFailures per `signInThrottle.windowMinutes`,
 * so a flood from elsewhere never refuses the owner's own browser.
 */
export const accountSignInThrottle = { factor: 3, windowMinutes: 60 } as const;

/**
 * At most this many contact messages from one client address (keyed as the sign-in throttle
 * keys it) within the window; past that, "throttled" until the oldest leaves the window.
 */
export const contactThrottle = { perAddress: 5, windowMinutes: 60 } as const;

export interface AuthService {
  currentUser(): Promise<AuthUser | null>;
  /**
   * Signs in to the admin: only accounts with role admin get a session, and their browser a
   * device cookie that remembers it for the account. Repeated failures for an e-mail from one
   * address, from one address across e-mails, or for one account from any number of addresses
   * (`accountSignInThrottle`) are throttled ("throttled"), whether or not the account exists. A
   * browser that signed in to the account before has a budget of its own: the others' failures
   * never refuse it.
   */
  signIn(email: string, password: string): Promise<SignInResult>;
  signOut(): Promise<void>;
  /** Ends every session of the signed-in admin, on every device, this one included. */
  signOutEverywhere(): Promise<void>;
  /**
   * Changes the signed-in admin's password after checking the current one; every other session
   * of theirs ends, this one stays. A wrong current password is a validation error on
   * `currentPassword`.
   */
  changePassword(input: PasswordChangeInput): Promise<void>;
}

export interface Backend {
  readonly kind: "d1" | "supabase";
  site: PublicSiteReads;
  settings: SettingsStore;
  slides: SlideStore;
  projects: ProjectStore;
  pages: PageStore;
  menu: MenuStore;
  equipment: EquipmentStore;
  media: MediaStore;
  users: UserStore;
  overview: AdminOverview;
  history: HistoryStore;
  trash: TrashStore;
  audit: AuditStore;
  messages: MessageStore;
  previews: PreviewLinkStore;
  redirects: RedirectStore;
  files: FileStore;
  auth: AuthService;
}

/** What an adapter needs from the request it serves. */
export interface RequestScope {
  request: Request;
  cookies: CookieJar;
  /**
   * Told when a public read answers without a part it could not read, in its place the
   * defaults or nothing (docs/product.md §7: the settings, the slides): what is shown from it is
   * degraded for this request only, and must not be kept (decision 020).
   */
  onDegradedRead?: () => void;
}
