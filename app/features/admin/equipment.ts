import { languages, type PerLang } from "~/i18n/languages";

// The machine park manager's texts and the way it names a machine.

export const equipmentMessages = {
  listFailed: "Ekipmanlar yüklenemedi.",
  detailsFailed: (message: string) => `Ekipman bilgileri getirilemedi: ${message}`,
  notFound: "Ekipman bulunamadı.",
  created: "Yeni ekipman eklendi.",
  updated: "Ekipman güncellendi.",
  deleted: "Ekipman silindi.",
  deleteFailed: (message: string) => `Ekipman silinemedi: ${message}`,
  saveFailed: (message: string) => `Ekipman kaydedilemedi: ${message}`,
  confirmDelete: (name: string) => `“${name}” ekipmanını silmek istediğinizden emin misiniz?`,
};

/** The visibility as the cards show it. */
export const equipmentVisibilityLabel = (isVisible: boolean) => (isVisible ? "Görünür" : "Gizli");

/**
 * A machine's name for the admin: the Turkish name, else the first there is, else its model
 * (every language needs a name, but a row written elsewhere may lack one).
 */
export function equipmentName(machine: { modelName: string; translations: PerLang<{ name: string }> }): string {
  // tr is the first language, so the first name in language order is the Turkish one when there is one.
  return languages.map((lang) => machine.translations[lang]?.name.trim() ?? "").find(Boolean) || machine.modelName || "Adsız ekipman";
}

/** The description shown on a card: like the name, the Turkish one, else the first there is. */
export function equipmentDescription(machine: { translations: PerLang<{ description: string }> }): string {
  return languages.map((lang) => machine.translations[lang]?.description.trim() ?? "").find(Boolean) ?? "";
}
