import { Outlet } from "react-router";

import { backendContext } from "~/backend/context.server";
import { SectionHeader } from "~/components/admin/form-parts";
import { ListPager, ListSearch, ListStatus } from "~/components/admin/list-controls";
import { NewRecordLink, RecordLinks, RecordLinksHead } from "~/components/admin/record-links";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { loadList } from "~/features/admin/forms.server";
import { adminPager, emptySlice, emptyText, readAdminList } from "~/features/admin/paging";
import { fieldLabels, stateLabels } from "~/features/admin/texts/common";
import { adminSection } from "~/features/admin/texts/layout";
import { searchPlaceholders } from "~/features/admin/texts/list";
import { pageMessages, pageTexts, pageTypeLabels } from "~/features/admin/texts/pages";

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
  return (
    <>
      <SectionHeader
        title={adminSection("pages").label}
        description={pageTexts.description}
        action={<NewRecordLink label={pageTexts.add} />}
      />
      <ListSearch pager={pager} what={adminSection("pages").label} placeholder={searchPlaceholders.pages} />
      <Card className="overflow-hidden">
        {error || pages.length === 0 ? (
          <ListStatus error={error} empty={emptyText(pager, pageTexts.empty)} />
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{fieldLabels.title}</TableHead>
                <TableHead className="hidden sm:table-cell">{fieldLabels.category}</TableHead>
                <TableHead>{fieldLabels.status}</TableHead>
                <RecordLinksHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {pages.map((page) => (
                <TableRow key={page.id}>
                  <TableCell className="px-3 sm:px-4">
                    <span className="font-medium wrap-anywhere">{page.title}</span>
                    <span className="block text-xs break-all text-muted-foreground">/{page.slug}</span>
                    <span className="block text-xs text-muted-foreground sm:hidden">{pageTypeLabels[page.type]}</span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{pageTypeLabels[page.type]}</TableCell>
                  <TableCell>
                    <Badge tone={page.isPublished ? "success" : "warning"}>
                      {page.isPublished ? stateLabels.published : stateLabels.draft}
                    </Badge>
                  </TableCell>
                  <TableCell className="px-2 sm:px-4">
                    <div className="flex justify-end gap-1">
                      <RecordLinks
                        id={page.id}
                        editLabel={pageTexts.edit(page.title)}
                        deleteLabel={pageTexts.delete(page.title)}
                        text="wide"
                      />
                    </div>
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
