import { Form, Link } from "react-router";

import type { Comparison, RevisionRow } from "~/features/admin/history.server";
import type { FieldChange, TextSegment } from "~/features/admin/revision-diff.server";
import { historyTexts } from "~/features/admin/texts/history";
import { languageNames } from "~/i18n/languages";

import { Button } from "../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card";
import { RotateCcw } from "../ui/icons";
import { Label } from "../ui/label";
import { NativeSelect } from "../ui/native-select";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "../ui/table";

// The "Geçmiş" page's parts: the revisions as a table with "Geri yükle", the choice of two to
// compare (a GET form: it works without JavaScript), and what differs between them, each word
// added or removed marked by more than colour (underlined or struck through) and named for
// screen readers.

export function RevisionTable({
  revisions,
  restorePath,
}: {
  revisions: RevisionRow[];
  restorePath: (n: number) => string;
}) {
  return (
    <Table>
      <TableCaption>{historyTexts.listCaption}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{historyTexts.revisionColumn}</TableHead>
          <TableHead>{historyTexts.when}</TableHead>
          <TableHead className="hidden md:table-cell">{historyTexts.who}</TableHead>
          <TableHead>{historyTexts.what}</TableHead>
          <TableHead>
            <span className="sr-only">{historyTexts.restore}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {revisions.map((row, index) => (
          <TableRow key={row.revision} data-testid={`revision-${row.revision}`}>
            <TableCell className="font-medium whitespace-nowrap">
              {row.revision}
              {index === 0 && (
                <span className="block text-xs font-normal text-muted-foreground">{historyTexts.current}</span>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">{row.time}</TableCell>
            <TableCell className="hidden wrap-anywhere md:table-cell">{row.actor}</TableCell>
            <TableCell className="wrap-anywhere">
              <span className="font-medium">{row.action}</span>
              {row.restoredFrom !== null && <span> · {historyTexts.restoredFrom(row.restoredFrom)}</span>}
              <span className="block text-muted-foreground">{row.summary}</span>
              <span className="block text-xs text-muted-foreground md:hidden">{row.actor}</span>
            </TableCell>
            <TableCell className="text-right">
              {index > 0 && (
                <Button variant="outline" size="sm" asChild>
                  <Link
                    to={restorePath(row.revision)}
                    preventScrollReset
                    aria-label={historyTexts.restoreLabel(row.revision)}
                  >
                    <RotateCcw aria-hidden />
                    <span className="hidden sm:inline">{historyTexts.restore}</span>
                  </Link>
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The two revisions to compare, as a GET form of two selects. */
export function CompareForm({
  action,
  revisions,
  from,
  to,
}: {
  action: string;
  revisions: RevisionRow[];
  from: number | null;
  to: number | null;
}) {
  const options = revisions.map((r) => (
    <option key={r.revision} value={r.revision}>
      {historyTexts.revision(r.revision)} · {r.time}
    </option>
  ));
  return (
    <Form method="get" action={action} preventScrollReset>
      <fieldset className="flex flex-wrap items-end gap-3">
        <legend className="mb-2 text-sm font-semibold">{historyTexts.compareLegend}</legend>
        <div className="space-y-1">
          <Label htmlFor="compare-from">{historyTexts.compareOlder}</Label>
          <NativeSelect id="compare-from" name="from" defaultValue={from ?? undefined}>
            {options}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="compare-to">{historyTexts.compareNewer}</Label>
          <NativeSelect id="compare-to" name="to" defaultValue={to ?? undefined}>
            {options}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline">
          {historyTexts.compare}
        </Button>
      </fieldset>
    </Form>
  );
}

function Segment({ segment }: { segment: TextSegment }) {
  if (segment.kind === "same") return <>{segment.text}</>;
  const Tag = segment.kind === "added" ? "ins" : "del";
  const name = segment.kind === "added" ? historyTexts.added : historyTexts.removed;
  return (
    <Tag
      className={
        segment.kind === "added"
          ? "rounded-sm bg-success px-0.5 text-success-foreground underline decoration-2 underline-offset-2"
          : "rounded-sm bg-destructive/10 px-0.5 text-destructive line-through decoration-2"
      }
    >
      <span className="sr-only">[{name}: </span>
      {segment.text}
      <span className="sr-only">]</span>
    </Tag>
  );
}

function Change({ change }: { change: FieldChange }) {
  return (
    <li className="space-y-1 py-3" data-testid={`change-${change.key}`}>
      <h3 className="text-sm font-semibold">
        {change.label}
        {change.lang && (
          <span className="font-normal text-muted-foreground">
            {" "}
            {historyTexts.language(languageNames[change.lang])}
          </span>
        )}
      </h3>
      {change.segments ? (
        <>
          {change.whole && <p className="text-xs text-muted-foreground">{historyTexts.wholeText}</p>}
          <p className="text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere">
            {change.segments.map((segment, i) => (
              <Segment key={i} segment={segment} />
            ))}
          </p>
        </>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-muted-foreground">{historyTexts.before}</dt>
          <dd className="wrap-anywhere">
            <del className="decoration-2">{change.before}</del>
          </dd>
          <dt className="text-muted-foreground">{historyTexts.after}</dt>
          <dd className="wrap-anywhere">
            <ins className="underline decoration-2 underline-offset-2">{change.after}</ins>
          </dd>
        </dl>
      )}
    </li>
  );
}

/** What differs between two revisions, field by field and per language. */
export function ComparisonCard({ comparison }: { comparison: Comparison }) {
  return (
    <Card aria-labelledby="comparison-title">
      <CardHeader>
        <CardTitle id="comparison-title">{historyTexts.compareHeading(comparison.older, comparison.newer)}</CardTitle>
        <p className="text-xs text-muted-foreground">
          <ins className="underline decoration-2 underline-offset-2">{historyTexts.added}</ins>
          {" · "}
          <del className="line-through decoration-2">{historyTexts.removed}</del>
        </p>
      </CardHeader>
      <CardContent className="py-2">
        {comparison.changes.length === 0 ? (
          <p className="py-3 text-sm text-muted-foreground">{historyTexts.noDifference}</p>
        ) : (
          <ul className="divide-y divide-border">
            {comparison.changes.map((change) => (
              <Change key={change.key} change={change} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
