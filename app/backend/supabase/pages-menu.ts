import { cleanHtml } from "../content";
import { BackendError, notFound } from "../errors";
import { boundsOf, searchTextOf } from "../list-window";
import {
  categoryRequiredMessage,
  fieldError,
  invalidParentMessage,
  parentNotFoundMessage,
  slugInUseMessage,
} from "../messages";
import type { MenuStore, PageCategory, PageStore } from "../port";
import { menuItemInputSchema, menuOrderSchema, pageInputSchema, type PageType } from "../schemas";
import { loadedVersion, parseInput } from "../validate";
import { requireAdmin } from "./admin";
import { rpc, type RpcFailure, type SupabaseContext } from "./context";
import { toMenuItem, toPage, toPageListItem, type MenuRow, type PageRow, type RowSlice } from "./records";

// Pages (save_page keeps slugs unique across languages) and the menu tree (save_menu_item and
// reorder_menu keep it a tree, under one lock).

/** A slug another page uses: save_page names the fields in DETAIL (a JSON array). */
function slugTaken(failure: RpcFailure): BackendError | undefined {
  if (failure.code !== "23505") return undefined;
  let fields: string[] = ["slug"];
  try {
    const named = JSON.parse(failure.details ?? "[]") as unknown;
    if (Array.isArray(named) && named.length > 0) fields = named.map(String);
  } catch {
    // The DETAIL is not the function's own: the page's slug is the field.
  }
  return new BackendError("conflict", slugInUseMessage, {
    fieldErrors: Object.fromEntries(fields.map((f) => [f, [slugInUseMessage]])),
    cause: failure,
  });
}

export function supabasePages(ctx: SupabaseContext): PageStore {
  const find = async (id: string) => {
    const slice = await rpc<RowSlice<PageRow>>(ctx.session, "list_pages", { p_id: id });
    return slice.items[0] ? toPage(slice.items[0]) : null;
  };
  return {
    async list(window) {
      await requireAdmin(ctx);
      const { offset, limit } = boundsOf(window);
      const slice = await rpc<RowSlice<PageRow>>(ctx.session, "list_pages", {
        p_offset: offset,
        p_limit: limit,
        p_search: searchTextOf(window),
      });
      return { items: slice.items.map(toPageListItem), total: slice.total };
    },

    async get(id) {
      await requireAdmin(ctx);
      return find(id);
    },

    async categories() {
      await requireAdmin(ctx);
      const rows = await rpc<Array<{ id: string; name_key: PageType }>>(ctx.session, "list_page_categories");
      return rows.map((r): PageCategory => ({ id: r.id, nameKey: r.name_key }));
    },

    async save(input) {
      await requireAdmin(ctx);
      const data = parseInput(pageInputSchema, input);
      const existing = data.id ? await find(data.id) : null;
      if (data.id && !existing) throw notFound("Sayfa");
      const version = existing ? loadedVersion(data) : undefined;
      const translations = Object.fromEntries(
        Object.entries(data.translations).map(([lang, t]) => [lang, { ...t, content: cleanHtml(t.content) }]),
      );
      const row = await rpc<PageRow>(
        ctx.session,
        "save_page",
        {
          p_input: {
            id: existing?.id,
            version,
            slug: data.slug,
            categoryId: data.categoryId,
            isPublished: data.isPublished,
            translations,
          },
        },
        (f) =>
          slugTaken(f) ??
          (f.message === "category_not_found"
            ? fieldError("validation", "categoryId", categoryRequiredMessage)
            : undefined),
      );
      return toPage(row);
    },

    async delete(id) {
      await requireAdmin(ctx);
      await rpc(ctx.session, "delete_page", { p_id: id });
    },
  };
}

/** The tree's refusals; `field` puts them on the form's parent field (a save) or on none (a reorder). */
const treeRefusal = (field: string | null) => (failure: RpcFailure) => {
  const message =
    failure.message === "parent_not_found"
      ? parentNotFoundMessage
      : failure.message === "invalid_parent"
        ? invalidParentMessage
        : null;
  if (failure.code !== "PT422" || !message) return undefined;
  return field ? fieldError("validation", field, message) : new BackendError("validation", message);
};

export function supabaseMenu(ctx: SupabaseContext): MenuStore {
  const find = async (id: string) => {
    const rows = await rpc<MenuRow[]>(ctx.session, "list_menu_items", { p_id: id });
    return rows[0] ? toMenuItem(rows[0]) : null;
  };
  return {
    async list() {
      await requireAdmin(ctx);
      return (await rpc<MenuRow[]>(ctx.session, "list_menu_items")).map(toMenuItem);
    },

    async get(id) {
      await requireAdmin(ctx);
      return find(id);
    },

    async save(input) {
      await requireAdmin(ctx);
      const data = parseInput(menuItemInputSchema, input);
      const existing = data.id ? await find(data.id) : null;
      if (data.id && !existing) throw notFound("Menü öğesi");
      const version = existing ? loadedVersion(data) : undefined;
      const row = await rpc<MenuRow>(
        ctx.session,
        "save_menu_item",
        {
          p_input: {
            id: existing?.id,
            version,
            path: data.path,
            slug: data.slug,
            orderIndex: data.orderIndex,
            parentId: data.parentId,
            isActive: data.isActive,
            translations: data.translations,
          },
        },
        treeRefusal("parentId"),
      );
      return toMenuItem(row);
    },

    async delete(id) {
      await requireAdmin(ctx);
      await rpc(ctx.session, "delete_menu_item", { p_id: id });
    },

    async reorder(order) {
      await requireAdmin(ctx);
      const moves = parseInput(menuOrderSchema, order);
      await rpc(ctx.session, "reorder_menu", { p_moves: moves }, treeRefusal(null));
    },
  };
}
