import type { Resource } from "i18next";
import type { Lang } from "../languages";
import { en } from "./en";
import { ru } from "./ru";
import { tr, type UiStrings } from "./tr";
import { uz } from "./uz";

export type { UiStrings };

/** Every language's UI strings, as i18next resources (one "translation" namespace). */
export const uiStrings: Record<Lang, UiStrings> = { tr, en, ru, uz };
export const uiResources = Object.fromEntries(Object.entries(uiStrings).map(([lang, translation]) => [lang, { translation }])) satisfies Resource;

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: UiStrings };
  }
}
