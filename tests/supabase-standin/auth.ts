import { randomUUID } from "node:crypto";

import {
  bearerOf,
  callerFromToken,
  gatewayRefusal,
  header,
  isObject,
  json,
  parseJsonBody,
  resolveCaller,
  superuser,
  type Context,
  type Reply,
  type StandinRequest,
} from "./http";
import { randomToken, signJwt, type JwtPayload } from "./jwt";

// GoTrue (Supabase Auth): password sign-in, refresh, the user endpoint, logout and the admin's
// user creation. Users are auth.users rows (bcrypt through pgcrypto), sessions auth.sessions rows,
// refresh tokens rows of auth.refresh_tokens (created at start). Every write is one statement,
// so each is atomic on PGlite's one connection and on a PostgreSQL pool alike.

const accessTokenSeconds = 3600;
/** GoTrue's default refresh-token reuse interval (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL). */
const reuseIntervalSeconds = 10;
const instanceId = "00000000-0000-0000-0000-000000000000";

export const refreshTokensTable = `
create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
)`;

type User = Record<string, unknown> & {
  id: string;
  email: string;
  phone: string;
  role: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
};

/**
 * A GoTrue error. supabase-js sends X-Supabase-Api-Version: 2024-01-01; GoTrue then answers
 * {code: "<error code>", message} and echoes the header, which auth-js needs before it reads
 * `code` as the error code (lib/fetch.ts handleError). Older clients get {code: <status>,
 * error_code, msg}.
 */
