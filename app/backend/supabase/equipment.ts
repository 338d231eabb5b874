import type { EquipmentRecord, EquipmentStore } from "../port";
import { equipmentInputSchema } from "../schemas";
import { rpc, type SupabaseContext } from "./context";
import type { EquipmentSaveFields, EquipmentRow } from "./database";
import { renamed, times } from "./rows";
import { ownFields, translatedEntityStore, type EntityCalls } from "./translated-entity";

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
  return translatedEntityStore(ctx, {
    bucket: "equipment-images",
    record: "equipment",
    schema: equipmentInputSchema,
    toRecord: toEquipment,
    input: ownFields,
    calls: (session): EntityCalls<EquipmentRow, EquipmentSaveFields> => ({
      list: (id) => rpc(session, "list_equipment", { p_id: id }),
      save: (input) => rpc(session, "save_equipment", { p_input: input }),
      remove: (id) => rpc(session, "delete_equipment", { p_id: id }),
    }),
  });
}
