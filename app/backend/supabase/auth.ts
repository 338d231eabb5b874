import type { User } from "@supabase/supabase-js";
import { isAuthApiError } from "@supabase/supabase-js";

import { messageOf } from "~/lib/error-message";

import { BackendError } from "../errors";
import type { AuthService, AuthUser, SignInResult } from "../port";
import { refusal } from "../refusals";
import { passwordChangeSchema } from "../schemas";
import {
  rememberDevice,
  signInClient,
  slowDownMs,
  throttledCurrentPassword,
  throttleLimits,
  type SignInClient,
} from "../sign-in-throttle";
import { parseInput } from "../validate";
import { plainClient, rpc, type SupabaseContext } from "./context";

// Supabase Auth behind the port (docs/decisions/021-supabase-adapter.md). The session lives in
// the site's session cookie (@supabase/ssr, tokens only, HttpOnly); who is signed in is always
// asked of Auth (getUser: the JWT's account, its session still alive), never read from the
// cookie alone. Only accounts whose app_metadata.role is admin (set by the server, never by the
// user) get or keep a session. The throttle is the d1 adapter's rules on Postgres
// (public.sign_in_attempt), called with the server's secret key.

/** An Auth failure that is ours (network, 5xx) rather than the caller's: the page answers 503. */
const outage = (error: unknown) => refusal({ code: "authUnreachable", detail: messageOf(error) }, { cause: error });
const isRefusal = (error: unknown) => isAuthApiError(error) && error.status >= 400 && error.status < 500;

const toAuthUser = (user: User): AuthUser => ({
  id: user.id,
  email: user.email ?? "",
  role: user.app_metadata?.role === "admin" ? "admin" : "member",
  fullName: typeof user.user_metadata?.full_name === "string" ? user.user_metadata.full_name : "",
});

/**
 * `signedInAdmin` is the request's admin gate (../admin-gate.ts), which has let every admin
 * operation here through before it runs: it names the admin.
 */
