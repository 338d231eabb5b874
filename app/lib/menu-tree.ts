/** The minimum a flat menu row needs to be placed in the tree. */
export interface TreeRow {
  id: string;
  parentId: string | null;
  orderIndex: number;
}

export type TreeNode<T extends TreeRow> = T & { children: TreeNode<T>[] };

/**
 * Builds the menu tree from a flat list (docs/product.md §8): children sorted by order_index,
 * items whose parent is unknown become roots. An item caught in a parent cycle (possible only
 * through bad data) is also promoted to a root rather than silently vanishing.
 */
export function buildTree<T extends TreeRow>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, children: [] });

  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && !isOwnAncestor(node, nodes)) parent.children.push(node);
    else roots.push(node);
  }

  const byOrder = (a: TreeNode<T>, b: TreeNode<T>) => a.orderIndex - b.orderIndex;
  const sortDeep = (list: TreeNode<T>[]) => {
    list.sort(byOrder);
    for (const n of list) sortDeep(n.children);
  };
  sortDeep(roots);
  return roots;
}

function isOwnAncestor<T extends TreeRow>(node: TreeNode<T>, nodes: Map<string, TreeNode<T>>): boolean {
  const seen = new Set<string>([node.id]);
  let parentId = node.parentId;
  while (parentId !== null) {
    if (seen.has(parentId)) return true;
    seen.add(parentId);
    const parent = nodes.get(parentId);
    if (!parent) return false;
    parentId = parent.parentId;
  }
  return false;
}

/** The ids of an item and everything beneath it: what a menu delete removes. */
export function descendantIds<T extends TreeRow>(rows: readonly T[], rootId: string): Set<string> {
  const result = new Set<string>([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && result.has(row.parentId) && !result.has(row.id)) {
        result.add(row.id);
        grew = true;
      }
    }
  }
  return result;
}

/** Depth-first flattening with each node's depth, for indented admin lists. */
export function flattenTree<T extends TreeRow>(
  tree: readonly TreeNode<T>[],
  depth = 0,
): Array<{ node: TreeNode<T>; depth: number }> {
  return tree.flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)]);
}
