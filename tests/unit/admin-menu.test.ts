import { describe, expect, it } from "vitest";

import {
  applyOrder,
  descendantCount,
  moveByStep,
  moveOnto,
  openBranches,
  openIdOf,
  parentChoices,
  parseMenuListPost,
  shownRows,
  siblingGroup,
  wholeTreeLimit,
} from "~/features/admin/menu";

const row = (id: string, parentId: string | null, orderIndex: number) => ({
  id,
  parentId,
  orderIndex,
  label: id.toUpperCase(),
});

// a (b (c, d, e), f), g; "x" has an unknown parent, so the tree shows it at the top level.
const rows = [
  row("g", null, 2),
  row("a", null, 0),
  row("d", "b", 1),
  row("b", "a", 0),
  row("c", "b", 0),
  row("e", "b", 5),
  row("f", "a", 1),
  row("x", "gone", 9),
];

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe("menu moves", () => {
  it("finds an item's sibling group as the tree shows it", () => {
    expect(siblingGroup(rows, "d")).toEqual({ parentId: "b", ids: ["c", "d", "e"] });
    expect(siblingGroup(rows, "g")).toEqual({ parentId: null, ids: ["a", "g", "x"] });
    expect(siblingGroup(rows, "nope")).toBeNull();
  });

  it("moves an item onto a sibling's place and numbers the group 0..n-1", () => {
    expect(moveOnto(rows, "c", "e")).toEqual([
      { id: "d", parentId: "b", orderIndex: 0 },
      { id: "e", parentId: "b", orderIndex: 1 },
      { id: "c", parentId: "b", orderIndex: 2 },
    ]);
    expect(moveOnto(rows, "e", "c")?.map((m) => m.id)).toEqual(["e", "c", "d"]);
  });

  it("ignores drops at the same place or onto another group", () => {
    expect(moveOnto(rows, "c", "c")).toBeNull();
    expect(moveOnto(rows, "c", "f")).toBeNull();
    expect(moveOnto(rows, "missing", "c")).toBeNull();
  });

  it("moves one step up or down, not past the group's edges", () => {
    expect(moveByStep(rows, "d", "up")?.map((m) => m.id)).toEqual(["d", "c", "e"]);
    expect(moveByStep(rows, "d", "down")?.map((m) => m.id)).toEqual(["c", "e", "d"]);
    expect(moveByStep(rows, "c", "up")).toBeNull();
    expect(moveByStep(rows, "e", "down")).toBeNull();
    // The top-level group's parent is null, also for the orphan shown there.
    expect(moveByStep(rows, "x", "up")).toEqual([
      { id: "a", parentId: null, orderIndex: 0 },
      { id: "x", parentId: null, orderIndex: 1 },
      { id: "g", parentId: null, orderIndex: 2 },
    ]);
  });

  it("applies an order to the flat rows", () => {
    const order = moveOnto(rows, "c", "e")!;
    const after = applyOrder(rows, order);
    expect(siblingGroup(after, "c")?.ids).toEqual(["d", "e", "c"]);
    expect(after.find((r) => r.id === "a")).toBe(rows.find((r) => r.id === "a"));
  });

  it("offers every item but the item itself and its descendants as a parent", () => {
    expect(parentChoices(rows, "b").map((c) => c.label)).toEqual(["A", "— F", "G", "X"]);
    expect(parentChoices(rows).map((c) => c.label)).toEqual(["A", "— B", "— — C", "— — D", "— — E", "— F", "G", "X"]);
  });

  it("counts what a delete takes with it", () => {
    expect(descendantCount(rows, "a")).toBe(5);
    expect(descendantCount(rows, "c")).toBe(0);
  });
});

