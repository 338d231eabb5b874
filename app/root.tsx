import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";

import { ErrorPage, errorPageProps } from "~/components/site/error-page";
import { documentLanguage } from "~/i18n/language-from-url";
import { wantsHydration } from "~/lib/hydration";
import { useNonce } from "~/lib/nonce";
import { InlineStylesheet } from "~/lib/stylesheet";

import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// The UI strings of public pages are provided by app/entry.server.tsx, which renders every
// document (error pages included), in the language documentLanguage gives here too.

export function Layout({ children }: { children: React.ReactNode }) {
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
        {children}
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
