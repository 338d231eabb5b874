/**
 * Whether a URL path is the admin's, in any spelling its routes answer to: React Router matches
 * the admin's routes whatever the case (/ADMIN/users) and after decoding (/%61dmin/users), and its
 * data requests end in `.data` (/admin.data). The one test of it for the Worker, the page cache,
 * the document's render and the routes.
 */
export function isAdminPath(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname).toLowerCase();
  } catch {
    // Not a path any route takes (the Worker answers it 400 before this): nothing public either.
    return true;
  }
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.");
}
