import type { RequestScope } from "../port";

/** What every part of the d1 adapter shares for one request. */
export interface D1Context {
  db: D1Database;
  files: R2Bucket;
  scope: RequestScope;
}

export const nowIso = () => new Date().toISOString();
