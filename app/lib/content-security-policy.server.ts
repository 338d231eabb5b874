// The Content-Security-Policy of every HTML document (docs/decisions/016-content-security-policy.md).
// Scripts run only when they carry this response's nonce, or when a script that did loads them
// ('strict-dynamic': the entry module's imports and lazy route chunks); no inline handler, no
// `javascript:` URL and no injected <script> runs, whatever the sanitizer lets through.

/** A fresh nonce: 128 random bits, base64. One per rendered document, never reused. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The policy for a document whose scripts carry `nonce`. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // React renders style attributes (dnd-kit transforms, avatar colours) and Vite's dev server
    // injects <style> tags; styles cannot run script, so inline styles stay allowed.
    "style-src 'self' 'unsafe-inline'",
    // Image URLs may be site files or any https:// address (docs/product.md: client logos,
    // content images); blob: is the admin's preview of a file chosen for upload.
    "img-src 'self' https: blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}
