import { languageChoiceSeconds, languageCookieName } from "~/lib/cookie-names";

import type { Lang } from "./languages";

/** Where the visitor's language choice is kept (docs/product.md §2: local storage key "language"). */
export const languageStorageKey = "language";

export function rememberLanguage(lang: Lang): void {
  try {
    window.localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Storage can be unavailable (private mode, disabled): the URL still carries the language.
  }
  // The same choice as a cookie, so the server can honour it when a URL has no language; the
  // server reads it as defined in lib/cookies.server.ts.
  document.cookie = `${languageCookieName}=${lang}; Path=/; Max-Age=${languageChoiceSeconds}; SameSite=Lax`;
}
