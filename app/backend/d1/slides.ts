import { languages } from "~/i18n/languages";
import { BackendError, notFound } from "../errors";
import type { SlideRecord, SlideStore } from "../port";
import { idSchema, slideInputSchema } from "../schemas";
import { saveWithImage } from "../uploads";
import { parseInput } from "../validate";
import { requireAdmin, type D1Context } from "./context";
import { atomically, bool, decodeTranslations, deleteWithImage, query, translationsColumn, upsertTranslations } from "./sql";
import { r2Storage } from "./storage";

const columns = `e.id, e.image_url, e.button_link, e.order_index, e.is_active, e.created_at, e.updated_at,
  ${translationsColumn("slider_translations", "slider_id", ["title", "description", "button_text"])}`;

interface Row {
  id: string;
  image_url: string | null;
  button_link: string;
  order_index: number;
  is_active: number;
  created_at: string;
  updated_at: string;
  translations: string;
}

function toRecord(r: Row): SlideRecord {
  const stored = decodeTranslations<{ title: string; description: string; button_text: string }>(r.translations);
  const translations: SlideRecord["translations"] = {};
  for (const lang of languages) {
    const t = stored[lang];
    if (t) translations[lang] = { title: t.title, description: t.description, buttonText: t.button_text };
  }
  return {
    id: r.id,
    imageUrl: r.image_url,
    buttonLink: r.button_link,
    orderIndex: r.order_index,
    isActive: bool(r.is_active),
    translations,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function d1Slides(ctx: D1Context): SlideStore {
  const { db } = ctx;
  const storage = r2Storage(ctx.files);

  const get = (id: string) =>
    query(async () => {
      const row = await db.prepare(`SELECT ${columns} FROM homepage_sliders e WHERE e.id = ?1`).bind(id).first<Row>();
      return row ? toRecord(row) : null;
    });

  return {
    async list() {
      await requireAdmin(ctx);
      return query(async () => {
        const { results } = await db.prepare(`SELECT ${columns} FROM homepage_sliders e ORDER BY e.order_index, e.created_at`).all<Row>();
        return results.map(toRecord);
      });
    },

    async get(id) {
      await requireAdmin(ctx);
      return get(id);
    },

    async save(input, image) {
      await requireAdmin(ctx);
      const data = parseInput(slideInputSchema, input);
      const existing = data.id ? await get(data.id) : null;
      if (data.id && !existing) throw notFound("Slayt");
      const id = existing?.id ?? crypto.randomUUID();

      return saveWithImage({
        storage,
        bucket: "slider-images",
        change: image,
        currentUrl: existing?.imageUrl ?? null,
        save: async (imageUrl) => {
          const entity = existing
            ? db
                .prepare("UPDATE homepage_sliders SET image_url = ?2, button_link = ?3, order_index = ?4, is_active = ?5 WHERE id = ?1")
                .bind(id, imageUrl, data.buttonLink, data.orderIndex, data.isActive ? 1 : 0)
            : db
                .prepare("INSERT INTO homepage_sliders (id, image_url, button_link, order_index, is_active) VALUES (?1, ?2, ?3, ?4, ?5)")
                .bind(id, imageUrl, data.buttonLink, data.orderIndex, data.isActive ? 1 : 0);
          const translations = upsertTranslations(db, "slider_translations", "slider_id", id, ["title", "description", "button_text"], (lang) => {
            const t = data.translations[lang];
            return [t.title, t.description, t.buttonText];
          });
          await atomically(db, [entity, ...translations]);
          return (await get(id))!;
        },
      });
    },

    async delete(id) {
      await requireAdmin(ctx);
      const existing = await get(id);
      if (!existing) throw notFound("Slayt");
      await deleteWithImage(db, storage.removeByUrl, "homepage_sliders", id, existing.imageUrl);
    },

    async reorder(ids) {
      await requireAdmin(ctx);
      const order = parseInput(idSchema.array().max(1_000), ids);
      const { results } = await query(() => db.prepare("SELECT id FROM homepage_sliders").all<{ id: string }>());
      const current = new Set(results.map((r) => r.id));
      const given = new Set(order);
      if (given.size !== order.length || given.size !== current.size || order.some((id) => !current.has(id))) {
        throw new BackendError("validation", "Slayt listesi güncel değil, sayfayı yenileyin.");
      }
      await atomically(
        db,
        order.map((id, index) => db.prepare("UPDATE homepage_sliders SET order_index = ?2 WHERE id = ?1").bind(id, index)),
      );
    },
  };
}
