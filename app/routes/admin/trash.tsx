import { Form, Link, Outlet } from "react-router";

import { trashDays } from "~/backend/history";
import { SectionHeader } from "~/components/admin/form-parts";
import { ListPager, ListStatus } from "~/components/admin/list-controls";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { RotateCcw, Trash2 } from "~/components/ui/icons";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { kindParam, trashPath } from "~/features/admin/history-paths";
import { adminSection } from "~/features/admin/texts/layout";
import { trashTexts } from "~/features/admin/texts/trash";
import { trashPage } from "~/features/admin/trash.server";
import { useListQuery } from "~/lib/list-query";

import type { Route } from "./+types/trash";

// /admin/trash: deleted records waiting trashDays (docs/product.md §5.13,
// docs/decisions/047-trash-as-moved-rows.md), of one kind or all, a page at a time; "Geri yükle"
// and "Kalıcı olarak sil" are dialogs of their own, so they work without JavaScript.

export async function loader({ context, url }: Route.LoaderArgs) {
  return trashPage(context, url);
}

export default function Trash({ loaderData }: Route.ComponentProps) {
  const { kind, kinds, rows, pager, error } = loaderData;
  // The dialogs carry the list's filter and page, and go back to them.
  const query = useListQuery();
  return (
    <>
      <SectionHeader title={adminSection("trash").label} description={trashTexts.description(trashDays)} />
      <search className="mb-4 block">
        <Form method="get" action={trashPath} className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <Label htmlFor="trash-kind">{trashTexts.filterLabel}</Label>
            <NativeSelect id="trash-kind" name={kindParam} defaultValue={kind ?? ""}>
              <option value="">{trashTexts.allKinds}</option>
              {kinds.map((k) => (
                <option key={k.value} value={k.value}>
                  {k.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline">
            {trashTexts.filter}
          </Button>
        </Form>
      </search>
      <Card className="overflow-hidden">
        {error || rows.length === 0 ? (
          <ListStatus error={error} empty={kind ? trashTexts.emptyOfKind : trashTexts.empty} />
        ) : (
          <Table>
            <TableCaption>{trashTexts.listCaption}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{trashTexts.name}</TableHead>
                <TableHead className="hidden sm:table-cell">{trashTexts.kind}</TableHead>
                <TableHead className="hidden md:table-cell">{trashTexts.deletedBy}</TableHead>
                <TableHead className="hidden lg:table-cell">{trashTexts.deletedAt}</TableHead>
                <TableHead className="hidden lg:table-cell">{trashTexts.expires}</TableHead>
                <TableHead>
                  <span className="sr-only">{trashTexts.restore}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid={`trash-${row.id}`}>
                  <TableCell className="px-3 sm:px-4">
                    <span className="font-medium wrap-anywhere">{row.name}</span>
                    {row.children && <span className="block text-xs text-muted-foreground">{row.children}</span>}
                    <span className="block text-xs text-muted-foreground sm:hidden">{row.kind}</span>
                    <span className="block text-xs text-muted-foreground lg:hidden">
                      {trashTexts.deletedAt}: {row.deletedAt}
                    </span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{row.kind}</TableCell>
                  <TableCell className="hidden wrap-anywhere md:table-cell">{row.deletedBy}</TableCell>
                  <TableCell className="hidden whitespace-nowrap lg:table-cell">{row.deletedAt}</TableCell>
                  <TableCell className="hidden whitespace-nowrap lg:table-cell">{row.expires}</TableCell>
                  <TableCell className="px-2 sm:px-4">
                    <div className="flex justify-end gap-1">
                      <Button variant="outline" size="sm" asChild>
                        <Link
                          to={`${trashPath}/${row.id}/restore${query}`}
                          aria-label={trashTexts.restoreLabel(row.name)}
                        >
                          <RotateCcw aria-hidden />
                          <span className="hidden sm:inline">{trashTexts.restore}</span>
                        </Link>
                      </Button>
                      <Button variant="ghost" size="sm" asChild>
                        <Link to={`${trashPath}/${row.id}/purge${query}`} aria-label={trashTexts.purgeLabel(row.name)}>
                          <Trash2 aria-hidden className="text-destructive" />
                          <span className="hidden xl:inline">{trashTexts.purge}</span>
                        </Link>
                      </Button>
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
