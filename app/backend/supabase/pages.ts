import { suggestedSlug } from "~/lib/slug";
import { pickTranslation } from "~/lib/translations";

import { translationsToStore } from "../content";
import type { PageCategory, PageListItem, PageRecord, PageStore } from "../port";
import { refusal } from "../refusals";
import { pageInputSchema } from "../schemas";
import { loadedVersion, parseInput } from "../validate";
import { rpc, type RpcFailure, type SupabaseContext } from "./context";
import type { PageRow } from "./database";
import { saveOrRestore } from "./revisions";
import { renamed, sliceOf, times, windowArgs } from "./rows";

// Pages: save_page keeps slugs unique across languages.

export const pageTexts = (r: Pick<PageRow, "translations">) =>
  renamed(r.translations, (t) => ({ title: t.title ?? "", content: t.content ?? "", slug: t.slug ?? "" }));
export const toPage = (r: PageRow): PageRecord => ({
  id: r.id,
  version: r.version,
  slug: r.slug,
  categoryId: r.category_id,
  type: r.type,
  isPublished: r.is_published,
  translations: pageTexts(r),
  ...times(r),
});
export const toPageListItem = (r: PageRow): PageListItem => ({
  id: r.id,
  slug: r.slug,
  isPublished: r.is_published,
  type: r.type,
  title: pickTranslation(pageTexts(r), "tr")?.value.title ?? r.slug,
  ...times(r),
});

/**
 * A slug another page uses: save_page names the fields in DETAIL (a JSON array) and a free slug
 * in HINT; a unique index that caught a race names neither, and the offer is the slug's "-2".
 */
function slugTaken(failure: RpcFailure, slug: string) {
  if (failure.code !== "23505") return undefined;
  let fields: string[] = ["slug"];
  try {
    const named = JSON.parse(failure.details ?? "[]") as unknown;
    if (Array.isArray(named) && named.length > 0) fields = named.map(String);
  } catch {
    // The DETAIL is not the function's own: the page's slug is the field.
  }
  const suggestion = failure.hint || suggestedSlug(slug, []);
  return refusal({ code: "slugInUse", suggestion }, { fields, cause: failure });
}

export function supabasePages(ctx: SupabaseContext): PageStore {
  const find = async (id: string) => {
    const slice = await rpc(ctx.session, "list_pages", { p_id: id });
    return slice.items[0] ? toPage(slice.items[0]) : null;
  };
  return {
    async list(window) {
      return sliceOf(await rpc(ctx.session, "list_pages", windowArgs(window)), toPageListItem);
    },

    get: find,

    async categories() {
      const rows = await rpc(ctx.session, "list_page_categories", {});
      return rows.map((r): PageCategory => ({ id: r.id, nameKey: r.name_key }));
    },

    async save(input) {
      const data = parseInput(pageInputSchema, input);
      const existing = data.id ? await find(data.id) : null;
      if (data.id && !existing) throw refusal({ code: "notFound", record: "page" });
      const version = existing ? loadedVersion(data) : undefined;
      // Each content cleaned and signed (contentSignature), decision 035.
      const translations = await translationsToStore(data.translations, ctx.settings.htmlSigningSecret);
      const pageInput = {
        id: existing?.id,
        version,
        slug: data.slug,
        categoryId: data.categoryId,
        isPublished: data.isPublished,
        translations,
      };
      const refine = (f: RpcFailure) =>
        slugTaken(f, data.slug) ??
        (f.message === "category_not_found"
          ? refusal({ code: "categoryRequired" }, { fields: ["categoryId"] })
          : undefined);
      const row = await saveOrRestore(
        ctx,
        "page",
        existing?.id,
        pageInput,
        () => rpc(ctx.session, "save_page", { p_input: pageInput }, refine),
        refine,
      );
      return toPage(row);
    },

    /** Moves the page into the trash. */
    async delete(id) {
      await rpc(ctx.session, "trash_record", { p_type: "page", p_id: id });
    },
  };
}
