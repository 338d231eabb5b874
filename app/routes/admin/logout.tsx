import { redirect } from "react-router";

import { backendContext } from "~/backend/context.server";
import { redirectWithToast } from "~/features/admin/flash.server";
import { loginPath, refuseCrossSiteWrite, privateResponses } from "~/features/admin/guard.server";
import { signOutEverywhereTexts } from "~/features/admin/texts/users";
import { success } from "~/features/admin/toast";
import { signOutEverywhereParam } from "~/features/admin/users";
import { throwUnavailable } from "~/lib/failures.server";

import type { Route } from "./+types/logout";

export const middleware = [privateResponses];

/** Signing out is a POST (a link or image cannot sign anyone out); a GET just goes back. */
export function loader() {
  return redirect("/admin/dashboard");
}

// The choice rides in the URL, not the body: signing out never needs to read what was posted.
// A store that cannot end the session answers 503 (logged with the request's id): the admin is
// told the truth instead of being sent to the login page with the session still alive.
export async function action({ request, context, url }: Route.ActionArgs) {
  refuseCrossSiteWrite(request);
  const auth = context.get(backendContext).auth;
  try {
    if (url.searchParams.has(signOutEverywhereParam) && (await auth.currentUser())?.role === "admin") {
      await auth.signOutEverywhere();
      return redirectWithToast(context, loginPath, success(signOutEverywhereTexts.done));
    }
    await auth.signOut();
  } catch (error) {
    throwUnavailable(context, undefined, error);
  }
  return redirect(loginPath);
}
