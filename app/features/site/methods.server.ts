import { filesRoutePrefix } from "~/backend/files";
import { pathFor } from "~/features/site/urls";
import { languages } from "~/i18n/languages";
import { isAdminPath } from "~/lib/admin-path";

import { isPreviewPath } from "./preview";

// Which HTTP methods the site's paths outside the admin answer to, decided once in the Worker
// before the router (docs/decisions/029-methods-and-error-titles.md): every public page, the
// sitemap, robots.txt and the redirects are read with GET and HEAD; the contact page also takes
// its form's POST, and a preview the admin form's (decision 058). Anything else is a 405 naming the methods there are (Allow), in words
// that do not blame the server; OPTIONS is answered 204 with the same Allow. The admin (whose
// forms post everywhere, and whose router answers for itself) and /files (which answers its own
// 405) are not decided here.

const reads = ["GET", "HEAD"] as const;
const contactPaths: ReadonlySet<string> = new Set(languages.map((lang) => pathFor(lang, { kind: "contact" })));

/** The methods a path outside the admin and /files answers to. */
export function allowedMethods(pathname: string): readonly string[] {
  // React Router matches "/tr/contact/" as "/tr/contact".
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  // The contact form's post, and the admin form's values posted to their preview.
  return contactPaths.has(path) || isPreviewPath(path) ? [...reads, "POST"] : reads;
}

/**
 * The answer to a method the path does not take (405, or 204 for OPTIONS), or null when the
 * request is for the router (or /files) to answer.
 */
export function methodAnswer(request: Request, url: URL): Response | null {
  if (isAdminPath(url.pathname) || url.pathname.startsWith(filesRoutePrefix)) return null;
  const allowed = allowedMethods(url.pathname);
  if (allowed.includes(request.method)) return null;
  const allow = allowed.join(", ");
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: { Allow: allow } });
  return new Response(`Method Not Allowed: this address answers ${allow} only.\n`, {
    status: 405,
    headers: { Allow: allow, "Content-Type": "text/plain; charset=utf-8" },
  });
}
