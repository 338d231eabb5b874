import { backendContext } from "~/backend/context.server";
import { isBackendError } from "~/backend/errors";
import { mediaPickerRequestOf, readMediaPicker } from "~/features/admin/media-picker.server";
import { logRequestFailure } from "~/lib/failures.server";

import type { Route } from "./+types/media-picker";

// /admin/media/picker?q=&page=: a page of the media library's files with their alt texts per
// language, as JSON, for the pickers that run in the browser (the editor's "Görsel ekle"; decision
// 060). Under the admin layout, so the guard has checked the session; a session-dependent answer,
// never cached. The same read gives the image fields their choices without JavaScript.

const noStore = { "cache-control": "private, no-store" };
const empty = { files: [], search: "", page: 1, pageCount: 1, total: 0 };

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const page = await readMediaPicker(context.get(backendContext), mediaPickerRequestOf(new URL(request.url)));
    return Response.json(page, { headers: noStore });
  } catch (error) {
    if (isBackendError(error, "forbidden")) return Response.json(empty, { status: 401, headers: noStore });
    logRequestFailure(context, error);
    return Response.json(empty, { status: 503, headers: noStore });
  }
}
