import type { z } from "zod";

import { menuOrderSchema, type MenuOrder } from "~/backend/schemas";
import { buildTree, descendantIds, flattenTree, type TreeNode, type TreeRow } from "~/lib/menu-tree";

import {
  distinctIds,
  eachIdOnce,
  listPostSchema,
  moveIdByStep,
  moveIdOnto,
  parseListPost,
  type MoveDirection,
} from "./list-order";

// The pure logic of the menu manager's moves (its words: texts/menu.ts). Moves only ever
// reorder one sibling group: its items get order_index 0..n-1 and keep their parent.

/** What a menu item needs in the admin tree. */
export interface MenuItemRow extends TreeRow {
  label: string;
  path: string;
  isActive: boolean;
  /** Shown in the public footer too (the footer's own rules: features/site/frame.server.ts). */
  inFooter?: boolean;
}

/** A row the admin tree shows: its item and how many children it has, shown or not. */
export interface MenuRow extends MenuItemRow {
  childCount: number;
}

export type { MoveDirection };

/**
 * The sibling group an item belongs to, as the tree shows it (so an item whose parent is
 * unknown is in the top-level group): the group's parent and its ids in order.
 */
export function siblingGroup(rows: readonly TreeRow[], id: string): { parentId: string | null; ids: string[] } | null {
  const find = (
    nodes: TreeNode<TreeRow>[],
    parentId: string | null,
  ): { parentId: string | null; ids: string[] } | null => {
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
  const ids = group && moveIdOnto(group.ids, id, overId); // dropped onto another group: ignored
  return group && ids ? groupOrder(group.parentId, ids) : null;
}

/** Moves `id` one place up or down among its siblings; null at the group's edge. */
export function moveByStep(rows: readonly TreeRow[], id: string, direction: MoveDirection): MenuOrder | null {
  const group = siblingGroup(rows, id);
  const ids = group && moveIdByStep(group.ids, id, direction);
  return group && ids ? groupOrder(group.parentId, ids) : null;
}

/**
 * Up to this many items the tree shows every branch. A larger menu (a site may grow to hundreds
 * of items) shows its top level and the one branch asked for with `?open=`: the list then
 * renders a few dozen rows, not every row (docs/decisions/024-pagination-and-bounded-reads.md).
 */
export const wholeTreeLimit = 60;

/**
 * The items whose children the tree shows: `null` (every item) for a menu of up to
 * `wholeTreeLimit` items; for a larger one the opened item and its ancestors.
 */
export function openBranches(rows: readonly TreeRow[], openId: string | null): ReadonlySet<string> | null {
  if (rows.length <= wholeTreeLimit) return null;
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const open = new Set<string>();
  // `open.has` stops at a parent cycle, which only bad data can hold.
  for (let id = openId; id !== null && parentOf.has(id) && !open.has(id); id = parentOf.get(id) ?? null) open.add(id);
  return open;
}

/**
 * The rows the tree shows (`open` as `openBranches` gives it), in tree order, each with its
 * number of children and its parent as the tree places it (none for a row the tree makes a root).
 * Only these go to the browser: a menu of 300 items sends its top level and one branch, not every
 * item it would not render.
 */
export function shownRows(rows: readonly MenuItemRow[], open: ReadonlySet<string> | null): MenuRow[] {
  const shown: MenuRow[] = [];
  const walk = (nodes: TreeNode<MenuItemRow>[], parentId: string | null) => {
    for (const { children, ...row } of nodes) {
      shown.push({ ...row, parentId, childCount: children.length });
      if (open === null || open.has(row.id)) walk(children, row.id);
    }
  };
  walk(buildTree(rows), null);
  return shown;
}

/** The branch `?open=` asks for: an id of sane length, or none. */
export function openIdOf(url: URL): string | null {
  const id = url.searchParams.get("open");
  return id && id.length <= 100 ? id : null;
}

/** The list's address with a branch open, where its forms lead back to. */
export function menuListHref(openId: string | null): string {
  return openId ? `/admin/menu?open=${encodeURIComponent(openId)}` : "/admin/menu";
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
export function parentChoices(
  rows: readonly (TreeRow & { label: string })[],
  ownId?: string,
): Array<{ id: string; label: string }> {
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

/** What the menu list's action accepts: a drag's new group order, or a one-step move. */
export const menuListPostSchema = listPostSchema(
  menuOrderSchema.refine((order) => distinctIds(order.map((m) => m.id)), eachIdOnce),
);
export type MenuListPost = z.output<typeof menuListPostSchema>;

/** Reads a post to the menu list: the parsed post, or the Turkish message saying what was wrong. */
export function parseMenuListPost(
  formData: FormData,
): { ok: true; post: MenuListPost } | { ok: false; message: string } {
  return parseListPost(menuListPostSchema, formData);
}
