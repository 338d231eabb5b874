import { isRouteErrorResponse, Link } from "react-router";

import { Button } from "~/components/ui/button";
import { DialogBody, DialogFooter } from "~/components/ui/dialog";
import { messageOf } from "~/lib/error-message";
import { useWithListQuery } from "~/lib/list-query";

import { RouteDialog } from "./route-dialog";

/**
 * What a dialog route shows when its record cannot be shown: missing (404) or not loadable
 * (another status, or a thrown error, logged). The list stays in place behind it, inside the
 * admin frame.
 */
export function DialogError({
  error,
  title,
  closeTo,
  backLabel,
  notFound,
  loadFailed,
}: {
  error: unknown;
  title: string;
  closeTo: string;
  backLabel: string;
  notFound: string;
  loadFailed: (message: string) => string;
}) {
  const back = useWithListQuery(closeTo);
  let message: string;
  if (isRouteErrorResponse(error)) {
    message =
      typeof error.data === "string" && error.data
        ? error.data
        : error.status === 404
          ? notFound
          : loadFailed(error.statusText);
  } else {
    console.error(error);
    message = loadFailed(messageOf(error));
  }
  return (
    <RouteDialog title={title} closeTo={closeTo} className="max-w-md">
      <DialogBody role="alert" className="text-sm text-destructive">
        {message}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" asChild>
          <Link to={back} preventScrollReset data-autofocus>
            {backLabel}
          </Link>
        </Button>
      </DialogFooter>
    </RouteDialog>
  );
}

/**
 * The error boundary of a record's dialog route: `title` for a new record or an edit (by the
 * route's `:id`), the rest as DialogError takes it.
 */
export interface DialogTexts {
  title: string | ((editing: boolean) => string);
  closeTo: string;
  backLabel: string;
  notFound: string;
  loadFailed: (message: string) => string;
}

/** A dialog's title for a new record or an edit. */
export const dialogTitle = (texts: DialogTexts, editing: boolean) =>
  typeof texts.title === "string" ? texts.title : texts.title(editing);

export function dialogErrorBoundary(texts: DialogTexts) {
  return function ErrorBoundary({ error, params }: { error: unknown; params: Record<string, string | undefined> }) {
    return <DialogError error={error} {...texts} title={dialogTitle(texts, Boolean(params.id))} />;
  };
}
