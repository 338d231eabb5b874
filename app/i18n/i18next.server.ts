import type { RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { languageFromPath } from "./language-from-url";
import { defaultLanguage, isLang, languages, type Lang } from "./languages";
import { uiStrings } from "./ui";
import { translate, type Translate } from "./ui-strings";

// remix-i18next is the server's language middleware: the request's language is the first path
// segment (docs/product.md §2); admin and other paths without one fall back to Turkish. Strings
// are read with the project's own reader, on the server as in the browser (decision 012).
const [i18nextMiddleware, getLocale] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    findLocale: async ({ request }) => languageFromPath(new URL(request.url).pathname),
  },
});

export { i18nextMiddleware };

/** The request's language, as the middleware detected it. */
export function requestLanguage(context: Readonly<RouterContextProvider>): Lang {
  const locale = getLocale(context);
  return isLang(locale) ? locale : defaultLanguage;
}

/** The UI strings' `t` in a language, for loaders and actions. */
export function translatorFor(lang: Lang): Translate {
  return (key, values) => translate(uiStrings[lang], key, values);
}
