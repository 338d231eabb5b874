/** The response with the headers every answer of the site carries, pages and files alike. */
export function withSecurityHeaders(response: Response, url: URL): Response {
  const result = new Response(response.body, response);
  const headers = result.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (url.protocol === "https:") headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return result;
}
