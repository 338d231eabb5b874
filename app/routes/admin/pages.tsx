import { Link, Outlet } from "react-router";

import { backendContext } from "~/backend/context.server";
import { SectionHeader } from "~/components/admin/form-parts";
import { ListPager, ListSearch } from "~/components/admin/list-controls";
import { RecordLinks } from "~/components/admin/record-links";
import { Button } from "~/components/ui/button";
import { Badge, Card } from "~/components/ui/card";
import { Plus } from "~/components/ui/icons";
import { loadList } from "~/features/admin/forms.server";
import { adminPager, emptySlice, emptyText, readAdminList } from "~/features/admin/paging";
import { commonTexts, fieldLabels, stateLabels } from "~/features/admin/texts/common";
import { adminSection } from "~/features/admin/texts/layout";
import { searchPlaceholders } from "~/features/admin/texts/list";
import { pageMessages, pageTexts, pageTypeLabels } from "~/features/admin/texts/pages";
import { useListQuery } from "~/lib/list-query";

import type { Route } from "./+types/pages";

export async function loader({ context, url }: Route.LoaderArgs) {
  const request = readAdminList(url, "rows");
  const { value, error } = await loadList(
    context,
    () => context.get(backendContext).pages.list(request.window),
    emptySlice,
    pageMessages.listFailed,
  );
  return { pages: value.items, pager: adminPager("/admin/pages", request, value), error };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { pages, pager, error } = loaderData;
  const search = useListQuery();
  return (
    <>
      <SectionHeader
        title={adminSection("pages").label}
        description={pageTexts.description}
        action={
          <Button asChild>
            <Link to={{ pathname: "new", search }} preventScrollReset>
              <Plus aria-hidden />
              {pageTexts.add}
            </Link>
          </Button>
        }
      />
      <ListSearch pager={pager} what={adminSection("pages").label} placeholder={searchPlaceholders.pages} />
      <Card className="overflow-hidden">
        {error ? (
          <p role="alert" className="p-6 text-sm text-red-700">
            {error}
          </p>
        ) : pages.length === 0 ? (
          <p className="p-6 text-sm text-slate-600">{emptyText(pager, pageTexts.empty)}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs uppercase tracking-wider text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {fieldLabels.title}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">
                    {fieldLabels.category}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {fieldLabels.status}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    <span className="sr-only">{commonTexts.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {pages.map((page) => (
                  <tr key={page.id} className="hover:bg-slate-50">
                    <td className="px-3 py-3 sm:px-4">
                      <span className="font-medium wrap-anywhere text-slate-900">{page.title}</span>
                      <span className="block text-xs break-all text-slate-500">/{page.slug}</span>
                      <span className="block text-xs text-slate-500 sm:hidden">{pageTypeLabels[page.type]}</span>
                    </td>
                    <td className="hidden px-4 py-3 text-slate-700 sm:table-cell">{pageTypeLabels[page.type]}</td>
                    <td className="px-4 py-3">
                      <Badge tone={page.isPublished ? "success" : "warning"}>
                        {page.isPublished ? stateLabels.published : stateLabels.draft}
                      </Badge>
                    </td>
                    <td className="px-2 py-3 sm:px-4">
                      <div className="flex justify-end gap-1">
                        <RecordLinks
                          id={page.id}
                          editLabel={pageTexts.edit(page.title)}
                          deleteLabel={pageTexts.delete(page.title)}
                          text="wide"
                        />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <ListPager pager={pager} />
      <Outlet />
    </>
  );
}
