import type { CookieJar } from "~/lib/cookies.server";

import { defaultLanguage, isLang, type Lang } from "./languages";

/**
 * The language a public URL is in: its first path segment when that is a language, in any
 * capitalisation (/TR/kurumsal is a Turkish URL, answered with a 301 to /tr/kurumsal or a
 * Turkish not-found page: app/routes/public/not-found.tsx).
 */
export function languageFromPath(pathname: string): Lang | null {
  const first = pathname.split("/")[1]?.toLowerCase();
  return isLang(first) ? first : null;
}

/**
 * The language of a document at this path (docs/product.md §2): the URL's; paths without one
 * (the Turkish-only admin, robots.txt, the sitemap) are Turkish, whatever the browser prefers.
 */
export function documentLanguage(pathname: string): Lang {
  return languageFromPath(pathname) ?? defaultLanguage;
}

/**
 * The language for a URL without one (docs/product.md §2): the visitor's stored choice (sent as a
 * cookie by the language switcher), else the default.
 */
export async function preferredLanguage(cookies: CookieJar): Promise<Lang> {
  const stored = await cookies.read("language");
  return isLang(stored) ? stored : defaultLanguage;
}
