import { header, json, superuser, type Context, type Reply, type StandinRequest } from "./http";
import { signJwt, type JwtPayload } from "./jwt";

// What the stand-in's Auth endpoints share (auth.ts routes them): the users as GoTrue returns
// them, its error bodies, and the answer that hands out a session's tokens.

export const accessTokenSeconds = 3600;
/** GoTrue's default refresh-token reuse interval (GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL). */
export const reuseIntervalSeconds = 10;
export const instanceId = "00000000-0000-0000-0000-000000000000";

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

export type User = Record<string, unknown> & {
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
export function authError(
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
export async function userById(ctx: Context, id: string): Promise<User | null> {
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
export async function sessionReply(
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
