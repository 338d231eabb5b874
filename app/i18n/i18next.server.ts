import { createI18nextMiddleware } from "remix-i18next";
import { languageFromPath } from "./language-from-url";
import { defaultLanguage, languages } from "./languages";
import { uiResources } from "./ui";

// The request's language is the first path segment (docs/product.md §2); admin and other paths
// without one fall back to Turkish.
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    findLocale: async ({ request }) => languageFromPath(new URL(request.url).pathname),
  },
  i18next: { resources: uiResources, interpolation: { escapeValue: false } },
});
