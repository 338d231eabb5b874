import { parseWithZod } from "@conform-to/zod/v4";

import { backendContext } from "~/backend/context.server";
import { signInSchema } from "~/backend/schemas";
import { readForm } from "~/features/admin/forms.server";
import { privateResponses, refuseCrossSiteWrite } from "~/features/admin/guard.server";
import { attemptSignIn, signInFormBytes } from "~/features/admin/sign-in.server";
import { throwUnavailable } from "~/lib/failures.server";

import type { Route } from "./+types/session";

// /admin/session: what a form asks before it saves, with JavaScript (decision 056). GET: is there
// still an admin session (204) or not (401)? POST: the sign-in dialog over the form signs in
// here, with the sign-in page's rules and throttle, and stays on the page (JSON, never a redirect).

export const middleware = [privateResponses];

export async function loader({ context }: Route.LoaderArgs) {
  const user = await context
    .get(backendContext)
    .auth.currentUser()
    .catch((error: unknown) => throwUnavailable(context, "/admin/session (session check)", error));
  if (user?.role === "admin") return new Response(null, { status: 204 });
  return Response.json({ signedIn: false }, { status: 401 });
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSiteWrite(request);
  const read = await readForm(request, signInFormBytes);
  if (!read.ok) return Response.json({ message: read.message }, { status: read.status });
  const submission = parseWithZod(read.formData, { schema: signInSchema });
  if (submission.status !== "success") {
    const errors = submission.reply({ hideFields: ["password"] }).error ?? {};
    return Response.json({ errors }, { status: 400 });
  }
  const outcome = await attemptSignIn(context, submission.value.email, submission.value.password, "/admin/session");
  if (outcome.ok) return Response.json({ signedIn: true });
  return Response.json({ message: outcome.message }, { status: outcome.status });
}
