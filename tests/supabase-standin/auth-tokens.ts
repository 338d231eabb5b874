import { randomUUID } from "node:crypto";

import { authError, instanceId, reuseIntervalSeconds, sessionReply } from "./auth-replies";
import { header, superuser, type Context, type Reply, type StandinRequest } from "./http";
import { randomToken } from "./jwt";

// The stand-in's GoTrue token grants (auth.ts routes them): a password sign-in starts a session,
// a refresh token rotates within it.

export async function passwordGrant(
  ctx: Context,
  request: StandinRequest,
  params: Record<string, unknown>,
): Promise<Reply> {
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

export async function refreshGrant(
  ctx: Context,
  request: StandinRequest,
  params: Record<string, unknown>,
): Promise<Reply> {
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
