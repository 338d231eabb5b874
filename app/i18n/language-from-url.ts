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
 * cookie by the language switcher), else the one the browser asks for most among the site's
 * (`Accept-Language`), else the default. An answer chosen so varies with both headers:
 * `preferredLanguageHeaders`.
 */
export async function preferredLanguage(cookies: CookieJar, request: Request): Promise<Lang> {
  const stored = await cookies.read("language");
  if (isLang(stored)) return stored;
  return languageFromAcceptLanguage(request.headers.get("Accept-Language")) ?? defaultLanguage;
}

/**
 * What a redirect chosen by `preferredLanguage` carries: it differs from visitor to visitor, so no
 * shared cache (nor the page cache, which keeps no private answer) may keep it as one answer for all.
 */
export const preferredLanguageHeaders = {
  Vary: "Accept-Language, Cookie",
  "Cache-Control": "private, no-store",
} as const;

/** The longest Accept-Language header read: a browser sends a few dozen characters. */
const maxAcceptLanguageLength = 500;

/**
 * The site's language a browser's `Accept-Language` ranks highest (RFC 9110 §12.5.4: q-values,
 * the earlier of equals first), matching a tag by its primary subtag (`uz-Cyrl`, `uz-Latn-UZ` and
 * `en-GB` are uz and en); null when it names none of them or says `*` only.
 */
export function languageFromAcceptLanguage(header: string | null): Lang | null {
  if (!header || header.length > maxAcceptLanguageLength) return null;
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLang(primary)) continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? null;
}
