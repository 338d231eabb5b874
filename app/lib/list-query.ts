import { useLocation } from "react-router";

/**
 * The current page's query string, for a link between a list and its route dialogs: a dialog's
 * URL carries its list's search and page (`/admin/projects/p-24?q=köprü&page=2`), so opening a
 * record and going back keep the list where it was.
 */
export function useListQuery(): string {
  return useLocation().search;
}

/** `path` (a list, without a query) with the current page's query: where closing a dialog goes. */
export function useWithListQuery(path: string): string {
  const search = useListQuery();
  return search && !path.includes("?") ? `${path}${search}` : path;
}
