import { sessionLifetimeSeconds } from "~/lib/cookie-names";
import { randomToken } from "~/lib/random-token";

import { signInThrottle, type AuthService, type AuthUser, type RequestScope } from "../port";
import { refusal } from "../refusals";
import type { Role } from "../schemas";
import { passwordChangeSchema } from "../schemas";
import { rememberDevice, signInClient, throttledCurrentPassword } from "../sign-in-throttle";
import { parseInput } from "../validate";
import { nowIso } from "./context";
import { actorOf, auditStatement } from "./history-sql";
import { decoyHash, hashPassword, verifyPassword } from "./passwords";
import { admitSignIn, forgetAttempts } from "./sign-in-throttle";
import { atomically, query } from "./sql";

// Built-in auth for the d1 adapter: accounts in `users`, server-side sessions in `sessions`,
// a random token in the session cookie (lib/cookies.server.ts). Only the token's SHA-256 is
// stored, so a leaked database does not hand out sessions. Only admins get a session at all.

/**
 * Besides its absolute lifetime (a week), a session ends after this long without a request. Its
 * last-seen time is rewritten at most every `refreshSeconds`, so a request is not a write.
 */
export const sessionIdle = { timeoutSeconds: 2 * 60 * 60, refreshSeconds: 5 * 60 } as const;

export interface D1AuthOptions {
  /** Attempts per e-mail + address in the throttle's window (SIGN_IN_MAX_FAILURES). */
  maxFailures?: number;
  /** Told of every password check a sign-in makes: lets a test count them. */
  onPasswordCheck?: () => void;
}