describe("a large menu's branches", () => {
  // The rows above plus enough children of "g" to pass the limit.
  const large = [...rows, ...Array.from({ length: wholeTreeLimit }, (_, i) => row(`g${i}`, "g", i))];

  it("shows every branch of a menu up to the limit, whatever is asked", () => {
    expect(openBranches(rows, null)).toBeNull();
    expect(openBranches(rows, "b")).toBeNull();
  });

  it("past the limit, opens only the branch asked for and the branches above it", () => {
    expect(openBranches(large, null)).toEqual(new Set());
    expect(openBranches(large, "b")).toEqual(new Set(["b", "a"]));
    expect(openBranches(large, "g")).toEqual(new Set(["g"]));
    expect(openBranches(large, "unknown")).toEqual(new Set());
  });

  it("sends only the rows the tree shows, each with its number of children", () => {
    const item = (r: ReturnType<typeof row>) => ({ ...r, path: `/${r.id}`, isActive: true });
    const items = rows.map(item);
    const shown = (open: ReadonlySet<string> | null) =>
      shownRows(items, open).map((r) => `${r.id}<${r.parentId ?? ""}:${r.childCount}`);
    // Every branch open (a small menu): all rows in tree order; "x", whose parent is unknown, at the top.
    expect(shown(null)).toEqual(["a<:2", "b<a:3", "c<b:0", "d<b:0", "e<b:0", "f<a:0", "g<:0", "x<:0"]);
    // A large menu with nothing open: the top level only, each still saying it has children.
    expect(shown(new Set())).toEqual(["a<:2", "g<:0", "x<:0"]);
    // "b" opened: it and the branches above it, with their whole sibling groups (a group is sorted whole).
    expect(shown(new Set(["b", "a"]))).toEqual(["a<:2", "b<a:3", "c<b:0", "d<b:0", "e<b:0", "f<a:0", "g<:0", "x<:0"]);
    expect(shown(new Set(["a"]))).toEqual(["a<:2", "b<a:3", "f<a:0", "g<:0", "x<:0"]);
  });

  it("stops at a parent cycle in bad data", () => {
    const cyclic = [...large, row("p", "q", 0), row("q", "p", 0)];
    expect(openBranches(cyclic, "p")).toEqual(new Set(["p", "q"]));
  });

  it("reads ?open= as an id of sane length, or none", () => {
    expect(openIdOf(new URL("https://site.test/admin/menu?open=abc"))).toBe("abc");
    expect(openIdOf(new URL("https://site.test/admin/menu"))).toBeNull();
    expect(openIdOf(new URL(`https://site.test/admin/menu?open=${"x".repeat(101)}`))).toBeNull();
  });
});

describe("menu list posts", () => {
  it("reads a reorder and a move", () => {
    const order = [{ id: "c", parentId: "b", orderIndex: 0 }];
    expect(parseMenuListPost(form({ intent: "reorder", order: JSON.stringify(order) }))).toEqual({
      ok: true,
      post: { intent: "reorder", order },
    });
    expect(parseMenuListPost(form({ intent: "move", id: "c", direction: "down" }))).toEqual({
      ok: true,
      post: { intent: "move", id: "c", direction: "down" },
    });
  });

  it("says in Turkish what is wrong with a malformed post", () => {
    expect(parseMenuListPost(form({}))).toEqual({ ok: false, message: "Geçersiz işlem." });
    expect(parseMenuListPost(form({ intent: "explode" }))).toEqual({ ok: false, message: "Geçersiz işlem." });
    expect(parseMenuListPost(form({ intent: "reorder" }))).toEqual({ ok: false, message: "Sıralama verisi eksik." });
    expect(parseMenuListPost(form({ intent: "reorder", order: "{nope" }))).toEqual({
      ok: false,
      message: "Sıralama verisi okunamadı.",
    });
    expect(parseMenuListPost(form({ intent: "reorder", order: "[]" }))).toEqual({
      ok: false,
      message: "Geçersiz sıralama verisi.",
    });
    expect(parseMenuListPost(form({ intent: "reorder", order: '[{"id":1}]' }))).toEqual({
      ok: false,
      message: "Geçersiz sıralama verisi.",
    });
    expect(
      parseMenuListPost(form({ intent: "reorder", order: '[{"id":"a","parentId":null,"orderIndex":-1}]' })),
    ).toEqual({
      ok: false,
      message: "Sıra numarası 0 veya daha büyük olmalıdır.",
    });
    const twice = JSON.stringify([
      { id: "a", parentId: null, orderIndex: 0 },
      { id: "a", parentId: null, orderIndex: 1 },
    ]);
    expect(parseMenuListPost(form({ intent: "reorder", order: twice }))).toEqual({
      ok: false,
      message: "Bir öğe sıralamada birden fazla kez yer alıyor.",
    });
    expect(parseMenuListPost(form({ intent: "move", id: "", direction: "up" }))).toEqual({
      ok: false,
      message: "Geçersiz öğe kimliği.",
    });
    expect(parseMenuListPost(form({ intent: "move", id: "a", direction: "left" }))).toEqual({
      ok: false,
      message: "Geçersiz yön.",
    });
  });
});
