import { createRequestHandler, RouterContextProvider } from "react-router";
import { backendContext } from "~/backend/context.server";
import { ConfigError, readBackendConfig } from "~/backend/config.server";
import { filesRoutePrefix } from "~/backend/d1/storage";
import { createBackend } from "~/backend/index.server";
import { buckets, type Backend, type Bucket } from "~/backend/port";

const handleRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env) {
    let config;
    try {
      config = readBackendConfig(env as unknown as Record<string, unknown>);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(`Configuration error: ${error.message}`);
      return new Response(`Configuration error: ${error.message}`, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }

    const cookies: string[] = [];
    let backend: Backend;
    try {
      backend = createBackend(config, {
        request,
        setCookie: (cookie) => cookies.push(cookie),
      });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      console.error(`Configuration error: ${error.message}`);
      return new Response(`Configuration error: ${error.message}`, { status: 500, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }

    const url = new URL(request.url);
    if (url.pathname.startsWith(filesRoutePrefix)) return withSecurityHeaders(await serveFile(backend, request, url), url);

    const context = new RouterContextProvider();
    context.set(backendContext, backend);
    const response = await handleRequest(request, context);
    return withSecurityHeaders(withCookies(response, cookies), url);
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

function withCookies(response: Response, cookies: string[]): Response {
  if (cookies.length === 0) return response;
  const result = new Response(response.body, response);
  for (const cookie of cookies) result.headers.append("Set-Cookie", cookie);
  return result;
}

function withSecurityHeaders(response: Response, url: URL): Response {
  const result = new Response(response.body, response);
  const headers = result.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (url.protocol === "https:") headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return result;
}
