import type { UiStrings } from "./tr";

// Placeholder until translated: a copy of the Turkish strings.
import { tr } from "./tr";
export const ru: UiStrings = tr;
