import type { EquipmentRecord, EquipmentStore } from "../port";
import { equipmentInputSchema } from "../schemas";
import { rpc, type SupabaseContext } from "./context";
import type { EquipmentSaveFields, EquipmentRow, SavedWithImage } from "./database";
import { saveOrRestore } from "./revisions";
import { renamed, times } from "./rows";
import { ownFields, translatedEntityStore } from "./translated-entity";

export const equipmentTexts = (r: Pick<EquipmentRow, "translations">) =>
  renamed(r.translations, (t) => ({
    name: t.name ?? "",
    category: t.category ?? "",
    description: t.description ?? "",
  }));
export const toEquipment = (r: EquipmentRow): EquipmentRecord => ({
  id: r.id,
  version: r.version,
  modelName: r.model_name,
  orderIndex: r.order_index,
  isVisible: r.is_visible,
  imageUrl: r.image_url,
  translations: equipmentTexts(r),
  ...times(r),
});

export function supabaseEquipment(ctx: SupabaseContext): EquipmentStore {
  return translatedEntityStore(ctx, {
    bucket: "equipment-images",
    record: "equipment",
    schema: equipmentInputSchema,
    toRecord: toEquipment,
    input: ownFields,
    calls: {
      list: (id) => rpc(ctx.session, "list_equipment", { p_id: id }),
      save: (input: SavedWithImage<EquipmentSaveFields>) =>
        saveOrRestore(ctx, "equipment", input.id, input, () => rpc(ctx.session, "save_equipment", { p_input: input })),
    },
  });
}
