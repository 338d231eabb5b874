import { createContext, useContext, useMemo, type ReactNode } from "react";

import { defaultLanguage, type Lang } from "./languages";
import type { UiStrings } from "./ui/tr";

// The one way to read UI strings, in loaders, actions and components alike (decision 012): a
// small reader rather than i18next, which would build an instance per request for what a lookup
// and a replace do (decision 043). Components get `t` from `useT`, loaders and actions from
// `translatorFor` (translator.server.ts); the strings stay on the server.

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every UI string key, dotted ("header.openMenu"): a typo is a type error. */
export type UiKey = Leaves<UiStrings>;
export type Translate = (key: UiKey, values?: Record<string, string | number>) => string;

/** The string at `key` with {{name}} placeholders filled; a missing key shows as itself (spec). */
export function translate(strings: UiStrings | null, key: string, values?: Record<string, string | number>): string {
  let node: unknown = strings;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | null | undefined)?.[part];
  if (typeof node !== "string") return key;
  if (!values) return node;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

const UiStringsContext = createContext<{ lang: Lang; strings: UiStrings | null }>({
  lang: defaultLanguage,
  strings: null,
});

export function UiStringsProvider({
  lang,
  strings,
  children,
}: {
  lang: Lang;
  strings: UiStrings | null;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ lang, strings }), [lang, strings]);
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}

/** The page's language and its `t`; `ready` is false when no strings were loaded. */
export function useT(): { lang: Lang; t: Translate; ready: boolean } {
  const { lang, strings } = useContext(UiStringsContext);
  return useMemo(
    () => ({ lang, t: (key, values) => translate(strings, key, values), ready: strings !== null }),
    [lang, strings],
  );
}
