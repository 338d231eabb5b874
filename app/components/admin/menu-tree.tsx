import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Fragment, createContext, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";

import type { MenuOrder } from "~/backend/schemas";
import { Badge } from "~/components/ui/badge";
import { menuListHref, moveOnto, type MenuRow } from "~/features/admin/menu";
import { stateLabels } from "~/features/admin/texts/common";
import { sortableTexts } from "~/features/admin/texts/list-order";
import { menuTexts } from "~/features/admin/texts/menu";
import { cn } from "~/lib/cn";
import { buildTree, type TreeNode } from "~/lib/menu-tree";

import { DragHandle, RowActions } from "./sortable-parts";

// The menu as a tree (spec: children indented 40 px per level). Each sibling group is one
// sortable list: an item moves only among its siblings, by dragging its handle (pointer or
// keyboard: Space, arrows, Space) or, without JavaScript too, with its up/down buttons, which
// are plain form posts to the list's action.

export const indentPx = 40;

/** The id of a sibling group's sortable list. */
const groupId = (parentId: string | null) => `menu-group:${parentId ?? "root"}`;

/** The group whose item is being dragged: the only one that takes a drop meanwhile. */
const ActiveGroupContext = createContext<string | null>(null);

/**
 * Which branches show their children (`open`: null for all, else the opened branch and its
 * ancestors, see `openBranches`) and the list's address with that branch open, where the rows'
 * forms lead back to.
 */
const BranchesContext = createContext<{ open: ReadonlySet<string> | null; listHref: string }>({
  open: null,
  listHref: menuListHref(null),
});

export function MenuTree({
  rows,
  open,
  openId,
  onReorder,
}: {
  rows: readonly MenuRow[];
  open: ReadonlySet<string> | null;
  openId: string | null;
  onReorder: (order: MenuOrder) => void;
}) {
  const branches = useMemo(() => ({ open, listHref: menuListHref(open === null ? null : openId) }), [open, openId]);
  const tree = useMemo(() => buildTree(rows), [rows]);
  const labels = useMemo(() => new Map(rows.map((r) => [r.id, r.label])), [rows]);
  const [activeGroup, setActiveGroup] = useState<string | null>(null);
  const sensors = useSensors(
    // A few pixels of travel first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /** Whether the dragged item has left its place yet (for the announcements). */
  const moved = useRef(false);
  const labelOf = (id: UniqueIdentifier) => sortableTexts.quoted(labels.get(String(id)) ?? String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => sortableTexts.pickedUp(labelOf(active.id), position(active)),
    onDragOver: ({ active, over }) => {
      if (!over) return menuTexts.notOverList(labelOf(active.id));
      if (over.id !== active.id) {
        moved.current = true;
        return menuTexts.movingOnto(labelOf(active.id), labelOf(over.id), position(over));
      }
      // Over its own place: right after pickup that is no news (the pickup was announced).
      return moved.current ? menuTexts.backInPlace(labelOf(active.id), position(over)) : undefined;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? sortableTexts.dropped(labelOf(active.id), position(over))
        : sortableTexts.droppedInPlace(labelOf(active.id)),
    onDragCancel: ({ active }) => sortableTexts.cancelled(labelOf(active.id)),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    moved.current = false;
    setActiveGroup(sortableOf(active)?.containerId ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveGroup(null);
    if (!over || over.id === active.id) return;
    const order = moveOnto(rows, String(active.id), String(over.id));
    if (order) onReorder(order);
  };

  return (
    <BranchesContext.Provider value={branches}>
      <ActiveGroupContext.Provider value={activeGroup}>
        <DndContext
          id="menu-tree"
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActiveGroup(null)}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: sortableTexts.dragInstructions,
            },
          }}
        >
          <SiblingGroup nodes={tree} parentId={null} depth={0} />
        </DndContext>
      </ActiveGroupContext.Provider>
    </BranchesContext.Provider>
  );
}

