import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { languageFromPath } from "~/i18n/language-from-url";
import { defaultLanguage } from "~/i18n/languages";
import { UiStringsProvider } from "~/i18n/ui-strings";
import { uiStrings } from "~/i18n/ui";
import { wantsHydration } from "~/lib/hydration";
import { useNonce } from "~/lib/nonce";
import { InlineStylesheet } from "~/lib/stylesheet";
import { ErrorPage, errorPageProps } from "~/components/site/error-page";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/**
 * The URL's language (docs/product.md §2); paths without one (the Turkish-only admin, robots.txt,
 * the sitemap) are Turkish, whatever the browser prefers. Error pages included.
 */
function documentLanguage(pathname: string) {
  return languageFromPath(pathname) ?? defaultLanguage;
}

export function loader({ url }: Route.LoaderArgs) {
  const isAdmin = url.pathname.startsWith("/admin");
  // The admin is Turkish-only and carries its own texts; public pages get their language's.
  return { strings: isAdmin ? null : uiStrings[documentLanguage(url.pathname)] };
}

/** The UI strings only change with the language, i.e. the first path segment. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname) || defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Only the admin runs React in the browser; public pages carry the site's own script instead.
  const hydrate = wantsHydration(useMatches());
  const lang = documentLanguage(useLocation().pathname);
  const nonce = useNonce();
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Marks the document as scripted before first paint, so CSS can tell no-JS apart. */}
        {/* The nonce lets it run under the Content-Security-Policy (docs/decisions/016-content-security-policy.md). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        {/* The whole stylesheet, inlined: nothing blocks the first paint (docs/decisions/025-first-paint.md). */}
        <InlineStylesheet />
        <Meta />
        {/* The same nonce in the browser, or its links would not match the server's. */}
        <Links nonce={nonce} />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <UiStringsProvider lang={lang} strings={data?.strings ?? null}>
          {children}
        </UiStringsProvider>
        {hydrate && <ScrollRestoration />}
        {hydrate && <Scripts />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Answers (404, 503) were logged where they were decided; anything else is a bug. On the
  // server handleError (app/entry.server.tsx) logged it with the request's id; here only the
  // browser's own errors are left to log.
  if (typeof document !== "undefined" && !isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage {...errorPageProps(error)} />;
}
