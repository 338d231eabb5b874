import { languages } from "~/i18n/languages";

import type { SlideRecord, SlideStore } from "../port";
import { refusal } from "../refusals";
import { slideInputSchema, slideOrderSchema } from "../schemas";
import { parseInput } from "../validate";
import type { D1Context } from "./context";
import { actorOf, auditStatement } from "./history-sql";
import { atomically, bool, query } from "./sql";
import { translatedEntityStore } from "./translated-entity";

export function d1Slides(ctx: D1Context): SlideStore {
  const { db } = ctx;
  const store = translatedEntityStore(ctx, {
    table: "homepage_sliders",
    columns: ["button_link", "order_index", "is_active"],
    translations: {
      table: "slider_translations",
      foreignKey: "slider_id",
      columns: ["title", "description", "button_text"],
    },
    bucket: "slider-images",
    record: "slide",
    schema: slideInputSchema,
    toRecord: (r, stored): SlideRecord => {
      const translations: SlideRecord["translations"] = {};
      for (const lang of languages) {
        const t = stored[lang];
        if (t)
          translations[lang] = {
            title: t.title ?? "",
            description: t.description ?? "",
            buttonText: t.button_text ?? "",
          };
      }
      return {
        id: r.id,
        version: r.version,
        imageUrl: r.image_url,
        buttonLink: r.button_link as string,
        orderIndex: r.order_index as number,
        isActive: bool(r.is_active),
        translations,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      };
    },
    values: (data) => [data.buttonLink, data.orderIndex, data.isActive ? 1 : 0],
    translationValues: (data, lang) => {
      const t = data.translations[lang];
      return [t.title, t.description, t.buttonText];
    },
  });

  return {
    ...store,
    async reorder(ids) {
      const order = parseInput(slideOrderSchema, ids);
      const { results } = await query(() =>
        db.prepare("SELECT id, order_index FROM homepage_sliders").all<{ id: string; order_index: number }>(),
      );
      const current = new Set(results.map((r) => r.id));
      const given = new Set(order);
      if (given.size !== order.length || given.size !== current.size || order.some((id) => !current.has(id))) {
        throw refusal({ code: "slideOrderStale" });
      }
      // Only the slides whose place changes are written; a reorder that moves none records nothing.
      const place = new Map(results.map((r) => [r.id, r.order_index]));
      const moved = order.flatMap((id, index) => (place.get(id) === index ? [] : [{ id, index }]));
      if (moved.length === 0) return;
      await atomically(db, [
        ...moved.map(({ id, index }) =>
          db.prepare("UPDATE homepage_sliders SET order_index = ?2 WHERE id = ?1").bind(id, index),
        ),
        auditStatement(db, { actor: actorOf(await ctx.admin()), action: "reorder", recordType: "slide" }),
      ]);
    },
  };
}