function SiblingGroup({
  nodes,
  parentId,
  depth,
}: {
  nodes: TreeNode<MenuRow>[];
  parentId: string | null;
  depth: number;
}) {
  const activeGroup = useContext(ActiveGroupContext);
  const id = groupId(parentId);
  return (
    <SortableContext
      id={id}
      items={nodes.map((n) => n.id)}
      strategy={verticalListSortingStrategy}
      // While an item is dragged, only its own group takes drops.
      disabled={{ draggable: false, droppable: activeGroup !== null && activeGroup !== id }}
    >
      <ul className={cn("space-y-2", depth > 0 && "mt-2")} aria-label={depth === 0 ? menuTexts.treeLabel : undefined}>
        {nodes.map((node, index) => (
          <MenuTreeItem key={node.id} node={node} depth={depth} first={index === 0} last={index === nodes.length - 1} />
        ))}
      </ul>
    </SortableContext>
  );
}

function MenuTreeItem({
  node,
  depth,
  first,
  last,
}: {
  node: TreeNode<MenuRow>;
  depth: number;
  first: boolean;
  last: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: node.id,
    attributes: { roleDescription: menuTexts.itemRole },
  });
  const { open, listHref } = useContext(BranchesContext);
  // The rows of a closed branch are not sent (`shownRows`): its count says whether it has any.
  const hasChildren = node.childCount > 0;
  const childrenShown = hasChildren && (open === null || open.has(node.id));
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(isDragging && "relative z-10")}
    >
      <div
        data-menu-item={node.id}
        data-depth={depth}
        style={{ marginLeft: depth * indentPx }}
        className={cn(
          "flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-border bg-card px-2 py-2 sm:px-3",
          isDragging && "border-secondary shadow-lg ring-2 ring-secondary/25",
          !node.isActive && "bg-accent",
        )}
      >
        <DragHandle label={node.label} handleRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} />
        <div className="min-w-0 flex-1 basis-40 py-1">
          <span data-menu-label className="font-medium wrap-anywhere text-foreground">
            {node.label}
          </span>{" "}
          <span className="text-sm wrap-anywhere text-muted-foreground">({breakablePath(node.path)})</span>
          {!node.isActive && (
            <Badge tone="warning" className="ml-2 align-middle">
              {stateLabels.inactive}
            </Badge>
          )}
          {node.inFooter && (
            <Badge tone="neutral" className="ml-2 align-middle" data-in-footer>
              {menuTexts.inFooter}
            </Badge>
          )}
          {open !== null && hasChildren && <BranchLink node={node} shown={childrenShown} />}
        </div>
        <RowActions action={listHref} id={node.id} label={node.label} first={first} last={last} texts={menuTexts} />
      </div>
      {childrenShown && <SiblingGroup nodes={node.children} parentId={node.id} depth={depth + 1} />}
    </li>
  );
}

/**
 * In a large menu, the link that opens an item's branch (or closes it, back to its parent's):
 * a plain link to `?open=`, so it works without JavaScript. Named with the item for screen readers.
 */
function BranchLink({ node, shown }: { node: TreeNode<MenuRow>; shown: boolean }) {
  return (
    <Link
      to={menuListHref(shown ? node.parentId : node.id)}
      preventScrollReset
      className="mt-1 flex min-h-6 w-fit items-center rounded text-sm font-medium text-secondary underline underline-offset-2 hover:text-primary focus-visible:outline-2 focus-visible:outline-ring"
    >
      {shown ? menuTexts.hideChildren : menuTexts.showChildren(node.childCount)}
      <span className="sr-only">{`, ${node.label}`}</span>
    </Link>
  );
}

/** A path that may wrap after its slashes on narrow screens. */
function breakablePath(path: string): ReactNode {
  return path.split("/").map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** The sortable data dnd-kit keeps on an item: its list and place. */
function sortableOf(entry: {
  data: { current?: Record<string, unknown> };
}): { containerId: string; index: number; items: UniqueIdentifier[] } | undefined {
  const sortable = entry.data.current?.sortable as
    | { containerId: UniqueIdentifier; index: number; items: UniqueIdentifier[] }
    | undefined;
  return sortable
    ? { containerId: String(sortable.containerId), index: sortable.index, items: sortable.items }
    : undefined;
}

function position(entry: { data: { current?: Record<string, unknown> } }): string {
  const sortable = sortableOf(entry);
  return sortable ? sortableTexts.position(sortable.index + 1, sortable.items.length) : "";
}
