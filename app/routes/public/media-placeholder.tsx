import { PageBanner } from "~/components/site/page-banner";
import { Construction } from "~/components/ui/icons";
import { sectionCrumbs } from "~/features/site/pages";
import { publicRequest } from "~/features/site/public.server";
import { alternatesOf, publicMeta } from "~/features/site/seo";
import { mediaPlaceholders, pathFor } from "~/features/site/urls";
import { useT } from "~/i18n/ui-strings";

import type { Route } from "./+types/media-placeholder";

// News, photo and video galleries are not built yet (spec: under-construction placeholders).
// The title is the media page's own when one is published, else the placeholder's default.

export async function loader(args: Route.LoaderArgs) {
  const { backend, lang, route, origin, t, read } = publicRequest(args, "media-placeholder");
  const found = await read("media page", () =>
    backend.site.pageBySlug(lang, mediaPlaceholders[route.which][lang], "media"),
  );
  const title = found.kind === "missing" ? t("placeholder.title") : found.page.title;
  return {
    seo: {
      lang,
      title,
      description: t("placeholder.text"),
      alternates: alternatesOf((l) => pathFor(l, route)),
      origin,
    },
    title,
    crumbs: sectionCrumbs(lang, "media", t, title),
  };
}

export const meta: Route.MetaFunction = (args) => publicMeta(args);

export default function MediaPlaceholder({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <main id="main">
      <PageBanner title={loaderData.title} crumbs={loaderData.crumbs} />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
        <Construction size={56} aria-hidden className="text-brand-orange" />
        <h2 className="mt-6 text-2xl font-bold text-brand-navy">{t("placeholder.title")}</h2>
        <p className="mt-3 text-slate-600">{t("placeholder.text")}</p>
      </div>
    </main>
  );
}
