import { Link, Outlet } from "react-router";

import { SectionHeader } from "~/components/admin/form-parts";
import { ListStatus } from "~/components/admin/list-controls";
import { CompareForm, ComparisonCard, RevisionTable } from "~/components/admin/revisions";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { ArrowLeft } from "~/components/ui/icons";
import { historyPage } from "~/features/admin/history.server";
import { historyTexts } from "~/features/admin/texts/history";

import type { Route } from "./+types/history";

// /admin/<section>/:id/history and /admin/site-settings/history: a record's revisions (who, when,
// what changed), two of them compared field by field, and "Geri yükle" as a dialog of its own
// (docs/product.md §5.12, docs/decisions/046-revisions-as-snapshots.md).

export async function loader({ context, url }: Route.LoaderArgs) {
  return historyPage(context, url);
}

export default function History({ loaderData }: Route.ComponentProps) {
  const { target, heading, revisions, selected, comparison, compareProblem, error } = loaderData;
  return (
    <>
      <SectionHeader
        title={heading}
        description={historyTexts.description}
        action={
          <Button variant="outline" asChild>
            <Link to={target.formPath}>
              <ArrowLeft aria-hidden />
              {historyTexts.back}
            </Link>
          </Button>
        }
      />
      <div className="space-y-6">
        <Card className="overflow-hidden">
          {error || revisions.length === 0 ? (
            <ListStatus error={error} empty={historyTexts.empty} />
          ) : (
            <RevisionTable
              revisions={revisions}
              restorePath={(n) =>
                `${target.historyPath}/${n}/restore${selected.from ? `?from=${selected.from}&to=${selected.to}` : ""}`
              }
            />
          )}
        </Card>
        {revisions.length > 1 && (
          <Card>
            <CardContent>
              <CompareForm action={target.historyPath} revisions={revisions} from={selected.from} to={selected.to} />
            </CardContent>
          </Card>
        )}
        {compareProblem && <Alert tone="warning">{compareProblem}</Alert>}
        {comparison && <ComparisonCard comparison={comparison} />}
      </div>
      <Outlet />
    </>
  );
}
