/**
 * A write that does not come from this site: an Origin header naming another origin, or a
 * browser saying Sec-Fetch-Site: cross-site. SameSite=Lax already keeps the session cookie off
 * cross-site POSTs; this also covers browsers that only send Sec-Fetch-Site, public forms
 * without a session, and resource routes. Reads (GET/HEAD) are never cross-site writes.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  const origin = request.headers.get("Origin");
  return (
    (origin !== null && origin !== new URL(request.url).origin) ||
    request.headers.get("Sec-Fetch-Site") === "cross-site"
  );
}