function authError(
  request: StandinRequest,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Reply {
  const version = header(request, "x-supabase-api-version") ?? "";
  if (/^\d{4}-\d{2}-\d{2}$/.test(version) && version >= "2024-01-01")
    return json(status, { code, message, ...extra }, { "x-supabase-api-version": "2024-01-01" });
  return json(status, { code: status, error_code: code, msg: message, ...extra });
}

/** The user as GoTrue's /user returns it; app_metadata always names the email provider. */
async function userById(ctx: Context, id: string): Promise<User | null> {
  const rows = await superuser<{ user: string }>(
    ctx,
    `select jsonb_build_object('id', u.id, 'aud', coalesce(u.aud, ''), 'role', coalesce(u.role, ''), 'email', coalesce(u.email, ''),
       'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''), 'confirmed_at', u.confirmed_at,
       'last_sign_in_at', u.last_sign_in_at,
       'app_metadata', '{"provider": "email", "providers": ["email"]}'::jsonb || coalesce(u.raw_app_meta_data, '{}'::jsonb),
       'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
       'identities', coalesce((select jsonb_agg(jsonb_build_object('identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id,
          'identity_data', i.identity_data, 'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
          'updated_at', i.updated_at, 'email', i.email) order by i.created_at) from auth.identities i where i.user_id = u.id), '[]'::jsonb),
       'created_at', u.created_at, 'updated_at', u.updated_at, 'is_anonymous', coalesce(u.is_anonymous, false))::text as user
     from auth.users u where u.id = $1::uuid`,
    [id],
  );
  if (!rows[0]) return null;
  const user = JSON.parse(rows[0].user) as User;
  // GoTrue leaves these out while they are unset (omitempty).
  for (const key of ["email_confirmed_at", "confirmed_at", "last_sign_in_at"]) if (user[key] === null) delete user[key];
  return user;
}

/** A session's answer: a fresh access token for the user, with the refresh token given. */
async function sessionReply(
  ctx: Context,
  userId: string,
  sessionId: string,
  refreshToken: string,
  signedInAt: number,
): Promise<Reply> {
  const user = await userById(ctx, userId);
  if (!user) return json(500, { code: "unexpected_failure", message: "user vanished" });
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + accessTokenSeconds;
  const claims: JwtPayload = {
    aud: "authenticated",
    exp,
    iat,
    iss: `${ctx.url}/auth/v1`,
    sub: user.id,
    email: user.email,
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role || "authenticated",
    aal: "aal1",
    amr: [{ method: "password", timestamp: signedInAt }],
    session_id: sessionId,
    is_anonymous: false,
  };
  return json(200, {
    access_token: signJwt(claims, ctx.jwtSecret),
    token_type: "bearer",
    expires_in: accessTokenSeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user,
  });
}

export async function handleAuth(ctx: Context, request: StandinRequest, path: string): Promise<Reply> {
  const { method } = request;
  if (path === "/.well-known/jwks.json" && method === "GET") return json(200, { keys: [] });
  const gateway = resolveCaller(ctx, request);
  if (!gateway.ok && (gateway.failure === "no-apikey" || gateway.failure === "bad-apikey"))
    return gatewayRefusal(gateway.failure);
  let body: unknown;
  try {
    body = method === "GET" ? {} : parseJsonBody(request);
  } catch {
    return authError(request, 400, "bad_json", "Could not parse request body as JSON");
  }
  const params = isObject(body) ? body : {};
  if (path === "/token" && method === "POST") {
    const grant = request.url.searchParams.get("grant_type");
    if (grant === "password") return await passwordGrant(ctx, request, params);
    if (grant === "refresh_token") return await refreshGrant(ctx, request, params);
    return authError(request, 400, "validation_failed", "unsupported_grant_type");
  }
  if (path === "/user" && (method === "GET" || method === "PUT")) {
    const signedIn = await authenticate(ctx, request);
    if ("reply" in signedIn) return signedIn.reply;
    return method === "GET" ? json(200, signedIn.user) : await updateUser(ctx, request, signedIn, params);
  }
  if (path === "/logout" && method === "POST") return await logout(ctx, request);
  if (path === "/admin/users" && method === "POST") return await createUser(ctx, request, params);
  return authError(request, 404, "not_found", `${method} ${path} is not a route of the stand-in`);
}

async function passwordGrant(ctx: Context, request: StandinRequest, params: Record<string, unknown>): Promise<Reply> {
  const email = typeof params.email === "string" ? params.email : "";
  const password = typeof params.password === "string" ? params.password : "";
  const invalid = () => authError(request, 400, "invalid_credentials", "Invalid login credentials");
  if (email === "" || password === "") return invalid();
  ctx.counts.passwordChecks++;
  const [found] = await superuser<{ id: string; password_ok: boolean; confirmed: boolean; banned: boolean }>(
    ctx,
    `select id::text, coalesce(encrypted_password like '$2%' and encrypted_password = extensions.crypt($2, encrypted_password), false) as password_ok,
       email_confirmed_at is not null as confirmed, coalesce(banned_until > now(), false) as banned
     from auth.users where lower(email) = lower($1) and deleted_at is null and not is_sso_user limit 1`,
    [email, password],
  );
  // GoTrue's order: banned, then the password, then the confirmation.
  if (!found) return invalid();
  if (found.banned) return authError(request, 400, "user_banned", "User is banned");
  if (!found.password_ok) return invalid();
  if (!found.confirmed) return authError(request, 400, "email_not_confirmed", "Email not confirmed");

  const sessionId = randomUUID();
  const refreshToken = randomToken(16);
  await superuser(
    ctx,
    `with s as (insert into auth.sessions (id, user_id, created_at, updated_at, user_agent) values ($1::uuid, $2::uuid, now(), now(), $4) returning id),
     r as (insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
           select $5::uuid, $3, $2::text, false, now(), now(), s.id from s returning id),
     u as (update auth.users set last_sign_in_at = now() where id = $2::uuid returning id),
     i as (update auth.identities set last_sign_in_at = now() where user_id = $2::uuid and provider = 'email' returning id)
     select (select count(*) from r) + (select count(*) from u) + (select count(*) from i) as written`,
    [sessionId, found.id, refreshToken, header(request, "user-agent") ?? null, instanceId],
  );
  return await sessionReply(ctx, found.id, sessionId, refreshToken, Math.floor(Date.now() / 1000));
}

interface StoredToken {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  age: number;
  has_session: boolean;
  banned: boolean;
  signed_in_at: number;
  active_child: string | null;
}

async function refreshGrant(ctx: Context, request: StandinRequest, params: Record<string, unknown>): Promise<Reply> {
  const given = typeof params.refresh_token === "string" ? params.refresh_token : "";
  if (given === "") return authError(request, 400, "validation_failed", "refresh_token required");
  for (let attempt = 0; attempt < 5; attempt++) {
    const [token] = await superuser<StoredToken>(
      ctx,
      `select t.id::text, t.token, t.user_id, coalesce(t.revoked, false) as revoked, t.session_id::text,
         extract(epoch from now() - t.updated_at)::float8 as age, s.id is not null as has_session,
         coalesce(u.banned_until > now(), false) as banned, coalesce(extract(epoch from s.created_at), 0)::int as signed_in_at,
         (select c.token from auth.refresh_tokens c where c.session_id = t.session_id and not coalesce(c.revoked, false)
            and c.parent = t.token order by c.id desc limit 1) as active_child
       from auth.refresh_tokens t left join auth.sessions s on s.id = t.session_id left join auth.users u on u.id::text = t.user_id
       where t.token = $1`,
      [given],
    );
    if (!token)
      return authError(request, 400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    if (!token.has_session || !token.session_id)
      return authError(request, 400, "session_not_found", "Invalid Refresh Token: Session Not Found");
    if (token.banned) return authError(request, 400, "user_banned", "Invalid Refresh Token: User Banned");
    const signedInAt = token.signed_in_at;
    if (token.revoked) {
      // A client that lost the answer of its last refresh gets the token issued then; within the
      // reuse interval a revoked token may be swapped again; after it, the session's tokens are
      // all revoked (reuse detection).
      if (token.active_child)
        return await sessionReply(ctx, token.user_id, token.session_id, token.active_child, signedInAt);
      if (token.age > reuseIntervalSeconds) {
        await superuser(
          ctx,
          "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid and not coalesce(revoked, false)",
          [token.session_id],
        );
        return authError(request, 400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
      }
    }
    const next = randomToken(16);
    const [swapped] = await superuser<{ token: string | null }>(
      ctx,
      `with old as (update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::int8 and coalesce(revoked, false) = $3
                    returning session_id, user_id, token),
       new as (insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
               select $4::uuid, $2, user_id, false, now(), now(), token, session_id from old returning token),
       s as (update auth.sessions set refreshed_at = now()::timestamp, updated_at = now() where id = (select session_id from old) returning id)
       select (select token from new) as token`,
      [token.id, next, token.revoked, instanceId],
    );
    // Another request refreshed this token in between: read it again.
    if (swapped?.token) return await sessionReply(ctx, token.user_id, token.session_id, swapped.token, signedInAt);
  }
  return authError(
    request,
    409,
    "conflict",
    "Too many concurrent token refresh requests on the same session or refresh token",
  );
}

interface SignedIn {
  user: User;
  userId: string;
  sessionId: string | null;
}

/** GoTrue's requireAuthentication: a valid JWT, its user, and its session when it names one. */
async function authenticate(ctx: Context, request: StandinRequest): Promise<SignedIn | { reply: Reply }> {
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

async function updateUser(
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

async function logout(ctx: Context, request: StandinRequest): Promise<Reply> {
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

async function createUser(ctx: Context, request: StandinRequest, params: Record<string, unknown>): Promise<Reply> {
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
