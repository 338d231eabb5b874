import { createRequestHandler, RouterContextProvider } from "react-router";
import buildId from "virtual:build-id";

import {
  ConfigError,
  readBackendConfig,
  readCookieSecret,
  readSiteUrl,
  type BackendConfig,
} from "~/backend/config.server";
import { backendContext, contentVersionContext, degradedReadContext } from "~/backend/context.server";
import { filesRoutePrefix } from "~/backend/files";
import { createBackend, createMaintenance } from "~/backend/index.server";
import { runMaintenance } from "~/backend/maintenance";
import { buckets, type Backend, type Bucket } from "~/backend/port";
import { readMessageNotifier, type MessageNotifier } from "~/features/site/contact-notice.server";
import { contactServicesContext } from "~/features/site/contact.server";
import { methodAnswer } from "~/features/site/methods.server";
import { isPreviewPath, previewHeaders } from "~/features/site/preview";
import { previewSecretContext } from "~/features/site/preview-links.server";
import { CookieJar, cookieJarContext } from "~/lib/cookies.server";
import { isCrossSiteWrite } from "~/lib/cross-site";
import { logFailure, newRequestId, requestTraceContext } from "~/lib/failures.server";
import { KeptContentVersion, type ReadVersion } from "~/lib/kept-content-version.server";
import { cachedPage, isPublicPageRequest, isPublicRead } from "~/lib/page-cache.server";
import { isMalformedPath } from "~/lib/safe-url";
import { withSecurityHeaders } from "~/lib/security-headers.server";
import { redirectToSite, siteOriginContext } from "~/lib/site-address.server";

/** How long a client or crawler should wait before retrying a 503 (the store was unavailable). */
const retryAfterSeconds = 120;

const loadBuild = () => import("virtual:react-router/server-build");
type RequestHandler = ReturnType<typeof createRequestHandler>;
/**
 * React Router's handler. Given a function, React Router loads the build and derives its routes
 * and handler again on every request (so the dev server can swap the build); a built Worker's
 * build never changes, so it gets the build itself, the handler derived once per isolate
 * (docs/decisions/025-first-paint.md).
 */
let built: Promise<RequestHandler> | undefined;
const handlerOfBuild = (): Promise<RequestHandler> =>
  import.meta.env.DEV
    ? Promise.resolve(createRequestHandler(loadBuild, import.meta.env.MODE))
    : (built ??= loadBuild().then(
        (build) => createRequestHandler(build, import.meta.env.MODE),
        (error: unknown) => {
          built = undefined;
          throw error;
        },
      ));
const handleRequest: RequestHandler = async (request, context) => (await handlerOfBuild())(request, context);
/**
 * Public pages are kept by the page cache in a built Worker only: under the dev server the code
 * changes beneath the same build id.
 */
const pageCacheOn = !import.meta.env.DEV;

/**
 * The configuration depends on the environment alone: read (and validated) once per `env`
 * object rather than on every request. A configuration error is not kept: it is reported on
 * every request until the environment is fixed.
 */
