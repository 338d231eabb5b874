import type { PerLang } from "~/i18n/languages";
import { localizedField } from "~/lib/translations";

import { equipmentTexts } from "./texts/equipment";

// How the machine park manager names a machine.

/** The visibility as the cards show it. */
export const equipmentVisibilityLabel = (isVisible: boolean) =>
  isVisible ? equipmentTexts.visible : equipmentTexts.hidden;

/**
 * A machine's name for the admin: the Turkish name, else the first there is, else its model
 * (every language needs a name, but a row written elsewhere may lack one).
 */
export function equipmentName(machine: { modelName: string; translations: PerLang<{ name: string }> }): string {
  return localizedField(machine.translations, "tr", (t) => t.name) || machine.modelName || equipmentTexts.unnamed;
}

/** The description shown on a card: like the name, the Turkish one, else the first there is. */
export function equipmentDescription(machine: { translations: PerLang<{ description: string }> }): string {
  return localizedField(machine.translations, "tr", (t) => t.description);
}

/** The category shown on a card: the Turkish one, else the first there is. */
export function equipmentCategory(machine: { translations: PerLang<{ category: string }> }): string {
  return localizedField(machine.translations, "tr", (t) => t.category);
}
