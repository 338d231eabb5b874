import type { SlideRecord, SlideStore } from "../port";
import { refusal } from "../refusals";
import { idSchema, slideInputSchema } from "../schemas";
import { parseInput } from "../validate";
import { rpc, type SupabaseContext } from "./context";
import type { SlideFields, SlideRow } from "./database";
import { renamed, times } from "./rows";
import { translatedEntityStore } from "./translated-entity";

export const slideTexts = (r: Pick<SlideRow, "translations">) =>
  renamed(r.translations, (t) => ({
    title: t.title ?? "",
    description: t.description ?? "",
    buttonText: t.button_text ?? "",
  }));
export const toSlide = (r: SlideRow): SlideRecord => ({
  id: r.id,
  version: r.version,
  imageUrl: r.image_url,
  buttonLink: r.button_link,
  orderIndex: r.order_index,
  isActive: r.is_active,
  translations: slideTexts(r),
  ...times(r),
});

export function supabaseSlides(ctx: SupabaseContext): SlideStore {
  const store = translatedEntityStore(ctx, {
    bucket: "slider-images",
    record: "slide",
    schema: slideInputSchema,
    toRecord: (r: SlideRow) => toSlide(r),
    input: (data): SlideFields => ({
      buttonLink: data.buttonLink,
      orderIndex: data.orderIndex,
      isActive: data.isActive,
      translations: data.translations,
    }),
    calls: (session) => ({
      list: (id) => rpc(session, "list_slides", { p_id: id }),
      save: (input) => rpc(session, "save_slide", { p_input: input }),
      remove: (id) => rpc(session, "delete_slide", { p_id: id }),
    }),
  });
  return {
    list: store.list,
    get: store.get,
    save: store.save,
    delete: store.delete,
    async reorder(ids) {
      const order = parseInput(idSchema.array().max(1_000), ids);
      await rpc(ctx.session, "reorder_slides", { p_ids: order }, (f) =>
        f.message === "reorder_stale" ? refusal({ code: "slideOrderStale" }) : undefined,
      );
    },
  };
}
