import { authError } from "./auth-replies";
import { passwordGrant, refreshGrant } from "./auth-tokens";
import { authenticate, createUser, logout, updateUser } from "./auth-users";
import {
  gatewayRefusal,
  isObject,
  json,
  parseJsonBody,
  resolveCaller,
  type Context,
  type Reply,
  type StandinRequest,
} from "./http";

// GoTrue (Supabase Auth): password sign-in, refresh, the user endpoint, logout and the admin's
// user creation. Users are auth.users rows (bcrypt through pgcrypto), sessions auth.sessions rows,
// refresh tokens rows of auth.refresh_tokens (created at start). Every write is one statement,
// so each is atomic on PGlite's one connection and on a PostgreSQL pool alike.
// The routes are here; the grants in auth-tokens.ts, the user endpoints in auth-users.ts, what
// they share in auth-replies.ts.

export { refreshTokensTable } from "./auth-replies";

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
