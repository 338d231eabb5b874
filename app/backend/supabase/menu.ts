import { pickTranslation } from "~/lib/translations";

import type { MenuItemRecord, MenuStore } from "../port";
import { refusal } from "../refusals";
import { menuItemInputSchema, menuOrderSchema } from "../schemas";
import { loadedVersion, parseInput } from "../validate";
import { rpc, type RpcFailure, type SupabaseContext } from "./context";
import type { MenuRow } from "./database";
import { saveOrRestore } from "./revisions";
import { renamed, times } from "./rows";

// The menu tree: save_menu_item and reorder_menu keep it a tree, under one lock.

export const menuTexts = (r: Pick<MenuRow, "translations">) =>
  renamed(r.translations, (t) => ({ label: t.label ?? "", description: t.description ?? "" }));
export function toMenuItem(r: MenuRow): MenuItemRecord {
  const translations = menuTexts(r);
  return {
    id: r.id,
    version: r.version,
    path: r.path,
    slug: r.slug,
    orderIndex: r.order_index,
    parentId: r.parent_id,
    isActive: r.is_active,
    label: pickTranslation(translations, "tr", (t) => t.label !== "")?.value.label || r.slug,
    translations,
    ...times(r),
  };
}

/** The tree's refusals; `field` puts them on the form's parent field (a save) or on none (a reorder). */
const treeRefusal = (field: string | null) => (failure: RpcFailure) => {
  const code =
    failure.message === "parent_not_found"
      ? "parentNotFound"
      : failure.message === "invalid_parent"
        ? "invalidParent"
        : null;
  if (failure.code !== "PT422" || !code) return undefined;
  return refusal({ code }, { fields: field ? [field] : [] });
};

export function supabaseMenu(ctx: SupabaseContext): MenuStore {
  const find = async (id: string) => {
    const rows = await rpc(ctx.session, "list_menu_items", { p_id: id });
    return rows[0] ? toMenuItem(rows[0]) : null;
  };
  return {
    async list() {
      return (await rpc(ctx.session, "list_menu_items", {})).map(toMenuItem);
    },

    get: find,

    async save(input) {
      const data = parseInput(menuItemInputSchema, input);
      const existing = data.id ? await find(data.id) : null;
      if (data.id && !existing) throw refusal({ code: "notFound", record: "menuItem" });
      const version = existing ? loadedVersion(data) : undefined;
      const itemInput = {
        id: existing?.id,
        version,
        path: data.path,
        slug: data.slug,
        orderIndex: data.orderIndex,
        parentId: data.parentId,
        isActive: data.isActive,
        translations: data.translations,
      };
      const row = await saveOrRestore(
        ctx,
        "menuItem",
        existing?.id,
        itemInput,
        () => rpc(ctx.session, "save_menu_item", { p_input: itemInput }, treeRefusal("parentId")),
        treeRefusal("parentId"),
      );
      return toMenuItem(row);
    },

    /** Moves the item, with everything beneath it, into the trash. */
    async delete(id) {
      await rpc(ctx.session, "trash_record", { p_type: "menuItem", p_id: id });
    },

    async reorder(order) {
      const moves = parseInput(menuOrderSchema, order);
      await rpc(ctx.session, "reorder_menu", { p_moves: moves }, treeRefusal(null));
    },
  };
}
