import { isRouteErrorResponse, Link, useLocation, useRouteLoaderData } from "react-router";

import { documentTitle } from "~/features/site/seo";
import { languageFromPath } from "~/i18n/language-from-url";
import { defaultLanguage } from "~/i18n/languages";
import { useT } from "~/i18n/ui-strings";

export type ErrorKind = "not-found" | "unavailable" | "error";

/** What an error boundary's error means to the visitor: which page, and the reference to quote. */
export function errorPageProps(error: unknown): { kind: ErrorKind; reference: string | null } {
  if (!isRouteErrorResponse(error)) return { kind: "error", reference: null };
  if (error.status === 404) return { kind: "not-found", reference: null };
  if (error.status !== 503) return { kind: "error", reference: null };
  const requestId = (error.data as { requestId?: unknown } | null)?.requestId;
  return { kind: "unavailable", reference: typeof requestId === "string" && requestId ? requestId : null };
}

const headings: Record<
  ErrorKind,
  {
    title: "notFound.title" | "unavailable.title" | "error.title";
    text: "notFound.text" | "unavailable.text" | "error.text";
    plain: string;
  }
> = {
  "not-found": { title: "notFound.title", text: "notFound.text", plain: "404" },
  unavailable: { title: "unavailable.title", text: "unavailable.text", plain: "503" },
  error: { title: "error.title", text: "error.text", plain: "Error" },
};

/**
 * The not-found page (docs/product.md §4.8), the "temporarily unavailable" page (the store
 * failed: 503) and the page for other failures, in the URL's language. Never the error itself:
 * only the request's id, as a reference the visitor can quote.
 *
 * An error boundary's page names itself: "<title> | <site name>" (the site name when the
 * frame was read) and noindex, rendered here and hoisted into <head> by React (WCAG 2.4.2): no
 * route's meta runs for it. The not-found route titles its page with its own meta (`titled`).
 */
export function ErrorPage({
  kind,
  reference = null,
  titled = false,
}: {
  kind: ErrorKind;
  reference?: string | null;
  titled?: boolean;
}) {
  const { t, ready } = useT();
  const lang = languageFromPath(useLocation().pathname) ?? defaultLanguage;
  const words = headings[kind];
  const siteName = useRouteLoaderData<{ frame?: { siteName?: string } }>("public")?.frame?.siteName;
  const heading = ready ? t(words.title) : words.plain;
  // Without loaded strings (a failure before the root loader ran, or the admin) plain words.
  return (
    <>
      {!titled && (
        <>
          <title>{documentTitle(heading, siteName)}</title>
          <meta name="robots" content="noindex" />
        </>
      )}
      <main
        id="main"
        className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center"
      >
        {kind !== "error" && <p className="text-7xl font-extrabold text-brand-orange">{words.plain}</p>}
        <h1 className="mt-4 text-2xl font-bold text-brand-navy sm:text-3xl">{heading}</h1>
        {ready && <p className="mt-3 text-slate-600">{t(words.text)}</p>}
        {reference && (
          <p className="mt-3 text-sm text-slate-500" data-testid="error-reference">
            {ready ? t("unavailable.reference", { id: reference }) : reference}
          </p>
        )}
        <Link
          to={`/${lang}/`}
          className="mt-8 inline-flex items-center rounded-md bg-brand-navy px-5 py-2.5 font-semibold text-white hover:bg-brand-steel focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-orange"
        >
          {ready ? t("notFound.back") : `/${lang}/`}
        </Link>
      </main>
    </>
  );
}
