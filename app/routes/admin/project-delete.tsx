import { data, Form, redirect } from "react-router";
import { backendContext } from "~/backend/context.server";
import { isBackendError } from "~/backend/errors";
import { messageOf } from "~/backend/uploads";
import { FormActions } from "~/components/admin/form-parts";
import { DialogError } from "~/components/admin/dialog-error";
import { RouteDialog } from "~/components/ui/dialog";
import { redirectWithToast } from "~/features/admin/flash.server";
import { loginPath } from "~/features/admin/guard.server";
import { projectMessages, projectTitle } from "~/features/admin/projects";
import { failure, success } from "~/features/admin/toast";
import type { Route } from "./+types/project-delete";

// /admin/projects/:id/delete: the confirmation (spec section 5: the prompt names the project).

export async function loader({ params, context }: Route.LoaderArgs) {
  let project;
  try {
    project = await context.get(backendContext).projects.get(params.id);
  } catch (error) {
    console.error(error);
    throw data(projectMessages.detailsFailed(messageOf(error)), { status: 503 });
  }
  if (!project) throw data(projectMessages.notFound, { status: 404 });
  return { title: projectTitle(project) };
}

export async function action({ params, context }: Route.ActionArgs) {
  try {
    await context.get(backendContext).projects.delete(params.id);
  } catch (error) {
    if (isBackendError(error, "forbidden")) throw redirect(loginPath);
    if (!isBackendError(error, "not_found")) console.error(error);
    return redirectWithToast("/admin/projects", failure(projectMessages.deleteFailed(messageOf(error))));
  }
  return redirectWithToast("/admin/projects", success(projectMessages.deleted, projectMessages.deletedTitle));
}

export default function ProjectDelete({ loaderData }: Route.ComponentProps) {
  return (
    <RouteDialog title="Projeyi Sil" closeTo="/admin/projects" className="max-w-md">
      <Form method="post">
        <p className="px-5 py-5 text-sm break-words text-slate-700">{projectMessages.confirmDelete(loaderData.title)}</p>
        <FormActions cancelTo="/admin/projects" submitLabel="Sil" busyLabel="Siliniyor..." destructive />
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DialogError
      error={error}
      title="Projeyi Sil"
      closeTo="/admin/projects"
      backLabel="Projelere dön"
      notFound={projectMessages.notFound}
      loadFailed={projectMessages.detailsFailed}
    />
  );
}
