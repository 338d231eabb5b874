import { redirect } from "react-router";
import { backendContext } from "~/backend/context.server";
import { loginPath, refuseCrossSiteWrite, privateResponses } from "~/features/admin/guard.server";
import type { Route } from "./+types/logout";

export const middleware = [privateResponses];

/** Signing out is a POST (a link or image cannot sign anyone out); a GET just goes back. */
export function loader() {
  return redirect("/admin/dashboard");
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSiteWrite(request);
  await context.get(backendContext).auth.signOut();
  return redirect(loginPath);
}
