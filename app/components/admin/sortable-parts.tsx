import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import type { ReactNode } from "react";
import { Form } from "react-router";

import type { MoveDirection } from "~/features/admin/list-order";
import { sortableTexts } from "~/features/admin/texts/list-order";

import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { ArrowDown, ArrowUp, GripVertical } from "../ui/icons";
import { ListStatus } from "./list-controls";
import { RecordLinks } from "./record-links";

// The controls of a sortable admin list's row (the menu, the slides): the drag handle, for
// pointer and keyboard (Space, arrows, Space) when JavaScript runs, and the up/down buttons,
// plain form posts to the list's action that work without JavaScript too.

/** The drag handle: hidden without JavaScript, where the up/down buttons do the moving. */
export function DragHandle({
  label,
  handleRef,
  attributes,
  listeners,
}: {
  label: string;
  handleRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}) {
  return (
    <button
      type="button"
      ref={handleRef}
      {...attributes}
      {...listeners}
      aria-label={sortableTexts.dragHandle(label)}
      className="nojs:hidden flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
    >
      <GripVertical className="size-4" aria-hidden />
    </button>
  );
}

const moves: { direction: MoveDirection; text: string; icon: ReactNode }[] = [
  { direction: "up", text: sortableTexts.moveUp, icon: <ArrowUp aria-hidden /> },
  { direction: "down", text: sortableTexts.moveDown, icon: <ArrowDown aria-hidden /> },
];

/**
 * One step up or down: a form post to the list's action, so it works without JavaScript. One form
 * for both buttons, the direction being the pressed button's value: a list renders them on every
 * row, and a form each repeated its hidden fields (a menu row's markup was a sixth of them).
 * The form's box is left out of the layout, so the buttons stay items of the row's flex box.
 */
export function MoveButtons({
  action,
  id,
  label,
  first,
  last,
}: {
  action: string;
  id: string;
  label: string;
  first: boolean;
  last: boolean;
}) {
  return (
    <Form method="post" action={action} preventScrollReset className="contents">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={id} />
      {moves.map(({ direction, text, icon }) => (
        <Button
          key={direction}
          type="submit"
          name="direction"
          value={direction}
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={direction === "up" ? first : last}
          aria-label={sortableTexts.moveButton(text, label)}
          title={text}
        >
          {icon}
        </Button>
      ))}
    </Form>
  );
}

/**
 * A sortable row's actions, at its end: up, down, edit and delete, each named with the row's label
 * (`texts.edit(label)`, `texts.delete(label)` for the links).
 */
export function RowActions({
  texts,
  ...move
}: Parameters<typeof MoveButtons>[0] & {
  texts: { edit: (label: string) => string; delete: (label: string) => string };
}) {
  return (
    <div className="ml-auto flex shrink-0 items-center gap-0.5">
      <MoveButtons {...move} />
      <RecordLinks id={move.id} editLabel={texts.edit(move.label)} deleteLabel={texts.delete(move.label)} text="wide" />
    </div>
  );
}

/**
 * A sortable list's card: its title, a refused move's message (a plain form post comes back
 * with it), the list's load failure, or the empty note, else the list itself.
 */
export function SortableListCard({
  title,
  description,
  refused,
  loadError,
  empty,
  children,
}: {
  title: string;
  description: string;
  refused?: string;
  loadError: string | null;
  /** Shown instead of the list when it has no rows. */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="p-3 sm:p-5">
        {refused && (
          <Alert role="alert" className="mb-4">
            {refused}
          </Alert>
        )}
        {loadError || empty ? <ListStatus error={loadError} empty={empty ?? ""} className="p-0" /> : children}
      </CardContent>
    </Card>
  );
}
