import { describe, expect, it } from "vitest";

import { buildTree, descendantIds, flattenTree } from "~/lib/menu-tree";

const row = (id: string, parentId: string | null, orderIndex: number) => ({ id, parentId, orderIndex });
const ids = (nodes: Array<{ id: string; children: unknown[] }>): unknown =>
  nodes.map((n) => (n.children.length ? { [n.id]: ids(n.children as never) } : n.id));

describe("menu tree", () => {
  it("nests children under their parents, sorted by order_index at every level", () => {
    const tree = buildTree([
      row("c2", "b", 2),
      row("b", null, 1),
      row("a", null, 0),
      row("c1", "b", 1),
      row("d", "c1", 0),
    ]);
    expect(ids(tree)).toEqual(["a", { b: [{ c1: ["d"] }, "c2"] }]);
  });

  it("makes items with an unknown parent roots", () => {
    expect(ids(buildTree([row("x", "gone", 1), row("a", null, 0)]))).toEqual(["a", "x"]);
  });

  it("does not lose items caught in a parent cycle", () => {
    const tree = buildTree([row("a", "b", 0), row("b", "a", 1)]);
    expect(
      flattenTree(tree)
        .map((e) => e.node.id)
        .sort(),
    ).toEqual(["a", "b"]);
  });

  it("finds an item's descendants and flattens with depths", () => {
    const rows = [row("a", null, 0), row("b", "a", 0), row("c", "b", 0), row("d", null, 1)];
    expect([...descendantIds(rows, "a")].sort()).toEqual(["a", "b", "c"]);
    expect(flattenTree(buildTree(rows)).map((e) => `${e.node.id}${e.depth}`)).toEqual(["a0", "b1", "c2", "d0"]);
  });
});
