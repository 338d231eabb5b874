// What the site accepts as a URL, from the request line and from what admins save.

/**
 * Whether a request path cannot be percent-decoded (a broken escape such as `%E0%A4%A`, or bytes
 * that are not UTF-8) or decodes to a NUL character, which no slug or id holds and Postgres
 * refuses in any text: such a request is the client's error, answered 400 before any route.
 */
export function isMalformedPath(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).includes("\u0000");
  } catch {
    return true;
  }
}

/** The schemes a saved link or image URL may use besides a site-relative path. */
const allowedSchemes = new Set(["http", "https", "mailto", "tel"]);

/** Turkish, on the field: the backend's and the admin forms' word for any other URL. */
export const linkUrlMessage =
  "Bağlantı http(s)://, mailto: ya da tel: ile veya / ile başlayan bir site yolu olmalıdır.";

/**
 * Whether a stored link (a menu path, a social link, a logo or image URL) is safe to put in an
 * `href` or `src` (the database holds the same rule, public.is_safe_link_url, and the public pages
 * check again what they read): `http(s)://` with a host, `mailto:`, `tel:`, or a site-relative path (`/x`,
 * not `//host` nor `/\host`, which browsers read as another site). Control characters anywhere
 * are refused: browsers drop them (and leading spaces) before reading the scheme, so
 * ` java\tscript:` would run as `javascript:`. The scheme is compared case-insensitively.
 */
export function isSafeLinkUrl(value: string): boolean {
  // oxlint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(value) || value !== value.trim()) return false;
  if (value.startsWith("/")) return !/^\/[/\\]/.test(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (!scheme || !allowedSchemes.has(scheme)) return false;
  if (scheme === "mailto" || scheme === "tel") return true;
  try {
    return new URL(value).hostname !== "" && /^https?:\/\//i.test(value);
  } catch {
    return false;
  }
}

/**
 * Whether a stored address leads to a web page or image: a site path or `http(s)://`, and safe as
 * a link (isSafeLinkUrl). The rule of slide buttons and of the images of slides, projects and
 * machines; the database holds the same (public.is_safe_web_url).
 */
export function isSafeWebUrl(value: string): boolean {
  return (value.startsWith("/") || /^https?:\/\//i.test(value)) && isSafeLinkUrl(value);
}
