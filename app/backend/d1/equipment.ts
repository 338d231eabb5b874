import { notFound } from "../errors";
import type { EquipmentRecord, EquipmentStore } from "../port";
import { equipmentInputSchema } from "../schemas";
import { saveWithImage } from "../uploads";
import { parseInput } from "../validate";
import { requireAdmin, type D1Context } from "./context";
import { atomically, bool, decodeTranslations, deleteWithImage, query, translationsColumn, upsertTranslations } from "./sql";
import { r2Storage } from "./storage";

const columns = `e.id, e.category, e.model_name, e.order_index, e.is_visible, e.image_url, e.created_at, e.updated_at,
  ${translationsColumn("equipment_translations", "equipment_id", ["name", "description"])}`;

interface Row {
  id: string;
  category: string;
  model_name: string;
  order_index: number;
  is_visible: number;
  image_url: string | null;
  created_at: string;
  updated_at: string;
  translations: string;
}

const toRecord = (r: Row): EquipmentRecord => ({
  id: r.id,
  category: r.category,
  modelName: r.model_name,
  orderIndex: r.order_index,
  isVisible: bool(r.is_visible),
  imageUrl: r.image_url,
  translations: decodeTranslations(r.translations),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export function d1Equipment(ctx: D1Context): EquipmentStore {
  const { db } = ctx;
  const storage = r2Storage(ctx.files);

  const get = (id: string) =>
    query(async () => {
      const row = await db.prepare(`SELECT ${columns} FROM equipment e WHERE e.id = ?1`).bind(id).first<Row>();
      return row ? toRecord(row) : null;
    });

  return {
    async list() {
      await requireAdmin(ctx);
      return query(async () => {
        const { results } = await db.prepare(`SELECT ${columns} FROM equipment e ORDER BY e.order_index, e.created_at`).all<Row>();
        return results.map(toRecord);
      });
    },

    async get(id) {
      await requireAdmin(ctx);
      return get(id);
    },

    async save(input, image) {
      await requireAdmin(ctx);
      const data = parseInput(equipmentInputSchema, input);
      const existing = data.id ? await get(data.id) : null;
      if (data.id && !existing) throw notFound("Ekipman");
      const id = existing?.id ?? crypto.randomUUID();

      return saveWithImage({
        storage,
        bucket: "equipment-images",
        change: image,
        currentUrl: existing?.imageUrl ?? null,
        save: async (imageUrl) => {
          const entity = existing
            ? db
                .prepare("UPDATE equipment SET category = ?2, model_name = ?3, order_index = ?4, is_visible = ?5, image_url = ?6 WHERE id = ?1")
                .bind(id, data.category, data.modelName, data.orderIndex, data.isVisible ? 1 : 0, imageUrl)
            : db
                .prepare("INSERT INTO equipment (id, category, model_name, order_index, is_visible, image_url) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
                .bind(id, data.category, data.modelName, data.orderIndex, data.isVisible ? 1 : 0, imageUrl);
          const translations = upsertTranslations(db, "equipment_translations", "equipment_id", id, ["name", "description"], (lang) => [
            data.translations[lang].name,
            data.translations[lang].description,
          ]);
          await atomically(db, [entity, ...translations]);
          return (await get(id))!;
        },
      });
    },

    async delete(id) {
      await requireAdmin(ctx);
      const existing = await get(id);
      if (!existing) throw notFound("Ekipman");
      await deleteWithImage(db, storage.removeByUrl, "equipment", id, existing.imageUrl);
    },
  };
}
