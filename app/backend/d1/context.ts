import type { RequestScope } from "../port";

/** What every part of the d1 adapter shares for one request. */
export interface D1Context {
  db: D1Database;
  files: R2Bucket;
  scope: RequestScope;
  /** Signs cleaned HTML when it is saved, and vouches for it when shown (content.ts); none: unsigned. */
  htmlSigningSecret?: string;
}

export const nowIso = () => new Date().toISOString();
