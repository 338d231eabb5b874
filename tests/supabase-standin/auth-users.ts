import { randomUUID } from "node:crypto";

import { authError, instanceId, userById, type User } from "./auth-replies";
import {
  bearerOf,
  callerFromToken,
  isObject,
  json,
  superuser,
  type Context,
  type Reply,
  type StandinRequest,
} from "./http";

// The stand-in's GoTrue user endpoints (auth.ts routes them): the signed-in user, changing it,
// signing out, and the admin's user creation.

interface SignedIn {
  user: User;
  userId: string;
  sessionId: string | null;
}

/** GoTrue's requireAuthentication: a valid JWT, its user, and its session when it names one. */
export async function authenticate(ctx: Context, request: StandinRequest): Promise<SignedIn | { reply: Reply }> {
  const token = bearerOf(request);
  if (!token)
    return { reply: authError(request, 401, "no_authorization", "This endpoint requires a valid Bearer token") };
  const resolved = callerFromToken(ctx, token);
  if (!resolved.ok) {
    const reason =
      resolved.failure === "expired"
        ? "token has invalid claims: token is expired"
        : resolved.failure === "signature"
          ? "token signature is invalid: signature is invalid"
          : "token is malformed";
    return { reply: authError(request, 403, "bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`) };
  }
  const payload = resolved.caller.payload ?? {};
  const sub = typeof payload.sub === "string" ? payload.sub : "";
  if (sub === "") return { reply: authError(request, 403, "bad_jwt", "invalid claim: missing sub claim") };
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub))
    return { reply: authError(request, 400, "validation_failed", "invalid claim: sub claim must be a UUID") };
  const user = await userById(ctx, sub);
  if (!user) return { reply: authError(request, 403, "user_not_found", "User from sub claim in JWT does not exist") };
  const sessionId = typeof payload.session_id === "string" && payload.session_id !== "" ? payload.session_id : null;
  if (sessionId) {
    const [session] = await superuser(ctx, "select 1 from auth.sessions where id::text = $1", [sessionId]);
    if (!session)
      return {
        reply: authError(request, 403, "session_not_found", "Session from session_id claim in JWT does not exist"),
      };
  }
  return { user, userId: sub, sessionId };
}

export async function updateUser(
  ctx: Context,
  request: StandinRequest,
  signedIn: SignedIn,
  params: Record<string, unknown>,
): Promise<Reply> {
  if (params.email !== undefined || params.phone !== undefined)
    return authError(
      request,
      422,
      "validation_failed",
      "The stand-in does not change e-mail addresses or phone numbers",
    );
  if (params.password !== undefined) {
    const password = typeof params.password === "string" ? params.password : "";
    if (password.length < 6)
      return authError(request, 422, "weak_password", "Password should be at least 6 characters.", {
        weak_password: { reasons: ["length"] },
      });
    const [same] = await superuser<{ same: boolean }>(
      ctx,
      "select coalesce(encrypted_password like '$2%' and encrypted_password = extensions.crypt($2, encrypted_password), false) as same from auth.users where id = $1::uuid",
      [signedIn.userId, password],
    );
    if (same?.same)
      return authError(request, 422, "same_password", "New password should be different from the old password.");
    // GoTrue's User.UpdatePassword: the other sessions end (all of them without a session claim).
    await superuser(
      ctx,
      `with u as (update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 6)), updated_at = now() where id = $1::uuid returning id)
       delete from auth.sessions where user_id = (select id from u) and ($3::text is null or id::text <> $3)`,
      [signedIn.userId, password, signedIn.sessionId],
    );
  }
  if (isObject(params.data)) {
    await superuser(
      ctx,
      `update auth.users set raw_user_meta_data = (coalesce(raw_user_meta_data, '{}'::jsonb) || $2::text::jsonb)
         - array(select key from jsonb_each($2::text::jsonb) where value = 'null'::jsonb), updated_at = now() where id = $1::uuid`,
      [signedIn.userId, JSON.stringify(params.data)],
    );
  }
  return json(200, await userById(ctx, signedIn.userId));
}

export async function logout(ctx: Context, request: StandinRequest): Promise<Reply> {
  const scope = request.url.searchParams.get("scope") ?? "global";
  if (!["global", "local", "others", ""].includes(scope))
    return authError(request, 400, "validation_failed", `Unsupported logout scope "${scope}"`);
  const signedIn = await authenticate(ctx, request);
  if ("reply" in signedIn) return signedIn.reply;
  const { userId, sessionId } = signedIn;
  // Deleting a session deletes its refresh tokens (foreign key, on delete cascade).
  if (!sessionId)
    await superuser(ctx, "update auth.refresh_tokens set revoked = true, updated_at = now() where user_id = $1", [
      userId,
    ]);
  else if (scope === "local") await superuser(ctx, "delete from auth.sessions where id = $1::uuid", [sessionId]);
  else if (scope === "others")
    await superuser(ctx, "delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid", [userId, sessionId]);
  else await superuser(ctx, "delete from auth.sessions where user_id = $1::uuid", [userId]);
  return { status: 204 };
}

export async function createUser(
  ctx: Context,
  request: StandinRequest,
  params: Record<string, unknown>,
): Promise<Reply> {
  const token = bearerOf(request);
  const resolved = token ? callerFromToken(ctx, token) : null;
  if (!resolved?.ok)
    return authError(
      request,
      resolved ? 403 : 401,
      resolved ? "bad_jwt" : "no_authorization",
      resolved ? "invalid JWT: unable to parse or verify signature" : "This endpoint requires a valid Bearer token",
    );
  if (!["service_role", "supabase_admin"].includes(resolved.caller.role))
    return authError(request, 403, "not_admin", "User not allowed");

  const email = typeof params.email === "string" ? params.email.trim().toLowerCase() : "";
  if (email === "" || !email.includes("@"))
    return authError(request, 400, "validation_failed", "Unable to validate email address: invalid format");
  const password = typeof params.password === "string" ? params.password : null;
  if (password !== null && password.length < 6)
    return authError(request, 422, "weak_password", "Password should be at least 6 characters.", {
      weak_password: { reasons: ["length"] },
    });
  const [taken] = await superuser(ctx, "select 1 from auth.users where lower(email) = $1 and not is_sso_user", [email]);
  if (taken)
    return authError(request, 422, "email_exists", "A user with this email address has already been registered");

  const id = randomUUID();
  const appMetadata = {
    provider: "email",
    providers: ["email"],
    ...(isObject(params.app_metadata) ? params.app_metadata : {}),
  };
  const userMetadata = isObject(params.user_metadata) ? params.user_metadata : {};
  const confirmed = params.email_confirm === true;
  await superuser(
    ctx,
    `with u as (
       insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
         created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change, is_sso_user, is_anonymous)
       values ($1::uuid, $2::uuid, 'authenticated', 'authenticated', $3,
         case when $4::text is null then '' else extensions.crypt($4, extensions.gen_salt('bf', 6)) end,
         case when $5::boolean then now() end, $6::text::jsonb, $7::text::jsonb, now(), now(), '', '', '', '', false, false)
       returning id, email)
     insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', $5::boolean, 'phone_verified', false), 'email', now(), now() from u`,
    [instanceId, id, email, password, confirmed, JSON.stringify(appMetadata), JSON.stringify(userMetadata)],
  );
  return json(200, await userById(ctx, id));
}
