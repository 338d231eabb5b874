import { useT } from "~/i18n/ui-strings";
import { Link, useLocation } from "react-router";
import { languageFromPath } from "~/i18n/language-from-url";
import { defaultLanguage } from "~/i18n/languages";

/** The not-found page (docs/product.md §4.8) and the page for other failures, in the URL's language. */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  const { t, ready } = useT();
  const lang = languageFromPath(useLocation().pathname) ?? defaultLanguage;
  // Without loaded strings (a failure before the root loader ran) fall back to plain words.
  const has = ready;
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      {notFound && <p className="text-7xl font-extrabold text-brand-orange">404</p>}
      <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">
        {has ? (notFound ? t("notFound.title") : t("error.title")) : notFound ? "404" : "Error"}
      </h1>
      {has && <p className="mt-3 text-slate-600">{notFound ? t("notFound.text") : t("error.text")}</p>}
      <Link
        to={`/${lang}`}
        className="mt-8 inline-flex items-center rounded-md bg-brand-navy px-5 py-2.5 font-semibold text-white hover:bg-brand-steel focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-orange"
      >
        {has ? t("notFound.back") : `/${lang}`}
      </Link>
    </main>
  );
}
