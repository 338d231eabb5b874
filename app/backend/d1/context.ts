import type { AuthUser, RequestScope } from "../port";
import type { SavedImageChange } from "../uploads";

/** What every part of the d1 adapter shares for one request. */
export interface D1Context {
  db: D1Database;
  files: R2Bucket;
  scope: RequestScope;
  /** Signs cleaned HTML when it is saved, and vouches for it when shown (content.ts); none: unsigned. */
  htmlSigningSecret?: string;
  /** The signed-in admin (the request's gate has let every admin operation through before it runs). */
  admin: () => Promise<AuthUser>;
  /**
   * What a save is when it is not the admin's own edit: an old revision put back (the history's
   * restore saves through the record's own store with this set), with what it does with the
   * record's image, which may be to point back at a file still stored.
   */
  restoring?: { revision: number; image?: SavedImageChange };
}

export const nowIso = () => new Date().toISOString();
