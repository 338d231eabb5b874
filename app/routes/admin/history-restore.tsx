import { data, Form, useActionData, useLoaderData, useLocation } from "react-router";

import { isBackendError } from "~/backend/errors";
import { DialogError } from "~/components/admin/dialog-error";
import { FormActions, FormErrors } from "~/components/admin/form-parts";
import { RouteDialog } from "~/components/admin/route-dialog";
import { DialogBody } from "~/components/ui/dialog";
import { redirectWithToast } from "~/features/admin/flash.server";
import { backendFailure, loadRecord, readForm } from "~/features/admin/forms.server";
import { historyTargetOf } from "~/features/admin/history-targets";
import { historyRecord, revisionNumber } from "~/features/admin/history.server";
import { commonTexts } from "~/features/admin/texts/common";
import { historyTexts } from "~/features/admin/texts/history";
import { success } from "~/features/admin/toast";

import type { Route } from "./+types/history-restore";

// /admin/<section>/:id/history/:revision/restore: "Geri yükle" asks first, then saves the
// revision as a new one through the record's own save (a newer save since the page was loaded
// is refused with the usual 409 text).

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { target, backend, version } = await historyRecord(context, url);
  const revision = revisionNumber(params.revision);
  if (revision === null) throw data(historyTexts.notFound, { status: 404 });
  await loadRecord(context, () => backend.history.get(target.kind, target.id, revision), {
    notFound: historyTexts.notFound,
    loadFailed: historyTexts.restoreFailed,
  });
  return { revision, version, historyPath: target.historyPath };
}

export async function action({ request, context, url, params }: Route.ActionArgs) {
  const target = historyTargetOf(url.pathname);
  const revision = revisionNumber(params.revision);
  // The body is read (within its limit) before anything else: an oversized post is 413 wherever it goes.
  const read = await readForm(request);
  if (!read.ok) return data({ message: read.message }, { status: read.status });
  if (!target || revision === null) throw data(historyTexts.notFound, { status: 404 });
  const version = revisionNumber(String(read.formData.get("version") ?? ""));
  if (version === null) return data({ message: commonTexts.unreadableForm }, { status: 400 });
  const backend = (await historyRecord(context, url)).backend;
  try {
    const outcome = await backend.history.restore(target.kind, target.id, revision, version);
    const message = outcome.imageMissing
      ? historyTexts.restoredWithoutImage(revision)
      : historyTexts.restored(revision);
    return redirectWithToast(context, target.historyPath, success(message));
  } catch (error) {
    if (isBackendError(error, "stale")) return data({ message: commonTexts.staleRecord }, { status: 409 });
    const answer = backendFailure(context, error, historyTexts.restoreFailed);
    return data(
      { message: answer.data.toast?.message ?? commonTexts.unreadableForm },
      { status: answer.init?.status ?? 503 },
    );
  }
}

export default function HistoryRestore() {
  const { revision, version, historyPath } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <RouteDialog title={historyTexts.restoreTitle(revision)} closeTo={historyPath} className="max-w-md">
      <Form method="post">
        <input type="hidden" name="version" value={version} />
        <DialogBody className="space-y-2 text-sm">
          {answer?.message && <FormErrors errors={[answer.message]} id="restore-error" />}
          <p>{historyTexts.restoreQuestion}</p>
        </DialogBody>
        <FormActions cancelTo={historyPath} submitLabel={historyTexts.restore} busyLabel={historyTexts.restoring} />
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The history page this dialog sits on: its URL less "/<revision>/restore".
  const historyPath = useLocation().pathname.split("/").slice(0, -2).join("/");
  return (
    <DialogError
      error={error}
      title={historyTexts.restore}
      closeTo={historyPath}
      backLabel={historyTexts.back}
      notFound={historyTexts.notFound}
      loadFailed={historyTexts.restoreFailed}
    />
  );
}
