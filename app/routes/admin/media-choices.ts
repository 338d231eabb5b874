import { backendContext } from "~/backend/context.server";
import { isBackendError } from "~/backend/errors";
import { editorMediaChoiceCount, type MediaChoiceWithAlt } from "~/features/admin/media-choices";
import { logRequestFailure } from "~/lib/failures.server";

import type { Route } from "./+types/media-choices";

// /admin/media-choices: the newest media library files with their alt texts per language, as
// JSON, for the rich-text editor's "Görsel ekle" (asked for only when it is opened). Under the
// admin layout, so the guard has checked the session; a session-dependent answer, never cached.

const noStore = { "cache-control": "private, no-store" };

export async function loader({ context }: Route.LoaderArgs) {
  try {
    const { items } = await context.get(backendContext).media.list({ limit: editorMediaChoiceCount });
    const files = items.map((file): MediaChoiceWithAlt => ({
      url: file.publicUrl,
      name: file.name,
      altText: file.altText,
    }));
    return Response.json({ files }, { headers: noStore });
  } catch (error) {
    if (isBackendError(error, "forbidden")) return Response.json({ files: [] }, { status: 401, headers: noStore });
    logRequestFailure(context, error);
    return Response.json({ files: [] }, { status: 503, headers: noStore });
  }
}
