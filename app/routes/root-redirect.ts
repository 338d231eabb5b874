import { redirect } from "react-router";

import { preferredLanguage, preferredLanguageHeaders } from "~/i18n/language-from-url";
import { cookieJarContext } from "~/lib/cookies.server";

import type { Route } from "./+types/root-redirect";

// `/`: to the home page in the visitor's language (docs/product.md §2), a temporary redirect that
// varies with the language cookie and Accept-Language.
export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = await preferredLanguage(context.get(cookieJarContext), request);
  return redirect(`/${lang}/`, { headers: preferredLanguageHeaders });
}