interface KnownConfig {
  config: BackendConfig;
  cookieSecret: string;
  /** SITE_URL's origin; null in local development, where the request's origin is the site's. */
  siteUrl: string | null;
  /** The e-mail notification of contact messages, where the deployment has one (never required). */
  notifier: MessageNotifier | null;
}
const configs = new WeakMap<object, KnownConfig>();
function readConfig(env: object): KnownConfig {
  let known = configs.get(env);
  if (!known) {
    const variables = env as unknown as Record<string, unknown>;
    known = {
      config: readBackendConfig(variables),
      cookieSecret: readCookieSecret(variables),
      siteUrl: readSiteUrl(variables),
      notifier: readMessageNotifier(variables),
    };
    configs.set(env, known);
  }
  return known;
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    const requestId = newRequestId();
    if (isMalformedPath(url.pathname)) {
      return answered(
        withSecurityHeaders(
          new Response("Bad Request", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
          url,
        ),
        requestId,
      );
    }
    // The operator reads a configuration error's reason in the log; a visitor learns nothing about the setup.
    const unconfigured = (error: unknown): Response => {
      if (!(error instanceof ConfigError)) throw error;
      logFailure(requestId, url.pathname, error);
      const unavailable = new Response(`Service temporarily unavailable. Reference: ${requestId}\n`, {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
      return answered(withSecurityHeaders(unavailable, url), requestId);
    };
    let known: KnownConfig;
    try {
      known = readConfig(env);
    } catch (error) {
      return unconfigured(error);
    }
    // One site address: a request on another host (a forged Host, *.workers.dev, http://) is sent
    // to the same path on SITE_URL before anything reads or caches it, so no answer is ever
    // written with, or kept under, a Host it was sent.
    const siteOrigin = known.siteUrl ?? url.origin;
    const elsewhere = redirectToSite(url, siteOrigin);
    if (elsewhere) return answered(withSecurityHeaders(elsewhere, url), requestId);
    // A post from another site is refused before any route (or the router's own origin check,
    // which would answer it as an error) sees it.
    if (isCrossSiteWrite(request)) {
      return answered(
        withSecurityHeaders(
          new Response("Cross-site request refused", {
            status: 403,
            headers: { "Content-Type": "text/plain; charset=utf-8" },
          }),
          url,
        ),
        requestId,
      );
    }
    // A method the path does not take (POST on a page, PUT on the contact page, OPTIONS) is
    // answered here, outside the admin and /files: 405 with Allow, or 204 for OPTIONS. The router
    // would answer it as an error page ("something went wrong") or run the contact action.
    const unallowed = methodAnswer(request, url);
    if (unallowed) return answered(withSecurityHeaders(unallowed, url), requestId);
    let cookies: CookieJar;
    // Whether a read stood in defaults for a part it could not read: such a page is kept nowhere.
    const reads = { degraded: false };
    let backend: Backend;
    try {
      cookies = new CookieJar(request, known.cookieSecret);
      backend = createBackend(known.config, { request, cookies, onDegradedRead: () => void (reads.degraded = true) });
    } catch (error) {
      return unconfigured(error);
    }

    if (url.pathname.startsWith(filesRoutePrefix))
      return answered(withSecurityHeaders(await serveFile(backend, request, url), url), requestId);

    const context = new RouterContextProvider();
    context.set(backendContext, backend);
    context.set(cookieJarContext, cookies);
    context.set(requestTraceContext, { requestId, path: url.pathname });
    context.set(degradedReadContext, reads);
    context.set(siteOriginContext, siteOrigin);
    context.set(previewSecretContext, known.cookieSecret);
    context.set(contactServicesContext, {
      stampSecret: known.cookieSecret,
      notifier: known.notifier,
      waitUntil: (p) => ctx.waitUntil(p),
    });
    const render = async () =>
      unkeptWhenDegraded(cookies.applyTo(await handleRequest(request, context)), reads.degraded);
    // For every public page request: it keys the page cache, and the site frame's reads (menu,
    // settings, page slugs) are kept per isolate under it (app/features/site/frame.server.ts).
    // A preview (decision 058) is no public page: rendered fresh, for its viewer alone.
    const pageRequest = isPublicPageRequest(request, url) && !isPreviewPath(url.pathname);
    const contentVersion = pageRequest
      ? await contentVersionFor(cookies, () => readContentVersion(backend, requestId, url), ctx)
      : null;
    context.set(contentVersionContext, contentVersion);
    // Every page's footer shows the year: a new year is a new version of every page.
    const pageVersion = `${contentVersion}.${new Date().getUTCFullYear()}`;
    const response =
      pageCacheOn && contentVersion && pageRequest && isPublicRead(request, url, cookies)
        ? await cachedPage({
            request,
            url,
            buildVersion: buildId,
            contentVersion: pageVersion,
            waitUntil: (p) => ctx.waitUntil(p),
            render,
          })
        : await render();
    // A write (an admin's save) may have changed the content: this isolate's next visitor reads it.
    if (request.method !== "GET" && request.method !== "HEAD") keptContentVersion.forget();
    const secured = withSecurityHeaders(response, url);
    // Every preview answer, the refusals and error pages included, is private and never indexed.
    if (isPreviewPath(url.pathname))
      for (const [name, value] of Object.entries(previewHeaders)) secured.headers.set(name, value);
    return answered(secured, requestId);
  },

  /**
   * The Cron Triggers of wrangler.toml: the maintenance jobs of the trigger that fired
   * (app/backend/maintenance.ts), as of the time it was scheduled for.
   */
  async scheduled(controller, env) {
    const { config } = readConfig(env);
    const report = await runMaintenance(createMaintenance(config), new Date(controller.scheduledTime), controller.cron);
    console.log(`Maintenance (${controller.cron}): ${JSON.stringify(report)}`);
  },
} satisfies ExportedHandler<Env>;

/**
 * The content version this isolate keeps for visitors (decision 050): a visitor's request waits
 * for no database round trip while it is younger than the bound, and an edit reaches every
 * visitor within it; an admin's request reads it at once and renders fresh, so an editor sees
 * every edit on the next request. The dev server reads it every time, as its pages are never kept.
 */
const keptContentVersion = new KeptContentVersion();
function contentVersionFor(cookies: CookieJar, read: ReadVersion, ctx: ExecutionContext): Promise<string | null> {
  if (!pageCacheOn || cookies.sendsSession()) return keptContentVersion.fresh(read);
  return keptContentVersion.forVisitor(read, (promise) => ctx.waitUntil(promise));
}

/** The content version, or null when it cannot be read: the page is then rendered uncached. */
async function readContentVersion(backend: Backend, requestId: string, url: URL): Promise<string | null> {
  try {
    return await backend.site.contentVersion();
  } catch (error) {
    logFailure(requestId, url.pathname, error);
    return null;
  }
}

/**
 * A page made from a degraded read (the settings' defaults, no slides, for a moment) is for this
 * request only: neither the page cache nor a browser may keep it, or it would outlive the failure.
 */
function unkeptWhenDegraded(response: Response, degraded: boolean): Response {
  if (!degraded) return response;
  const unkept = new Response(response.body, response);
  unkept.headers.set("Cache-Control", "no-store");
  return unkept;
}

/** Every answer names its request (X-Request-Id); a 503 says when to come back (Retry-After). */
function answered(response: Response, requestId: string): Response {
  response.headers.set("X-Request-Id", requestId);
  if (response.status === 503) response.headers.set("Retry-After", String(retryAfterSeconds));
  return response;
}

/** GET/HEAD /files/<bucket>/<key>: stored uploads, immutable, never sniffed as anything else. */
async function serveFile(backend: Backend, request: Request, url: URL): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD")
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  const [bucket, ...rest] = decodeURIComponent(url.pathname.slice(filesRoutePrefix.length)).split("/");
  const key = rest.join("/");
  if (!bucket || !(buckets as readonly string[]).includes(bucket) || !key)
    return new Response("Not Found", { status: 404 });
  const file = await backend.files.read(bucket as Bucket, key);
  if (!file) return new Response("Not Found", { status: 404 });
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: file.etag,
    "Last-Modified": file.uploadedAt.toUTCString(),
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  if (request.headers.get("If-None-Match") === file.etag) {
    await file.body.cancel();
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(file.size));
  if (request.method === "HEAD") {
    await file.body.cancel();
    return new Response(null, { headers });
  }
  return new Response(file.body, { headers });
}
