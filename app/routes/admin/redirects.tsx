import { Link, Outlet } from "react-router";

import { backendContext } from "~/backend/context.server";
import { SectionHeader } from "~/components/admin/form-parts";
import { ListPager, ListSearch, ListStatus } from "~/components/admin/list-controls";
import { RecordLinksHead } from "~/components/admin/record-links";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Plus, Trash2 } from "~/components/ui/icons";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { loadList } from "~/features/admin/forms.server";
import { adminPager, emptySlice, emptyText, readAdminList, searchParam } from "~/features/admin/paging";
import { redirectFromPath } from "~/features/admin/redirects";
import { commonTexts } from "~/features/admin/texts/common";
import { adminSection } from "~/features/admin/texts/layout";
import { searchPlaceholders } from "~/features/admin/texts/list";
import { redirectMessages, redirectTexts } from "~/features/admin/texts/redirects";
import { adminTime } from "~/features/admin/times";
import { redirectLocation } from "~/features/site/public.server";
import { isLang, languages, type Lang } from "~/i18n/languages";
import { cn } from "~/lib/cn";
import { useListQuery } from "~/lib/list-query";
import { pageHref } from "~/lib/pagination";

import type { Route } from "./+types/redirects";

// /admin/redirects: "Yönlendirmeler" (docs/decisions/059-redirects.md), newest first, one language
// at a time (?lang=; none: all), searched and paged by plain GETs. A redirect is added in the
// "new" dialog route and deleted through :id/delete; the slug changes add theirs by themselves.

const listPath = "/admin/redirects";
const langParam = "lang";

export async function loader({ context, url }: Route.LoaderArgs) {
  const asked = url.searchParams.get(langParam);
  const lang: Lang | null = isLang(asked) ? asked : null;
  const request = readAdminList(url, "rows");
  const { value, error } = await loadList(
    context,
    () => context.get(backendContext).redirects.list({ ...request.window, ...(lang ? { lang } : {}) }),
    emptySlice,
    redirectMessages.listFailed,
  );
  return {
    lang,
    redirects: value.items.map((r) => ({
      id: r.id,
      lang: r.lang,
      automatic: r.automatic,
      live: r.live,
      from: redirectFromPath(r),
      to: redirectLocation(r.lang, r.to),
      created: adminTime(r.createdAt),
    })),
    pager: adminPager(listPath, request, value, lang ? { [langParam]: lang } : {}),
    error,
  };
}

export default function Redirects({ loaderData }: Route.ComponentProps) {
  const { lang, redirects, pager, error } = loaderData;
  const section = adminSection("redirects");
  return (
    <>
      <SectionHeader
        title={section.label}
        description={redirectTexts.description}
        action={
          <Link to="new" preventScrollReset className={buttonVariants()}>
            <Plus aria-hidden />
            {redirectTexts.add}
          </Link>
        }
      />
      <LanguageTabs current={lang} search={pager.search} />
      <ListSearch pager={pager} what={section.label} placeholder={searchPlaceholders.redirects} />
      <Card className="overflow-hidden">
        {error || redirects.length === 0 ? (
          <ListStatus error={error} empty={emptyText(pager, redirectTexts.empty)} />
        ) : (
          <Table>
            <TableCaption>{redirectTexts.listLabel}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{redirectTexts.from}</TableHead>
                <TableHead className="hidden md:table-cell">{redirectTexts.to}</TableHead>
                <TableHead className="hidden sm:table-cell">{redirectTexts.kind}</TableHead>
                <RecordLinksHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {redirects.map((r) => (
                <TableRow key={r.id}>
                  <TableCell className="px-3 sm:px-4">
                    <span className="block font-medium break-all">{r.from}</span>
                    <span className="block text-xs break-all text-muted-foreground md:hidden">→ {r.to}</span>
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {r.automatic ? redirectTexts.automatic : redirectTexts.manual} · {r.created}
                    </span>
                  </TableCell>
                  <TableCell className="hidden break-all md:table-cell">
                    {r.to}
                    {r.live ? null : (
                      <span className="block text-xs text-muted-foreground">{redirectTexts.notLive}</span>
                    )}
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap sm:table-cell">
                    {r.automatic ? redirectTexts.automatic : redirectTexts.manual}
                    <span className="block text-xs text-muted-foreground">{r.created}</span>
                  </TableCell>
                  <TableCell className="px-2 sm:px-4">
                    <DeleteLink id={r.id} from={r.from} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <ListPager pager={pager} />
      <Outlet />
    </>
  );
}

/** All languages, then each: links, so each is a URL and works without JavaScript. */
function LanguageTabs({ current, search }: { current: Lang | null; search: string }) {
  const tabs: Array<Lang | null> = [null, ...languages];
  return (
    <nav aria-label={redirectTexts.tabsLabel} className="mb-4 flex flex-wrap gap-1 border-b border-border">
      {tabs.map((tab) => (
        <Link
          key={tab ?? "all"}
          to={pageHref(listPath, 1, { ...(tab ? { [langParam]: tab } : {}), [searchParam]: search })}
          aria-current={tab === current ? "page" : undefined}
          className={cn(
            "-mb-px inline-flex items-center border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
            tab === current
              ? "border-primary text-foreground"
              : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {tab ? redirectTexts.languageTab(tab) : redirectTexts.all}
        </Link>
      ))}
    </nav>
  );
}

function DeleteLink({ id, from }: { id: string; from: string }) {
  const search = useListQuery();
  return (
    <div className="flex justify-end">
      <Link
        to={{ pathname: `${id}/delete`, search }}
        preventScrollReset
        aria-label={redirectTexts.deleteLabel(from)}
        className={cn(
          buttonVariants({ variant: "ghost", size: "sm" }),
          "px-2 text-destructive hover:bg-destructive/5 sm:px-3",
        )}
      >
        <Trash2 aria-hidden />
        <span className="hidden sm:inline">{commonTexts.delete}</span>
      </Link>
    </div>
  );
}
