import type { Backend } from "~/backend/port";

import type { MediaPickerPage } from "./media-choices";
import { adminPageSizes, readAdminList } from "./paging";

/** What the picker's URL asks for: `?q=` (cut to the admin lists' search length) and `?page=N`. */
export function mediaPickerRequestOf(url: URL): { search: string; page: number } {
  const { search, page } = readAdminList(url, "cards");
  return { search, page };
}

/**
 * A page of the media library's picker (decision 060): the files whose name holds the search,
 * newest first, in the media screen's card pages. The one read behind the picker route's JSON (the
 * editor's "Görsel ekle") and the image fields' radio choices without JavaScript.
 */
export async function readMediaPicker(
  backend: Backend,
  { search, page }: { search: string; page: number },
): Promise<MediaPickerPage> {
  const size = adminPageSizes.cards;
  const slice = await backend.media.list({ offset: (page - 1) * size, limit: size, search });
  return {
    files: slice.items.map((file) => ({ url: file.publicUrl, name: file.name, altText: file.altText })),
    search,
    page,
    pageCount: Math.max(1, Math.ceil(slice.total / size)),
    total: slice.total,
  };
}
