import { CoverImage } from "~/components/site/cover-image";
import { PageBanner } from "~/components/site/page-banner";
import { publicRequest } from "~/features/site/public.server";
import { alternatesOf, publicMeta } from "~/features/site/seo";
import { pathFor } from "~/features/site/urls";
import { useT } from "~/i18n/ui-strings";
import { slotSizes } from "~/lib/image-variants";

import type { Route } from "./+types/machine-park";

export async function loader(args: Route.LoaderArgs) {
  const { backend, lang, route, origin, t, read } = publicRequest(args, "machine-park");
  const equipment = await read("equipment", () => backend.site.equipment(lang));
  return {
    seo: {
      lang,
      title: t("machinePark.title"),
      description: t("machinePark.description"),
      alternates: alternatesOf((l) => pathFor(l, route)),
      origin,
    },
    home: pathFor(lang, { kind: "home" }),
    equipment,
  };
}

export const meta: Route.MetaFunction = (args) => publicMeta(args);

export default function MachinePark({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <main id="main">
      <PageBanner
        title={t("machinePark.title")}
        intro={t("machinePark.description")}
        crumbs={[{ label: t("header.home"), href: loaderData.home }, { label: t("machinePark.title") }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {loaderData.equipment.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-8 text-center text-slate-600">{t("machinePark.empty")}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.equipment.map((machine) => (
              <li key={machine.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                  <CoverImage
                    src={machine.imageUrl}
                    alt={machine.imageAlt}
                    width={640}
                    height={420}
                    sizes={slotSizes.card}
                    className="aspect-[32/21] w-full"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    {machine.category && (
                      <p className="text-xs font-semibold uppercase tracking-wider text-brand-steel">
                        {machine.category}
                      </p>
                    )}
                    <h2 className="mt-1.5 text-lg font-bold text-brand-navy">{machine.name}</h2>
                    {machine.modelName && (
                      <p className="mt-1 text-sm text-slate-500">
                        {t("machinePark.model")}:{" "}
                        <span className="font-medium text-slate-700">{machine.modelName}</span>
                      </p>
                    )}
                    {machine.description && (
                      <p className="mt-3 line-clamp-3 text-sm text-slate-600">{machine.description}</p>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
