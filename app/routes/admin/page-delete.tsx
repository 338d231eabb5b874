import { data, Form } from "react-router";
import { backendContext } from "~/backend/context.server";
import { isBackendError } from "~/backend/errors";
import { FormActions } from "~/components/admin/form-parts";
import { RouteDialog } from "~/components/ui/dialog";
import { redirectWithToast } from "~/features/admin/flash.server";
import { pageMessages } from "~/features/admin/pages";
import { failure, success } from "~/features/admin/toast";
import { DialogError } from "~/components/admin/dialog-error";
import type { Route } from "./+types/page-delete";

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await context.get(backendContext).pages.get(params.id);
  if (!page) throw data(null, { status: 404 });
  return { title: page.translations.tr?.title ?? page.slug };
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    await context.get(backendContext).pages.delete(params.id);
  } catch (error) {
    if (!isBackendError(error, "not_found")) console.error(error);
    return redirectWithToast("/admin/pages", failure(pageMessages.deleteFailed));
  }
  return redirectWithToast("/admin/pages", success(pageMessages.deleted));
}

export default function PageDelete({ loaderData }: Route.ComponentProps) {
  return (
    <RouteDialog title="Sayfayı Sil" closeTo="/admin/pages" className="max-w-md">
      <Form method="post">
        <div className="space-y-2 px-5 py-5 text-sm text-slate-700">
          <p>{pageMessages.confirmDelete}</p>
          <p className="font-semibold text-slate-900">{loaderData.title}</p>
        </div>
        <FormActions cancelTo="/admin/pages" submitLabel="Sil" busyLabel="Siliniyor..." destructive />
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DialogError
      error={error}
      title={"Sayfayı Sil"}
      closeTo="/admin/pages"
      backLabel="Sayfalara dön"
      notFound={pageMessages.notFound}
      loadFailed={pageMessages.loadFailed}
    />
  );
}
