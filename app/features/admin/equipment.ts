import { languages, type PerLang } from "~/i18n/languages";

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
  // tr is the first language, so the first name in language order is the Turkish one when there is one.
  return (
    languages.map((lang) => machine.translations[lang]?.name.trim() ?? "").find(Boolean) ||
    machine.modelName ||
    equipmentTexts.unnamed
  );
}

/** The description shown on a card: like the name, the Turkish one, else the first there is. */
export function equipmentDescription(machine: { translations: PerLang<{ description: string }> }): string {
  return languages.map((lang) => machine.translations[lang]?.description.trim() ?? "").find(Boolean) ?? "";
}
