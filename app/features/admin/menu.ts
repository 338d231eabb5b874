import { z } from "zod";
import { idSchema, menuOrderSchema, type MenuOrder } from "~/backend/schemas";
import { buildTree, descendantIds, flattenTree, type TreeNode, type TreeRow } from "~/lib/menu-tree";

// The menu manager's texts (spec section 8) and the pure logic of its moves. Moves only ever
// reorder one sibling group: its items get order_index 0..n-1 and keep their parent.

export const menuMessages = {
  listFailed: "Menü öğeleri yüklenemedi.",
  created: "Yeni menü öğesi eklendi.",
  updated: "Menü öğesi güncellendi.",
  deleted: "Menü öğesi silindi.",
  reordered: "Menü sırası güncellendi.",
  deleteFailed: (message: string) => `Menü öğesi silinemedi: ${message}`,
  saveFailed: (message: string) => `Menü kaydedilemedi: ${message}`,
  reorderFailed: (message: string) => `Sıralama güncellenemedi: ${message}`,
  confirmDelete: "Bu menü öğesini ve alt öğelerini silmek istediğinizden emin misiniz?",
  notFound: "Menü öğesi bulunamadı.",
  loadFailed: (message: string) => `Menü öğesi yüklenemedi: ${message}`,
  cannotMove: "Öğe bu yönde taşınamaz: grubunun başında veya sonunda.",
};


/** What a menu row needs in the admin tree. */
export interface MenuRow extends TreeRow {
  label: string;
  path: string;
  isActive: boolean;
}

export type MoveDirection = "up" | "down";

/**
 * The sibling group an item belongs to, as the tree shows it (so an item whose parent is
 * unknown is in the top-level group): the group's parent and its ids in order.
 */
export function siblingGroup(rows: readonly TreeRow[], id: string): { parentId: string | null; ids: string[] } | null {
  const find = (nodes: TreeNode<TreeRow>[], parentId: string | null): { parentId: string | null; ids: string[] } | null => {
    if (nodes.some((n) => n.id === id)) return { parentId, ids: nodes.map((n) => n.id) };
    for (const node of nodes) {
      const found = find(node.children, node.id);
      if (found) return found;
    }
    return null;
  };
  return find(buildTree(rows), null);
}

/** A sibling group's ids, in their new order, as the order list the backend takes. */
export function groupOrder(parentId: string | null, ids: readonly string[]): MenuOrder {
  return ids.map((id, orderIndex) => ({ id, parentId, orderIndex }));
}

/** Moves `id` to where `overId` is among its siblings; null when nothing would change. */
export function moveOnto(rows: readonly TreeRow[], id: string, overId: string): MenuOrder | null {
  const group = siblingGroup(rows, id);
  if (!group || id === overId) return null;
  const from = group.ids.indexOf(id);
  const to = group.ids.indexOf(overId);
  if (to < 0) return null; // dropped onto another group: ignored
  const ids = [...group.ids];
  ids.splice(from, 1);
  ids.splice(to, 0, id);
  return groupOrder(group.parentId, ids);
}

/** Moves `id` one place up or down among its siblings; null at the group's edge. */
export function moveByStep(rows: readonly TreeRow[], id: string, direction: MoveDirection): MenuOrder | null {
  const group = siblingGroup(rows, id);
  if (!group) return null;
  const from = group.ids.indexOf(id);
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= group.ids.length) return null;
  return moveOnto(rows, id, group.ids[to]!);
}

/** The rows with an order applied: what the tree shows until the server answers. */
export function applyOrder<T extends TreeRow>(rows: readonly T[], order: MenuOrder): T[] {
  const moves = new Map(order.map((m) => [m.id, m]));
  return rows.map((row) => {
    const move = moves.get(row.id);
    return move ? { ...row, parentId: move.parentId, orderIndex: move.orderIndex } : row;
  });
}

/**
 * The choices of the parent select: every item but `ownId` and what lies beneath it, in tree
 * order, labels indented by depth.
 */
export function parentChoices(rows: readonly (TreeRow & { label: string })[], ownId?: string): Array<{ id: string; label: string }> {
  const excluded = ownId ? descendantIds(rows, ownId) : new Set<string>();
  return flattenTree(buildTree(rows))
    .filter(({ node }) => !excluded.has(node.id))
    .map(({ node, depth }) => ({ id: node.id, label: `${"— ".repeat(depth)}${node.label}` }));
}

/** How many items lie beneath `id` (they are deleted with it). */
export function descendantCount(rows: readonly TreeRow[], id: string): number {
  return descendantIds(rows, id).size - 1;
}

// ------------------------------------------------------------------ the list's posts

const jsonText = z.string({ error: "Sıralama verisi eksik." }).transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.issues.push({ code: "custom", message: "Sıralama verisi okunamadı.", input: text });
    return z.NEVER;
  }
});

/** What the menu list's action accepts: a drag's new group order, or a one-step move. */
export const menuListPostSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("reorder"),
      order: jsonText.pipe(
        menuOrderSchema.refine((order) => new Set(order.map((m) => m.id)).size === order.length, {
          error: "Bir öğe sıralamada birden fazla kez yer alıyor.",
        }),
      ),
    }),
    z.object({
      intent: z.literal("move"),
      id: idSchema,
      direction: z.enum(["up", "down"], { error: "Geçersiz yön." }),
    }),
  ],
  { error: "Geçersiz işlem." },
);
export type MenuListPost = z.output<typeof menuListPostSchema>;

/**
 * Reads a post to the menu list: the parsed post, or the Turkish message saying what was wrong
 * with it. Issues without a message of their own (a malformed id, say) get a generic one.
 */
export function parseMenuListPost(formData: FormData): { ok: true; post: MenuListPost } | { ok: false; message: string } {
  const input = Object.fromEntries([...formData.entries()].filter(([, value]) => typeof value === "string"));
  const result = menuListPostSchema.safeParse(input, {
    error: (issue) => (issue.path?.[0] === "order" ? "Geçersiz sıralama verisi." : issue.path?.[0] === "id" ? "Geçersiz öğe kimliği." : "Geçersiz istek."),
  });
  if (result.success) return { ok: true, post: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? "Geçersiz istek." };
}
