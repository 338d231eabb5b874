import type { CookieJar } from "~/lib/cookies.server";
import { defaultLanguage, isLang, type Lang } from "./languages";

/** The language a public URL is in: its first path segment when that is a language. */
export function languageFromPath(pathname: string): Lang | null {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : null;
}

/**
 * The language for a URL without one (docs/product.md §2): the visitor's stored choice (sent as a
 * cookie by the language switcher), else the default.
 */
export async function preferredLanguage(cookies: CookieJar): Promise<Lang> {
  const stored = await cookies.read("language");
  return isLang(stored) ? stored : defaultLanguage;
}
