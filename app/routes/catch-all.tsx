import { data, redirect } from "react-router";

import { ErrorPage, errorPageProps } from "~/components/site/error-page";
import { preferredLanguage } from "~/i18n/language-from-url";
import { isAdminPath } from "~/lib/admin-path";
import { cookieJarContext } from "~/lib/cookies.server";

import type { Route } from "./+types/catch-all";

// Paths outside the language prefixes. A path whose first segment is not a language goes to
// the same path under a language (spec: the default, or the visitor's stored choice).
export async function loader({ context, url }: Route.LoaderArgs) {
  if (isAdminPath(url.pathname)) throw data(null, { status: 404 });
  throw redirect(`/${await preferredLanguage(context.get(cookieJarContext))}${url.pathname}${url.search}`);
}

export default function CatchAll() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage {...errorPageProps(error)} />;
}
