import { isAdminPath } from "./admin-path";
import { contentSecurityPolicy, createNonce } from "./content-security-policy.server";
import type { CookieJar } from "./cookies.server";
import { KeptPerVersion } from "./kept-per-version";

// The public page cache (docs/decisions/020-public-page-cache.md). Public pages (HTML and their
// `.data` twins), robots.txt and the sitemap are kept in the location's cache under a key that
// holds the build and the content version: a write to anything the site shows changes the
// content version, so the next request asks for a key nobody has stored and renders afresh. A
// page served from the cache gets a new CSP nonce, so no two responses share one. Each isolate
// also keeps its most recently served pages in memory, as UTF-8 split at their nonce, so a hit in
// a warm isolate copies bytes: no cache lookup, no parse, no text encoding.

export type PageCacheState = "hit" | "miss" | "bypass";
/** Tells operators and tests whether a response came from the cache. */
export const pageCacheHeader = "X-Page-Cache";

/** Browsers may keep a public page but ask each time whether it changed: a 304 when it did not. */
export const publicPageCacheControl = "public, max-age=0, must-revalidate";
/** How long a location keeps a page. Long: a content change makes it unreachable anyway. */
const storedSeconds = 24 * 60 * 60;
/** The statuses worth keeping: a page, and a page that does not exist (not an outage). */
const cacheableStatuses = new Set([200, 404]);
/**
 * An isolate keeps at most this many pages of the current versions in memory, each at most
 * `keptPageMaxBytes` long: a few MB of a Worker's 128 MB (a document is 60–120 KB, most of it the
 * inlined stylesheet). Past the bound the memory starts afresh; the location's cache still holds
 * every page.
 */
const keptPageCount = 48;
const keptPageMaxBytes = 256 * 1024;
const utf8 = new TextEncoder();

/** A stored answer in memory: its body split where its nonce was (a single part when it has none). */
interface KeptPage {
  status: number;
  statusText: string;
  /** Its headers but the policy, which is made anew with each nonce. */
  headers: [string, string][];
  /** UTF-8, encoded once when kept: an answer copies bytes instead of encoding 100 KB of text. */
  parts: Uint8Array[];
  hasPolicy: boolean;
  /** Bytes, all parts together. */
  size: number;
}
/**
 * Per build and content version, the pages by URL. Only pages already read are kept: a request
 * never awaits another request's pending read (the Workers runtime ties I/O to its request).
 */
const keptPages = new KeptPerVersion<KeptPage>(keptPageCount);

/**
 * A GET or HEAD outside the admin: a read of what the site shows, whoever asks. The admin's
 * routes match any spelling (/ADMIN/users, /%61dmin/users), so this does too: such a request was
 * taken for a public one, and only its "private, no-store" kept it out of the cache.
 */
export function isPublicPageRequest(request: Request, url: URL): boolean {
  return (request.method === "GET" || request.method === "HEAD") && !isAdminPath(url.pathname);
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
  /** The build's identity (new with every build): a deploy never answers with an older build's pages. */
  buildVersion: string;
  contentVersion: string;
  /** Keeps the Worker alive while the fresh page is stored. */
  waitUntil(promise: Promise<unknown>): void;
  render(): Promise<Response>;
}

/** The response from memory or the location's cache, or rendered and stored in both when it may be. */
export async function cachedPage({
  request,
  url,
  buildVersion,
  contentVersion,
  waitUntil,
  render,
}: CachedPageOptions): Promise<Response> {
  const version = `${buildVersion}.${contentVersion}`;
  const keyUrl = cacheKeyUrl(url, version);
  const etag = `W/"${version}"`;
  const cache = await caches.open("public-pages");

  let kept: KeptPage | null | undefined = keptPages.find(version, keyUrl);
  if (!kept) {
    kept = await readStored(cache, keyUrl);
    if (kept) remember(version, keyUrl, kept);
  }
  if (kept) return keptForBrowser(request, kept, etag);

  const rendered = await render();
  if (!isStorable(rendered)) return tagged(rendered, "bypass");
  // A HEAD renders no body: nothing to keep for the GETs that share its key, but the same
  // headers a GET gets (validators, a 304 when the browser's copy is current).
  if (request.method === "HEAD") return forBrowser(request, rendered, etag, "miss");
  const page = await pageOf(rendered);
  if (!page) {
    const copy = new Response(rendered.clone().body, rendered);
    copy.headers.set("Cache-Control", `public, max-age=${storedSeconds}`);
    waitUntil(cache.put(keyUrl, copy).catch(logStoreFailure));
    return forBrowser(request, rendered, etag, "miss");
  }
  remember(version, keyUrl, page);
  const stored = served(page);
  stored.headers.set("Cache-Control", `public, max-age=${storedSeconds}`);
  waitUntil(cache.put(keyUrl, stored).catch(logStoreFailure));
  // The render's own nonce has never been sent: this first answer keeps it.
  return forBrowser(request, served(page, { nonce: nonceOf(rendered) }), etag, "miss");
}

