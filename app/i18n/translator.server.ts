import type { Lang } from "./languages";
import { uiStrings } from "./ui";
import { translate, type Translate } from "./ui-strings";

// Loaders and actions read the UI strings with the same reader as components (decision 012); the
// four languages' strings stay on the server. The request's language is the URL's first path
// segment (docs/product.md §2), read where it is needed with `languageFromPath`.

/** The UI strings' `t` in a language, for loaders and actions. */
export function translatorFor(lang: Lang): Translate {
  return (key, values) => translate(uiStrings[lang], key, values);
}
