import { createContext } from "react-router";

// The site's one address (docs/decisions/031-one-site-address.md). The Worker entry reads it from
// SITE_URL (the request's own origin only in local development), answers a request on any other
// host with a redirect to it, and hands it to the routes here: every absolute URL the site writes
// is built on it, never on the Host a request was sent with.

/** The site's origin (`https://www.example.com`), set by the Worker entry before any loader runs. */
export const siteOriginContext = createContext<string>();

/**
 * The answer to a request whose origin is not the site's: 301 to the same path and query on the
 * site's address. Null when the request is on the site's address already.
 */
export function redirectToSite(url: URL, siteOrigin: string): Response | null {
  if (url.origin === siteOrigin) return null;
  return new Response(null, { status: 301, headers: { Location: `${siteOrigin}${url.pathname}${url.search}` } });
}
