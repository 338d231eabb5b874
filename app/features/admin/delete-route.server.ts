import { type ActionFunctionArgs, type LoaderFunctionArgs, type RouterContextProvider } from "react-router";

import { backendContext } from "~/backend/context.server";
import type { Backend } from "~/backend/port";

import { redirectWithToast } from "./flash.server";
import { backendFailure, loadRecord } from "./forms.server";
import type { Toast } from "./toast";

/** What a delete confirmation shows: the record's name, and an optional line about what goes with it. */
export interface DeletePrompt {
  name: string;
  detail?: string;
  /** Why the record cannot be deleted now (it is still used): the dialog offers no 'Sil'. */
  blocked?: string;
}

/** The messages of one kind of record, in the spec's words. */
export interface DeleteMessages<T = unknown> {
  notFound: string;
  loadFailed: (message: string) => string;
  /** The toast after the delete, or one that names the record. */
  deleted: Toast | ((record: T) => Toast);
  deleteFailed: (message: string) => string;
}

/**
 * The loader and action of a delete confirmation route (`/admin/<list>/:id/delete`), the same for
 * every kind of record: the loader names the record (404 when it is gone, 503 when the store
 * fails); the action deletes it and goes back to the list with the spec's toast, or answers with
 * the backend failure policy of `backendFailure`.
 */
export function deleteRoute<T>(spec: {
  listPath: string;
  load: (backend: Backend, id: string) => Promise<T | null>;
  prompt: (record: T, backend: Backend) => DeletePrompt | Promise<DeletePrompt>;
  remove: (backend: Backend, record: T, id: string) => Promise<void>;
  messages: DeleteMessages<T>;
}) {
  const find = (context: Readonly<RouterContextProvider>, id: string | undefined) =>
    loadRecord(context, () => (id ? spec.load(context.get(backendContext), id) : Promise.resolve(null)), spec.messages);

  async function loader({ params, context }: LoaderFunctionArgs): Promise<DeletePrompt> {
    const backend = context.get(backendContext);
    return spec.prompt(await find(context, params.id), backend);
  }

  async function action({ params, context }: ActionFunctionArgs) {
    const backend = context.get(backendContext);
    const record = await find(context, params.id);
    try {
      await spec.remove(backend, record, params.id!);
    } catch (error) {
      return backendFailure(context, error, spec.messages.deleteFailed);
    }
    const { deleted } = spec.messages;
    return redirectWithToast(context, spec.listPath, typeof deleted === "function" ? deleted(record) : deleted);
  }

  return { loader, action };
}
