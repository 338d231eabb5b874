import { data, redirect, type Params, type RouterContextProvider } from "react-router";

import { backendContext } from "~/backend/context.server";
import { isBackendError } from "~/backend/errors";
import type { Backend } from "~/backend/port";
import type { RedirectTarget, SlugLookup } from "~/backend/redirects";
import type { Lang } from "~/i18n/languages";
import { translatorFor } from "~/i18n/translator.server";
import type { Translate } from "~/i18n/ui-strings";
import { throwUnavailable } from "~/lib/failures.server";
import { publicPageCacheControl } from "~/lib/page-cache.server";
import { siteOriginContext } from "~/lib/site-address.server";

import { pathFor, publicRouteEntry, type PublicRouteKind, type PublicRouteOf } from "./urls";

// What every public loader starts with: the backend, the language, which page the matched route
// names, and the UI strings' `t` in that language; and how public failures are answered: a
// missing item is the not-found page (404); data that cannot be read is the "temporarily
// unavailable" page (503, Retry-After), logged with the request's id, never shown.

export interface PublicRequest<K extends PublicRouteKind> {
  backend: Backend;
  lang: Lang;
  route: PublicRouteOf<K>;
  /** The site's address (SITE_URL), which every absolute URL is written with. */
  origin: string;
  t: Translate;
  /** Runs a read the page needs; a store failure answers 503 (see `throwUnavailable`). */
  read<T>(what: string, run: () => Promise<T>): Promise<T>;
}

interface LoaderArgs {
  /** React Router's normalized URL (a data request's raw URL ends in ".data"). */
  url: URL;
  /** The matched route's path, which names its entry in the URL table. */
  pattern: string;
  params: Params;
  context: Readonly<RouterContextProvider>;
}

/**
 * The request of a public route serving `kind`. The URL is not read again: React Router matched
 * a route of the URL table, and its entry says the language and the page; `kind` is the one
 * app/routes.ts gave this module.
 */
export function publicRequest<K extends PublicRouteKind>(
  { url, pattern, params, context }: LoaderArgs,
  kind: K,
): PublicRequest<K> {
  const entry = publicRouteEntry(pattern);
  if (entry?.kind !== kind)
    throw new Error(`Route ${pattern} is not in the URL table as a ${kind} route (app/routes.ts)`);
  return {
    backend: context.get(backendContext),
    lang: entry.lang,
    route: entry.routeOf(params) as PublicRouteOf<K>,
    origin: context.get(siteOriginContext),
    t: translatorFor(entry.lang),
    read: (what, run) => readOrUnavailable(context, `${url.pathname} (${what})`, run),
  };
}

export function throwNotFound(): never {
  throw data(null, { status: 404 });
}

/**
 * A redirect's 301. Browsers keep a 301 without a caching header for good, and a redirect may be
 * deleted or reversed (a slug renamed back): each visit asks again, as for every public page.
 */
export const movedTo = (location: string) =>
  redirect(location, { status: 301, headers: { "Cache-Control": publicPageCacheControl } });

/** Where a redirect leads in `lang`: a record's current path there, or the kept site path. */
export function redirectLocation(lang: Lang, target: RedirectTarget): string {
  if (target.kind === "path") return target.path;
  return target.kind === "page"
    ? pathFor(lang, { kind: "page", type: target.type, slug: target.slug })
    : pathFor(lang, { kind: "project", slug: target.slug });
}

/**
 * A path no live page or project answers (decision 059): a 301 to where its redirect leads, the
 * query kept; without one, the not-found page. `slug`: the page's or project's slug the route
 * read from the path. Never asked before the live page is looked up, so no redirect shadows one.
 */
export async function throwMovedOrNotFound(
  { backend, lang, read }: Pick<PublicRequest<PublicRouteKind>, "backend" | "lang" | "read">,
  url: URL,
  slug?: SlugLookup,
): Promise<never> {
  const path = url.pathname.slice(`/${lang}/`.length);
  const target = await read("redirect", () => backend.redirects.find(lang, path, slug));
  if (target) throw movedTo(redirectLocation(lang, target) + url.search);
  throwNotFound();
}

/** Runs a public read: a missing item (not_found) is a 404, any other failure a 503. */
export async function readOrUnavailable<T>(
  context: Readonly<RouterContextProvider>,
  route: string,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (isBackendError(error, "not_found")) throwNotFound();
    throwUnavailable(context, route, error);
  }
}
