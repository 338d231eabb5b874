import { data, redirect } from "react-router";

import { ErrorPage, errorPageProps } from "~/components/site/error-page";
import { preferredLanguage, preferredLanguageHeaders } from "~/i18n/language-from-url";
import { isAdminPath } from "~/lib/admin-path";
import { cookieJarContext } from "~/lib/cookies.server";

import type { Route } from "./+types/catch-all";

// Paths outside the language prefixes. A path whose first segment is not a language goes to
// the same path under the visitor's language (docs/product.md §2: their stored choice, else their
// browser's, else Turkish), a redirect that varies with both.
export async function loader({ context, url, request }: Route.LoaderArgs) {
  if (isAdminPath(url.pathname)) throw data(null, { status: 404 });
  const lang = await preferredLanguage(context.get(cookieJarContext), request);
  throw redirect(`/${lang}${url.pathname}${url.search}`, { headers: preferredLanguageHeaders });
}

export default function CatchAll() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage {...errorPageProps(error)} />;
}
