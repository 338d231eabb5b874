import { createContext, useContext, type ReactNode } from "react";

import { commonTexts } from "~/features/admin/texts/common";
import { languageNames, languages, type Lang } from "~/i18n/languages";
import { cn } from "~/lib/cn";

// One language choice for a long form whose per-language fields sit in several sections: the
// bar shows the chosen language's fields everywhere at once. Every language's fields stay in
// the form (they all submit); without JavaScript all of them are shown, each under its name.

const CurrentLanguage = createContext<Lang>(languages[0]);

export function LanguageScope({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <CurrentLanguage.Provider value={lang}>{children}</CurrentLanguage.Provider>;
}

/** The bar of language buttons; languages whose fields have errors are marked. */
export function LanguageBar({
  value,
  onChange,
  invalid = [],
}: {
  value: Lang;
  onChange: (lang: Lang) => void;
  invalid?: Lang[];
}) {
  return (
    <fieldset className="nojs:hidden inline-flex min-w-0 flex-wrap items-center gap-1 rounded-lg bg-muted p-1">
      <legend className="sr-only">{commonTexts.editedLanguage}</legend>
      {languages.map((lang) => (
        <button
          key={lang}
          type="button"
          aria-pressed={lang === value}
          onClick={() => onChange(lang)}
          className={cn(
            "min-h-8 rounded-md px-3 py-1.5 text-sm font-medium text-foreground transition hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm",
            invalid.includes(lang) && "text-destructive aria-pressed:text-destructive",
          )}
        >
          <span className="sr-only">{languageNames[lang]} </span>
          <span aria-hidden>{lang.toUpperCase()}</span>
          {invalid.includes(lang) && <span aria-label={commonTexts.languageHasErrors}> •</span>}
        </button>
      ))}
    </fieldset>
  );
}

/** The fields of every language; only the chosen language's are visible when JavaScript runs. */
export function PerLanguage({ children }: { children: (lang: Lang) => ReactNode }) {
  const current = useContext(CurrentLanguage);
  return (
    <>
      {languages.map((lang) => (
        <div key={lang} data-lang={lang} className={cn("space-y-4", lang !== current && "hidden nojs:block")}>
          <p className="js:hidden text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {languageNames[lang]}
          </p>
          {children(lang)}
        </div>
      ))}
    </>
  );
}
