import { isbot } from "isbot";
import { renderToReadableStream, renderToString } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";

import { documentLanguage } from "~/i18n/language-from-url";
import { uiStrings } from "~/i18n/ui";
import { UiStringsProvider } from "~/i18n/ui-strings";
import { isAdminPath } from "~/lib/admin-path";
import { contentSecurityPolicy, createNonce } from "~/lib/content-security-policy.server";
import { logRequestFailure } from "~/lib/failures.server";
import { wantsHydration } from "~/lib/hydration";
import { NonceContext } from "~/lib/nonce";
import { StylesheetContext, stylesheetKeys, type DocumentStylesheet } from "~/lib/stylesheet";

// The built, minified stylesheets as text: every document carries one (docs/decisions/025-first-paint.md).
import adminCss from "./app.css?inline";
import siteCss from "./styles/site.css?inline";

const adminStylesheet: DocumentStylesheet = { key: stylesheetKeys.admin, css: adminCss };
const siteStylesheet: DocumentStylesheet = { key: stylesheetKeys.site, css: siteCss };

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let status = responseStatusCode;
  let shellRendered = false;
  // Every document, error and not-found pages included, is rendered here: one nonce per render.
  const nonce = createNonce();
  const path = new URL(request.url).pathname;
  const admin = isAdminPath(path);
  const lang = documentLanguage(path);
  // The admin's documents get the whole app's stylesheet, the public site's its own smaller one.
  // Public pages get their language's UI strings here, on the server, where they are rendered
  // (React never runs on them in the browser, decision 027), not as loader data the router would
  // encode for every view; the Turkish-only admin carries its own texts.
  const document = (
    <NonceContext value={nonce}>
      <StylesheetContext value={admin ? adminStylesheet : siteStylesheet}>
        <UiStringsProvider lang={lang} strings={admin ? null : uiStrings[lang]}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </UiStringsProvider>
      </StylesheetContext>
    </NonceContext>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));

  // A document React will not run in the browser (every public page, docs/decisions/027) has
  // nothing to stream or suspend: rendered to one string, sparing the streaming renderer's
  // encoding of every attribute into bytes (≈ 4.4 ms of the ≈ 32 ms a home page view was sampled,
  // docs/decisions/025-first-paint.md). A render error throws here, and the router renders the
  // error page instead, as for a stream's shell.
  if (!hydrates(routerContext))
    return new Response(`<!DOCTYPE html>${renderToString(document)}`, { headers: responseHeaders, status });

  const body = await renderToReadableStream(document, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1_000),
    onError(error: unknown) {
      status = 500;
      // Errors before the shell is ready reject renderToReadableStream and reach handleError
      // through the router; only those while streaming need logging here.
      if (shellRendered && !request.signal.aborted) logRequestFailure(loadContext, error);
    },
  });
  shellRendered = true;

  // Crawlers get the whole document at once; browsers get it streamed.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  return new Response(body, { headers: responseHeaders, status });
}

/** Whether a route of this document asked for React in the browser (the root decides the same way). */
function hydrates(context: EntryContext): boolean {
  return wantsHydration(
    context.staticHandlerContext.matches.map((match) => ({ handle: context.routeModules[match.route.id]?.handle })),
  );
}

/**
 * Every error of a loader, an action or the render that the routes did not answer themselves:
 * logged with the request's id (the X-Request-Id the visitor gets, set by app/worker.ts), so a
 * visitor's reference finds the line. The visitor sees only the generic error page. Not logged:
 * requests the client gave up on, and the router's own 4xx answers (no route, no action).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A 5xx answer the router made itself carries its cause (not in ErrorResponse's type).
  const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  logRequestFailure(context, cause);
};
