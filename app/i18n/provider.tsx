import { createInstance, type i18n } from "i18next";
import { useMemo, type ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { Lang } from "./languages";
import type { UiStrings } from "./ui/tr";

function createUiInstance(lang: Lang, strings: UiStrings | null): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    // Only the page's language travels to the browser, inside the root loader's data.
    resources: strings ? { [lang]: { translation: strings } } : {},
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** UI strings for the React tree: the same instance shape on the server and in the browser. */
export function UiStringsProvider({ lang, strings, children }: { lang: Lang; strings: UiStrings | null; children: ReactNode }) {
  const instance = useMemo(() => createUiInstance(lang, strings), [lang, strings]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
