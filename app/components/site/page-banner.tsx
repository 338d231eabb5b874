import type { Crumb } from "~/features/site/pages";
import type { Lang } from "~/i18n/languages";
import { useT } from "~/i18n/ui-strings";

import { ChevronRight } from "../ui/icons";

/**
 * The title band at the top of inner pages, with the page's place in the site. `titleLang`: the
 * title's language when it is not the page's (a fallback), marked on the heading and on the
 * breadcrumb's last item, which repeats it.
 */
export function PageBanner({
  title,
  intro,
  crumbs = [],
  titleLang,
}: {
  title: string;
  intro?: string;
  crumbs?: Crumb[];
  titleLang?: Lang;
}) {
  const { t } = useT();
  return (
    <div className="bg-brand-navy text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        {crumbs.length > 0 && (
          <nav aria-label={t("a11y.breadcrumb")} className="mb-3 text-sm text-slate-300">
            <ol className="flex flex-wrap items-center gap-1">
              {crumbs.map((crumb, i) => (
                <li key={`${crumb.label}-${i}`} className="flex items-center gap-1">
                  {i > 0 && <ChevronRight size={14} aria-hidden />}
                  {crumb.href ? (
                    <a href={crumb.href} className="hover:text-white hover:underline">
                      {crumb.label}
                    </a>
                  ) : (
                    <span aria-current="page" lang={i === crumbs.length - 1 ? titleLang : undefined}>
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1 lang={titleLang} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h1>
        {intro && <p className="mt-3 max-w-3xl text-lg text-slate-300">{intro}</p>}
      </div>
    </div>
  );
}
