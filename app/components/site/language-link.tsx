import type { ReactNode } from "react";
import { Link } from "react-router";
import { rememberLanguage } from "~/i18n/language-choice";
import type { Lang } from "~/i18n/languages";

/**
 * A link to the current page in another language (docs/product.md §2): it replaces the history
 * entry, names the language for assistive technology and search engines, marks the current
 * one, and remembers the visitor's choice.
 */
export function LanguageLink({
  to,
  code,
  current,
  className,
  title,
  onChosen,
  children,
}: {
  to: string;
  code: Lang;
  current: boolean;
  className?: string;
  title?: string;
  onChosen?: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      replace
      hrefLang={code}
      lang={code}
      title={title}
      aria-current={current ? "true" : undefined}
      onClick={() => {
        rememberLanguage(code);
        onChosen?.();
      }}
      className={className}
    >
      {children}
    </Link>
  );
}
