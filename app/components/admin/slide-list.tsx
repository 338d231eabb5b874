import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo, useRef } from "react";

import { Badge } from "~/components/ui/badge";
import { moveIdOnto } from "~/features/admin/list-order";
import type { SlideOrder, SlideRow } from "~/features/admin/slides";
import { stateLabels } from "~/features/admin/texts/common";
import { sortableTexts } from "~/features/admin/texts/list-order";
import { slideTexts } from "~/features/admin/texts/slides";
import { cn } from "~/lib/cn";

import { DragHandle, RowActions } from "./sortable-parts";

// The slides in their order: each row is dragged by its handle (pointer or keyboard: Space,
// arrows, Space) or, without JavaScript too, moved with its up/down buttons.

const listPath = "/admin/slider";
const placeholderImage = "/images/placeholder.svg";

export function SlideList({ rows, onReorder }: { rows: readonly SlideRow[]; onReorder: (order: SlideOrder) => void }) {
  const ids = useMemo(() => rows.map((r) => r.id), [rows]);
  const titles = useMemo(() => new Map(rows.map((r) => [r.id, r.title])), [rows]);
  const sensors = useSensors(
    // A few pixels of travel first, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  /** Whether the dragged slide has left its place yet (for the announcements). */
  const moved = useRef(false);
  const titleOf = (id: UniqueIdentifier) => sortableTexts.quoted(titles.get(String(id)) ?? String(id));
  const place = (id: UniqueIdentifier) => sortableTexts.position(ids.indexOf(String(id)) + 1, ids.length);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return sortableTexts.pickedUp(titleOf(active.id), place(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over) return slideTexts.notOverList(titleOf(active.id));
      if (over.id !== active.id) moved.current = true;
      // Over its own place right after pickup: no news (the pickup was announced).
      return moved.current ? slideTexts.movingTo(titleOf(active.id), place(over.id)) : undefined;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? sortableTexts.dropped(titleOf(active.id), place(over.id))
        : sortableTexts.droppedInPlace(titleOf(active.id)),
    onDragCancel: ({ active }) => sortableTexts.cancelled(titleOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    // Dropped outside the list or on its own place: nothing to save.
    const order = over ? moveIdOnto(ids, String(active.id), String(over.id)) : null;
    if (order) onReorder({ ids: order, seen: ids });
  };

  return (
    <DndContext
      id="slide-list"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: sortableTexts.dragInstructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul className="space-y-2" aria-label={slideTexts.list}>
          {rows.map((row, index) => (
            <SlideItem key={row.id} row={row} first={index === 0} last={index === rows.length - 1} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SlideItem({ row, first, last }: { row: SlideRow; first: boolean; last: boolean }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    attributes: { roleDescription: slideTexts.itemRole },
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-slide-row={row.id}
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-card p-2 sm:px-3",
        isDragging && "relative z-10 border-secondary shadow-lg ring-2 ring-secondary/25",
      )}
    >
      <DragHandle label={row.title} handleRef={setActivatorNodeRef} attributes={attributes} listeners={listeners} />
      <img
        src={row.imageUrl || placeholderImage}
        alt=""
        width={96}
        height={54}
        loading="lazy"
        decoding="async"
        className="aspect-video w-20 shrink-0 rounded-md border border-border bg-muted object-cover sm:w-24"
      />
      <div className="min-w-0 flex-1 basis-32">
        <p data-slide-title className="font-medium wrap-anywhere text-foreground">
          {row.title}
        </p>
        <Badge tone={row.isActive ? "success" : "warning"} className="mt-1">
          {row.isActive ? stateLabels.active : stateLabels.inactive}
        </Badge>
      </div>
      <RowActions action={listPath} id={row.id} label={row.title} first={first} last={last} texts={slideTexts} />
    </li>
  );
}
