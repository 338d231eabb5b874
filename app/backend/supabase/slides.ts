import type { SlideRecord, SlideStore } from "../port";
import { refusal } from "../refusals";
import { slideInputSchema, slideOrderSchema } from "../schemas";
import { parseInput } from "../validate";
import { rpc, type SupabaseContext } from "./context";
import type { SavedWithImage, SlideSaveFields, SlideRow } from "./database";
import { saveOrRestore } from "./revisions";
import { renamed, times } from "./rows";
import { ownFields, translatedEntityStore } from "./translated-entity";

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
    toRecord: toSlide,
    input: ownFields,
    calls: {
      list: (id) => rpc(ctx.session, "list_slides", { p_id: id }),
      save: (input: SavedWithImage<SlideSaveFields>) =>
        saveOrRestore(ctx, "slide", input.id, input, () => rpc(ctx.session, "save_slide", { p_input: input })),
    },
  });
  return {
    ...store,
    async reorder(ids) {
      const order = parseInput(slideOrderSchema, ids);
      await rpc(ctx.session, "reorder_slides", { p_ids: order }, (f) =>
        f.message === "reorder_stale" ? refusal({ code: "slideOrderStale" }) : undefined,
      );
    },
  };
}