/** The session token the request sent, when it looks like one of ours. */
async function sessionToken(scope: RequestScope): Promise<string | null> {
  const token = await scope.cookies.read("session");
  return typeof token === "string" && token !== "" && token.length <= 100 ? token : null;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

interface UserRow {
  id: string;
  email: string;
  role: Role;
  full_name: string;
  password_hash: string;
  email_confirmed_at: string | null;
}

const toAuthUser = (row: Pick<UserRow, "id" | "email" | "role" | "full_name">): AuthUser => ({
  id: row.id,
  email: row.email,
  role: row.role,
  fullName: row.full_name,
});

const secondsAgo = (now: number, seconds: number) => new Date(now - seconds * 1000).toISOString();

/**
 * `signedInAdmin` is the request's admin gate (../admin-gate.ts), which has let every admin
 * operation here through before it runs: it names the admin.
 */
export function d1Auth(
  db: D1Database,
  scope: RequestScope,
  signedInAdmin: () => Promise<AuthUser>,
  options: D1AuthOptions = {},
): AuthService {
  const maxFailures = options.maxFailures ?? signInThrottle.maxFailures;
  let current: Promise<AuthUser | null> | undefined;

  async function lookupSession(): Promise<AuthUser | null> {
    const token = await sessionToken(scope);
    if (!token) return null;
    const id = await sha256Hex(token);
    const now = Date.now();
    const row = await query(() =>
      db
        .prepare(
          `SELECT u.id, u.email, u.role, u.full_name, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id
           WHERE s.id = ?1 AND s.expires_at > ?2 AND s.last_seen_at > ?3`,
        )
        .bind(id, new Date(now).toISOString(), secondsAgo(now, sessionIdle.timeoutSeconds))
        .first<UserRow & { last_seen_at: string }>(),
    );
    if (!row) return null;
    if (row.last_seen_at <= secondsAgo(now, sessionIdle.refreshSeconds)) {
      await query(() =>
        db.prepare("UPDATE sessions SET last_seen_at = ?2 WHERE id = ?1").bind(id, new Date(now).toISOString()).run(),
      );
    }
    return toAuthUser(row);
  }

  function currentUser() {
    current ??= lookupSession();
    return current;
  }

  return {
    currentUser,

    async signIn(email, password) {
      const client = await signInClient(scope, email);
      const { admitted, delayMs } = await admitSignIn(db, client, maxFailures);
      if (!admitted) return { ok: false, reason: "throttled" };
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));

      const row = await db
        .prepare("SELECT id, email, role, full_name, password_hash, email_confirmed_at FROM users WHERE email = ?1")
        .bind(email.trim())
        .first<UserRow>();
      // Same work whether or not the account exists, so timing does not reveal it.
      options.onPasswordCheck?.();
      const valid = await verifyPassword(password, row?.password_hash ?? decoyHash);
      // A failure keeps the attempt's row: it is what the throttle counts; the audit trail
      // records it with the address tried (a throttled attempt is refused unchecked, and is not).
      const failure =
        !row || !valid
          ? "invalid_credentials"
          : !row.email_confirmed_at
            ? "email_not_confirmed"
            : row.role !== "admin"
              ? "not_admin"
              : null;
      if (failure) {
        await auditStatement(db, {
          actor: actorOf(null),
          action: "sign_in_failed",
          label: client.email,
          detail: failure,
        })
          .run()
          .catch((error) => console.error("Could not record a failed sign-in", error));
        return { ok: false, reason: failure };
      }
      if (!row) return { ok: false, reason: "invalid_credentials" };

      const token = randomToken();
      const now = Date.now();
      const expires = new Date(now + sessionLifetimeSeconds * 1000).toISOString();
      await db.batch([
        forgetAttempts(db, client),
        db
          .prepare("DELETE FROM sessions WHERE expires_at <= ?1 OR last_seen_at <= ?2")
          .bind(new Date(now).toISOString(), secondsAgo(now, sessionIdle.timeoutSeconds)),
        db
          .prepare("INSERT INTO sessions (id, user_id, expires_at, last_seen_at) VALUES (?1, ?2, ?3, ?4)")
          .bind(await sha256Hex(token), row.id, expires, new Date(now).toISOString()),
        auditStatement(db, { actor: actorOf(row), action: "sign_in" }),
      ]);
      await scope.cookies.set("session", token);
      await rememberDevice(scope.cookies, client.email);
      const user = toAuthUser(row);
      current = Promise.resolve(user);
      return { ok: true, user };
    },

    async changePassword(input) {
      const user = await signedInAdmin();
      const { currentPassword, newPassword } = parseInput(passwordChangeSchema, input);
      // The sign-in's throttle, on the same account, address and device: each wrong current
      // password counts as a failed sign-in.
      const client = await signInClient(scope, user.email);
      const { admitted, delayMs } = await admitSignIn(db, client, maxFailures);
      if (!admitted) throw throttledCurrentPassword();
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const row = await query(() =>
        db.prepare("SELECT password_hash FROM users WHERE id = ?1").bind(user.id).first<{ password_hash: string }>(),
      );
      if (!row || !(await verifyPassword(currentPassword, row.password_hash))) {
        throw refusal({ code: "wrongCurrentPassword" }, { fields: ["currentPassword"] });
      }
      const token = (await sessionToken(scope)) ?? "";
      // The new hash and the end of every other session of theirs, as one write.
      await atomically(db, [
        forgetAttempts(db, client),
        db.prepare("UPDATE users SET password_hash = ?2 WHERE id = ?1").bind(user.id, await hashPassword(newPassword)),
        db.prepare("DELETE FROM sessions WHERE user_id = ?1 AND id <> ?2").bind(user.id, await sha256Hex(token)),
        auditStatement(db, { actor: actorOf(user), action: "password_change" }),
      ]);
    },

    async signOut() {
      const token = await sessionToken(scope);
      if (token) {
        // Whose session this was, for the audit trail: a sign-out of no live session records nothing.
        const user = await currentUser().catch(() => null);
        await db.batch([
          ...(user ? [auditStatement(db, { actor: actorOf(user), action: "sign_out" })] : []),
          db.prepare("DELETE FROM sessions WHERE id = ?1").bind(await sha256Hex(token)),
        ]);
      }
      await scope.cookies.clear("session");
      current = Promise.resolve(null);
    },

    async signOutEverywhere() {
      const user = await signedInAdmin();
      await atomically(db, [
        auditStatement(db, { actor: actorOf(user), action: "sign_out_everywhere" }),
        db.prepare("DELETE FROM sessions WHERE user_id = ?1").bind(user.id),
      ]);
      await scope.cookies.clear("session");
      current = Promise.resolve(null);
    },
  };
}

/** Creates or updates an account; used by the demo seed and by tests, never by a route. */
export async function provisionD1User(
  db: D1Database,
  user: { email: string; password: string; role: Role; fullName?: string; confirmed?: boolean; id?: string },
): Promise<string> {
  const id = user.id ?? crypto.randomUUID();
  const hash = await hashPassword(user.password);
  await db
    .prepare(
      `INSERT INTO users (id, email, password_hash, role, full_name, email_confirmed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, role = excluded.role,
         full_name = excluded.full_name, email_confirmed_at = excluded.email_confirmed_at`,
    )
    .bind(id, user.email, hash, user.role, user.fullName ?? "", user.confirmed === false ? null : nowIso())
    .run();
  const row = await db.prepare("SELECT id FROM users WHERE email = ?1").bind(user.email).first<{ id: string }>();
  return row!.id;
}
