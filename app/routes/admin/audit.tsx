import { Form, Link } from "react-router";

import { auditRetentionDays } from "~/backend/history";
import { SectionHeader } from "~/components/admin/form-parts";
import { ListPager, ListStatus } from "~/components/admin/list-controls";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { X } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { auditPage } from "~/features/admin/audit.server";
import { auditPath } from "~/features/admin/history-paths";
import { auditTexts } from "~/features/admin/texts/audit";
import { adminSection } from "~/features/admin/texts/layout";

import type { Route } from "./+types/audit";

// /admin/audit, "Hareket Kaydı": who did what and when in the admin, newest first, filtered by
// user, kind of record and days; admins only (docs/product.md §5.14,
// docs/decisions/048-append-only-audit-and-scheduled-jobs.md).

export async function loader({ context, url }: Route.LoaderArgs) {
  return auditPage(context, url);
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { filters, invalidDates, filtered, users, types, rows, pager, error } = loaderData;
  return (
    <>
      <SectionHeader title={adminSection("audit").label} description={auditTexts.description(auditRetentionDays)} />
      <search className="mb-4 block">
        <Form method="get" action={auditPath}>
          <fieldset className="flex flex-wrap items-end gap-3">
            <legend className="sr-only">{auditTexts.filtersLabel}</legend>
            <div className="space-y-1">
              <Label htmlFor="audit-user">{auditTexts.user}</Label>
              <NativeSelect id="audit-user" name="user" defaultValue={filters.user}>
                <option value="">{auditTexts.allUsers}</option>
                {users.map((u) => (
                  <option key={u.value} value={u.value}>
                    {u.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1">
              <Label htmlFor="audit-type">{auditTexts.recordType}</Label>
              <NativeSelect id="audit-type" name="type" defaultValue={filters.type}>
                <option value="">{auditTexts.allTypes}</option>
                {types.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {(["from", "to"] as const).map((field) => (
              <div key={field} className="space-y-1">
                <Label htmlFor={`audit-${field}`}>{auditTexts[field]}</Label>
                <Input
                  id={`audit-${field}`}
                  type="date"
                  name={field}
                  defaultValue={filters[field]}
                  aria-invalid={invalidDates[field] || undefined}
                  aria-describedby={invalidDates[field] ? `audit-${field}-error` : undefined}
                  className="w-auto"
                />
                {invalidDates[field] && (
                  <p id={`audit-${field}-error`} className="text-xs text-destructive">
                    {auditTexts.invalidDate}
                  </p>
                )}
              </div>
            ))}
            <Button type="submit" variant="outline">
              {auditTexts.filter}
            </Button>
            {filtered && (
              <Button variant="ghost" asChild>
                <Link to={auditPath}>
                  <X aria-hidden />
                  {auditTexts.clear}
                </Link>
              </Button>
            )}
          </fieldset>
        </Form>
        <p className="mt-2 text-xs text-muted-foreground">{auditTexts.timeZoneNote}</p>
      </search>
      <Card className="overflow-hidden">
        {error || rows.length === 0 ? (
          <ListStatus error={error} empty={auditTexts.empty} />
        ) : (
          <Table>
            <TableCaption>{auditTexts.listCaption}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{auditTexts.when}</TableHead>
                <TableHead className="hidden md:table-cell">{auditTexts.who}</TableHead>
                <TableHead>{auditTexts.what}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="align-top whitespace-nowrap">{row.time}</TableCell>
                  <TableCell className="hidden align-top wrap-anywhere md:table-cell">{row.actor}</TableCell>
                  <TableCell className="wrap-anywhere">
                    {row.summary}
                    <span className="block text-xs text-muted-foreground md:hidden">{row.actor}</span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <ListPager pager={pager} />
    </>
  );
}
