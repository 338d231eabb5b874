import { createContext, redirect, type MiddlewareFunction } from "react-router";

import { backendContext } from "~/backend/context.server";
import type { AuthUser } from "~/backend/port";
import { isCrossSiteWrite } from "~/lib/cross-site";
import { throwUnavailable } from "~/lib/failures.server";

import { isRestorablePath, sessionEndedParam } from "./carried-form.server";

/** The signed-in admin of the request, set by the admin guard for every /admin route below it. */
export const adminUserContext = createContext<AuthUser>();

export const loginPath = "/admin/login";

/**
 * Every admin, sign-in and sign-out response (documents, `.data` requests, redirects and errors
 * alike) depends on the session: no shared cache and no back/forward cache may keep it.
 */
export const privateResponses: MiddlewareFunction<Response> = async (_args, next) => {
  try {
    const response = await next();
    response.headers.set("Cache-Control", "private, no-store");
    return response;
  } catch (thrown) {
    if (thrown instanceof Response) thrown.headers.set("Cache-Control", "private, no-store");
    throw thrown;
  }
};

/**
 * Runs before every loader and action under /admin (except the login page): refuses
 * cross-site writes, and sends anyone without an admin session to the login page. When the
 * session cannot be checked it answers 503: neither let in nor sent to sign in again. The
 * backend refuses admin operations on its own too; this is the first line, not the only one.
 */
export const adminGuard: MiddlewareFunction<Response> = async ({ request, context }) => {
  refuseCrossSiteWrite(request);
  const user = await context
    .get(backendContext)
    .auth.currentUser()
    .catch((error: unknown) => throwUnavailable(context, `${new URL(request.url).pathname} (session check)`, error));
  const url = new URL(request.url);
  if (!user || user.role !== "admin") {
    const path = url.pathname.replace(/\.data$/, "");
    // Back to the same list page and search after signing in (not the router's own parameters).
    url.searchParams.delete("_routes");
    const back = `${path}${url.search}`;
    // A form posted as a document (no JavaScript) after its session ended goes on to the sign-in
    // page with its body (307 keeps method and body), which carries the typed fields through the
    // sign-in and back (decision 056). The router's own data posts (with JavaScript) are a redirect
    // as before: there the form asks for a sign-in in place before it posts.
    if (request.method === "POST" && !url.pathname.endsWith(".data") && isRestorablePath(path))
      throw redirect(`${loginPath}?redirectTo=${encodeURIComponent(back)}&${sessionEndedParam}=ended`, 307);
    throw redirect(
      path === "/admin" || path === "/admin/" ? loginPath : `${loginPath}?redirectTo=${encodeURIComponent(back)}`,
    );
  }
  context.set(adminUserContext, user);
};

/**
 * Writes must come from this site. The Worker already refuses them before any route runs
 * (app/worker.ts); the admin checks again, so the rule holds whoever serves the routes.
 */
export function refuseCrossSiteWrite(request: Request): void {
  if (isCrossSiteWrite(request)) throw new Response("Cross-site request refused", { status: 403 });
}

/** Only paths inside the admin may be redirect targets after sign-in (no open redirects). */
export function safeAdminRedirect(target: string | null): string {
  const fallback = "/admin/dashboard";
  if (!target || !target.startsWith("/admin/")) return fallback;
  // Resolved as the browser would ("/admin/../tr/" is /tr/, a backslash a slash): only a path
  // of this site inside the admin, never the login page itself.
  const base = "https://admin.invalid";
  const resolved = new URL(target, base);
  if (resolved.origin !== base || !resolved.pathname.startsWith("/admin/") || resolved.pathname.startsWith(loginPath))
    return fallback;
  return `${resolved.pathname}${resolved.search}`;
}
