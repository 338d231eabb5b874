import { data, redirect } from "react-router";

import { backendContext } from "~/backend/context.server";
import type { Backend } from "~/backend/port";
import { ErrorPage } from "~/components/site/error-page";
import { movedTo, readOrUnavailable, redirectLocation } from "~/features/site/public.server";
import { alternatesOf, publicMeta } from "~/features/site/seo";
import { parsePathAnyLanguage, pathFor, splitLanguage, type PublicRoute } from "~/features/site/urls";
import { defaultLanguage, type Lang } from "~/i18n/languages";
import { translatorFor } from "~/i18n/translator.server";
import { siteOriginContext } from "~/lib/site-address.server";

import type { Route } from "./+types/not-found";

// Any path under a language that no route matched. If it names a known page with another
// language's slugs (/en/kurumsal/hakkimizda), answer with a permanent redirect to the right
// URL (docs/urls.md); if a redirect is kept for it, where that leads; otherwise the localized
// not-found page with status 404.

export async function loader({ url, context }: Route.LoaderArgs) {
  const split = splitLanguage(url.pathname);
  if (split) {
    // Whether the path names a page can only be told from the store: when it cannot be read,
    // the honest answer is "try again later", not "there is no such page".
    const backend = context.get(backendContext);
    const route = parsePathAnyLanguage(split.lang, split.segments);
    const read = <T,>(run: () => Promise<T>) => readOrUnavailable(context, `${url.pathname} (not-found redirect)`, run);
    const target = await read(() => localizedTarget(backend, split.lang, route));
    if (target && target !== url.pathname) throw redirect(target + url.search, 301);
    // A path that names no page: where a redirect kept for it leads (decision 059).
    const slug =
      route?.kind === "page" || route?.kind === "project" ? { kind: route.kind, slug: route.slug } : undefined;
    const kept = await read(() => backend.redirects.find(split.lang, split.segments.join("/"), slug));
    if (kept) throw movedTo(redirectLocation(split.lang, kept) + url.search);
  }
  const lang = split?.lang ?? defaultLanguage;
  const t = translatorFor(lang);
  return data(
    {
      seo: {
        lang,
        title: t("notFound.title"),
        description: t("notFound.text"),
        alternates: alternatesOf((l) => `/${l}/`),
        origin: context.get(siteOriginContext),
        noindex: true,
      },
    },
    { status: 404 },
  );
}

async function localizedTarget(backend: Backend, lang: Lang, route: PublicRoute | null): Promise<string | null> {
  if (!route) return null;
  if (route.kind === "page") {
    const found = await backend.site.pageBySlug(lang, route.slug, route.type);
    return found.kind === "missing"
      ? null
      : pathFor(lang, { kind: "page", type: found.page.type, slug: found.page.slugs[lang] });
  }
  if (route.kind === "project") {
    return (await backend.site.projectBySlug(lang, route.slug)) ? pathFor(lang, route) : null;
  }
  return pathFor(lang, route);
}

export const meta: Route.MetaFunction = (args) => publicMeta(args);

export default function NotFound() {
  return <ErrorPage kind="not-found" titled />;
}
