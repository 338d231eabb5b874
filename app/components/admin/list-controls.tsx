import { Form, Link } from "react-router";

import type { AdminPager } from "~/features/admin/paging";
import { searchParam } from "~/features/admin/paging";
import { listTexts } from "~/features/admin/texts/list";
import { cn } from "~/lib/cn";
import { cx } from "~/lib/cx";
import { pageHref } from "~/lib/pagination";

import { Button } from "../ui/button";
import { Search, X } from "../ui/icons";
import { Input } from "../ui/input";

// The search form and the pager of the admin's long lists: a GET form and plain links, so
// both work without JavaScript; with it, React Router navigates without a full reload.

/** Searches the list by title or name (`?q=`); a new search starts on page 1. */
export function ListSearch({ pager, what, placeholder }: { pager: AdminPager; what: string; placeholder: string }) {
  return (
    <search className="mb-4 block">
      <Form method="get" action={pager.path} className="flex flex-wrap items-center gap-2">
        {Object.entries(pager.keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="sr-only" htmlFor="list-search">
          {listTexts.searchLabel(what)}
        </label>
        <Input
          id="list-search"
          type="search"
          name={searchParam}
          defaultValue={pager.search}
          placeholder={placeholder}
          maxLength={100}
          className="max-w-sm"
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden />
          {listTexts.search}
        </Button>
        {pager.search && (
          <Button variant="ghost" asChild>
            <Link to={pageHref(pager.path, 1, pager.keep)}>
              <X aria-hidden />
              {listTexts.clear}
            </Link>
          </Button>
        )}
      </Form>
    </search>
  );
}

/**
 * What a list shows instead of its rows: why it did not load (announced), or that it is empty
 * (`empty`, e.g. "Henüz sayfa yok." or what a search did not find).
 */
export function ListStatus({ error, empty, className }: { error: string | null; empty: string; className?: string }) {
  return error ? (
    <p role="alert" className={cn("p-6 text-sm text-destructive", className)}>
      {error}
    </p>
  ) : (
    <p className={cn("p-6 text-sm text-muted-foreground", className)}>{empty}</p>
  );
}

/** Which rows are shown, and links to the other pages (nothing to turn when all fit on one). */
export function ListPager({ pager }: { pager: AdminPager }) {
  if (pager.total === 0) return null;
  const link = "inline-flex min-w-9 justify-center rounded-md px-3 py-1.5 text-sm font-medium";
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
      <p>{listTexts.range(pager.from, pager.to, pager.total)}</p>
      {pager.pageCount > 1 && (
        <nav aria-label={listTexts.pagerLabel} className="flex flex-wrap items-center gap-1">
          {pager.prev && (
            <Link to={pager.prev} rel="prev" className={cx(link, "border border-border bg-card hover:bg-accent")}>
              {listTexts.previous}
            </Link>
          )}
          {pager.pages.map((entry, i) =>
            entry === null ? (
              <span key={`gap-${i}`} aria-hidden className="px-1">
                …
              </span>
            ) : (
              <Link
                key={entry.page}
                to={entry.href}
                aria-label={listTexts.page(entry.page)}
                aria-current={entry.page === pager.page ? "page" : undefined}
                className={cx(
                  link,
                  entry.page === pager.page ? "bg-primary text-primary-foreground" : "hover:bg-muted",
                )}
              >
                {entry.page}
              </Link>
            ),
          )}
          {pager.next && (
            <Link to={pager.next} rel="next" className={cx(link, "border border-border bg-card hover:bg-accent")}>
              {listTexts.next}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
