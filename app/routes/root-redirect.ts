import { redirect } from "react-router";
import { preferredLanguage } from "~/i18n/language-from-url";
import type { Route } from "./+types/root-redirect";

export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/${preferredLanguage(request)}/`);
}
