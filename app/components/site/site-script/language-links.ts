import { rememberLanguage } from "~/i18n/language-choice";
import { isLang } from "~/i18n/languages";

// A language link (docs/product.md §2) leads to the current page in another language. Here the
// choice is also remembered (for the bare address) and the switch replaces the history entry,
// so Back leaves the page instead of returning to the language just left.

export function enhanceLanguageLinks(): void {
  document.addEventListener("click", (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-language]");
    const code = link?.dataset.language;
    if (!link || !code || !isLang(code)) return;
    event.preventDefault();
    rememberLanguage(code);
    location.replace(link.href);
  });
}
