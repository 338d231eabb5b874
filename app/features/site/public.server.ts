import { data, type Params, type RouterContextProvider } from "react-router";
import { backendContext } from "~/backend/context.server";
import type { Backend } from "~/backend/port";
import { translatorFor } from "~/i18n/i18next.server";
import type { Lang } from "~/i18n/languages";
import type { Translate } from "~/i18n/ui-strings";
import { publicRouteEntry, type PublicRouteKind, type PublicRouteOf } from "./urls";

// What every public loader starts with: the backend, the language, which page the matched route
// names, and the UI strings' `t` in that language; and how public failures are shown (the
// not-found page, the error logged).

export interface PublicRequest<K extends PublicRouteKind> {
  backend: Backend;
  lang: Lang;
  route: PublicRouteOf<K>;
  origin: string;
  t: Translate;
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
export function publicRequest<K extends PublicRouteKind>({ url, pattern, params, context }: LoaderArgs, kind: K): PublicRequest<K> {
  const entry = publicRouteEntry(pattern);
  if (entry?.kind !== kind) throw new Error(`Route ${pattern} is not in the URL table as a ${kind} route (app/routes.ts)`);
  return {
    backend: context.get(backendContext),
    lang: entry.lang,
    route: entry.routeOf(params) as PublicRouteOf<K>,
    origin: url.origin,
    t: translatorFor(entry.lang),
  };
}

export function throwNotFound(): never {
  throw data(null, { status: 404 });
}

/** Runs a public read; a failure is logged and shown as not-found rather than an error page. */
export async function readOrNotFound<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    console.error(`Public read failed (${what}):`, error);
    throwNotFound();
  }
}
