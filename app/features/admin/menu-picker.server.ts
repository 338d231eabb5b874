import type { Backend, PageListItem } from "~/backend/port";
import { limits } from "~/backend/schemas";

import { parsePath } from "../site/urls";
import { targetPageOf } from "./menu-dialog";
import type { PickerPage, TargetPage } from "./menu-targets";

// The menu dialog's list of pages to pick (issue 35): the newest pages, or those a search finds
// by any language's title or the page's slug, so any page of a large site can be picked, with
// and without JavaScript; and the page an item already links to, found again by the Turkish
// slug its path holds.

/** How many pages one search of the JavaScript picker lists (the select without it lists 100). */
export const comboboxLimit = 20;

export const pickerPageOf = (p: Pick<PageListItem, "id" | "type" | "title">): PickerPage => ({
  id: p.id,
  type: p.type,
  title: p.title,
});

/** The picker's search in a URL (`q`), within a short text's length; "" for none. */
export function pickerSearchOf(url: URL): string {
  return (url.searchParams.get("q") ?? "").slice(0, limits.shortText).trim();
}

/**
 * The page a stored path links to, by its Turkish slug (what the path holds) whatever other
 * language's slug, or the page's own, changed since; null when no page has it now.
 */
export async function pageOfPath(backend: Backend, path: string): Promise<TargetPage | null> {
  const route = parsePath("tr", path.split("/").filter(Boolean));
  if (route?.kind !== "page") return null;
  // A published page by its Turkish slug; a draft among the pages whose own slug holds it, or
  // whose title holds its words.
  const lookup = await backend.site.pageBySlug("tr", route.slug, route.type);
  const ids = lookup.kind === "page" ? [lookup.page.id] : [];
  for (const search of [route.slug, route.slug.replaceAll("-", " ")]) {
    if (ids.length > 0) break;
    const found = await backend.pages.list({ search, limit: 10 });
    ids.push(...found.items.filter((p) => p.type === route.type).map((p) => p.id));
  }
  for (const id of ids.slice(0, 5)) {
    const page = await backend.pages.get(id);
    const target = page && targetPageOf(page);
    if (target && target.type === route.type && target.slug === route.slug) return target;
  }
  return null;
}
