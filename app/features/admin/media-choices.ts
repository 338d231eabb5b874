import type { PerLang } from "~/i18n/languages";

/** A picture of the media library as a picker offers it: its address, name and alt texts. */
export interface MediaChoiceWithAlt {
  url: string;
  name: string;
  altText: PerLang<string>;
}

/** The address of the library's picker: `?q=` searches the file names, `?page=N` turns the page. */
export const mediaPickerPath = "/admin/media/picker";

/** One page of the picker, newest first (docs/urls.md, decision 060). */
export interface MediaPickerPage {
  files: MediaChoiceWithAlt[];
  search: string;
  page: number;
  pageCount: number;
  total: number;
}

/** The picker's address for a search and page (`page` 1 and an empty search left out). */
export function mediaPickerHref(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("q", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${mediaPickerPath}?${query}` : mediaPickerPath;
}