/** Keeps a page in this isolate's memory, unless it is too long to. */
function remember(version: string, keyUrl: string, page: KeptPage) {
  if (page.size <= keptPageMaxBytes) keptPages.keep(version, keyUrl, page);
}

function logStoreFailure(error: unknown) {
  console.error("A page could not be stored in the cache:", error);
}

/** The location's stored answer for a key, read into memory; null when it holds none or cannot be read. */
async function readStored(cache: Cache, keyUrl: string): Promise<KeptPage | null> {
  // A cache that fails to answer is a miss: the page is rendered, as with no cache at all.
  const stored = await cache
    .match(keyUrl)
    .catch((error: unknown) => void console.error("The page cache could not be read:", error));
  if (!stored) return null;
  const page = await pageOf(stored);
  if (!page) await stored.body?.cancel();
  return page;
}

/** A text answer, read and split at its nonce; null (body unread) for anything else (nothing public is, today). */
async function pageOf(response: Response): Promise<KeptPage | null> {
  const contentType = response.headers.get("Content-Type") ?? "";
  if (!/^text\/|xml|json/i.test(contentType)) return null;
  const nonce = nonceOf(response);
  const hasPolicy = response.headers.has("Content-Security-Policy");
  // A policy whose nonce cannot be found would be served with a nonce nothing carries.
  if (hasPolicy && !nonce) return null;
  const text = await response.text();
  const headers = [...response.headers].filter(
    ([name]) => !/^(content-security-policy|content-length|cache-control)$/i.test(name),
  );
  const parts = (nonce ? text.split(nonce) : [text]).map((part) => utf8.encode(part));
  return {
    status: response.status,
    statusText: response.statusText,
    headers,
    parts,
    hasPolicy,
    size: parts.reduce((sum, part) => sum + part.byteLength, 0),
  };
}

/** The nonce of an answer's policy, if it has one. */
function nonceOf(response: Response): string | null {
  return /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;
}

/**
 * A kept page as a new answer: with a new nonce (or the given one) wherever the old one was, and
 * its body only when one is sent.
 */
function served(
  page: KeptPage,
  { nonce = null, withBody = true }: { nonce?: string | null; withBody?: boolean } = {},
): Response {
  const headers = new Headers(page.headers);
  const fresh = page.hasPolicy ? (nonce ?? createNonce()) : "";
  if (page.hasPolicy) headers.set("Content-Security-Policy", contentSecurityPolicy(fresh));
  return new Response(withBody ? joined(page, fresh) : null, {
    status: page.status,
    statusText: page.statusText,
    headers,
  });
}

/** A hit: the kept page with the browser's validators, its body made only when one is sent. */
function keptForBrowser(request: Request, page: KeptPage, etag: string): Response {
  if (page.status === 200 && ifNoneMatch(request, etag)) return notModified(new Headers(page.headers), etag, "hit");
  const answer = served(page, { withBody: request.method !== "HEAD" });
  withValidators(answer.headers, etag, "hit");
  return answer;
}

/** The page's parts with the nonce between each two: a fresh copy, never a kept array itself. */
function joined({ parts, size }: KeptPage, nonce: string): Uint8Array<ArrayBuffer> {
  const glue = utf8.encode(nonce);
  const result = new Uint8Array(size + glue.byteLength * (parts.length - 1));
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      result.set(glue, at);
      at += glue.byteLength;
    }
    result.set(part, at);
    at += part.byteLength;
  });
  return result;
}

/** The page's own URL with the versions added, so a new version is a different entry. */
function cacheKeyUrl(url: URL, version: string): string {
  const key = new URL(url);
  key.searchParams.append("__page-cache", version);
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
  if (response.status === 200 && ifNoneMatch(request, etag)) {
    void response.body?.cancel();
    return notModified(headers, etag, state);
  }
  withValidators(headers, etag, state);
  return new Response(request.method === "HEAD" ? null : response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function withValidators(headers: Headers, etag: string, state: PageCacheState) {
  headers.set("ETag", etag);
  headers.set("Cache-Control", publicPageCacheControl);
  headers.set(pageCacheHeader, state);
}

/** A bodiless 304 with the answer's headers but its body's. */
function notModified(headers: Headers, etag: string, state: PageCacheState): Response {
  withValidators(headers, etag, state);
  // The browser keeps the page it has, scripts and nonce included: a new policy in the 304
  // would replace that page's policy and block its scripts.
  headers.delete("Content-Security-Policy");
  headers.delete("Content-Length");
  return new Response(null, { status: 304, headers });
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
