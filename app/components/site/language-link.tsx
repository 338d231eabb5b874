import type { ReactNode } from "react";

import type { Lang } from "~/i18n/languages";

/**
 * A link to the current page in another language (docs/product.md §2): it names the language for
 * assistive technology and search engines and marks the current one. The site's script
 * (./site-script/language-links.ts) remembers the choice and replaces the history entry.
 */
export function LanguageLink({
  to,
  code,
  current,
  className,
  title,
  children,
}: {
  to: string;
  code: Lang;
  current: boolean;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={to}
      hrefLang={code}
      lang={code}
      title={title}
      data-language={code}
      aria-current={current ? "true" : undefined}
      className={className}
    >
      {children}
    </a>
  );
}
