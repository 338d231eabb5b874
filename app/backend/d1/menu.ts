import { descendantIds } from "~/lib/menu-tree";
import { pickTranslation } from "~/lib/translations";

import { wholeListCap, type MenuItemRecord, type MenuStore } from "../port";
import { refusal } from "../refusals";
import { menuItemInputSchema, menuOrderSchema } from "../schemas";
import { loadedVersion, parseInput } from "../validate";
import type { D1Context } from "./context";
import { actorOf, auditStatement, savedStatements } from "./history-sql";
import {
  atomically,
  bool,
  decodeTranslations,
  lastRow,
  menuTreeCheck,
  query,
  translationsColumn,
  upsertTranslations,
  versionCheck,
} from "./sql";
import { moveToTrash } from "./trash";

const columns = `e.id, e.path, e.slug, e.order_index, e.parent_id, e.is_active, e.version, e.created_at, e.updated_at,
  ${translationsColumn("menu_item_translations", "item_id", ["label", "description"])}`;

/** A menu item's row (translations: translationsColumn's JSON). */
export interface MenuRow {
  id: string;
  path: string;
  slug: string;
  order_index: number;
  parent_id: string | null;
  is_active: number;
  version: number;
  created_at: string;
  updated_at: string;
  translations: string;
}

function toRecord(r: MenuRow): MenuItemRecord {
  const translations = decodeTranslations<{ label: string; description: string }>(r.translations);
  return {
    id: r.id,
    path: r.path,
    slug: r.slug,
    orderIndex: r.order_index,
    parentId: r.parent_id,
    isActive: bool(r.is_active),
    version: r.version,
    label: pickTranslation(translations, "tr", (t) => t.label !== "")?.value.label || r.slug,
    translations,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export function d1Menu(ctx: D1Context): MenuStore {
  const { db } = ctx;

  const all = () =>
    query(async () => {
      const { results } = await db
        .prepare(`SELECT ${columns} FROM menu_items e ORDER BY e.order_index, e.created_at LIMIT ?1`)
        .bind(wholeListCap)
        .all<MenuRow>();
      return results.map(toRecord);
    });

  const byId = (id: string) => db.prepare(`SELECT ${columns} FROM menu_items e WHERE e.id = ?1`).bind(id);
  const get = (id: string) =>
    query(async () => {
      const row = await byId(id).first<MenuRow>();
      return row ? toRecord(row) : null;
    });

  return {
    async list() {
      return all();
    },

    get,

    async save(input) {
      const data = parseInput(menuItemInputSchema, input);
      const items = await all();
      const existing = data.id ? items.find((i) => i.id === data.id) : undefined;
      if (data.id && !existing) throw refusal({ code: "notFound", record: "menuItem" });
      const version = existing ? loadedVersion(data) : null;
      const id = existing?.id ?? crypto.randomUUID();

      if (data.parentId !== null) {
        if (!items.some((i) => i.id === data.parentId))
          throw refusal({ code: "parentNotFound" }, { fields: ["parentId"] });
        if (existing && descendantIds(items, id).has(data.parentId))
          throw refusal({ code: "invalidParent" }, { fields: ["parentId"] });
      }

      const entity =
        version === null
          ? [
              db
                .prepare(
                  "INSERT INTO menu_items (id, path, slug, order_index, parent_id, is_active) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                )
                .bind(id, data.path, data.slug, data.orderIndex, data.parentId, data.isActive ? 1 : 0),
            ]
          : [
              versionCheck(db, "menu_items", id, version),
              db
                .prepare(
                  "UPDATE menu_items SET path = ?2, slug = ?3, order_index = ?4, parent_id = ?5, is_active = ?6, version = version + 1 WHERE id = ?1 AND version = ?7",
                )
                .bind(id, data.path, data.slug, data.orderIndex, data.parentId, data.isActive ? 1 : 0, version),
            ];
      const translations = upsertTranslations(
        db,
        "menu_item_translations",
        "item_id",
        id,
        ["label", "description"],
        (lang) => [data.translations[lang].label, data.translations[lang].description],
      );
      const history = await savedStatements(ctx, "menuItem", id, version === null);
      // The saved record is read inside the batch's transaction, never after the commit.
      return toRecord(
        lastRow<MenuRow>(await atomically(db, [...entity, ...translations, menuTreeCheck(db), ...history, byId(id)])),
      );
    },

    async delete(id) {
      // Into the trash with everything beneath it; the rows' children go with their parent
      // through ON DELETE CASCADE, in the same batch.
      await moveToTrash(ctx, "menuItem", id);
    },

    async reorder(order) {
      const moves = parseInput(menuOrderSchema, order);
      const items = await all();
      const known = new Map(items.map((i) => [i.id, i]));
      for (const move of moves) {
        if (!known.has(move.id)) throw refusal({ code: "notFound", record: "menuItem" });
        if (move.parentId !== null && !known.has(move.parentId)) throw refusal({ code: "parentNotFound" });
      }
      // Check the tree as it would be after the moves: no item may end up beneath itself.
      const after = items.map((i) => {
        const move = moves.find((m) => m.id === i.id);
        return move ? { ...i, parentId: move.parentId, orderIndex: move.orderIndex } : i;
      });
      for (const move of moves) {
        if (move.parentId !== null && descendantIds(after, move.id).has(move.parentId))
          throw refusal({ code: "invalidParent" });
      }
      // A reorder that moves nothing is no write, and is not recorded.
      const moved = moves.some((m) => {
        const item = known.get(m.id)!;
        return item.parentId !== m.parentId || item.orderIndex !== m.orderIndex;
      });
      // Another admin's moves may have landed since the read: the batch's last check refuses a cycle.
      await atomically(db, [
        ...moves.map((m) =>
          db
            .prepare("UPDATE menu_items SET parent_id = ?2, order_index = ?3 WHERE id = ?1")
            .bind(m.id, m.parentId, m.orderIndex),
        ),
        menuTreeCheck(db),
        ...(moved
          ? [auditStatement(db, { actor: actorOf(await ctx.admin()), action: "reorder", recordType: "menuItem" })]
          : []),
      ]);
    },
  };
}
