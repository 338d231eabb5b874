import type { PerLang } from "~/i18n/languages";

/** A picture of the media library as the editor's "Görsel ekle" offers it: its address, name and alt texts. */
export interface MediaChoiceWithAlt {
  url: string;
  name: string;
  altText: PerLang<string>;
}

/** How many of the newest library files the editor offers. */
export const editorMediaChoiceCount = 60;
