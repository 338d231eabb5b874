import type { PublicPager } from "~/features/site/pagination";
import { useT } from "~/i18n/ui-strings";
import { cx } from "~/lib/cx";

import { ChevronLeft, ChevronRight } from "../ui/icons";

/** A paginated list's page links (nothing when there is one page); plain links, crawlable. */
export function Pager({ pager }: { pager: PublicPager }) {
  const { t } = useT();
  if (pager.pageCount <= 1) return null;
  const step =
    "inline-flex items-center gap-1 rounded-full px-4 py-2 text-sm font-semibold bg-slate-100 text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-orange";
  return (
    <nav aria-label={t("pagination.label")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {pager.prev && (
        <a href={pager.prev} rel="prev" className={step}>
          <ChevronLeft size={16} aria-hidden />
          {t("pagination.previous")}
        </a>
      )}
      <ol className="flex flex-wrap items-center gap-1">
        {pager.pages.map((entry, i) =>
          entry === null ? (
            <li key={`gap-${i}`} aria-hidden className="px-2 text-slate-500">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <a
                href={entry.href}
                aria-label={t("pagination.page", { page: entry.page })}
                aria-current={entry.page === pager.page ? "page" : undefined}
                className={cx(
                  "inline-flex min-w-10 justify-center rounded-full px-3 py-2 text-sm font-semibold",
                  entry.page === pager.page ? "bg-brand-navy text-white" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {entry.page}
              </a>
            </li>
          ),
        )}
      </ol>
      {pager.next && (
        <a href={pager.next} rel="next" className={step}>
          {t("pagination.next")}
          <ChevronRight size={16} aria-hidden />
        </a>
      )}
      <p className="sr-only" aria-live="polite">
        {t("pagination.pageOf", { page: pager.page, count: pager.pageCount })}
      </p>
    </nav>
  );
}
