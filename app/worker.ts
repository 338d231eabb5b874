import { createRequestHandler, RouterContextProvider } from "react-router";
import { backendContext } from "~/backend/context.server";
import { ConfigError, readBackendConfig, readCookieSecret, type BackendConfig } from "~/backend/config.server";
import { filesRoutePrefix } from "~/backend/files";
import { createBackend } from "~/backend/index.server";
import { buckets, type Backend, type Bucket } from "~/backend/port";
import { CookieJar, cookieJarContext } from "~/lib/cookies.server";
import { isMalformedPath } from "~/lib/safe-url";
import { withSecurityHeaders } from "~/lib/security-headers.server";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (isMalformedPath(url.pathname)) return withSecurityHeaders(new Response("Bad Request", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } }), url);
    let config: BackendConfig;
    let cookies: CookieJar;
    let backend: Backend;
    try {
      const variables = env as unknown as Record<string, unknown>;
      config = readBackendConfig(variables);
      cookies = new CookieJar(request, readCookieSecret(variables));
      backend = createBackend(config, { request, cookies });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(`Configuration error: ${error.message}`);
      return new Response(`Configuration error: ${error.message}`, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }

    if (url.pathname.startsWith(filesRoutePrefix)) return withSecurityHeaders(await serveFile(backend, request, url), url);

    const context = new RouterContextProvider();
    context.set(backendContext, backend);
    context.set(cookieJarContext, cookies);
    return withSecurityHeaders(cookies.applyTo(await handleRequest(request, context)), url);
  },
} satisfies ExportedHandler<Env>;

/** GET/HEAD /files/<bucket>/<key>: stored uploads, immutable, never sniffed as anything else. */
async function serveFile(backend: Backend, request: Request, url: URL): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  const [bucket, ...rest] = decodeURIComponent(url.pathname.slice(filesRoutePrefix.length)).split("/");
  const key = rest.join("/");
  if (!bucket || !(buckets as readonly string[]).includes(bucket) || !key) return new Response("Not Found", { status: 404 });
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
