import { contentSecurityPolicy, createNonce } from "./content-security-policy.server";
import type { CookieJar } from "./cookies.server";

// The public page cache (docs/decisions/020-public-page-cache.md). Public pages (HTML and their
// `.data` twins), robots.txt and the sitemap are kept in the location's cache under a key that
// holds the build and the content version: a write to anything the site shows changes the
// content version, so the next request asks for a key nobody has stored and renders afresh. A
// page served from the cache gets a new CSP nonce, so no two responses share one.

export type PageCacheState = "hit" | "miss" | "bypass";
/** Tells operators and tests whether a response came from the cache. */
export const pageCacheHeader = "X-Page-Cache";

/** Browsers may keep a public page but ask each time whether it changed: a 304 when it did not. */
export const publicPageCacheControl = "public, max-age=0, must-revalidate";
/** How long a location keeps a page. Long: a content change makes it unreachable anyway. */
const storedSeconds = 24 * 60 * 60;
/** The statuses worth keeping: a page, and a page that does not exist (not an outage). */
const cacheableStatuses = new Set([200, 404]);

/** A GET or HEAD outside the admin: a read of what the site shows, whoever asks. */
export function isPublicPageRequest(request: Request, url: URL): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = url.pathname;
  return !(path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin."));
}

/**
 * Whether a request may be answered from the cache: a public page request from a browser
 * without an admin session (an admin sees every page fresh).
 */
export function isPublicRead(request: Request, url: URL, cookies: CookieJar): boolean {
  return isPublicPageRequest(request, url) && !cookies.sendsSession();
}

export interface CachedPageOptions {
  request: Request;
  url: URL;
  /** The build's identity: a new deploy never serves a page that names the old build's assets. */
  buildVersion: string;
  contentVersion: string;
  /** Keeps the Worker alive while the fresh page is stored. */
  waitUntil(promise: Promise<unknown>): void;
  render(): Promise<Response>;
}

/** The response from the location's cache, or rendered and stored there when it may be. */
export async function cachedPage({ request, url, buildVersion, contentVersion, waitUntil, render }: CachedPageOptions): Promise<Response> {
  const cache = await caches.open("public-pages");
  const key = new Request(cacheKeyUrl(url, buildVersion, contentVersion));
  const etag = `W/"${buildVersion}.${contentVersion}"`;

  const stored = await cache.match(key);
  if (stored) return forBrowser(request, withFreshNonce(stored), etag, "hit");

  const rendered = await render();
  // A HEAD renders no body: nothing to keep for the GETs that share its key.
  if (request.method === "HEAD" || !isStorable(rendered)) return tagged(rendered, "bypass");
  const copy = new Response(rendered.clone().body, rendered);
  copy.headers.set("Cache-Control", `public, max-age=${storedSeconds}`);
  waitUntil(cache.put(key, copy).catch((error: unknown) => console.error("A page could not be stored in the cache:", error)));
  return forBrowser(request, rendered, etag, "miss");
}

/** The page's own URL with the versions added, so a new version is a different entry. */
function cacheKeyUrl(url: URL, buildVersion: string, contentVersion: string): string {
  const key = new URL(url);
  key.searchParams.append("__page-cache", `${buildVersion}.${contentVersion}`);
  return key.toString();
}

/** Only complete public answers: no cookie set, nothing private, no outage, no redirect. */
function isStorable(response: Response): boolean {
  if (!cacheableStatuses.has(response.status) || response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/\b(?:private|no-store)\b/i.test(cacheControl);
}

/** Validators for the browser, and a bodiless 304 when it already holds this version. */
function forBrowser(request: Request, response: Response, etag: string, state: PageCacheState): Response {
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  headers.set("Cache-Control", publicPageCacheControl);
  headers.set(pageCacheHeader, state);
  if (response.status === 200 && ifNoneMatch(request, etag)) {
    void response.body?.cancel();
    // The browser keeps the page it has, scripts and nonce included: a new policy in the 304
    // would replace that page's policy and block its scripts.
    headers.delete("Content-Security-Policy");
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === "HEAD" ? null : response.body, { status: response.status, statusText: response.statusText, headers });
}

function tagged(response: Response, state: PageCacheState): Response {
  const result = new Response(response.body, response);
  result.headers.set(pageCacheHeader, state);
  return result;
}

function ifNoneMatch(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, "");
  return header === "*" || header.split(",").some((tag) => weak(tag) === weak(etag));
}

/** A stored document with every nonce (attributes and policy) replaced by a new one. */
function withFreshNonce(stored: Response): Response {
  const policy = stored.headers.get("Content-Security-Policy");
  if (!policy) return stored;
  const nonce = createNonce();
  const headers = new Headers(stored.headers);
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  const rewritten = new HTMLRewriter().on("[nonce]", { element: (element) => void element.setAttribute("nonce", nonce) }).transform(new Response(stored.body, { headers }));
  return new Response(rewritten.body, { status: stored.status, statusText: stored.statusText, headers });
}
