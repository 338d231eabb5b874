import { data, type RouterContextProvider } from "react-router";
import { backendContext } from "~/backend/context.server";
import type { Backend } from "~/backend/port";
import type { Lang } from "~/i18n/languages";
import { publicRouteOf, type PublicRoute } from "~/i18n/paths";

// What every public loader starts with: the backend, the language and which page the URL
// names; and how public failures are shown (spec: the not-found page, the error logged).

export interface PublicRequest {
  backend: Backend;
  lang: Lang;
  route: PublicRoute;
  origin: string;
}

/** `url` is React Router's normalized URL (a data request's raw URL ends in ".data"). */
export function publicRequest({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }): PublicRequest {
  const at = publicRouteOf(url);
  if (!at) throwNotFound();
  return { backend: context.get(backendContext), lang: at.lang, route: at.route, origin: url.origin };
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
