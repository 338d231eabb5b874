import type { PerLang } from "~/i18n/languages";

import type { EquipmentRecord, EquipmentStore } from "../port";
import { equipmentInputSchema } from "../schemas";
import type { SupabaseContext } from "./context";
import { renamed, times, type RowBase } from "./rows";
import { translatedEntityStore } from "./translated-entity";

export interface EquipmentRow extends RowBase {
  category: string;
  model_name: string;
  order_index: number;
  is_visible: boolean;
  image_url: string | null;
  translations: PerLang<Record<string, string>>;
}
export const equipmentTexts = (r: Pick<EquipmentRow, "translations">) =>
  renamed(r.translations, (t) => ({ name: t.name ?? "", description: t.description ?? "" }));
export const toEquipment = (r: EquipmentRow): EquipmentRecord => ({
  id: r.id,
  version: r.version,
  category: r.category,
  modelName: r.model_name,
  orderIndex: r.order_index,
  isVisible: r.is_visible,
  imageUrl: r.image_url,
  translations: equipmentTexts(r),
  ...times(r),
});

export function supabaseEquipment(ctx: SupabaseContext): EquipmentStore {
  const store = translatedEntityStore(ctx, {
    functions: { list: "list_equipment", save: "save_equipment", remove: "delete_equipment" },
    bucket: "equipment-images",
    label: "Ekipman",
    schema: equipmentInputSchema,
    toRecord: (r: EquipmentRow) => toEquipment(r),
    input: (data) => ({
      category: data.category,
      modelName: data.modelName,
      orderIndex: data.orderIndex,
      isVisible: data.isVisible,
      translations: data.translations,
    }),
  });
  return { list: store.list, get: store.get, save: store.save, delete: store.delete };
}
