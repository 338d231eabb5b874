import { forbidden } from "../errors";
import type { AuthUser, RequestScope } from "../port";

/** What every part of the d1 adapter shares for one request. */
export interface D1Context {
  db: D1Database;
  files: R2Bucket;
  scope: RequestScope;
  /** The signed-in user of this request (looked up once), or null. */
  currentUser(): Promise<AuthUser | null>;
}

export async function requireAdmin(ctx: D1Context): Promise<AuthUser> {
  const user = await ctx.currentUser();
  if (!user || user.role !== "admin") throw forbidden();
  return user;
}

export const nowIso = () => new Date().toISOString();
