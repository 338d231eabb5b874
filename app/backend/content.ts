import { sanitizeHtml } from "~/lib/sanitize-html.server";

// Content rules shared by every adapter: admin-written HTML (page and project content) is cleaned
// against the allowlist when it is saved, whoever saves it (an admin form, a script calling the
// port, the demo seed). Public pages render the stored HTML as it is: this is the only gate.

/** Admin-written HTML as it may be stored: only the allowlisted markup (see sanitize-html.server.ts). */
export function cleanHtml(html: string): string {
  return sanitizeHtml(html);
}