export function supabaseAuth(ctx: SupabaseContext, signedInAdmin: () => Promise<AuthUser>): AuthService {
  const { settings, scope } = ctx;
  let current: Promise<AuthUser | null> | undefined;

  async function lookUp(): Promise<AuthUser | null> {
    // A visitor without a session cookie costs no call to Auth.
    if (!scope.cookies.sendsSession()) return null;
    const { data, error } = await ctx.session.auth.getUser();
    if (error) {
      // No session, a forged or expired one, or one ended elsewhere: signed out (auth-js has
      // cleared the cookie). Anything else is an outage, not a sign-out.
      if (error.name === "AuthSessionMissingError" || isRefusal(error)) return null;
      throw outage(error);
    }
    const user = toAuthUser(data.user);
    if (user.role === "admin") return user;
    // Demoted since signing in: the session ends here too.
    await ctx.session.auth.signOut({ scope: "local" }).catch(() => undefined);
    return null;
  }

  const currentUser = () => (current ??= lookUp());

  /**
   * An event of the auth flow in the audit trail (Supabase Auth does the work itself, outside
   * this database): written with the server's key, the one that may call record_auth_event.
   */
  const recordEvent = (
    action: "sign_in" | "sign_in_failed" | "sign_out" | "sign_out_everywhere" | "password_change",
    user: AuthUser | null,
    label = "",
    detail = "",
  ) =>
    rpc(ctx.server, "record_auth_event", {
      p_action: action,
      p_user_id: user?.id ?? "",
      p_label: label,
      p_detail: detail,
    });
  /** A failed sign-in is recorded when it can be: its failure is the answer either way. */
  const recordFailure = (emailKey: string, reason: string) =>
    recordEvent("sign_in_failed", null, emailKey, reason).catch((error) =>
      console.error("Could not record a failed sign-in", error),
    );

  /** Checks a password without touching the request's session: a throw-away client, signed out again. */
  async function passwordSession(email: string, password: string) {
    const check = plainClient(settings.url, settings.anonKey);
    const result = await check.auth.signInWithPassword({ email, password });
    return {
      ...result,
      end: () =>
        check.auth.signOut({ scope: "local" }).then(
          () => undefined,
          () => undefined,
        ),
    };
  }

  /**
   * The throttle's admission of a password check for this client (a sign-in, or the password
   * form's current password): false when refused, else true after its delay.
   */
  async function admitPasswordCheck(client: SignInClient): Promise<boolean> {
    const limits = throttleLimits(settings.signInMaxFailures);
    const admission = await rpc(ctx.server, "sign_in_attempt", {
      p_email: client.email,
      p_address: client.address,
      p_device: client.device,
      p_pair_limit: limits.pair,
      p_address_limit: limits.address,
      p_account_limit: limits.account,
      p_device_limit: limits.device,
      p_window_minutes: limits.windowMinutes,
      p_account_window_minutes: limits.accountWindowMinutes,
    });
    if (!admission.allowed) return false;
    const delayMs = slowDownMs(admission.previous, limits.pair);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return true;
  }

  /** A successful check forgets the attempts of its own budget (the pair's, or the device's). */
  const forgetAttempts = (client: SignInClient) =>
    rpc(ctx.server, "sign_in_succeeded", { p_email: client.email, p_address: client.address, p_device: client.device });

  return {
    currentUser,

    async signIn(email, password): Promise<SignInResult> {
      const client = await signInClient(scope, email);
      if (!(await admitPasswordCheck(client))) return { ok: false, reason: "throttled" };

      const attempt = await passwordSession(client.email, password);
      if (attempt.error) {
        const code = attempt.error.code;
        const reason =
          code === "email_not_confirmed"
            ? ("email_not_confirmed" as const)
            : code === "invalid_credentials"
              ? ("invalid_credentials" as const)
              : null;
        if (reason) {
          await recordFailure(client.email, reason);
          return { ok: false, reason };
        }
        if (isRefusal(attempt.error)) return { ok: false, reason: "other", message: attempt.error.message };
        throw outage(attempt.error);
      }
      const user = toAuthUser(attempt.data.user);
      if (user.role !== "admin") {
        await attempt.end();
        await recordFailure(client.email, "not_admin");
        return { ok: false, reason: "not_admin" };
      }
      // The session becomes the request's: @supabase/ssr writes it into the session cookie.
      const { error } = await ctx.session.auth.setSession(attempt.data.session);
      if (error) throw outage(error);
      await forgetAttempts(client);
      await rememberDevice(scope.cookies, client.email);
      await recordEvent("sign_in", user);
      current = Promise.resolve(user);
      return { ok: true, user };
    },

    async signOut() {
      // Whose session this was, for the audit trail: a sign-out of no live session records nothing.
      const user = await currentUser().catch(() => null);
      const { error } = await ctx.session.auth.signOut({ scope: "local" });
      if (user) await recordEvent("sign_out", user).catch((e) => console.error("Could not record a sign-out", e));
      // The cookie goes whatever Auth answered: the browser is signed out here at least.
      if (error) {
        console.error("Could not end the session at Supabase Auth", error);
        await scope.cookies.clear("session");
      }
      current = Promise.resolve(null);
    },

    async signOutEverywhere() {
      const user = await signedInAdmin();
      const { error } = await ctx.session.auth.signOut({ scope: "global" });
      if (error) throw outage(error);
      await recordEvent("sign_out_everywhere", user);
      current = Promise.resolve(null);
    },

    async changePassword(input) {
      const user = await signedInAdmin();
      const { currentPassword, newPassword } = parseInput(passwordChangeSchema, input);
      // The sign-in's throttle, on the same account, address and device: each wrong current
      // password counts as a failed sign-in.
      const client = await signInClient(scope, user.email);
      if (!(await admitPasswordCheck(client))) throw throttledCurrentPassword();
      const check = await passwordSession(user.email, currentPassword);
      if (check.error) {
        if (isRefusal(check.error)) throw refusal({ code: "wrongCurrentPassword" }, { fields: ["currentPassword"] });
        throw outage(check.error);
      }
      await check.end();
      await forgetAttempts(client);
      const updated = await ctx.session.auth.updateUser({ password: newPassword });
      if (updated.error) {
        // Auth's own words for a password it refuses: shown on the field as they are.
        const { message } = updated.error;
        if (isRefusal(updated.error))
          throw new BackendError("validation", message, { fieldErrors: { newPassword: [message] } });
        throw outage(updated.error);
      }
      // Every other session of theirs ends; this one stays.
      const { error } = await ctx.session.auth.signOut({ scope: "others" });
      if (error) throw outage(error);
      await recordEvent("password_change", user);
    },
  };
}
