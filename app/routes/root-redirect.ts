import { redirect } from "react-router";

import { preferredLanguage } from "~/i18n/language-from-url";
import { cookieJarContext } from "~/lib/cookies.server";

import type { Route } from "./+types/root-redirect";

export async function loader({ context }: Route.LoaderArgs) {
  return redirect(`/${await preferredLanguage(context.get(cookieJarContext))}/`);
}
