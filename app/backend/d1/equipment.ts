import type { EquipmentRecord, EquipmentStore } from "../port";
import { equipmentInputSchema } from "../schemas";
import type { D1Context } from "./context";
import { bool } from "./sql";
import { translatedEntityStore } from "./translated-entity";

export function d1Equipment(ctx: D1Context): EquipmentStore {
  return translatedEntityStore(ctx, {
    table: "equipment",
    columns: ["model_name", "order_index", "is_visible"],
    translations: {
      table: "equipment_translations",
      foreignKey: "equipment_id",
      columns: ["name", "category", "description"],
    },
    bucket: "equipment-images",
    record: "equipment",
    schema: equipmentInputSchema,
    toRecord: (r, translations): EquipmentRecord => ({
      id: r.id,
      version: r.version,
      modelName: r.model_name as string,
      orderIndex: r.order_index as number,
      isVisible: bool(r.is_visible),
      imageUrl: r.image_url,
      translations: translations as EquipmentRecord["translations"],
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    }),
    values: (data) => [data.modelName, data.orderIndex, data.isVisible ? 1 : 0],
    translationValues: (data, lang) => {
      const t = data.translations[lang];
      return [t.name, t.category, t.description];
    },
  });
}
