import type { EquipmentRecord, EquipmentStore } from "../port";
import { equipmentInputSchema } from "../schemas";
import { rpc, type SupabaseContext } from "./context";
import type { EquipmentFields, EquipmentRow } from "./database";
import { renamed, times } from "./rows";
import { translatedEntityStore } from "./translated-entity";

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
    bucket: "equipment-images",
    record: "equipment",
    schema: equipmentInputSchema,
    toRecord: (r: EquipmentRow) => toEquipment(r),
    input: (data): EquipmentFields => ({
      category: data.category,
      modelName: data.modelName,
      orderIndex: data.orderIndex,
      isVisible: data.isVisible,
      translations: data.translations,
    }),
    calls: (session) => ({
      list: (id) => rpc(session, "list_equipment", { p_id: id }),
      save: (input) => rpc(session, "save_equipment", { p_input: input }),
      remove: (id) => rpc(session, "delete_equipment", { p_id: id }),
    }),
  });
  return { list: store.list, get: store.get, save: store.save, delete: store.delete };
}
