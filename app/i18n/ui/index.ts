import type { Lang } from "../languages";
import { en } from "./en";
import { ru } from "./ru";
import { tr, type UiStrings } from "./tr";
import { uz } from "./uz";

export type { UiStrings };

/** Every language's UI strings. */
export const uiStrings: Record<Lang, UiStrings> = { tr, en, ru, uz };
